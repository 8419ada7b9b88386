import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses, users } from './users.ts';

// Every admin and agent action (issue 15): who did what to what, when, and the record before and after.
// An agent acting in a delegated session is the actor; the customer they act for is `onBehalfOfUserId`.
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorUserId: uuid('actor_user_id')
      .notNull()
      .references(() => users.id),
    onBehalfOfUserId: uuid('on_behalf_of_user_id').references(() => users.id),
    // The business whose admins see the entry; null for an agent's action on a consumer.
    businessId: uuid('business_id').references(() => businesses.id),
    // A dotted verb: "user.invite", "policy.update", "approval.approve", "agent.book".
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (t) => [
    index('audit_log_business_at_idx').on(t.businessId, t.at),
    index('audit_log_actor_at_idx').on(t.actorUserId, t.at),
  ],
);
