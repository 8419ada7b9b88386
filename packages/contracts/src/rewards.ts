import { z } from 'zod';
import { Fiat, Rewards } from './common.ts';

// api.md "Checkout" (rewards rows) and spec §3 "Rewards account".

export const CustomerAccountRole = z.enum([
  'Primary',
  'AuthorizedUser',
  'AccountManager',
  'NonFinancialUser',
]);
export type CustomerAccountRole = z.infer<typeof CustomerAccountRole>;

export const EarnRates = z.object({
  homesMultiplier: z.number(),
  hotelsMultiplier: z.number(),
  flightsMultiplier: z.number(),
  carsMultiplier: z.number(),
});
export type EarnRates = z.infer<typeof EarnRates>;

/**
 * rewardsBalance and redemptionMin share one unit: whole miles, or dollars with 2 decimals for Cash.
 * Multipliers are "X" for miles and percent for Cash (spec §9).
 */
export const RewardsAccount = z
  .object({
    accountReferenceId: z.string(),
    productDisplayName: z.string(),
    productId: z.string(),
    cardType: z.string(),
    accountUseType: z.string(),
    customerAccountRole: z.string(),
    allowRewardsRedemption: z.boolean().nullable(),
    lastFour: z.string(),
    lastFourVirtualCardNumbers: z.array(z.string()),
    isTiered: z.boolean(),
    isPrimary: z.boolean(),
    firstName: z.string(),
    rewardsBalance: Rewards,
    rewardsCashEquivalent: Fiat,
    redemptionMin: z.number(),
    earn: EarnRates,
    earnRate: z.number(),
    homeEarnRate: z.number(),
    flightEarnRate: z.number(),
    carEarnRate: z.number(),
  })
  .meta({ id: 'RewardsAccount' });
export type RewardsAccount = z.infer<typeof RewardsAccount>;

export const RewardsAccountList = z.array(RewardsAccount);

const ReferenceId = z.string().min(1).max(100);
// Far above any real balance or booking; larger numbers are typos or probes, and would lose integer precision.
const MAX_USD = 10_000_000;
const MAX_REWARDS = 10_000_000_000;

/** The products whose earn this call prices: each earns at its own multiplier of the account (spec §9). */
export const EarnTravelProduct = z.enum(['Homes', 'Hotels']);
export type EarnTravelProduct = z.infer<typeof EarnTravelProduct>;

export const ProductToEarnRequest = z
  .object({
    account: ReferenceId,
    travelProduct: EarnTravelProduct,
    amountUsd: z.number().min(0).max(MAX_USD),
    earnOfferDescription: z.string().max(500).optional(),
  })
  .meta({
    id: 'ProductToEarnRequest',
    examples: [
      {
        account: 'acct-venture-x-4821',
        travelProduct: 'Homes',
        amountUsd: 1234.56,
        earnOfferDescription: 'Earn 10X',
      },
      { account: 'acct-venture-x-4821', travelProduct: 'Hotels', amountUsd: 412.8 },
    ],
  });
export type ProductToEarnRequest = z.infer<typeof ProductToEarnRequest>;

/** Earn value in the account's rewards unit (miles, or dollars for Cash). */
export const ProductToEarnAnswer = z.object({ amount: z.number() });

export const RewardsToUsdRequest = z.object({
  rewardsAmount: z.number().min(0).max(MAX_REWARDS),
  accountReferenceId: ReferenceId,
});
export type RewardsToUsdRequest = z.infer<typeof RewardsToUsdRequest>;

/** USD value (major units, 2 decimals) of the rewards amount. */
export const RewardsToUsdAnswer = z.object({ value: z.number() });
