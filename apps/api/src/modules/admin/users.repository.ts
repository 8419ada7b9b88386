import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { memberDetails } from '@portal/db/schema/member-details';
import { businesses, corporateMemberships, policyTiers, sessions, users } from '@portal/db/schema/users';

const memberColumns = {
  membership: corporateMemberships,
  user: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    accessStatus: users.accessStatus,
  },
  businessName: businesses.name,
  tier: { id: policyTiers.id, name: policyTiers.name },
  details: { department: memberDetails.department, status: memberDetails.status },
};

function membersQuery(db: DbOrTx) {
  return db
    .select(memberColumns)
    .from(corporateMemberships)
    .innerJoin(users, eq(users.id, corporateMemberships.userId))
    .innerJoin(businesses, eq(businesses.id, corporateMemberships.businessId))
    .leftJoin(policyTiers, eq(policyTiers.id, corporateMemberships.policyTierId))
    .leftJoin(memberDetails, eq(memberDetails.membershipId, corporateMemberships.id));
}

export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];

export async function listMembers(db: DbOrTx, businessId: string) {
  return membersQuery(db)
    .where(eq(corporateMemberships.businessId, businessId))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

export async function findMember(db: DbOrTx, businessId: string, userId: string) {
  const [row] = await membersQuery(db)
    .where(and(eq(corporateMemberships.businessId, businessId), eq(corporateMemberships.userId, userId)))
    .limit(1);
  return row;
}

/**
 * Locks the business's memberships for the rest of the transaction, so two admins demoting or deactivating
 * each other at once cannot both pass the last-admin check.
 */
export async function lockMemberships(tx: DbOrTx, businessId: string): Promise<void> {
  await tx
    .select({ id: corporateMemberships.id })
    .from(corporateMemberships)
    .where(eq(corporateMemberships.businessId, businessId))
    .for('update');
}

export async function listTierNames(db: DbOrTx, businessId: string) {
  return db
    .select({ id: policyTiers.id, name: policyTiers.name })
    .from(policyTiers)
    .where(eq(policyTiers.businessId, businessId))
    .orderBy(asc(policyTiers.name));
}

export async function findTierOfBusiness(db: DbOrTx, businessId: string, tierId: string) {
  const [row] = await db
    .select({ id: policyTiers.id, name: policyTiers.name })
    .from(policyTiers)
    .where(and(eq(policyTiers.id, tierId), eq(policyTiers.businessId, businessId)))
    .limit(1);
  return row;
}

export async function findUserIdByEmail(db: DbOrTx, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  return row?.id;
}

export async function insertInvitedUser(db: DbOrTx, user: typeof users.$inferInsert): Promise<string> {
  const [row] = await db.insert(users).values(user).returning({ id: users.id });
  if (!row) throw new Error('user insert returned no row');
  return row.id;
}

export async function insertMembership(
  db: DbOrTx,
  membership: typeof corporateMemberships.$inferInsert,
): Promise<string> {
  const [row] = await db
    .insert(corporateMemberships)
    .values(membership)
    .returning({ id: corporateMemberships.id });
  if (!row) throw new Error('membership insert returned no row');
  return row.id;
}

export async function updateMembership(
  db: DbOrTx,
  membershipId: string,
  change: Partial<Pick<typeof corporateMemberships.$inferInsert, 'roles' | 'permissions' | 'policyTierId'>>,
): Promise<void> {
  await db.update(corporateMemberships).set(change).where(eq(corporateMemberships.id, membershipId));
}

export async function saveMemberDetails(db: DbOrTx, row: typeof memberDetails.$inferInsert): Promise<void> {
  const { membershipId, ...rest } = row;
  await db
    .insert(memberDetails)
    .values(row)
    .onConflictDoUpdate({ target: memberDetails.membershipId, set: { ...rest, membershipId } });
}

/** A deactivated member's open sessions end now, not when they expire. */
export async function endSessionsOfUser(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ invalidatedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.invalidatedAt)));
}

/** Whether the user's business in use has deactivated them (sign-in refuses them then). */
export async function isDeactivatedInBusinessInUse(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ status: memberDetails.status })
    .from(corporateMemberships)
    .innerJoin(memberDetails, eq(memberDetails.membershipId, corporateMemberships.id))
    .where(and(eq(corporateMemberships.userId, userId), eq(corporateMemberships.inUse, true)))
    .limit(1);
  return row?.status === 'deactivated';
}
