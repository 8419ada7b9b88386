import { bigint, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { listings } from './listings.ts';
import { paymentMethods } from './payments.ts';
import { rewardsAccounts } from './rewards.ts';
import { users } from './users.ts';
import { walletOffers } from './wallet.ts';

// Quote and fulfilment sessions live here, not in process memory, so a poll may land on any API process.
// Their tokens are 32 random bytes handed to the client once; only sha256(token) is stored.

export const quoteSessionStatuses = ['Pending', 'Success', 'Failure', 'Discarded'] as const;
export type QuoteSessionStatus = (typeof quoteSessionStatuses)[number];
export const fulfilSessionStatuses = ['Pending', 'Success', 'Failure'] as const;
export type FulfilSessionStatus = (typeof fulfilSessionStatuses)[number];
export const reservationStatuses = [
  'Received',
  'PendingConfirm',
  'Confirmed',
  'PartiallyPaid',
  'Cancelled',
  'CancelledWithErrors',
  'Failure',
] as const;
export type ReservationStatusValue = (typeof reservationStatuses)[number];
export const reservationPaymentKinds = [
  'UserCard',
  'Rewards',
  'TravelWalletOffer',
  'TravelWalletCredit',
] as const;
export type ReservationPaymentKind = (typeof reservationPaymentKinds)[number];

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
    productLine: text('product_line').notNull().default('Homes'),
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

export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // 'H-' and 8 characters (spec §9); what the guest quotes to support.
    confirmationCode: text('confirmation_code').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id),
    quoteSessionId: uuid('quote_session_id').references(() => quoteSessions.id),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    untilDate: date('until_date', { mode: 'string' }).notNull(),
    guests: jsonb('guests')
      .$type<{ adults: number; children: number; infants: number; petsIncluded: boolean }>()
      .notNull(),
    status: text('status').$type<ReservationStatusValue>().notNull(),
    // The quote as booked: what was charged, whatever the listing's prices become later.
    price: jsonb('price').$type<Record<string, unknown>>().notNull(),
    totalMinor: integer('total_minor').notNull(),
    // The listing's cancellation terms at booking time; a later policy change does not apply to this stay.
    cancellationPolicy: jsonb('cancellation_policy').$type<Record<string, unknown>>().notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('reservations_user_idx').on(t.userId, t.createdAt)],
);

export const reservationPayments = pgTable(
  'reservation_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id),
    kind: text('kind').$type<ReservationPaymentKind>().notNull(),
    // The fiat value this payment covered (for rewards, the fiat value of the rewards redeemed).
    amountMinor: integer('amount_minor').notNull(),
    rewardsAmount: bigint('rewards_amount', { mode: 'number' }),
    rewardsAccountId: uuid('rewards_account_id').references(() => rewardsAccounts.id),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id),
    walletOfferId: uuid('wallet_offer_id').references(() => walletOffers.id),
    // The card processor's charge id or the issuer's redemption id.
    providerReference: text('provider_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reservation_payments_reservation_idx').on(t.reservationId)],
);

export const fulfilSessions = pgTable(
  'fulfil_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    // UNIQUE: one fulfilment per quote, so a double submit can never book twice.
    quoteSessionId: uuid('quote_session_id')
      .notNull()
      .unique()
      .references(() => quoteSessions.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<FulfilSessionStatus>().notNull().default('Pending'),
    payments: jsonb('payments').$type<unknown[]>().notNull(),
    reservationId: uuid('reservation_id').references(() => reservations.id),
    errors: jsonb('errors').$type<StoredCheckoutError[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('fulfil_sessions_user_idx').on(t.userId)],
);

// Mail waiting to be sent; written in the booking's transaction so a confirmation is never lost or sent for
// a booking that rolled back. A sender (SMTP) drains rows whose sent_at is null.
export const emailOutbox = pgTable('email_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
