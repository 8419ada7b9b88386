import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { approvalEvents, approvalRequests } from '@portal/db/schema/approvals';
import { bookings } from '@portal/db/schema/bookings';
import { businesses, corporateMemberships, users } from '@portal/db/schema/users';
import type { ApprovalStatus } from '@portal/domain/approvals';

export type ApprovalRow = typeof approvalRequests.$inferSelect;
export type ApprovalEventRow = typeof approvalEvents.$inferSelect;
type Person = { id: string; firstName: string; lastName: string; email: string };
export type ApprovalListRow = {
  approval: ApprovalRow;
  traveler: Person;
  booking: typeof bookings.$inferSelect;
};

/** At fulfil schedule: one request per quote (a double submit writes it once). */
export async function insertApprovalRequest(
  db: DbOrTx,
  row: typeof approvalRequests.$inferInsert,
): Promise<void> {
  await db.insert(approvalRequests).values(row).onConflictDoNothing();
}

/** The quote's request not yet attached to a booking: the booking transaction holds the booking for it. */
export async function findUnbookedRequestOfQuote(
  db: DbOrTx,
  quoteSessionId: string,
): Promise<ApprovalRow | undefined> {
  const [row] = await db
    .select()
    .from(approvalRequests)
    .where(
      and(eq(approvalRequests.quoteSessionId, quoteSessionId), sql`${approvalRequests.bookingId} is null`),
    )
    .limit(1);
  return row;
}

export async function attachRequestBooking(
  db: DbOrTx,
  id: string,
  values: { bookingId: string; title: string; expiresAt: Date },
): Promise<void> {
  await db.update(approvalRequests).set(values).where(eq(approvalRequests.id, id));
}

export async function insertApprovalEvent(
  db: DbOrTx,
  row: typeof approvalEvents.$inferInsert,
): Promise<void> {
  await db.insert(approvalEvents).values(row);
}

export async function findRequestsOfBookings(
  db: DbOrTx,
  bookingIds: readonly string[],
): Promise<ApprovalRow[]> {
  if (bookingIds.length === 0) return [];
  return db
    .select()
    .from(approvalRequests)
    .where(inArray(approvalRequests.bookingId, [...bookingIds]));
}

/** The request, locked for a decision; scoped to a business when an admin asks (another business: none). */
export async function lockRequest(
  db: DbOrTx,
  id: string,
  businessId: string | null,
): Promise<ApprovalRow | undefined> {
  const [row] = await db
    .select()
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.id, id),
        isNotNull(approvalRequests.bookingId),
        businessId ? eq(approvalRequests.businessId, businessId) : undefined,
      ),
    )
    .for('update');
  return row;
}

export async function findRequest(db: DbOrTx, id: string): Promise<ApprovalRow | undefined> {
  const [row] = await db.select().from(approvalRequests).where(eq(approvalRequests.id, id)).limit(1);
  return row;
}

export async function markRequest(
  db: DbOrTx,
  id: string,
  values: { status: ApprovalStatus; decidedAt: Date; decidedByUserId: string | null },
): Promise<void> {
  await db.update(approvalRequests).set(values).where(eq(approvalRequests.id, id));
}

/** The business's requests that have a booking; pending first (soonest to expire), then newest decided. */
export async function listRequests(
  db: DbOrTx,
  input: { businessId: string; status?: ApprovalStatus | undefined; limit: number; id?: string },
): Promise<ApprovalListRow[]> {
  return db
    .select({ approval: approvalRequests, traveler: users, booking: bookings })
    .from(approvalRequests)
    .innerJoin(bookings, eq(bookings.id, approvalRequests.bookingId))
    .innerJoin(users, eq(users.id, approvalRequests.userId))
    .where(
      and(
        eq(approvalRequests.businessId, input.businessId),
        input.status ? eq(approvalRequests.status, input.status) : undefined,
        input.id ? eq(approvalRequests.id, input.id) : undefined,
      ),
    )
    .orderBy(
      sql`case when ${approvalRequests.status} = 'Pending' then 0 else 1 end`,
      sql`case when ${approvalRequests.status} = 'Pending' then ${approvalRequests.expiresAt} end asc`,
      desc(approvalRequests.decidedAt),
      desc(approvalRequests.requestedAt),
    )
    .limit(input.limit);
}

export async function listEvents(
  db: DbOrTx,
  approvalRequestId: string,
): Promise<{ event: ApprovalEventRow; actor: Person | null }[]> {
  return (
    db
      .select({ event: approvalEvents, actor: users })
      .from(approvalEvents)
      .leftJoin(users, eq(users.id, approvalEvents.actorUserId))
      .where(eq(approvalEvents.approvalRequestId, approvalRequestId))
      // Within one instant (a test's fixed clock): the request, then comments, then the decision.
      .orderBy(
        asc(approvalEvents.at),
        sql`case ${approvalEvents.kind} when 'Requested' then 0 when 'Commented' then 1 else 2 end`,
      )
  );
}

/** Pending requests whose 24 hours have run out, oldest first. */
export async function findDueRequests(db: DbOrTx, now: Date, limit: number): Promise<ApprovalRow[]> {
  return db
    .select()
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.status, 'Pending'),
        isNotNull(approvalRequests.bookingId),
        lte(approvalRequests.expiresAt, now),
      ),
    )
    .orderBy(asc(approvalRequests.expiresAt))
    .limit(limit);
}

/** The approvers: every admin (canViewAdmin) of the business, with the business's name. */
export async function findApprovers(
  db: DbOrTx,
  businessId: string,
): Promise<{ email: string; firstName: string; businessName: string }[]> {
  return db
    .select({ email: users.email, firstName: users.firstName, businessName: businesses.name })
    .from(corporateMemberships)
    .innerJoin(users, eq(users.id, corporateMemberships.userId))
    .innerJoin(businesses, eq(businesses.id, corporateMemberships.businessId))
    .where(
      and(
        eq(corporateMemberships.businessId, businessId),
        sql`'canViewAdmin' = any(${corporateMemberships.permissions})`,
      ),
    )
    .orderBy(asc(users.email));
}

export async function findPerson(db: DbOrTx, userId: string): Promise<Person | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}
