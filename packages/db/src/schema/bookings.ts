import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES, type BookingStatus, type ProductType } from '@portal/domain/enums';
import { quoteSessions } from './quote-sessions.ts';
import { businesses, users } from './users.ts';

// What was booked, whatever the product line: who, when, its status, what it cost and its confirmation code.
// Each line keeps its own details in a table of its own keyed by the booking's id (stay_bookings, later
// hotel_bookings, flight_bookings, …); payments, refunds and ledger rows reference the booking.
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productLine: text('product_line').$type<ProductType>().notNull(),
    // 'H-' and 8 characters (spec §9); what the traveler quotes to support.
    confirmationCode: text('confirmation_code').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    quoteSessionId: uuid('quote_session_id').references(() => quoteSessions.id),
    // The business in use when it was booked (issue 15): its admin's Trips and Reports count it. Null for a
    // personal booking, whoever's member the booker also is (domain company-trips companyBookingOf).
    businessId: uuid('business_id').references(() => businesses.id),
    status: text('status').$type<BookingStatus>().notNull(),
    // The line's quote as booked: what was charged, whatever the supplier's prices become later.
    price: jsonb('price').$type<Record<string, unknown>>().notNull(),
    totalMinor: integer('total_minor').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('bookings_user_idx').on(t.userId, t.createdAt),
    // The admin's Trips (newest first) and Reports (booked in a period) read a business's bookings by it.
    index('bookings_business_idx').on(t.businessId, t.createdAt),
    check(
      'bookings_status_check',
      sql`${t.status} in (${sql.raw(BOOKING_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
  ],
);
