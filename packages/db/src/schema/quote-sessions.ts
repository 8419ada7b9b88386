import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ProductType, QuoteSessionStatus } from '@portal/domain/enums';
import { users } from './users.ts';

// Quote sessions live here, not in process memory, so a poll may land on any API process.
// Their tokens are 32 random bytes handed to the client once; only sha256(token) is stored.

/** One failure as the poll answers it: a checkout failure kind, a booking error code and a message. */
export type StoredCheckoutError = { Error: string; code: string; value: string };

export const quoteSessions = pgTable(
  'quote_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    // The product line that prices and books this quote (apps/api/src/checkout: the registry's key).
    productLine: text('product_line').$type<ProductType>().notNull().default('Homes'),
    status: text('status').$type<QuoteSessionStatus>().notNull().default('Pending'),
    // The line's quote request as sent (homes: the HomesQuoteRequest, seenPrice included: kept to explain a price
    // change, never to charge).
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    // The line's price quote answered to the poll (homes: the HomesPriceQuote); the server's own price.
    quote: jsonb('quote').$type<Record<string, unknown>>(),
    totalMinor: integer('total_minor'),
    errors: jsonb('errors').$type<StoredCheckoutError[]>(),
    orderedProductId: text('ordered_product_id').unique(),
    paymentSessionTokenHash: text('payment_session_token_hash'),
    mainGuest: jsonb('main_guest').$type<{ givenName: string; surname: string; phoneNumber: string }>(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('quote_sessions_user_idx').on(t.userId)],
);
