import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { bookings } from '@portal/db/schema/bookings';
import type { DbOrTx } from '@portal/db/client';
import { paymentIntents, type PaymentIntentStatus } from '@portal/db/schema/payment-intents';
import { fulfilSessions } from '@portal/db/schema/purchase';
import type { FulfilSessionStatus } from '@portal/domain/enums';

export type PaymentIntentRow = typeof paymentIntents.$inferSelect;
export type NewPaymentIntent = Omit<typeof paymentIntents.$inferInsert, 'id' | 'status' | 'bookingId'>;

/**
 * Records the booking's intents unless an earlier attempt (or another process polling the same session) already
 * did, and answers the session's intents as stored: every attempt uses the same idempotency keys.
 */
export async function recordPaymentIntents(
  db: DbOrTx,
  fulfilSessionId: string,
  intents: NewPaymentIntent[],
): Promise<PaymentIntentRow[]> {
  if (intents.length > 0) await db.insert(paymentIntents).values(intents).onConflictDoNothing();
  return findPaymentIntents(db, fulfilSessionId);
}

export async function findPaymentIntents(db: DbOrTx, fulfilSessionId: string): Promise<PaymentIntentRow[]> {
  return db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.fulfilSessionId, fulfilSessionId))
    .orderBy(asc(paymentIntents.kind));
}

/** In the booking's transaction: the intents belong to this booking exactly when it commits. */
export async function attachPaymentIntent(
  db: DbOrTx,
  id: string,
  bookingId: string,
  providerReference: string,
): Promise<void> {
  await db.update(paymentIntents).set({ bookingId, providerReference }).where(eq(paymentIntents.id, id));
}

export async function markPaymentIntent(db: DbOrTx, id: string, status: PaymentIntentStatus): Promise<void> {
  await db
    .update(paymentIntents)
    .set({ status, settledAt: sql`now()` })
    .where(and(eq(paymentIntents.id, id), eq(paymentIntents.status, 'Created')));
}

/**
 * An intent may be settled unless its booking still waits for a decision: an approver's (Received, issue 15) or
 * the supplier's (PendingConfirm). Its session may have succeeded already (a booking held for approval), so
 * the session's status alone does not say the money may move.
 */
const decided = sql`(${bookings.status} is null or ${bookings.status} not in ('Received', 'PendingConfirm'))`;

/** How an intent settles: captured when its session succeeded and its booking stands; voided otherwise. */
const settleStatus = sql<FulfilSessionStatus>`case when ${bookings.status} = 'Failure' then 'Failure' else ${fulfilSessions.status} end`;

/** The session's open intents that may be settled now, each with how (see `decided`). */
export async function findSettleableIntents(
  db: DbOrTx,
  fulfilSessionId: string,
): Promise<(PaymentIntentRow & { sessionStatus: FulfilSessionStatus })[]> {
  const rows = await db
    .select({ intent: paymentIntents, sessionStatus: settleStatus })
    .from(paymentIntents)
    .innerJoin(fulfilSessions, eq(fulfilSessions.id, paymentIntents.fulfilSessionId))
    .leftJoin(bookings, eq(bookings.id, paymentIntents.bookingId))
    .where(
      and(eq(paymentIntents.fulfilSessionId, fulfilSessionId), eq(paymentIntents.status, 'Created'), decided),
    );
  return rows.map((r) => ({ ...r.intent, sessionStatus: r.sessionStatus }));
}

/**
 * Intents nobody settled, with their session's outcome: it succeeded (capture them) or failed, with no booking or
 * with one its supplier refused (void them).
 * Intents of a session still Pending belong to a booking in progress and are left alone.
 */
export async function findUnsettledPaymentIntents(
  db: DbOrTx,
  limit: number,
): Promise<(PaymentIntentRow & { sessionStatus: FulfilSessionStatus })[]> {
  const rows = await db
    .select({ intent: paymentIntents, sessionStatus: settleStatus })
    .from(paymentIntents)
    .innerJoin(fulfilSessions, eq(fulfilSessions.id, paymentIntents.fulfilSessionId))
    .leftJoin(bookings, eq(bookings.id, paymentIntents.bookingId))
    .where(and(eq(paymentIntents.status, 'Created'), ne(fulfilSessions.status, 'Pending'), decided))
    .orderBy(asc(paymentIntents.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r.intent, sessionStatus: r.sessionStatus }));
}
