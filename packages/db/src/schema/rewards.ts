import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { users } from './users.ts';

export type EarnRates = {
  homesMultiplier: number;
  hotelsMultiplier: number;
  flightsMultiplier: number;
  carsMultiplier: number;
};

// A card's rewards account. Its balance is never stored: it is the sum of its ledger rows.
// Amounts are whole rewards units: miles for Miles accounts, cents for Cash accounts.
export const rewardsAccounts = pgTable(
  'rewards_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    accountReferenceId: text('account_reference_id').notNull().unique(),
    productDisplayName: text('product_display_name').notNull(),
    productId: text('product_id').notNull(),
    cardType: text('card_type').notNull(),
    accountUseType: text('account_use_type').notNull().default('Personal'),
    customerAccountRole: text('customer_account_role').notNull(),
    allowRewardsRedemption: boolean('allow_rewards_redemption'),
    lastFour: text('last_four').notNull(),
    lastFourVirtualCardNumbers: text('last_four_virtual_card_numbers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isTiered: boolean('is_tiered').notNull().default(false),
    currency: text('currency').notNull(),
    currencyDescription: text('currency_description').notNull(),
    redemptionMin: integer('redemption_min').notNull().default(0),
    earn: jsonb('earn').$type<EarnRates>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('rewards_accounts_user_idx').on(t.userId)],
);

export const rewardsLedger = pgTable(
  'rewards_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => rewardsAccounts.id),
    // Positive earns or returns rewards; negative redeems them.
    amount: bigint('amount', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    reference: text('reference'),
    // The booking this redemption paid or this refund returned; null for earns and grants outside a booking.
    bookingId: uuid('booking_id').references(() => bookings.id),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rewards_ledger_account_idx').on(t.accountId)],
);
