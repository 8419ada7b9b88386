import type { DbOrTx } from '@portal/db/client';
import type { AuthSession } from '../plugins/auth.ts';
import { filterBusinessAccounts } from '../modules/rewards/rewards-mapping.ts';
import {
  findAccountsWithBalances,
  findRewardsOwner,
  type AccountWithBalance,
} from '../modules/rewards/rewards.repository.ts';

/** The accounts the rewards page shows this session (spec §6 corporate filter), so checkout offers the same. */
export async function visibleAccounts(db: DbOrTx, session: AuthSession): Promise<AccountWithBalance[]> {
  const own = await findAccountsWithBalances(db, session.userId);
  if (session.tenant !== 'capone-corporate') return own;
  const owner = await findRewardsOwner(db, session.userId);
  return filterBusinessAccounts(own, owner?.businessInUseReferenceId ?? null);
}

/** Whether a user's own account may be used by this session (the corporate tenant narrows it). */
export async function isVisibleAccount(
  db: DbOrTx,
  session: AuthSession,
  account: AccountWithBalance,
): Promise<boolean> {
  if (session.tenant !== 'capone-corporate') return true;
  const owner = await findRewardsOwner(db, session.userId);
  return filterBusinessAccounts([account], owner?.businessInUseReferenceId ?? null).length === 1;
}
