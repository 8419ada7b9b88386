/** What the embedded card processor and issuer hold, read from their own tables (tests only read them). */
import { sql } from 'drizzle-orm';
import { count, rowsOf } from './purchase-flow.ts';
import type { TestApp } from './test-app.ts';

/** Card charges authorized or captured, not voided: money held or taken from a card. */
export const liveCardCharges = (t: TestApp) =>
  count(t, sql`select count(*) as n from sim_card_payments where status in ('Authorized', 'Captured')`);

/** Rewards redemptions held or taken, not voided. */
export const liveRedemptions = (t: TestApp) =>
  count(t, sql`select count(*) as n from sim_rewards_redemptions where status in ('Authorized', 'Captured')`);

export async function cardCharge(t: TestApp, chargeId: string) {
  const [row] = rowsOf<{ status: string; amount_minor: number }>(
    await t.db.execute(sql`select status, amount_minor from sim_card_payments where charge_id = ${chargeId}`),
  );
  return row;
}

export async function cardRefund(t: TestApp, refundId: string) {
  const [row] = rowsOf<{ charge_id: string; amount_minor: number }>(
    await t.db.execute(
      sql`select charge_id, amount_minor from sim_card_refunds where refund_id = ${refundId}`,
    ),
  );
  return row;
}
