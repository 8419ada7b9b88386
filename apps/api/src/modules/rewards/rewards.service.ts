import type { ProductToEarnRequest, RewardsAccount, RewardsToUsdRequest } from '@portal/contracts/rewards';
import {
  majorToMinor,
  minorToMajor,
  rewardsMinorToFiatMinor,
  rewardsMinorToValue,
  rewardsValueToMinor,
  earnMinor,
} from '@portal/domain/money';
import { rankAccounts } from '@portal/domain/rewards';
import type { DbOrTx } from '@portal/db/client';
import type { AppDeps } from '../../deps.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { notFound, unauthorized } from '../../plugins/errors.ts';
import { filterBusinessAccounts, toRewardsAccount } from './rewards-mapping.ts';
import {
  findAccountsWithBalances,
  findRewardsOwner,
  insertRewardsLedger,
  type AccountWithBalance,
} from './rewards.repository.ts';

// The engine prices and pays with accounts as this module reads them.
export type { AccountWithBalance };

type Visible = { firstName: string; accounts: AccountWithBalance[] };

/** The accounts this session may see: its own, narrowed per spec §6 for the corporate tenant. */
async function visibleAccounts(deps: AppDeps, session: AuthSession): Promise<Visible> {
  const owner = await findRewardsOwner(deps.db, session.userId);
  // A session outliving its user (deleted by an operator) is no session.
  if (!owner) throw unauthorized();
  const own = await findAccountsWithBalances(deps.db, session.userId);
  if (session.tenant !== 'capone-corporate') return { firstName: owner.firstName, accounts: own };
  return {
    firstName: owner.firstName,
    accounts: filterBusinessAccounts(own, owner.businessInUseReferenceId),
  };
}

async function visibleAccount(
  deps: AppDeps,
  session: AuthSession,
  referenceId: string,
): Promise<AccountWithBalance> {
  const { accounts } = await visibleAccounts(deps, session);
  const found = accounts.find((a) => a.account.accountReferenceId === referenceId);
  // Someone else's account answers exactly like a missing one, so ids cannot be probed.
  if (!found) throw notFound('Rewards account');
  return found;
}

/** PUT rewards/accounts: spec §3 accounts with ledger balances, highest homes multiplier first (spec §6). */
export async function listRewardsAccounts(deps: AppDeps, session: AuthSession): Promise<RewardsAccount[]> {
  const { firstName, accounts } = await visibleAccounts(deps, session);
  const ranked = rankAccounts(
    accounts.map((a) => ({ ...a, earnMultiplier: a.account.earn.homesMultiplier })),
  );
  return ranked.map((a) => toRewardsAccount(a, firstName));
}

/**
 * PUT rewards/convert/productToEarn: what a Homes or Hotels purchase of amountUsd earns, in the account's unit, at
 * that product's multiplier (the same rounding the hotel quote and the homes checkout use, spec §9).
 */
export async function productToEarn(
  deps: AppDeps,
  session: AuthSession,
  body: ProductToEarnRequest,
): Promise<{ amount: number }> {
  const { account } = await visibleAccount(deps, session, body.account);
  const multiplier =
    body.travelProduct === 'Hotels' ? account.earn.hotelsMultiplier : account.earn.homesMultiplier;
  const earned = earnMinor(majorToMinor(body.amountUsd), multiplier, account.currency);
  return { amount: rewardsMinorToValue(earned, account.currency) };
}

/** PUT rewards/convert/redeem/rewardsToUsd: the USD value of a rewards amount (spec §9 currency units). */
export async function rewardsToUsd(
  deps: AppDeps,
  session: AuthSession,
  body: RewardsToUsdRequest,
): Promise<{ value: number }> {
  const { account } = await visibleAccount(deps, session, body.accountReferenceId);
  const rewardsMinor = rewardsValueToMinor(body.rewardsAmount, account.currency);
  return { value: minorToMajor(rewardsMinorToFiatMinor(rewardsMinor, account.currency)) };
}

/** The accounts the rewards page shows this session (spec §6 corporate filter), so checkout offers the same. */
export async function accountsVisibleTo(db: DbOrTx, session: AuthSession): Promise<AccountWithBalance[]> {
  const own = await findAccountsWithBalances(db, session.userId);
  if (session.tenant !== 'capone-corporate') return own;
  const owner = await findRewardsOwner(db, session.userId);
  return filterBusinessAccounts(own, owner?.businessInUseReferenceId ?? null);
}

/** Whether a user's own account may be used by this session (the corporate tenant narrows it). */
export async function isAccountVisibleTo(
  db: DbOrTx,
  session: AuthSession,
  account: AccountWithBalance,
): Promise<boolean> {
  if (session.tenant !== 'capone-corporate') return true;
  const owner = await findRewardsOwner(db, session.userId);
  return filterBusinessAccounts([account], owner?.businessInUseReferenceId ?? null).length === 1;
}

/** A redemption, refund or earn on an account's ledger (its balance is the sum); a booking's rows name it. */
export async function recordRewardsMovement(
  tx: DbOrTx,
  row: Parameters<typeof insertRewardsLedger>[1],
): Promise<void> {
  await insertRewardsLedger(tx, row);
}
