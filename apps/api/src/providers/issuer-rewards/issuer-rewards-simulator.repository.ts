// The issuer simulator's own books (sim_rewards_redemptions). Only the simulator calls these: it plays the
// issuer, whose records outlive any API process.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { simRewardsRedemptions } from '@portal/db/schema/simulators';

export type SimRedemptionRow = typeof simRewardsRedemptions.$inferSelect;

async function findRedemption(db: Db, idempotencyKey: string): Promise<SimRedemptionRow | undefined> {
  const [row] = await db
    .select()
    .from(simRewardsRedemptions)
    .where(eq(simRewardsRedemptions.idempotencyKey, idempotencyKey))
    .limit(1);
  return row;
}

/** Records the first answer for a key; a key already known keeps its row, which is returned instead. */
export async function recordRedemption(
  db: Db,
  row: typeof simRewardsRedemptions.$inferInsert,
): Promise<SimRedemptionRow> {
  const [inserted] = await db.insert(simRewardsRedemptions).values(row).onConflictDoNothing().returning();
  const found = inserted ?? (await findRedemption(db, row.idempotencyKey));
  if (!found) throw new Error(`redemption ${row.idempotencyKey} vanished`);
  return found;
}

/** Authorized -> Captured; answers the row as it is afterwards. */
export async function captureRedemption(
  db: Db,
  idempotencyKey: string,
): Promise<SimRedemptionRow | undefined> {
  await db
    .update(simRewardsRedemptions)
    .set({ status: 'Captured', settledAt: sql`now()` })
    .where(
      and(
        eq(simRewardsRedemptions.idempotencyKey, idempotencyKey),
        eq(simRewardsRedemptions.status, 'Authorized'),
      ),
    );
  return findRedemption(db, idempotencyKey);
}

/** Authorized -> Voided, or a Voided tombstone for a key never held, so a late authorize finds it. */
export async function voidRedemption(db: Db, idempotencyKey: string): Promise<void> {
  await db
    .insert(simRewardsRedemptions)
    .values({ idempotencyKey, status: 'Voided', settledAt: sql`now()` })
    .onConflictDoUpdate({
      target: simRewardsRedemptions.idempotencyKey,
      set: { status: 'Voided', settledAt: sql`now()` },
      setWhere: eq(simRewardsRedemptions.status, 'Authorized'),
    });
}
