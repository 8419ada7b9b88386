import { and, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { flightBookings } from '@portal/db/schema/flight-bookings';
import { hotelBookings, hotelCities, hotels } from '@portal/db/schema/hotels';
import { listings } from '@portal/db/schema/listings';
import { stayBookings } from '@portal/db/schema/stay-bookings';
import { businesses } from '@portal/db/schema/users';
import type { BookingStatus } from '@portal/domain/enums';
import { companyBookings } from './company-bookings.repository.ts';

// Reports' SQL: every figure reads the business's bookings through the one base query (company-bookings
// .repository.ts), so a member's personal bookings and another business's never count.

/** Bookings that hold money and a trip: a cancelled, failed or unfinished one is no spend and no one away. */
const COUNTED: BookingStatus[] = ['Confirmed', 'PartiallyPaid'];
type CompanyBookings = ReturnType<typeof companyBookings>;
const counted = (cb: CompanyBookings) => inArray(cb.status, COUNTED);

export async function businessZone(db: DbOrTx, businessId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.timeZone ?? 'UTC';
}

/** The booking facts of the business's bookings made in [since, before). */
export async function listBookingFacts(db: DbOrTx, businessId: string, since: Date, before: Date) {
  const cb = companyBookings(db, businessId);
  return db
    .select({
      bookingId: cb.id,
      bookedAt: cb.createdAt,
      productLine: cb.productLine,
      totalMinor: cb.totalMinor,
      travelerId: cb.travelerId,
      firstName: cb.firstName,
      lastName: cb.lastName,
      department: cb.department,
      inPolicy: cb.inPolicy,
      outOfPolicyReason: cb.outOfPolicyReason,
      capMinor: cb.capMinor,
    })
    .from(cb)
    .where(and(counted(cb), gte(cb.createdAt, since), lt(cb.createdAt, before)));
}

/** Who a row of Away now is and how to reach them, whatever the line. */
const travelerOf = (cb: CompanyBookings) => ({
  bookingId: cb.id,
  productLine: cb.productLine,
  travelerId: cb.travelerId,
  firstName: cb.firstName,
  lastName: cb.lastName,
  email: cb.email,
  phone: cb.phone,
  department: cb.department,
});

/**
 * The business's stays and hotels covering `today` (local dates, both ends included), with where they are.
 * One query after the other: PGlite serves one query at a time anyway.
 */
export async function listStaysAwayOn(db: DbOrTx, businessId: string, today: string) {
  const cb = companyBookings(db, businessId);
  const stays = await db
    .select({
      ...travelerOf(cb),
      placeName: listings.name,
      city: listings.city,
      region: listings.state,
      lat: listings.lat,
      lon: listings.lon,
      from: stayBookings.fromDate,
      until: stayBookings.untilDate,
    })
    .from(cb)
    .innerJoin(stayBookings, eq(stayBookings.bookingId, cb.id))
    .innerJoin(listings, eq(listings.id, stayBookings.listingId))
    .where(and(counted(cb), lte(stayBookings.fromDate, today), gte(stayBookings.untilDate, today)));
  const inHotels = await db
    .select({
      ...travelerOf(cb),
      placeName: hotels.name,
      city: hotelCities.name,
      region: hotelCities.region,
      lat: hotels.lat,
      lon: hotels.lon,
      from: hotelBookings.checkIn,
      until: hotelBookings.checkOut,
    })
    .from(cb)
    .innerJoin(hotelBookings, eq(hotelBookings.bookingId, cb.id))
    .innerJoin(hotels, eq(hotels.id, hotelBookings.lodgingId))
    .innerJoin(hotelCities, eq(hotelCities.id, hotels.cityId))
    .where(and(counted(cb), lte(hotelBookings.checkIn, today), gte(hotelBookings.checkOut, today)));
  return [...stays, ...inHotels];
}

/**
 * The business's flight trips whose dates meet `today` (first departure to last arrival, local dates), with
 * the itinerary as booked: the service places each at an airport (domain awayAirport), or not at all.
 */
export async function listFlightsAwayOn(db: DbOrTx, businessId: string, today: string) {
  const cb = companyBookings(db, businessId);
  return db
    .select({
      ...travelerOf(cb),
      itinerary: flightBookings.itinerary,
      from: flightBookings.departureDate,
      until: flightBookings.returnDate,
    })
    .from(cb)
    .innerJoin(flightBookings, eq(flightBookings.bookingId, cb.id))
    .where(and(counted(cb), lte(flightBookings.departureDate, today), gte(flightBookings.returnDate, today)));
}
