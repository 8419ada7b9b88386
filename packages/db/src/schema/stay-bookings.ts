import { date, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { CancellationTerms } from '@portal/domain/cancellation';
import { listings } from './listings.ts';
import { bookings } from './bookings.ts';

/** The guests of a stay as booked (spec §3 `Guests`; homes count no infants). */
export type StoredGuests = { adults: number; children: number; infants: 0; petsIncluded: boolean };

/** The listing's cancellation terms when booked: a later change of the listing's policy does not apply. */
export type StoredCancellationPolicy = CancellationTerms & { description: string };

// The homes line's part of a booking: which listing, which nights, who stays, and the terms it was booked on.
export const stayBookings = pgTable('stay_bookings', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id),
  listingId: text('listing_id')
    .notNull()
    .references(() => listings.id),
  fromDate: date('from_date', { mode: 'string' }).notNull(),
  untilDate: date('until_date', { mode: 'string' }).notNull(),
  guests: jsonb('guests').$type<StoredGuests>().notNull(),
  cancellationPolicy: jsonb('cancellation_policy').$type<StoredCancellationPolicy>().notNull(),
});
