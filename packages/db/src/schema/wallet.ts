import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { WalletTransactionType } from '@portal/domain/enums';
import { bookings } from './bookings.ts';
import { users } from './users.ts';

export const walletOfferStatuses = ['Available', 'Used', 'Expired'] as const;
export type WalletOfferStatus = (typeof walletOfferStatuses)[number];

// A one-off travel offer: either a fixed amount (amount_minor) or a percentage (percent_bps) off, never more than
// max_amount_minor when set ("10% off, up to $100").
export const walletOffers = pgTable(
  'wallet_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    amountMinor: integer('amount_minor'),
    percentBps: integer('percent_bps'),
    maxAmountMinor: integer('max_amount_minor'),
    minSpendMinor: integer('min_spend_minor').notNull().default(0),
    // Product funnels the offer applies to, e.g. 'homes', 'hotels', 'flights'.
    funnels: text('funnels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    shopPageBanner: text('shop_page_banner'),
    saleEventStartOn: timestamp('sale_event_start_on', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status').$type<WalletOfferStatus>().notNull().default('Available'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_offers_user_idx').on(t.userId)],
);

// Travel credit movements; a user's credit balance is the sum of amount_minor.
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amountMinor: integer('amount_minor').notNull(),
    transactionType: text('transaction_type').$type<WalletTransactionType>().notNull(),
    description: text('description').notNull(),
    reference: text('reference'),
    // The booking this credit or offer paid or this refund returned; null for grants outside a booking.
    bookingId: uuid('booking_id').references(() => bookings.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_ledger_user_idx').on(t.userId, t.createdAt)],
);
