import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { approvalRequests } from '@portal/db/schema/approvals';
import { flightBookings } from '@portal/db/schema/flight-bookings';
import { hotelBookings, hotelCities, hotels } from '@portal/db/schema/hotels';
import { listings } from '@portal/db/schema/listings';
import { stayBookings } from '@portal/db/schema/stay-bookings';
import type { CompanyTripState } from '@portal/domain/company-trips';
import type { ProductType } from '@portal/domain/enums';
import { companyBookings } from './company-bookings.repository.ts';

// The admin Trips screen's SQL: every booking of one business (company-bookings.repository.ts companyBookingOf),
// with what each line knows of it.
// A product line's dates and title come from its own detail table (a left join each); a new line adds its join
// and its columns to the coalesces below.

export type CompanyTripFilters = {
  businessId: string;
  today: string;
  travelerId?: string;
  productLine?: ProductType;
  /** The states to keep (domain STATES_OF_FILTER), and whether the booking itself must be Confirmed. */
  states?: readonly CompanyTripState[];
  confirmedOnly?: boolean;
  /** Trips whose dates meet [from, to] (both inclusive). */
  from?: string;
  to?: string;
  outOfPolicy?: boolean;
};

/** The last row of the previous page: the created time as the database wrote it (microseconds) and the id. */
export type TripCursor = { createdAt: string; id: string };

const fromDate = sql<string>`coalesce(${stayBookings.fromDate}, ${hotelBookings.checkIn}, ${flightBookings.departureDate})`;
const untilDate = sql<string>`coalesce(${stayBookings.untilDate}, ${hotelBookings.checkOut}, ${flightBookings.returnDate})`;

/** Mirrors domain companyTripState (the tests hold them together); `today` is bound as a date. */
function stateOf(cb: CompanyBookings, today: string): SQL<CompanyTripState> {
  return sql<CompanyTripState>`case
    when ${approvalRequests.status} = 'Pending' then 'PendingApproval'
    when ${approvalRequests.status} = 'Denied' then 'Denied'
    when ${approvalRequests.status} = 'Expired' then 'Expired'
    when ${cb.status} in ('Cancelled', 'CancelledWithErrors') then 'Cancelled'
    when ${today}::date < ${fromDate} then 'Upcoming'
    when ${today}::date < ${untilDate} then 'InProgress'
    else 'Past' end`;
}

type CompanyBookings = ReturnType<typeof companyBookings>;

export type CompanyTripRow = Awaited<ReturnType<typeof listCompanyTrips>>[number];

/**
 * One page (or, without a limit, all) of the business's trips, newest booking first; ties on the created time
 * are broken by id, so a cursor never skips or repeats a row. Failed bookings (nothing was booked) are left out.
 */
export async function listCompanyTrips(
  db: DbOrTx,
  filters: CompanyTripFilters,
  page: { cursor?: TripCursor; limit?: number },
) {
  const cb = companyBookings(db, filters.businessId);
  const state = stateOf(cb, filters.today);
  const where: SQL[] = [sql`${cb.status} <> 'Failure'`];
  if (filters.travelerId) where.push(eq(cb.travelerId, filters.travelerId));
  if (filters.productLine) where.push(eq(cb.productLine, filters.productLine));
  if (filters.states) where.push(inArray(state, [...filters.states]));
  if (filters.confirmedOnly) where.push(eq(cb.status, 'Confirmed'));
  if (filters.from) where.push(sql`${untilDate} >= ${filters.from}::date`);
  if (filters.to) where.push(sql`${fromDate} <= ${filters.to}::date`);
  if (filters.outOfPolicy) where.push(eq(cb.inPolicy, false));
  if (page.cursor) {
    where.push(
      sql`(${cb.createdAt}, ${cb.id}) < (${page.cursor.createdAt}::timestamptz, ${page.cursor.id}::uuid)`,
    );
  }
  const query = db
    .select({
      id: cb.id,
      confirmationCode: cb.confirmationCode,
      productLine: cb.productLine,
      status: cb.status,
      totalMinor: cb.totalMinor,
      createdAt: cb.createdAt,
      // The exact instant for the cursor: a JS Date keeps milliseconds only.
      createdKey: sql<string>`${cb.createdAt}::text`,
      userId: cb.travelerId,
      firstName: cb.firstName,
      lastName: cb.lastName,
      email: cb.email,
      department: cb.department,
      from: sql<string>`${fromDate}::text`,
      until: sql<string>`${untilDate}::text`,
      state,
      approvalStatus: approvalRequests.status,
      inPolicy: cb.inPolicy,
      violations: cb.violations,
      outOfPolicyReason: cb.outOfPolicyReason,
      listingName: listings.name,
      listingPlace: sql<string | null>`${listings.city} || ', ' || ${listings.state}`,
      hotelName: hotels.name,
      hotelPlace: sql<string | null>`${hotelCities.name} || ', ' || ${hotelCities.region}`,
      flightItinerary: flightBookings.itinerary,
    })
    .from(cb)
    .leftJoin(approvalRequests, eq(approvalRequests.bookingId, cb.id))
    .leftJoin(stayBookings, eq(stayBookings.bookingId, cb.id))
    .leftJoin(listings, eq(listings.id, stayBookings.listingId))
    .leftJoin(hotelBookings, eq(hotelBookings.bookingId, cb.id))
    .leftJoin(hotels, eq(hotels.id, hotelBookings.lodgingId))
    .leftJoin(hotelCities, eq(hotelCities.id, hotels.cityId))
    .leftJoin(flightBookings, eq(flightBookings.bookingId, cb.id))
    .where(and(...where))
    .orderBy(desc(cb.createdAt), desc(cb.id));
  return page.limit === undefined ? query : query.limit(page.limit);
}
