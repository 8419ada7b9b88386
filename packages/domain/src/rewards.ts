/** Rewards accounts at checkout: who may redeem, which accounts are usable, default choice (spec §4, §5, §6, §8). */
import { isCashRewards } from './money.ts';
import type { RewardsCurrency } from './money.ts';

export type CustomerAccountRole = 'Primary' | 'AuthorizedUser' | 'AccountManager' | 'NonFinancialUser';

/** The fields of spec §3 "Rewards account" these rules read. Balance and minimum share one unit. */
export type RewardsAccountFacts = {
  accountReferenceId: string;
  productDisplayName: string;
  customerAccountRole: CustomerAccountRole | (string & {});
  allowRewardsRedemption?: boolean | null;
  balance: number;
  redemptionMin?: number | null;
  currency: RewardsCurrency;
  /** The account's earn rate on the product line being bought (homesMultiplier for a vacation rental, …). */
  earnMultiplier?: number | null;
};

/** Roles that never redeem (spec §6): the card's rewards belong to the primary cardholder. */
const NON_REDEEMING_ROLES: ReadonlySet<string> = new Set(['AuthorizedUser', 'AccountManager']);

/** Spec §6: authorized users and account managers cannot redeem; otherwise a missing allowRewardsRedemption is true. */
export function isRedemptionAllowed(
  account: Pick<RewardsAccountFacts, 'allowRewardsRedemption' | 'customerAccountRole'>,
): boolean {
  if (NON_REDEEMING_ROLES.has(account.customerAccountRole)) return false;
  return account.allowRewardsRedemption !== false;
}

/** Spec §6 text for an account that cannot redeem; null when it can. */
export function redemptionBlockedMessage(
  account: Pick<RewardsAccountFacts, 'allowRewardsRedemption' | 'customerAccountRole'>,
): string | null {
  if (isRedemptionAllowed(account)) return null;
  if (account.customerAccountRole === 'AuthorizedUser') return "Authorized users can't redeem rewards";
  if (account.customerAccountRole === 'AccountManager') return "Account managers can't redeem rewards";
  return "Can't redeem rewards";
}

export function meetsRedemptionMinimum(
  account: Pick<RewardsAccountFacts, 'balance' | 'redemptionMin'>,
): boolean {
  return (account.redemptionMin ?? 0) <= account.balance;
}

/** Spec §5: disabled when the minimum redemption exceeds the balance, or the balance is at most zero. */
export function isAccountDisabled(account: Pick<RewardsAccountFacts, 'balance' | 'redemptionMin'>): boolean {
  return !meetsRedemptionMinimum(account) || account.balance <= 0;
}

/** An account whose rewards can pay for this booking. */
export function canPayWithAccount(account: RewardsAccountFacts): boolean {
  return isRedemptionAllowed(account) && !isAccountDisabled(account);
}

export type MinimumCheck = 'AllMeet' | 'OneDoesNotMeet' | 'AllDoNotMeet';

/** Spec §4 "Rewards minimum check across accounts"; 'OneDoesNotMeet' means some but not all fall short. */
export function rewardsMinimumCheck(
  accounts: readonly Pick<RewardsAccountFacts, 'balance' | 'redemptionMin'>[],
): MinimumCheck {
  const short = accounts.filter((a) => !meetsRedemptionMinimum(a)).length;
  if (short === 0) return 'AllMeet';
  return short === accounts.length ? 'AllDoNotMeet' : 'OneDoesNotMeet';
}

export const MINIMUM_NOT_MET_ALL =
  'Your rewards account does not meet the minimum redemption amount. To continue with this booking, please use your Capital One Credit Card to complete this transaction.';
export const MINIMUM_NOT_MET_ONE =
  'One of your rewards accounts does not meet the minimum redemption amount.';

/** Spec §8 rewards warning for a minimum check, or null when every account meets its minimum. */
export function minimumCheckWarning(check: MinimumCheck): string | null {
  if (check === 'AllDoNotMeet') return MINIMUM_NOT_MET_ALL;
  if (check === 'OneDoesNotMeet') return MINIMUM_NOT_MET_ONE;
  return null;
}

/** Spec §4: 'do not apply rewards' is pre-selected when no account allows redemption or none meets its minimum. */
export function shouldAutoDeclineRewards(accounts: readonly RewardsAccountFacts[]): boolean {
  if (accounts.length === 0) return true;
  return accounts.every((a) => !isRedemptionAllowed(a)) || rewardsMinimumCheck(accounts) === 'AllDoNotMeet';
}

function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function roleNoun(accounts: readonly Pick<RewardsAccountFacts, 'customerAccountRole'>[]): string {
  const roles = new Set(accounts.map((a) => a.customerAccountRole));
  if (roles.size === 1 && roles.has('AuthorizedUser')) return 'an authorized user';
  if (roles.size === 1 && roles.has('AccountManager')) return 'an account manager';
  return 'an authorized user or account manager';
}

/** Spec §6 checkout message naming the accounts that cannot redeem; null when every account can. */
export function ineligibleAccountsCheckoutMessage(accounts: readonly RewardsAccountFacts[]): string | null {
  const blocked = accounts.filter((a) => !isRedemptionAllowed(a));
  if (blocked.length === 0) return null;
  const plural = blocked.length > 1;
  return (
    `Your ${joinNames(blocked.map((a) => a.productDisplayName))} rewards ${plural ? 'accounts are' : 'account is'} ` +
    `not eligible to be redeemed for travel because you are ${roleNoun(blocked)}. ` +
    'Please use your eligible credit card to pay for this booking.'
  );
}

/** Spec §6 banner: names the blocked accounts, or a plain instruction when every account is blocked. */
export function ineligibleAccountsBanner(accounts: readonly RewardsAccountFacts[]): string | null {
  const blocked = accounts.filter((a) => !isRedemptionAllowed(a));
  if (blocked.length === 0) return null;
  if (blocked.length === accounts.length)
    return 'Please use your eligible credit card to pay for this booking.';
  const plural = blocked.length > 1;
  return `Your ${joinNames(blocked.map((a) => a.productDisplayName))} ${plural ? 'accounts are' : 'account is'} not eligible to be redeemed from.`;
}

/** Accounts by their earn multiplier on the line being bought, highest first; equal multipliers keep their order. */
export function rankAccounts<A extends Pick<RewardsAccountFacts, 'earnMultiplier'>>(
  accounts: readonly A[],
): A[] {
  return [...accounts].sort((a, b) => (b.earnMultiplier ?? 0) - (a.earnMultiplier ?? 0));
}

/** Spec §6: the saved referenceId (local storage) wins when it matches an account, else the top-ranked one. */
export function defaultAccount<A extends Pick<RewardsAccountFacts, 'earnMultiplier' | 'accountReferenceId'>>(
  accounts: readonly A[],
  savedReferenceId?: string | null,
): A | null {
  const saved = savedReferenceId
    ? accounts.find((a) => a.accountReferenceId === savedReferenceId)
    : undefined;
  return saved ?? rankAccounts(accounts)[0] ?? null;
}

/** Spec §9 chip: 'Earn 5X on vacation rentals', or 'Earn 5% on vacation rentals' for cash rewards. */
export function earnChipText(multiplier: number, currency: RewardsCurrency): string {
  return `Earn ${multiplier}${isCashRewards(currency) ? '%' : 'X'} on vacation rentals`;
}
