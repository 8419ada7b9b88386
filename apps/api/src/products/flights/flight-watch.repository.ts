import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { flightWatches } from '@portal/db/schema/flights';
import { users } from '@portal/db/schema/users';
import type { WatchState } from '@portal/domain/flights/enums';

export type FlightWatchRow = typeof flightWatches.$inferSelect;

/** The states the job re-prices; NotWatching rows are history (their trip has left). */
const LIVE: WatchState[] = ['JustWatched', 'Watching'];

// Every query a user's request makes is scoped by user_id, so another user's watch reads exactly like a missing one.

export async function findUserWatches(db: DbOrTx, userId: string): Promise<FlightWatchRow[]> {
  return db
    .select()
    .from(flightWatches)
    .where(and(eq(flightWatches.userId, userId), ne(flightWatches.state, 'NotWatching')))
    .orderBy(desc(flightWatches.createdAt), asc(flightWatches.id));
}

export async function findWatchByKey(
  db: DbOrTx,
  userId: string,
  searchKey: string,
): Promise<FlightWatchRow | null> {
  const [row] = await db
    .select()
    .from(flightWatches)
    .where(and(eq(flightWatches.userId, userId), eq(flightWatches.searchKey, searchKey)));
  return row ?? null;
}

/** Inserts the watch unless the user watches the same trip already (then null: the caller reads that one). */
export async function insertWatch(
  db: DbOrTx,
  values: Pick<
    typeof flightWatches.$inferInsert,
    'userId' | 'searchKey' | 'search' | 'notification' | 'state' | 'createdAt'
  >,
): Promise<FlightWatchRow | null> {
  const [row] = await db
    .insert(flightWatches)
    .values(values)
    .onConflictDoNothing({ target: [flightWatches.userId, flightWatches.searchKey] })
    .returning();
  return row ?? null;
}

/** A watch that ended (its trip left) is watched again from scratch when the same trip is asked for again. */
export async function restartWatch(
  db: DbOrTx,
  id: string,
  values: Pick<FlightWatchRow, 'search' | 'notification' | 'createdAt'>,
): Promise<FlightWatchRow | null> {
  const [row] = await db
    .update(flightWatches)
    .set({
      ...values,
      state: 'JustWatched',
      lastPriceMinor: null,
      notifiedPriceMinor: null,
      lastRecommendation: null,
      lastCheckedAt: null,
      lastNotifiedAt: null,
    })
    .where(and(eq(flightWatches.id, id), eq(flightWatches.state, 'NotWatching')))
    .returning();
  return row ?? null;
}

export async function deleteUserWatch(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(flightWatches)
    .where(and(eq(flightWatches.id, id), eq(flightWatches.userId, userId)))
    .returning({ id: flightWatches.id });
  return rows.length > 0;
}

export async function findWatch(db: DbOrTx, id: string): Promise<FlightWatchRow | null> {
  const [row] = await db.select().from(flightWatches).where(eq(flightWatches.id, id));
  return row ?? null;
}

/** Live watches not checked since `checkedBefore`, never-checked ones first. */
export async function findDueWatchIds(db: DbOrTx, checkedBefore: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: flightWatches.id })
    .from(flightWatches)
    .where(
      and(
        inArray(flightWatches.state, LIVE),
        or(isNull(flightWatches.lastCheckedAt), lt(flightWatches.lastCheckedAt, checkedBefore)),
      ),
    )
    .orderBy(sql`${flightWatches.lastCheckedAt} asc nulls first`, asc(flightWatches.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Claims a due watch for one check: only one process's update matches (the row's last check is still before
 * `checkedBefore`, or with null still missing), so two workers never price, and never email, the same watch
 * twice in one round.
 */
export async function claimWatch(
  db: DbOrTx,
  id: string,
  checkedBefore: Date | null,
  now: Date,
): Promise<FlightWatchRow | null> {
  const due = checkedBefore
    ? or(isNull(flightWatches.lastCheckedAt), lt(flightWatches.lastCheckedAt, checkedBefore))
    : isNull(flightWatches.lastCheckedAt);
  const [row] = await db
    .update(flightWatches)
    .set({ lastCheckedAt: now })
    .where(and(eq(flightWatches.id, id), inArray(flightWatches.state, LIVE), due))
    .returning();
  return row ?? null;
}

/** Gives a claim back (the supplier failed): the watch is due again for the next run, as it was. */
export async function releaseClaim(
  db: DbOrTx,
  id: string,
  claimedAt: Date,
  previous: Date | null,
): Promise<void> {
  await db
    .update(flightWatches)
    .set({ lastCheckedAt: previous })
    .where(and(eq(flightWatches.id, id), eq(flightWatches.lastCheckedAt, claimedAt)));
}

/** Writes a check's result if the watch still exists and is still this claim's (not deleted meanwhile). */
export async function recordCheck(
  db: DbOrTx,
  id: string,
  claimedAt: Date,
  values: Partial<
    Pick<
      FlightWatchRow,
      'state' | 'lastPriceMinor' | 'currency' | 'lastRecommendation' | 'notifiedPriceMinor' | 'lastNotifiedAt'
    >
  >,
): Promise<boolean> {
  const rows = await db
    .update(flightWatches)
    .set(values)
    .where(and(eq(flightWatches.id, id), eq(flightWatches.lastCheckedAt, claimedAt)))
    .returning({ id: flightWatches.id });
  return rows.length > 0;
}

export async function findUserEmail(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}
