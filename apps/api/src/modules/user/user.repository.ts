import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { businesses, corporateMemberships, policyTiers } from '@portal/db/schema/users';

export type MembershipRow = {
  membership: typeof corporateMemberships.$inferSelect;
  business: typeof businesses.$inferSelect;
  policyTier: typeof policyTiers.$inferSelect | null;
};

/** Every business the user belongs to, with its policy tier; the in-use one first. */
export async function findMemberships(db: DbOrTx, userId: string): Promise<MembershipRow[]> {
  const rows = await db
    .select({ membership: corporateMemberships, business: businesses, policyTier: policyTiers })
    .from(corporateMemberships)
    .innerJoin(businesses, eq(businesses.id, corporateMemberships.businessId))
    .leftJoin(policyTiers, eq(policyTiers.id, corporateMemberships.policyTierId))
    .where(eq(corporateMemberships.userId, userId))
    .orderBy(asc(businesses.name));
  return rows.sort((a, b) => Number(b.membership.inUse) - Number(a.membership.inUse));
}
