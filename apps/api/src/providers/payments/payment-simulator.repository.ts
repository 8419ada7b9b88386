// The payment simulator's own books (sim_card_payments, sim_card_refunds). Only the simulator calls these: it plays
// the card processor, whose records outlive any API process.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { simCardPayments, simCardRefunds } from '@portal/db/schema/simulators';

export type SimCardPaymentRow = typeof simCardPayments.$inferSelect;
export type SimCardRefundRow = typeof simCardRefunds.$inferSelect;

/** Records the first answer for a key; a key already known keeps its row, which is returned instead. */
export async function recordCardPayment(
  db: Db,
  row: typeof simCardPayments.$inferInsert,
): Promise<SimCardPaymentRow> {
  const [inserted] = await db.insert(simCardPayments).values(row).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [existing] = await db
    .select()
    .from(simCardPayments)
    .where(eq(simCardPayments.idempotencyKey, row.idempotencyKey))
    .limit(1);
  if (!existing) throw new Error(`card payment ${row.idempotencyKey} vanished`);
  return existing;
}

/** Authorized -> Captured; answers the row as it is afterwards (undefined for an unknown key). */
export async function captureCardPayment(
  db: Db,
  idempotencyKey: string,
): Promise<SimCardPaymentRow | undefined> {
  await db
    .update(simCardPayments)
    .set({ status: 'Captured', settledAt: sql`now()` })
    .where(and(eq(simCardPayments.idempotencyKey, idempotencyKey), eq(simCardPayments.status, 'Authorized')));
  const [row] = await db
    .select()
    .from(simCardPayments)
    .where(eq(simCardPayments.idempotencyKey, idempotencyKey))
    .limit(1);
  return row;
}

/** Authorized -> Voided, or a Voided tombstone for a key never authorized, so a late authorize finds it. */
export async function voidCardPayment(db: Db, idempotencyKey: string): Promise<void> {
  await db
    .insert(simCardPayments)
    .values({ idempotencyKey, status: 'Voided', settledAt: sql`now()` })
    .onConflictDoUpdate({
      target: simCardPayments.idempotencyKey,
      set: { status: 'Voided', settledAt: sql`now()` },
      setWhere: eq(simCardPayments.status, 'Authorized'),
    });
}

export async function findCardPaymentByCharge(
  db: Db,
  chargeId: string,
): Promise<SimCardPaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(simCardPayments)
    .where(eq(simCardPayments.chargeId, chargeId))
    .limit(1);
  return row;
}

export async function findCardRefund(db: Db, idempotencyKey: string): Promise<SimCardRefundRow | undefined> {
  const [row] = await db
    .select()
    .from(simCardRefunds)
    .where(eq(simCardRefunds.idempotencyKey, idempotencyKey))
    .limit(1);
  return row;
}

export async function refundedOfCharge(db: Db, chargeId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${simCardRefunds.amountMinor}), 0)`.mapWith(Number) })
    .from(simCardRefunds)
    .where(and(eq(simCardRefunds.chargeId, chargeId), eq(simCardRefunds.outcome, 'Refunded')));
  return row?.sum ?? 0;
}

export async function recordCardRefund(
  db: Db,
  row: typeof simCardRefunds.$inferInsert,
): Promise<SimCardRefundRow> {
  const [inserted] = await db.insert(simCardRefunds).values(row).onConflictDoNothing().returning();
  return inserted ?? (await findCardRefund(db, row.idempotencyKey)) ?? (inserted as never);
}
