import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { bookings } from '@portal/db/schema/bookings';
import { memberDetails } from '@portal/db/schema/member-details';
import { checkoutPolicyChecks } from '@portal/db/schema/policy';
import { corporateMemberships, users } from '@portal/db/schema/users';

// Issue 15: which bookings are a company's, for the admin's Trips and every Reports figure alike. The booker's
// membership does not decide it: a member's personal bookings and those made for another business they belong
// to are not this one's. The business the booking was made for does (bookings.business_id, set at checkout).

/** The rule: the booking was made for this business. */
export const companyBookingOf = (businessId: string): SQL => eq(bookings.businessId, businessId);

/**
 * The one base query of a business's bookings, as a subquery the Trips and Reports queries select from and join
 * their lines to: each booking with its traveler, the traveler's department in that business (left joins: a
 * traveler who has since left keeps their trips) and the policy check its checkout wrote. Columns whose names
 * clash between the tables are aliased (a subquery's columns must be unique).
 */
export function companyBookings(db: DbOrTx, businessId: string) {
  return db
    .select({
      id: bookings.id,
      confirmationCode: bookings.confirmationCode,
      productLine: bookings.productLine,
      status: bookings.status,
      totalMinor: bookings.totalMinor,
      createdAt: bookings.createdAt,
      travelerId: sql<string>`${users.id}`.as('traveler_id'),
      firstName: users.firstName,
      lastName: users.lastName,
      email: sql<string>`${users.email}`.as('traveler_email'),
      phone: users.phoneNumber,
      department: memberDetails.department,
      inPolicy: checkoutPolicyChecks.inPolicy,
      violations: checkoutPolicyChecks.violations,
      outOfPolicyReason: checkoutPolicyChecks.outOfPolicyReason,
      capMinor: checkoutPolicyChecks.capMinor,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(
      corporateMemberships,
      and(
        eq(corporateMemberships.userId, bookings.userId),
        eq(corporateMemberships.businessId, bookings.businessId),
      ),
    )
    .leftJoin(memberDetails, eq(memberDetails.membershipId, corporateMemberships.id))
    .leftJoin(checkoutPolicyChecks, eq(checkoutPolicyChecks.quoteSessionId, bookings.quoteSessionId))
    .where(companyBookingOf(businessId))
    .as('company_bookings');
}
