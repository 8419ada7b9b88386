import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BookingStatus, PaymentKind, RefundKind } from '@portal/domain/enums';
import { bookings } from './bookings.ts';
import { bookingPayments } from './purchase.ts';
import { rewardsAccounts } from './rewards.ts';
import { users } from './users.ts';

export const cancelQuoteStatuses = ['Open', 'Used'] as const;
export type CancelQuoteStatus = (typeof cancelQuoteStatuses)[number];

/** The refund a quote promised, per payment; confirm re-decides and refuses if it no longer matches. */
export type StoredRefundAction = {
  kind: 'RestoreOffer' | 'OfferAsCredit' | 'Card' | 'Rewards' | 'Credit';
  paymentId: string;
  amountMinor: number;
  rewardsMinor?: number;
};

// A cancellation quote lives in the database, not in process memory, so any API process can confirm it.
// Single use: confirm flips it to Used in the cancelling transaction.
export const cancelQuotes = pgTable(
  'cancel_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<CancelQuoteStatus>().notNull().default('Open'),
    // The booking's status when quoted: a change since then voids the quote.
    bookingStatus: text('booking_status').$type<BookingStatus>().notNull(),
    refundKind: text('refund_kind').$type<RefundKind>().notNull(),
    refundMinor: integer('refund_minor').notNull(),
    plan: jsonb('plan').$type<StoredRefundAction[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('cancel_quotes_booking_idx').on(t.bookingId)],
);

// Money given back on cancellation, one row per payment refunded: what went back where. The rewards and wallet
// ledgers get their own rows too (balances are sums of ledger rows); a card refund's reference is the
// processor's refund id.
export const bookingRefunds = pgTable(
  'booking_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    // UNIQUE: a payment is refunded at most once, whatever races the API processes run.
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => bookingPayments.id),
    // The kind of the payment refunded; an offer's share refunded as travel credit keeps TravelWalletOffer.
    kind: text('kind').$type<PaymentKind>().notNull(),
    // How the refund went back: to the card, rewards account, wallet credit, or the offer restored.
    method: text('method').$type<StoredRefundAction['kind']>().notNull(),
    amountMinor: integer('amount_minor').notNull(),
    rewardsAmount: bigint('rewards_amount', { mode: 'number' }),
    rewardsAccountId: uuid('rewards_account_id').references(() => rewardsAccounts.id),
    providerReference: text('provider_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_refunds_booking_idx').on(t.bookingId)],
);
