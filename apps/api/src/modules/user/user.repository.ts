import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { prepared } from '@portal/db/prepared';
import { businesses, corporateMemberships, policyTiers, users } from '@portal/db/schema/users';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function setPasswordHash(db: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function markTermsAcknowledged(db: DbOrTx, userId: string): Promise<void> {
  await db.update(users).set({ accessStatus: 'ok' }).where(eq(users.id, userId));
}

export type MembershipRow = {
  membership: typeof corporateMemberships.$inferSelect;
  business: typeof businesses.$inferSelect;
  policyTier: typeof policyTiers.$inferSelect | null;
};

/** Every business the user belongs to, with its policy tier; the in-use one first. */
// Prepared: a search judges its fares by the traveler's policy tier, read from these on every search.
const membershipsOf = prepared('memberships_of', (db) =>
  db
    .select({ membership: corporateMemberships, business: businesses, policyTier: policyTiers })
    .from(corporateMemberships)
    .innerJoin(businesses, eq(businesses.id, corporateMemberships.businessId))
    .leftJoin(policyTiers, eq(policyTiers.id, corporateMemberships.policyTierId))
    .where(eq(corporateMemberships.userId, sql.placeholder('userId')))
    .orderBy(asc(businesses.name)),
);

export async function findMemberships(db: DbOrTx, userId: string): Promise<MembershipRow[]> {
  const rows = await membershipsOf(db, { userId });
  return rows.sort((a, b) => Number(b.membership.inUse) - Number(a.membership.inUse));
}

export async function saveMembershipChoices(
  db: DbOrTx,
  membershipId: string,
  choices: { defaultTravelerId: string | null; hiddenTravelerIds: string[] },
): Promise<void> {
  await db.update(corporateMemberships).set(choices).where(eq(corporateMemberships.id, membershipId));
}

/** A deleted traveler leaves no dangling default or hidden id in any membership. */
export async function forgetTravelerInMemberships(db: DbOrTx, travelerId: string): Promise<void> {
  await db
    .update(corporateMemberships)
    .set({ defaultTravelerId: null })
    .where(eq(corporateMemberships.defaultTravelerId, travelerId));
  await db
    .update(corporateMemberships)
    .set({
      hiddenTravelerIds: sql`array_remove(${corporateMemberships.hiddenTravelerIds}, ${travelerId}::uuid)`,
    })
    .where(sql`${travelerId}::uuid = any(${corporateMemberships.hiddenTravelerIds})`);
}
