import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { prepared } from '@portal/db/prepared';
import { rewardsAccounts, rewardsLedger } from '@portal/db/schema/rewards';
import { businesses, corporateMemberships, users } from '@portal/db/schema/users';

export type RewardsAccountRow = typeof rewardsAccounts.$inferSelect;
/** An account with its balance: the sum of its ledger rows, in stored units (miles, or cents for Cash). */
export type AccountWithBalance = { account: RewardsAccountRow; balanceMinor: number };

/** The user's accounts with their ledger balances, in the order they were added. */
// Prepared: every priced answer (a flight search prices each fare in these accounts) reads them.
const accountsWithBalances = prepared('accounts_with_balances', (db) =>
  db
    .select({
      account: rewardsAccounts,
      balanceMinor: sql<number>`coalesce(sum(${rewardsLedger.amount}), 0)`.mapWith(Number),
    })
    .from(rewardsAccounts)
    .leftJoin(rewardsLedger, eq(rewardsLedger.accountId, rewardsAccounts.id))
    .where(eq(rewardsAccounts.userId, sql.placeholder('userId')))
    .groupBy(rewardsAccounts.id)
    .orderBy(asc(rewardsAccounts.sortOrder), asc(rewardsAccounts.accountReferenceId)),
);

export async function findAccountsWithBalances(db: DbOrTx, userId: string): Promise<AccountWithBalance[]> {
  return accountsWithBalances(db, { userId });
}

export type RewardsOwner = { firstName: string; businessInUseReferenceId: string | null };

/** The account holder's first name and the accountReferenceId of the business in use (if any). */
export async function findRewardsOwner(db: DbOrTx, userId: string): Promise<RewardsOwner | null> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      businessInUseReferenceId: businesses.accountReferenceId,
    })
    .from(users)
    .leftJoin(
      corporateMemberships,
      and(eq(corporateMemberships.userId, users.id), eq(corporateMemberships.inUse, true)),
    )
    .leftJoin(businesses, eq(businesses.id, corporateMemberships.businessId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** A redemption, refund or earn; a booking's rows name it by `bookingId`. */
export async function insertRewardsLedger(db: DbOrTx, row: typeof rewardsLedger.$inferInsert): Promise<void> {
  await db.insert(rewardsLedger).values(row);
}
