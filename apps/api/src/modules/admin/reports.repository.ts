import { and, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { bookings } from '@portal/db/schema/bookings';
import { hotelBookings, hotelCities, hotels } from '@portal/db/schema/hotels';
import { listings } from '@portal/db/schema/listings';
import { memberDetails } from '@portal/db/schema/member-details';
import { checkoutPolicyChecks } from '@portal/db/schema/policy';
import { stayBookings } from '@portal/db/schema/stay-bookings';
import { businesses, corporateMemberships, users } from '@portal/db/schema/users';
import type { BookingStatus } from '@portal/domain/enums';

/** Bookings that hold money and a trip: a cancelled, failed or unfinished one is no spend and no one away. */
const COUNTED: BookingStatus[] = ['Confirmed', 'PartiallyPaid'];

export async function businessZone(db: DbOrTx, businessId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.timeZone ?? 'UTC';
}

/** A business's members' bookings: the join that scopes every report to the admin's business. */
const memberOfBusiness = (businessId: string) =>
  and(eq(corporateMemberships.userId, bookings.userId), eq(corporateMemberships.businessId, businessId));

/** The booking facts of the business's members booked in [since, before). */
export async function listBookingFacts(db: DbOrTx, businessId: string, since: Date, before: Date) {
  return db
    .select({
      bookingId: bookings.id,
      bookedAt: bookings.createdAt,
      productLine: bookings.productLine,
      totalMinor: bookings.totalMinor,
      travelerId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      department: memberDetails.department,
      inPolicy: checkoutPolicyChecks.inPolicy,
      outOfPolicyReason: checkoutPolicyChecks.outOfPolicyReason,
      capMinor: checkoutPolicyChecks.capMinor,
    })
    .from(bookings)
    .innerJoin(corporateMemberships, memberOfBusiness(businessId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(memberDetails, eq(memberDetails.membershipId, corporateMemberships.id))
    .leftJoin(checkoutPolicyChecks, eq(checkoutPolicyChecks.quoteSessionId, bookings.quoteSessionId))
    .where(
      and(inArray(bookings.status, COUNTED), gte(bookings.createdAt, since), lt(bookings.createdAt, before)),
    );
}

const traveler = {
  bookingId: bookings.id,
  productLine: bookings.productLine,
  travelerId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phoneNumber,
  department: memberDetails.department,
};

/**
 * The business's members whose stay or hotel covers `today` (local dates, both ends included), with where they
 * are. Lines without a place on the map (flights in the air, cars) are not listed yet.
 */
export async function listAwayOn(db: DbOrTx, businessId: string, today: string) {
  const stays = db
    .select({
      ...traveler,
      placeName: listings.name,
      city: listings.city,
      region: listings.state,
      lat: listings.lat,
      lon: listings.lon,
      from: stayBookings.fromDate,
      until: stayBookings.untilDate,
    })
    .from(bookings)
    .innerJoin(corporateMemberships, memberOfBusiness(businessId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(memberDetails, eq(memberDetails.membershipId, corporateMemberships.id))
    .innerJoin(stayBookings, eq(stayBookings.bookingId, bookings.id))
    .innerJoin(listings, eq(listings.id, stayBookings.listingId))
    .where(
      and(
        inArray(bookings.status, COUNTED),
        lte(stayBookings.fromDate, today),
        gte(stayBookings.untilDate, today),
      ),
    );
  const inHotels = db
    .select({
      ...traveler,
      placeName: hotels.name,
      city: hotelCities.name,
      region: hotelCities.region,
      lat: hotels.lat,
      lon: hotels.lon,
      from: hotelBookings.checkIn,
      until: hotelBookings.checkOut,
    })
    .from(bookings)
    .innerJoin(corporateMemberships, memberOfBusiness(businessId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(memberDetails, eq(memberDetails.membershipId, corporateMemberships.id))
    .innerJoin(hotelBookings, eq(hotelBookings.bookingId, bookings.id))
    .innerJoin(hotels, eq(hotels.id, hotelBookings.lodgingId))
    .innerJoin(hotelCities, eq(hotelCities.id, hotels.cityId))
    .where(
      and(
        inArray(bookings.status, COUNTED),
        lte(hotelBookings.checkIn, today),
        gte(hotelBookings.checkOut, today),
      ),
    );
  // One after the other: PGlite serves one query at a time anyway.
  const a = await stays;
  const b = await inHotels;
  return [...a, ...b].sort(
    (x, y) => x.lastName.localeCompare(y.lastName) || x.firstName.localeCompare(y.firstName),
  );
}
