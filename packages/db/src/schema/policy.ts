import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { quoteSessions } from './quote-sessions.ts';
import { policyTiers, users } from './users.ts';

// The corporate policy check of a quote booked by a traveler with a restrictive tier (spec §5): whether it was in
// policy, the reasons it was not, and the traveler's corporateOutOfPolicyReason. Written at fulfil schedule; the
// booking is bookings.quote_session_id, so reports join on it (out-of-policy share and reasons).
export const checkoutPolicyChecks = pgTable(
  'checkout_policy_checks',
  {
    quoteSessionId: uuid('quote_session_id')
      .primaryKey()
      .references(() => quoteSessions.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    // The tier as it stood: an admin may edit or delete it later, the check stays as it was decided.
    policyTierId: uuid('policy_tier_id').references(() => policyTiers.id, { onDelete: 'set null' }),
    policyTierName: text('policy_tier_name').notNull(),
    inPolicy: boolean('in_policy').notNull(),
    violations: jsonb('violations').$type<string[]>().notNull(),
    // Required (non-empty) when out of policy; null when in policy.
    outOfPolicyReason: text('out_of_policy_reason'),
    // The tier's price cap for the booking as a whole (minor units), null when uncapped or not known: reports
    // count cap minus paid as what staying under the cap saved.
    capMinor: integer('cap_minor'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('checkout_policy_checks_user_idx').on(t.userId)],
);
