// SQL of spending airline travel credits at checkout (issue 14 "usable on the same airline at checkout").
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@portal/db/client';
import { bookings } from '@portal/db/schema/bookings';
import { flightTravelCredits } from '@portal/db/schema/flight-credits';

export type SpendableCreditRow = typeof flightTravelCredits.$inferSelect & { confirmationCode: string };

const columns = {
  id: flightTravelCredits.id,
  userId: flightTravelCredits.userId,
  bookingId: flightTravelCredits.bookingId,
  airlineCode: flightTravelCredits.airlineCode,
  amountMinor: flightTravelCredits.amountMinor,
  currency: flightTravelCredits.currency,
  issuedAt: flightTravelCredits.issuedAt,
  expiresAt: flightTravelCredits.expiresAt,
  redeemedAt: flightTravelCredits.redeemedAt,
  redeemedBookingId: flightTravelCredits.redeemedBookingId,
  exchangeId: flightTravelCredits.exchangeId,
  confirmationCode: bookings.confirmationCode,
};

/** The user's credit with this id (another user's is not found); `lock` takes its row lock (FOR UPDATE). */
export async function findUserCredit(
  db: DbOrTx,
  userId: string,
  creditId: string,
  lock: boolean,
): Promise<SpendableCreditRow | undefined> {
  const query = db
    .select(columns)
    .from(flightTravelCredits)
    .innerJoin(bookings, eq(bookings.id, flightTravelCredits.bookingId))
    .where(and(eq(flightTravelCredits.id, creditId), eq(flightTravelCredits.userId, userId)));
  const [row] = lock ? await query.for('update', { of: flightTravelCredits }) : await query;
  return row;
}

/** The user's credits neither redeemed nor expired at `now`, soonest to expire first. */
export async function listOpenCredits(db: DbOrTx, userId: string, now: Date): Promise<SpendableCreditRow[]> {
  return db
    .select(columns)
    .from(flightTravelCredits)
    .innerJoin(bookings, eq(bookings.id, flightTravelCredits.bookingId))
    .where(
      and(
        eq(flightTravelCredits.userId, userId),
        isNull(flightTravelCredits.redeemedAt),
        gt(flightTravelCredits.expiresAt, now),
      ),
    )
    .orderBy(flightTravelCredits.expiresAt, flightTravelCredits.id);
}

/**
 * Spends the credit on a booking only if it is still the user's, unspent and unexpired: a conditional update, so
 * of two bookings racing for it exactly one changes the row. Answers whether this one did.
 */
export async function redeemCredit(
  tx: Tx,
  input: { userId: string; creditId: string; bookingId: string; now: Date },
): Promise<boolean> {
  const rows = await tx
    .update(flightTravelCredits)
    .set({ redeemedAt: input.now, redeemedBookingId: input.bookingId })
    .where(
      and(
        eq(flightTravelCredits.id, input.creditId),
        eq(flightTravelCredits.userId, input.userId),
        isNull(flightTravelCredits.redeemedAt),
        gt(flightTravelCredits.expiresAt, input.now),
      ),
    )
    .returning({ id: flightTravelCredits.id });
  return rows.length === 1;
}

/** The credit a failed booking spent, unspent again (its expiry unchanged). */
export async function unredeemCreditOf(tx: Tx, bookingId: string): Promise<void> {
  await tx
    .update(flightTravelCredits)
    .set({ redeemedAt: null, redeemedBookingId: null })
    .where(eq(flightTravelCredits.redeemedBookingId, bookingId));
}
