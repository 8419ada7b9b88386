import type { RewardsAccount } from '@portal/contracts/rewards';
import { rewardsMinorToFiatMinor, rewardsMinorToValue, toFiat } from '@portal/domain/money';
import type { AccountWithBalance } from './rewards.repository.ts';

/**
 * Spec §6 "Business accounts are filtered per user", for the corporate tenant only: with a business in use,
 * only the account whose accountReferenceId is that business's; otherwise only business products (display
 * name starting with 'Spark' or containing 'business'). The rule names no exception for personal cards, and
 * corporate bookings are paid from the business's card, so personal accounts are not shown there.
 */
export function filterBusinessAccounts(
  accounts: readonly AccountWithBalance[],
  businessInUseReferenceId: string | null,
): AccountWithBalance[] {
  if (businessInUseReferenceId !== null) {
    return accounts.filter((a) => a.account.accountReferenceId === businessInUseReferenceId);
  }
  return accounts.filter(
    ({ account }) =>
      /^spark/i.test(account.productDisplayName) || /business/i.test(account.productDisplayName),
  );
}

/** Spec §3 "Rewards account" from a stored account and its ledger balance. */
export function toRewardsAccount(
  { account, balanceMinor }: AccountWithBalance,
  firstName: string,
): RewardsAccount {
  const { currency, earn } = account;
  return {
    accountReferenceId: account.accountReferenceId,
    productDisplayName: account.productDisplayName,
    productId: account.productId,
    cardType: account.cardType,
    accountUseType: account.accountUseType,
    customerAccountRole: account.customerAccountRole,
    allowRewardsRedemption: account.allowRewardsRedemption,
    lastFour: account.lastFour,
    lastFourVirtualCardNumbers: account.lastFourVirtualCardNumbers,
    isTiered: account.isTiered,
    isPrimary: account.customerAccountRole === 'Primary',
    firstName,
    rewardsBalance: {
      value: rewardsMinorToValue(balanceMinor, currency),
      currency,
      currencyDescription: account.currencyDescription,
    },
    rewardsCashEquivalent: toFiat(rewardsMinorToFiatMinor(balanceMinor, currency)),
    redemptionMin: rewardsMinorToValue(account.redemptionMin, currency),
    earn: { ...earn },
    // The spec lists these legacy names beside `earn` without defining them; they mirror its multipliers
    // (earnRate is the hotels rate, the portal's general lodging product).
    earnRate: earn.hotelsMultiplier,
    homeEarnRate: earn.homesMultiplier,
    flightEarnRate: earn.flightsMultiplier,
    carEarnRate: earn.carsMultiplier,
  };
}
