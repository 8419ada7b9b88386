import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { memberDetails, notDeactivated } from '@portal/db/schema/member-details';
import { businesses, corporateMemberships, users } from '@portal/db/schema/users';

/**
 * Makes `businessId` the user's business in use and every other membership not in use, in one statement so a
 * user never has two (or, if the business is not theirs, none: nothing changes and false is answered).
 */
export async function setBusinessInUse(db: DbOrTx, userId: string, businessId: string): Promise<boolean> {
  const rows = await db
    .update(corporateMemberships)
    .set({ inUse: sql`${corporateMemberships.businessId} = ${businessId}::uuid` })
    .where(
      and(
        eq(corporateMemberships.userId, userId),
        sql`exists (select 1 from ${corporateMemberships} m where m.user_id = ${userId}::uuid and m.business_id = ${businessId}::uuid)`,
      ),
    )
    .returning({ id: corporateMemberships.id });
  return rows.length > 0;
}

/** The people of a business, by name; deactivated members are gone from it. */
export async function listBusinessUsers(db: DbOrTx, businessId: string) {
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      roles: corporateMemberships.roles,
    })
    .from(corporateMemberships)
    .innerJoin(users, eq(users.id, corporateMemberships.userId))
    .leftJoin(memberDetails, eq(memberDetails.membershipId, corporateMemberships.id))
    .where(and(eq(corporateMemberships.businessId, businessId), notDeactivated))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

/** Marks one first-use modal seen on the membership; answers the map as stored. */
export async function markModalSeen(
  db: DbOrTx,
  membershipId: string,
  modal: string,
): Promise<Record<string, boolean>> {
  const [row] = await db
    .update(corporateMemberships)
    .set({
      hasSeenModalMap: sql`${corporateMemberships.hasSeenModalMap} || jsonb_build_object(${modal}::text, true)`,
    })
    .where(eq(corporateMemberships.id, membershipId))
    .returning({ map: corporateMemberships.hasSeenModalMap });
  return row?.map ?? {};
}

export async function findBusiness(db: DbOrTx, businessId: string) {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  return row;
}

/** Subscribes the business once: a second opt-in (or a concurrent one) changes nothing and answers undefined. */
export async function optInFintech(db: DbOrTx, businessId: string, userId: string, at: Date) {
  const [row] = await db
    .update(businesses)
    .set({ fintechOptedInAt: at, fintechOptedInBy: userId })
    .where(and(eq(businesses.id, businessId), isNull(businesses.fintechOptedInAt)))
    .returning({ businessId: businesses.id, optedInAt: businesses.fintechOptedInAt });
  return row;
}

/** The business onboarded (spec §6): its booking-for mode chosen, and live from now on. */
export async function markBusinessOnboarded(
  db: DbOrTx,
  businessId: string,
  bookingForMode: string,
): Promise<void> {
  await db.update(businesses).set({ bookingForMode, isLive: true }).where(eq(businesses.id, businessId));
}
