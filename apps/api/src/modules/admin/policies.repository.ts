import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { corporateMemberships, policyTiers } from '@portal/db/schema/users';

export type TierRow = typeof policyTiers.$inferSelect;
/** The tier's settings, hotels, cars and flights as stored (jsonb, kept whole). */
export type StoredPolicy = Record<string, unknown>;

/** The business's tiers by name, each with how many memberships (in any business) point at it. */
export async function listTiersWithCounts(db: DbOrTx, businessId: string) {
  return db
    .select({ tier: policyTiers, memberCount: count(corporateMemberships.id) })
    .from(policyTiers)
    .leftJoin(corporateMemberships, eq(corporateMemberships.policyTierId, policyTiers.id))
    .where(eq(policyTiers.businessId, businessId))
    .groupBy(policyTiers.id)
    .orderBy(asc(policyTiers.name), asc(policyTiers.id));
}

/**
 * One tier of the business; another business's (or an unowned) tier is not found. `lock` holds the row for the
 * rest of the transaction: a concurrent edit waits, and so does a membership being pointed at it (the foreign
 * key's share lock), so a delete never races an assignment.
 */
export async function findTier(
  db: DbOrTx,
  businessId: string,
  tierId: string,
  options: { lock?: boolean } = {},
): Promise<TierRow | undefined> {
  const query = db
    .select()
    .from(policyTiers)
    .where(and(eq(policyTiers.id, tierId), eq(policyTiers.businessId, businessId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function countMembersOfTier(db: DbOrTx, tierId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(corporateMemberships)
    .where(eq(corporateMemberships.policyTierId, tierId));
  return row?.n ?? 0;
}

/** Whether another tier of the business already has this name (compared without case). */
export async function nameTaken(
  db: DbOrTx,
  businessId: string,
  name: string,
  exceptTierId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: policyTiers.id })
    .from(policyTiers)
    .where(
      and(
        eq(policyTiers.businessId, businessId),
        sql`lower(${policyTiers.name}) = lower(${name})`,
        exceptTierId ? ne(policyTiers.id, exceptTierId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertTier(
  db: DbOrTx,
  values: { businessId: string; name: string; policy: StoredPolicy },
): Promise<TierRow> {
  const [row] = await db.insert(policyTiers).values(values).returning();
  if (!row) throw new Error('policy tier insert returned no row');
  return row;
}

export async function updateTier(
  db: DbOrTx,
  tierId: string,
  values: { name: string; policy: StoredPolicy },
): Promise<TierRow> {
  const [row] = await db.update(policyTiers).set(values).where(eq(policyTiers.id, tierId)).returning();
  if (!row) throw new Error('policy tier update returned no row');
  return row;
}

export async function deleteTier(db: DbOrTx, tierId: string): Promise<void> {
  await db.delete(policyTiers).where(eq(policyTiers.id, tierId));
}
