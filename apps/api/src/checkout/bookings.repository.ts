import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { stayHolds } from '@portal/db/schema/calendar';
import { dateRangeLiteral } from '@portal/db/schema/columns';
import { paymentMethods } from '@portal/db/schema/payments';
import { reservationPayments, reservations } from '@portal/db/schema/purchase';
import { rewardsAccounts, rewardsLedger } from '@portal/db/schema/rewards';
import { users } from '@portal/db/schema/users';
import { walletLedger, walletOffers } from '@portal/db/schema/wallet';

export type ReservationRow = typeof reservations.$inferSelect;
export type CardRow = typeof paymentMethods.$inferSelect;
export type OfferRow = typeof walletOffers.$inferSelect;
export type AccountRow = typeof rewardsAccounts.$inferSelect;

export async function insertReservation(
  db: DbOrTx,
  values: typeof reservations.$inferInsert,
): Promise<ReservationRow> {
  const [row] = await db.insert(reservations).values(values).returning();
  if (!row) throw new Error('reservation insert returned no row');
  return row;
}

/**
 * Queues concurrent bookings of one listing behind each other. Without it, buyers whose holds overlap wait on each
 * other inside the exclusion index and PostgreSQL may break the tie as a deadlock (40P01) instead of reporting
 * the overlap (23P01) that answers NoAvailability.
 */
export async function lockListingForBooking(db: DbOrTx, listingId: string): Promise<void> {
  await db.execute(sql`select id from listings where id = ${listingId} for update`);
}

/**
 * Queues one user's concurrent bookings behind each other (they spend the same credit and rewards), taken first in
 * every booking. NO KEY UPDATE: the rows the bookings insert (reservations, ledgers) take KEY SHARE locks on the
 * user through their foreign keys, and a FOR UPDATE here would wait on those and deadlock.
 */
export async function lockUserForBooking(db: DbOrTx, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** The reservation's nights on the calendar; the exclusion constraint throws 23P01 if any is taken. */
export async function insertReservationHold(
  db: DbOrTx,
  hold: { listingId: string; from: string; until: string; reservationId: string },
): Promise<void> {
  await db.insert(stayHolds).values({
    listingId: hold.listingId,
    dates: dateRangeLiteral(hold.from, hold.until),
    kind: 'Reservation',
    reservationId: hold.reservationId,
  });
}

export async function insertReservationPayments(
  db: DbOrTx,
  rows: (typeof reservationPayments.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(reservationPayments).values(rows);
}

export async function findReservation(db: DbOrTx, id: string): Promise<ReservationRow | undefined> {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  return row;
}

export async function findActiveCard(db: DbOrTx, userId: string, id: string): Promise<CardRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(
      and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId), isNull(paymentMethods.deletedAt)),
    )
    .limit(1);
  return row;
}

/**
 * The user's account with this reference and its ledger balance. With `lock`, the account row is locked
 * first so two bookings redeeming from one account serialise and cannot both spend the same balance.
 */
export async function findAccountBalance(
  db: DbOrTx,
  userId: string,
  accountReferenceId: string,
  lock: boolean,
): Promise<{ account: AccountRow; balanceMinor: number } | undefined> {
  const query = db
    .select()
    .from(rewardsAccounts)
    .where(
      and(eq(rewardsAccounts.userId, userId), eq(rewardsAccounts.accountReferenceId, accountReferenceId)),
    )
    .limit(1);
  // NO KEY UPDATE: ledger rows referencing the account (KEY SHARE) do not block it, so it cannot deadlock on them.
  const [account] = lock ? await query.for('no key update') : await query;
  if (!account) return undefined;
  const [sum] = await db
    .select({ balance: sql<number>`coalesce(sum(${rewardsLedger.amount}), 0)`.mapWith(Number) })
    .from(rewardsLedger)
    .where(eq(rewardsLedger.accountId, account.id));
  return { account, balanceMinor: sum?.balance ?? 0 };
}

/** The user's travel credit (sum of the wallet ledger); `lock` serialises the user's concurrent bookings. */
export async function findCreditBalance(db: DbOrTx, userId: string, lock: boolean): Promise<number> {
  if (lock) await lockUserForBooking(db, userId);
  const [sum] = await db
    .select({ balance: sql<number>`coalesce(sum(${walletLedger.amountMinor}), 0)`.mapWith(Number) })
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId));
  return sum?.balance ?? 0;
}

export async function findOffer(
  db: DbOrTx,
  userId: string,
  offerId: string,
  lock: boolean,
): Promise<OfferRow | undefined> {
  const query = db
    .select()
    .from(walletOffers)
    .where(and(eq(walletOffers.id, offerId), eq(walletOffers.userId, userId)))
    .limit(1);
  const [row] = lock ? await query.for('no key update') : await query;
  return row;
}

export async function markOfferUsed(db: DbOrTx, offerId: string): Promise<void> {
  await db.update(walletOffers).set({ status: 'Used' }).where(eq(walletOffers.id, offerId));
}

export async function insertRewardsLedger(db: DbOrTx, row: typeof rewardsLedger.$inferInsert): Promise<void> {
  await db.insert(rewardsLedger).values(row);
}

export async function insertWalletLedger(
  db: DbOrTx,
  rows: (typeof walletLedger.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(walletLedger).values(rows);
}
