import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { daterange } from './columns.ts';
import { listings } from './listings.ts';
import { bookings } from './bookings.ts';

export const holdKinds = ['Block', 'Reservation'] as const;
export type HoldKind = (typeof holdKinds)[number];

// Nights taken on a listing's calendar. The migration adds
//   EXCLUDE USING gist (listing_id WITH =, dates WITH &&)
// so two holds of one listing can never overlap: the database, not the app, prevents double booking.
// Its gist index also serves "is this range free" lookups, so no separate index is declared.
export const stayHolds = pgTable('stay_holds', {
  id: uuid('id').primaryKey().defaultRandom(),
  listingId: text('listing_id')
    .notNull()
    .references(() => listings.id, { onDelete: 'cascade' }),
  dates: daterange('dates').notNull(),
  kind: text('kind').$type<HoldKind>().notNull(),
  // The booking that holds these nights; null for owner blocks.
  bookingId: uuid('booking_id').references(() => bookings.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
