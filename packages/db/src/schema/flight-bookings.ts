import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { FLIGHT_TICKET_STATES, type FlightTicketState } from '@portal/domain/flights/enums';
import { bookings } from './bookings.ts';

// The flights line's part of a booking (issue 14 "Book"), as hotel_bookings is the hotels line's. The itinerary,
// passengers and prices are kept as booked (jsonb in the contract's shapes), so a later schedule or fare change
// of the supplier does not rewrite what the traveler bought; the columns are what queries select and order by.

/** `column in ('A', 'B', …)` from a domain enumeration, as hotels.ts builds its CHECKs. */
const oneOf = (column: unknown, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

export const flightBookings = pgTable(
  'flight_bookings',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id),
    /** The supplier's fare ids, one per slice: what it is asked to book and ticket. */
    fareIds: text('fare_ids').array().notNull(),
    /** contracts BookedItinerary: slices, segments in local times and zones, fares, airports, airlines. */
    itinerary: jsonb('itinerary').$type<Record<string, unknown>>().notNull(),
    /** contracts BookedPassenger[] plus each one's birth date (the airline tickets with it). */
    passengers: jsonb('passengers').$type<Record<string, unknown>[]>().notNull(),
    contact: jsonb('contact').$type<{ emailAddress: string; phoneNumber: string }>().notNull(),
    /** The first departure and last arrival (UTC instants): trips are placed and past by them. */
    firstDepartureAt: timestamp('first_departure_at', { withTimezone: true }).notNull(),
    lastArrivalAt: timestamp('last_arrival_at', { withTimezone: true }).notNull(),
    /** Local dates of the first departure and the last arrival (the trip's from and until). */
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    returnDate: date('return_date', { mode: 'string' }).notNull(),
    /** Spec §4 flight ticket state; null while the airline is ticketing. */
    ticketState: text('ticket_state').$type<FlightTicketState>(),
    /** The airline's record locator (PNR), once ticketed. */
    recordLocator: text('record_locator'),
  },
  (t) => [
    index('flight_bookings_departure_idx').on(t.firstDepartureAt),
    check(
      'flight_bookings_ticket_state_check',
      sql`${t.ticketState} is null or ${oneOf(t.ticketState, FLIGHT_TICKET_STATES)}`,
    ),
    check('flight_bookings_dates_check', sql`${t.lastArrivalAt} >= ${t.firstDepartureAt}`),
  ],
);

/**
 * The portal's seats of one fare bucket: key = the flights of a slice option, their date and the bucket (shelf
 * and cabin). Seeded from the supplier's seats left at the bucket's first sale; every sale then takes seats by a
 * conditional UPDATE, and the CHECK is the database's own guard that a bucket is never oversold.
 */
export const flightSeatBuckets = pgTable(
  'flight_seat_buckets',
  {
    bucketKey: text('bucket_key').primaryKey(),
    seatsTotal: integer('seats_total').notNull(),
    seatsSold: integer('seats_sold').notNull().default(0),
  },
  (t) => [
    check('flight_seat_buckets_sold_check', sql`${t.seatsSold} >= 0 and ${t.seatsSold} <= ${t.seatsTotal}`),
  ],
);

/** The seats a booking took from each bucket (one per slice), given back when it fails or is cancelled. */
export const flightBookingSeats = pgTable(
  'flight_booking_seats',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => flightBookings.bookingId),
    bucketKey: text('bucket_key')
      .notNull()
      .references(() => flightSeatBuckets.bucketKey),
    seats: integer('seats').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.bucketKey] }),
    check('flight_booking_seats_seats_check', sql`${t.seats} >= 1`),
  ],
);
