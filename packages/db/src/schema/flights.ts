import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// Flights shopping (issue 13). The price history is what the prediction partner learns from, as a real partner
// learns from the fares it has seen: the lowest adult fare of a route and departure date, once per observation
// day. Searches record today's observation; the demo data backfills earlier days.
export const flightPriceHistory = pgTable(
  'flight_price_history',
  {
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    observedOn: date('observed_on', { mode: 'string' }).notNull(),
    lowestPriceMinor: integer('lowest_price_minor').notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [primaryKey({ columns: [t.origin, t.destination, t.departureDate, t.observedOn] })],
);

/**
 * Spec §4 flight watch: a user watches a trip search (route, dates, passengers, cabin). The watch job re-prices it
 * and emails when the prediction turns to buy or the price drops. `state` is a spec watch state; `notification`
 * EmailOnly or AppNotifications.
 */
export const flightWatches = pgTable(
  'flight_watches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The normalized search, so watching the same trip twice is one watch. */
    searchKey: text('search_key').notNull(),
    /** The contract's FlightSearchRequest as it was watched. */
    search: jsonb('search').notNull(),
    notification: text('notification').notNull(),
    state: text('state').notNull(),
    /** The lowest total found at the last check, minor units, and the recommendation then. */
    lastPriceMinor: integer('last_price_minor'),
    currency: text('currency').notNull().default('USD'),
    lastRecommendation: text('last_recommendation'),
    /**
     * The price a drop is measured from: the first check's, then the one the last email named, so a slow slide
     * of small drops still adds up to a notification (issue 13 watch job).
     */
    notifiedPriceMinor: integer('notified_price_minor'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true, mode: 'date' }),
    lastNotifiedAt: timestamp('last_notified_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('flight_watches_user_search_key').on(t.userId, t.searchKey),
    index('flight_watches_checked_idx').on(t.lastCheckedAt),
  ],
);
