import { sql } from 'drizzle-orm';
import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { cancelQuotes } from './trips.ts';

// Flight cancellations the airline took as "cancel requested" (spec §4 cancellation_pending): the booking stays
// as it was, nothing is refunded, until the cancel sweep hears the airline has cancelled; it then refunds or issues
// the credit the confirmed quote showed, as a direct cancel does. One row per booking (the primary key), so a
// second request while pending finds this one and answers pending again; `completedAt` marks it done.
export const flightCancellations = pgTable(
  'flight_cancellations',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id),
    /** The quote the traveler confirmed: the money is decided as of `requestedAt`, as it showed. */
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => cancelQuotes.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** When the sweep finished the cancel (refunded or issued the credit); null while pending. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('flight_cancellations_pending_idx')
      .on(t.requestedAt)
      .where(sql`${t.completedAt} is null`),
  ],
);
