import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { APPROVAL_STATUSES, type ApprovalStatus } from '@portal/domain/approvals';
import { bookings } from './bookings.ts';
import { quoteSessions } from './quote-sessions.ts';
import { businesses, users } from './users.ts';

// Issue 15 approvals. A request is written when a traveler whose tier needs approval asks to book (fulfil
// schedule, keyed by the quote: one per booking attempt), and names its booking once the booking transaction
// holds the inventory; only requests with a booking are shown to anyone. Pending until an admin of the business
// decides or the 24 hours (expires_at) run out.
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteSessionId: uuid('quote_session_id')
      .notNull()
      .unique()
      .references(() => quoteSessions.id),
    bookingId: uuid('booking_id')
      .unique()
      .references(() => bookings.id),
    // The traveler's business in use when they booked: its admins decide.
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<ApprovalStatus>().notNull().default('Pending'),
    // The product as the traveler names it ("Cabin on Lake Lure"), from the line when the booking held it.
    title: text('title'),
    // Spec §3 approvalRequestReason: the traveler's words to the approver.
    reason: text('reason'),
    // The out-of-policy reason the traveler gave, when that is what asked for approval.
    outOfPolicyReason: text('out_of_policy_reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id),
  },
  (t) => [
    index('approval_requests_business_idx').on(t.businessId, t.status, t.requestedAt),
    index('approval_requests_due_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'Pending' and ${t.bookingId} is not null`),
    check(
      'approval_requests_status_check',
      sql`${t.status} in (${sql.raw(APPROVAL_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
  ],
);

// A request's history: requested, approved, denied or expired, with who and their comment.
export const approvalEvents = pgTable(
  'approval_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    approvalRequestId: uuid('approval_request_id')
      .notNull()
      .references(() => approvalRequests.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    // Requested | Approved | Denied | Expired
    kind: text('kind').notNull(),
    // Null for the timeout job.
    actorUserId: uuid('actor_user_id').references(() => users.id),
    comment: text('comment'),
  },
  (t) => [index('approval_events_request_idx').on(t.approvalRequestId, t.at)],
);
