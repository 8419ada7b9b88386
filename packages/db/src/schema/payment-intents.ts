import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { paymentMethods } from './payments.ts';
import { bookings } from './bookings.ts';
import { fulfilSessions } from './purchase.ts';
import { rewardsAccounts } from './rewards.ts';

// Money at an outside party moves in two steps (DESIGN.md "Data"). The intent is committed before the card
// processor or the issuer is asked anything, so whatever happens afterwards (a decline, a failed booking, a killed
// process) the portal knows the key it used and can void or capture it.

export const paymentIntentKinds = ['UserCard', 'Rewards'] as const;
export type PaymentIntentKind = (typeof paymentIntentKinds)[number];
export const paymentIntentStatuses = ['Created', 'Captured', 'Voided'] as const;
export type PaymentIntentStatus = (typeof paymentIntentStatuses)[number];

export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fulfilSessionId: uuid('fulfil_session_id')
      .notNull()
      .references(() => fulfilSessions.id),
    kind: text('kind').$type<PaymentIntentKind>().notNull(),
    // Sent with every call about this payment; the outside party answers a repeated key with its first answer.
    idempotencyKey: text('idempotency_key').notNull().unique(),
    // The fiat value it pays; for rewards also the units redeemed.
    amountMinor: integer('amount_minor').notNull(),
    rewardsAmount: bigint('rewards_amount', { mode: 'number' }),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id),
    rewardsAccountId: uuid('rewards_account_id').references(() => rewardsAccounts.id),
    // Created: authorized or maybe being authorized; Captured / Voided: settled at the outside party.
    status: text('status').$type<PaymentIntentStatus>().notNull().default('Created'),
    // Set by the booking's own transaction: the intent's booking committed exactly when this is set.
    bookingId: uuid('booking_id').references(() => bookings.id),
    // The charge or redemption id the outside party answered to the authorization.
    providerReference: text('provider_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    // One card and one rewards payment per booking, whichever attempt (or process) authorizes it.
    unique('payment_intents_fulfil_kind_unique').on(t.fulfilSessionId, t.kind),
    index('payment_intents_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'Created'`),
  ],
);
