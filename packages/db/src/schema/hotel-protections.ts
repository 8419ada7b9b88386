import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';

// Cancel for any reason bought with a hotel booking (spec §4 "Hotel refundable-room variants", §5 "bought at
// reservation for all rooms"): the partner's quote as charged, which the cancellation refunds by until check-in
// time. One row per booking, written in the booking transaction; a booking without it has no cover.
export const hotelCfarPurchases = pgTable(
  'hotel_cfar_purchases',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id),
    quoteId: text('quote_id').notNull(),
    /** The per-stay premium for every room, charged with the booking. */
    premiumMinor: integer('premium_minor').notNull(),
    /** Share of the paid total without the premium refunded on exercise, whole percent. */
    coveragePercentage: integer('coverage_percentage').notNull(),
    /** Spec §3 additionalInfo.shouldRefundCfarPremium: the premium goes back too on exercise. */
    shouldRefundPremium: boolean('should_refund_premium').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('hotel_cfar_purchases_premium_check', sql`${t.premiumMinor} > 0`),
    check('hotel_cfar_purchases_coverage_check', sql`${t.coveragePercentage} between 1 and 100`),
  ],
);
