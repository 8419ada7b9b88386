/**
 * Acme Outdoor Co.'s flight trips (H-ACME0030..0036), so the admin's Trips and Reports show the flights line:
 * past, upcoming, one in progress today (Away now places Tomás at Chicago O'Hare) and one out of policy with
 * its reason. Real nonstop routes of the airlines named; written the way the flights checkout writes a booked
 * slice (local and zoned times), with the Standard travel policy's check. The flyers get no saved-traveler
 * records: Acme's staff have none, and the admin's traveler list counts the saved ones (passengers-list test).
 */
import { Faker, en } from '@faker-js/faker';
import { addDays } from '@portal/domain/iso-date';
import type { bookings } from '../schema/bookings.ts';
import type { flightBookingSeats, flightBookings, flightSeatBuckets } from '../schema/flight-bookings.ts';
import type { checkoutPolicyChecks } from '../schema/policy.ts';
import type { bookingPayments } from '../schema/purchase.ts';
import type { quoteSessions } from '../schema/quote-sessions.ts';
import { bookedSlice } from './booked-slice.ts';
import { AIRLINES, AIRPORTS, FLIGHT_TRIPS, US, type Leg } from './company-flights-data.ts';
import { ACME_NAME, ACME_TRAVELERS } from './company-trips-data.ts';
import { compact, fiat } from './demo-flight-legs.ts';
import type { PeopleRows } from './people-builder.ts';

/** H-ACME0001..0029 are the stays (company-trips.ts); the flights follow. */
const FIRST_CODE = 30;

/** A booked slice of one nonstop on Main/Economy, as contracts BookedFlightSlice. */
const sliceOf = (l: Leg, date: string) =>
  bookedSlice({
    airline: l.airline,
    flightNumber: l.flight,
    origin: l.from,
    destination: l.to,
    originZone: AIRPORTS[l.from].timeZone,
    destinationZone: AIRPORTS[l.to].timeZone,
    date,
    departs: l.departs,
    minutes: l.minutes,
    aircraft: 'Boeing 737-800',
  });

export type CompanyFlightRows = {
  quoteSessions: (typeof quoteSessions.$inferInsert)[];
  bookings: (typeof bookings.$inferInsert)[];
  flights: (typeof flightBookings.$inferInsert)[];
  buckets: (typeof flightSeatBuckets.$inferInsert)[];
  seats: (typeof flightBookingSeats.$inferInsert)[];
  payments: (typeof bookingPayments.$inferInsert)[];
  checks: (typeof checkoutPolicyChecks.$inferInsert)[];
};

export function buildCompanyFlightTrips(input: { people: PeopleRows; today: string }): CompanyFlightRows {
  const rows: CompanyFlightRows = {
    quoteSessions: [],
    bookings: [],
    flights: [],
    buckets: [],
    seats: [],
    payments: [],
    checks: [],
  };
  const acme = input.people.businesses.find((b) => b.name === ACME_NAME);
  const tier = input.people.policyTiers.find((t) => t.businessId === acme?.id);
  if (!acme?.id || !tier?.id) return rows;
  // Its own generator: the ids of everything seeded after these rows do not move.
  const f = new Faker({ locale: [en] });
  f.seed(1517);
  FLIGHT_TRIPS.forEach((trip, n) => {
    const user = input.people.users.find((u) => u.email === ACME_TRAVELERS[trip.who]);
    if (!user?.id) return;
    const dates = trip.legs.map((l) => addDays(input.today, l.day));
    const slices = trip.legs.map((l, i) => sliceOf(l, dates[i] as string));
    const used = new Set(trip.legs.flatMap((l) => [l.from, l.to]));
    const airports = Object.fromEntries([...used].map((code) => [code, { code, ...AIRPORTS[code], ...US }]));
    const airlines = Object.fromEntries(trip.legs.map((l) => [l.airline, AIRLINES[l.airline]]));
    const itinerary = { slices, multiTicketType: 'single', airports, airlines };
    const passenger = {
      travelerId: f.string.uuid(),
      type: 'ADT',
      givenName: user.firstName,
      surname: user.lastName,
    };
    const contact = { emailAddress: user.email, phoneNumber: user.phoneNumber ?? '+12065550100' };
    const totalMinor = trip.legs.reduce((sum, l) => sum + l.fareMinor, 0);
    const bookedAt = new Date(`${addDays(input.today, -trip.bookedDaysAgo)}T15:10:00Z`);
    const id = f.string.uuid();
    const quoteId = f.string.uuid();
    const first = slices[0]!.segments[0]!;
    const last = slices.at(-1)!.segments.at(-1)!;
    rows.quoteSessions.push({
      id: quoteId,
      tokenHash: `seed-acme-flight-${n}`,
      userId: user.id,
      productLine: 'Flights',
      status: 'Success',
      request: { fareIds: [] },
      totalMinor,
      email: user.email,
      createdAt: bookedAt,
      expiresAt: bookedAt,
    });
    rows.bookings.push({
      id,
      productLine: 'Flights',
      confirmationCode: `H-ACME${String(FIRST_CODE + n).padStart(4, '0')}`,
      userId: user.id,
      quoteSessionId: quoteId,
      businessId: acme.id,
      status: 'Confirmed',
      price: { itinerary, passengers: [passenger], contact, pricing: { total: fiat(totalMinor) } },
      totalMinor,
      email: user.email,
      createdAt: bookedAt,
    });
    rows.flights.push({
      bookingId: id,
      fareIds: trip.legs.map(
        (l, i) => `F1.${compact(dates[i] as string)}.${l.airline}${l.flight}+0.1Y.${l.fareMinor}`,
      ),
      itinerary,
      passengers: [{ ...passenger, dateOfBirth: '1984-05-14' }],
      contact,
      firstDepartureAt: new Date(first.zonedScheduledDeparture),
      lastArrivalAt: new Date(last.zonedScheduledArrival),
      departureDate: dates[0] as string,
      returnDate: last.scheduledArrival.slice(0, 10),
      ticketState: 'Ticketed',
      recordLocator: f.string.alpha({ length: 6, casing: 'upper' }),
    });
    // A confirmed booking holds its passenger's seat in each leg's fare bucket (the books' seat rule), as the
    // flights checkout takes it: the Main shelf (1) in Economy.
    trip.legs.forEach((l, i) => {
      const bucketKey = `${l.airline}${l.flight}-${dates[i]}|1Economy`;
      rows.buckets.push({ bucketKey, seatsTotal: 9, seatsSold: 1 });
      rows.seats.push({ bookingId: id, bucketKey, seats: 1 });
    });
    rows.payments.push({
      id: f.string.uuid(),
      bookingId: id,
      kind: 'UserCard',
      amountMinor: totalMinor,
      providerReference: `ch_sim_acmeflight${n}`,
      createdAt: bookedAt,
    });
    rows.checks.push({
      quoteSessionId: quoteId,
      userId: user.id,
      policyTierId: tier.id,
      policyTierName: tier.name,
      inPolicy: !trip.reason,
      violations: trip.reason ? ['Above the lowest economy fare'] : [],
      outOfPolicyReason: trip.reason ?? null,
      capMinor: null,
      checkedAt: bookedAt,
    });
  });
  return rows;
}

/** One row per fare bucket, its seats sold summed over the bookings that hold seats in it. */
export function mergeSeatBuckets(
  buckets: readonly (typeof flightSeatBuckets.$inferInsert)[],
): (typeof flightSeatBuckets.$inferInsert)[] {
  const byKey = new Map<string, typeof flightSeatBuckets.$inferInsert>();
  for (const b of buckets) {
    const seen = byKey.get(b.bucketKey);
    byKey.set(
      b.bucketKey,
      seen ? { ...seen, seatsSold: (seen.seatsSold ?? 0) + (b.seatsSold ?? 0) } : { ...b },
    );
  }
  return [...byKey.values()];
}
