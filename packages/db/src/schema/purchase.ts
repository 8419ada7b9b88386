import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FulfilSessionStatus, PaymentKind } from '@portal/domain/enums';
import { bookings } from './bookings.ts';
import { paymentMethods } from './payments.ts';
import { quoteSessions, type StoredCheckoutError } from './quote-sessions.ts';
import { rewardsAccounts } from './rewards.ts';
import { users } from './users.ts';
import { walletOffers } from './wallet.ts';

// A fulfil session books one quote session; its token is handed to the client once and only sha256(token) is
// stored. The booking it makes, and that booking's payments, are in bookings.ts and below.

/** A payment step as the client chose it (api.md `Payment`); the engine validates it before storing. */
export type StoredPayment = { type: string; value: Record<string, unknown> };

export const bookingPayments = pgTable(
  'booking_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    kind: text('kind').$type<PaymentKind>().notNull(),
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
  (t) => [index('booking_payments_booking_idx').on(t.bookingId)],
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
    // The payments chosen (the contract's `Payment` steps), planned again inside the booking transaction.
    payments: jsonb('payments').$type<StoredPayment[]>().notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id),
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
