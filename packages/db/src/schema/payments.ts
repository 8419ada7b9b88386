import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { rewardsAccounts } from './rewards.ts';
import { users } from './users.ts';

export const cardBrands = [
  'visa',
  'master',
  'american_express',
  'diners_club',
  'discover',
  'jcb',
  'dankort',
  'maestro',
] as const;
export type CardBrand = (typeof cardBrands)[number];

// A saved card. The card number never reaches this table: the payment provider keeps it and
// hands back `provider_token`; the portal keeps only what it displays.
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    rewardsAccountId: uuid('rewards_account_id').references(() => rewardsAccounts.id),
    brand: text('brand').$type<CardBrand>().notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    cardholderName: text('cardholder_name').notNull(),
    billingZip: text('billing_zip'),
    billingCountry: text('billing_country').notNull().default('US'),
    providerToken: text('provider_token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Deleting hides a card but keeps the row, since past payments refer to it.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('payment_methods_user_idx').on(t.userId)],
);
