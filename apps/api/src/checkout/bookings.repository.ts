import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { paymentMethods } from '@portal/db/schema/payments';
import { bookings } from '@portal/db/schema/bookings';
import { bookingPayments } from '@portal/db/schema/purchase';
import { rewardsAccounts, rewardsLedger } from '@portal/db/schema/rewards';
import { users } from '@portal/db/schema/users';
import { walletLedger, walletOffers } from '@portal/db/schema/wallet';

export type BookingRow = typeof bookings.$inferSelect;
export type CardRow = typeof paymentMethods.$inferSelect;
export type OfferRow = typeof walletOffers.$inferSelect;
export type AccountRow = typeof rewardsAccounts.$inferSelect;

export async function insertBooking(db: DbOrTx, values: typeof bookings.$inferInsert): Promise<BookingRow> {
  const [row] = await db.insert(bookings).values(values).returning();
  if (!row) throw new Error('booking insert returned no row');
  return row;
}

/**
 * Queues one user's concurrent bookings behind each other (they spend the same credit and rewards), taken first in
 * every booking. NO KEY UPDATE: the rows the bookings insert (bookings, ledgers) take KEY SHARE locks on the
 * user through their foreign keys, and a FOR UPDATE here would wait on those and deadlock.
 */
export async function lockUserForBooking(db: DbOrTx, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

export async function insertBookingPayments(
  db: DbOrTx,
  rows: (typeof bookingPayments.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(bookingPayments).values(rows);
}

export async function findBooking(db: DbOrTx, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  return row;
}

/**
 * The user's booking with this confirmation code; another user's answers nothing, exactly like an unknown code.
 * With `lock`, the row is locked so concurrent cancellations of one booking run one after the other.
 */
export async function findUserBooking(
  db: DbOrTx,
  userId: string,
  confirmationCode: string,
  lock: boolean,
): Promise<BookingRow | undefined> {
  const query = db
    .select()
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.confirmationCode, confirmationCode)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function markBookingCancelled(
  db: DbOrTx,
  id: string,
  status: 'Cancelled' | 'CancelledWithErrors',
  at: Date,
): Promise<BookingRow> {
  const [row] = await db
    .update(bookings)
    .set({ status, cancelledAt: at })
    .where(eq(bookings.id, id))
    .returning();
  if (!row) throw new Error(`booking ${id} vanished while cancelling`);
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

/** The booking row locked for a transaction that decides its status (a supplier's answer). */
export async function lockBooking(db: DbOrTx, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).for('update').limit(1);
  return row;
}

export async function markBookingStatus(db: DbOrTx, id: string, status: BookingRow['status']): Promise<void> {
  await db.update(bookings).set({ status }).where(eq(bookings.id, id));
}

export type BookingPaymentRow = typeof bookingPayments.$inferSelect;

export async function findBookingPayments(db: DbOrTx, bookingId: string): Promise<BookingPaymentRow[]> {
  return db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, bookingId));
}

/** Bookings of these lines still waiting for their supplier, oldest first. */
export async function findBookingsAwaitingSupplier(
  db: DbOrTx,
  productLines: readonly BookingRow['productLine'][],
  limit: number,
): Promise<BookingRow[]> {
  if (productLines.length === 0) return [];
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.status, 'PendingConfirm'), inArray(bookings.productLine, [...productLines])))
    .orderBy(asc(bookings.createdAt))
    .limit(limit);
}
