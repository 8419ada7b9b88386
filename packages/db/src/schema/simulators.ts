import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The embedded card processor's and issuer's own books. They play outside parties, so they keep their state where
// a killed API process cannot lose it, and only their own repositories (apps/api/src/providers) write here.

export const simulatorPaymentStatuses = ['Authorized', 'Captured', 'Voided', 'Declined'] as const;
export type SimulatorPaymentStatus = (typeof simulatorPaymentStatuses)[number];

/** Card authorizations by idempotency key; a key voided before it was ever authorized stays Voided. */
export const simCardPayments = pgTable('sim_card_payments', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  chargeId: text('charge_id').unique(),
  status: text('status').$type<SimulatorPaymentStatus>().notNull(),
  // The decline kind and message of a Declined authorization.
  outcome: text('outcome'),
  message: text('message'),
  amountMinor: integer('amount_minor'),
  currency: text('currency'),
  last4: text('last4'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
});

export const simCardRefunds = pgTable('sim_card_refunds', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  refundId: text('refund_id').unique(),
  chargeId: text('charge_id').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  outcome: text('outcome').notNull(),
  message: text('message'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Rewards holds by idempotency key, as for cards. */
export const simRewardsRedemptions = pgTable('sim_rewards_redemptions', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  redemptionId: text('redemption_id').unique(),
  status: text('status').$type<SimulatorPaymentStatus>().notNull(),
  message: text('message'),
  accountReferenceId: text('account_reference_id'),
  rewardsAmount: bigint('rewards_amount', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
});
