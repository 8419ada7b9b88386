import { z } from 'zod';
import { Fiat } from './common.ts';

// api.md "Checkout" (purchase/fulfill): how a booking is paid (spec §7 book payload). Card, rewards, both (Split),
// a travel-wallet offer or credit, and an airline's travel credit on flights.

const MAX_USD = 10_000_000;
const MAX_REWARDS = 10_000_000_000;
const Amount = z.number().min(0).max(MAX_USD);
/** An amount the client says it pays or saw: at most 10 million, never negative. */
export const PaidFiat = Fiat.extend({ value: Amount });

export const UserCardPayment = z.object({
  paymentId: z.uuid(),
  accountReferenceId: z.string().max(100).nullable().optional(),
  paymentAmount: PaidFiat,
});
/** rewardsAmount is in the account's unit (whole miles, or dollars for Cash); rewardsAccountId is its reference. */
export const RewardsPayment = z.object({
  rewardsAccountId: z.string().min(1).max(100),
  rewardsAmount: z.number().positive().max(MAX_REWARDS),
  fiatValue: PaidFiat,
});
/**
 * An airline's future travel credit of the user (GET itinerary/flights/credits; the flights quote lists the ones
 * usable for its itinerary in `usableAirlineCredits`). Flights only, on the airline that issued it and in its
 * currency; `paymentAmount` is the part of the fare the credit pays (the quote's `applicableAmount`): the credit
 * is spent whole, so any value left over is lost. The rest of the total is paid by the other payments.
 */
export const AirlineTravelCreditPayment = z
  .object({
    type: z.literal('AirlineTravelCredit'),
    value: z.object({ creditId: z.uuid(), paymentAmount: PaidFiat }),
  })
  .meta({
    id: 'AirlineTravelCreditPayment',
    examples: [
      {
        type: 'AirlineTravelCredit',
        value: {
          creditId: '5b0c8c52-7d3e-4a8f-9a51-3e2f1c0d9b77',
          paymentAmount: { value: 250, currencyCode: 'USD', currencySymbol: '$' },
        },
      },
    ],
  });

export const Payment = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('UserCard'), value: UserCardPayment }),
    z.object({ type: z.literal('Rewards'), value: RewardsPayment }),
    z.object({
      type: z.literal('Split'),
      value: z.object({ userCard: UserCardPayment, rewards: RewardsPayment }),
    }),
    z.object({
      type: z.literal('TravelWalletOffer'),
      value: z.object({ offerId: z.uuid(), description: z.string().max(500), paymentAmount: PaidFiat }),
    }),
    z.object({ type: z.literal('TravelWalletCredit'), value: z.object({ paymentAmount: PaidFiat }) }),
    AirlineTravelCreditPayment,
  ])
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof Payment>;
