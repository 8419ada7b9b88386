import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { flightExchanges } from './flight-exchanges.ts';
import { users } from './users.ts';

// Airline future travel credits (spec §4 FtcAvailable, FtcExpired, FtcRedeemed; issue 14 "Airline travel
// credits"): the value of a cancelled ticket the airline keeps for a new ticket on the same airline. The state is
// not stored: it follows from the expiry and the redemption (domain travel-credit ftcState), so a credit expires
// without a job touching it.
export const flightTravelCredits = pgTable(
  'flight_travel_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    // A cancelled booking leaves at most one credit, whatever races the API processes run (the partial UNIQUE
    // index below); each exchange that left residual value leaves one more (exchangeId, UNIQUE).
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** The exchange whose residual value this is; null for the credit of a cancellation. */
    exchangeId: uuid('exchange_id')
      .unique()
      .references(() => flightExchanges.id),
    /** The validating airline that holds the value (IATA code): only its tickets accept the credit. */
    airlineCode: text('airline_code').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    /** The booking the credit paid for, once spent. */
    redeemedBookingId: uuid('redeemed_booking_id').references(() => bookings.id),
  },
  (t) => [
    index('flight_travel_credits_user_idx').on(t.userId),
    uniqueIndex('flight_travel_credits_cancel_unique')
      .on(t.bookingId)
      .where(sql`${t.exchangeId} is null`),
    check('flight_travel_credits_amount_check', sql`${t.amountMinor} > 0`),
    check('flight_travel_credits_expiry_check', sql`${t.expiresAt} > ${t.issuedAt}`),
  ],
);
