import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { memberDetails, notDeactivated } from '@portal/db/schema/member-details';
import { travelers } from '@portal/db/schema/travelers';
import { businesses, corporateMemberships, users } from '@portal/db/schema/users';
import type { ListUser } from '@portal/domain/traveler-list';
import type { TravelerRow } from './travelers.repository.ts';

export type MembershipChoices = {
  id: string;
  businessId: string;
  permissions: string[];
  defaultTravelerId: string | null;
  hiddenTravelerIds: string[];
  /** The business's onboarding booking-for mode (spec §6). */
  bookingForMode: string;
};

const membershipColumns = {
  id: corporateMemberships.id,
  businessId: corporateMemberships.businessId,
  permissions: corporateMemberships.permissions,
  defaultTravelerId: corporateMemberships.defaultTravelerId,
  hiddenTravelerIds: corporateMemberships.hiddenTravelerIds,
  bookingForMode: businesses.bookingForMode,
  inUse: corporateMemberships.inUse,
};

/**
 * The membership of the business in use (the same pick as corporateInfo: the in-use one, else the first by
 * business name); null for a consumer. `forUpdate` locks it so that two hide calls cannot lose one another.
 */
export async function findCurrentMembership(
  db: DbOrTx,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<MembershipChoices | null> {
  const query = db
    .select(membershipColumns)
    .from(corporateMemberships)
    .innerJoin(businesses, eq(businesses.id, corporateMemberships.businessId))
    .where(eq(corporateMemberships.userId, userId))
    .orderBy(sql`${corporateMemberships.inUse} desc`, asc(businesses.name));
  const rows = options.forUpdate ? await query.for('update', { of: corporateMemberships }) : await query;
  const row = rows[0];
  if (!row) return null;
  const { inUse: _inUse, ...choices } = row;
  return choices;
}

const userColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/**
 * Every user with a membership in the business (spec §6 "a list of company users") except those an admin has
 * deactivated: nobody books for someone who has left. Invited members are listed (a colleague may book for them).
 */
export async function findCompanyUsers(db: DbOrTx, businessId: string): Promise<ListUser[]> {
  return db
    .selectDistinct(userColumns)
    .from(users)
    .innerJoin(corporateMemberships, eq(corporateMemberships.userId, users.id))
    .leftJoin(memberDetails, eq(memberDetails.membershipId, corporateMemberships.id))
    .where(and(eq(corporateMemberships.businessId, businessId), notDeactivated));
}

export async function findListUser(db: DbOrTx, userId: string): Promise<ListUser | null> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export async function findTravelersOf(db: DbOrTx, userIds: readonly string[]): Promise<TravelerRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(travelers)
    .where(inArray(travelers.userId, [...userIds]));
}

/** The traveler when one of `userIds` owns it; any other reads exactly like a missing one. */
export async function findScopedTraveler(
  db: DbOrTx,
  userIds: readonly string[],
  id: string,
): Promise<TravelerRow | null> {
  if (userIds.length === 0) return null;
  const [row] = await db
    .select()
    .from(travelers)
    .where(and(eq(travelers.id, id), inArray(travelers.userId, [...userIds])))
    .limit(1);
  return row ?? null;
}

/** A consumer's default lives on the traveler rows: exactly one of the user's travelers is marked. */
export async function markConsumerDefault(db: DbOrTx, userId: string, travelerId: string): Promise<void> {
  await db
    .update(travelers)
    .set({ isDefault: false })
    .where(and(eq(travelers.userId, userId), ne(travelers.id, travelerId)));
  await db.update(travelers).set({ isDefault: true }).where(eq(travelers.id, travelerId));
}
