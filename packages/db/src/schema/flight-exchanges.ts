import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { users } from './users.ts';

// Flight exchanges (issue 14 "Exchange", spec §4 flight exchange steps): one row per shop. The shop's replacement
// flights and prices are kept here, owned by the user, so confirm never trusts a price or fare the client sends;
// a Failed row counts toward MAX_EXCHANGE_ATTEMPTS, a Confirmed row answers a retried confirm the same way.
export const FLIGHT_EXCHANGE_STATUSES = ['Shopped', 'Confirmed', 'Failed'] as const;
export type FlightExchangeStatus = (typeof FLIGHT_EXCHANGE_STATUSES)[number];

export const flightExchanges = pgTable(
  'flight_exchanges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<FlightExchangeStatus>().notNull().default('Shopped'),
    /** The plan as shopped: slice actions, replacement options and their prices (api flight-exchange.ts). */
    plan: jsonb('plan').$type<Record<string, unknown>>().notNull(),
    /** What the confirmed choice cost: charged now, or kept as residual value. */
    dueMinor: integer('due_minor'),
    residualMinor: integer('residual_minor'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('flight_exchanges_booking_idx').on(t.bookingId),
    check('flight_exchanges_status_check', sql`${t.status} in ('Shopped', 'Confirmed', 'Failed')`),
  ],
);
