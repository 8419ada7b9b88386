import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { corporateMemberships } from './users.ts';

// What the admin portal keeps about a business's member beyond their role and tier (issue 15): their
// department and whether they are active, invited (not signed in yet) or deactivated by an admin. A membership
// without a row here is an active member with no department, so older memberships need no backfill.
export const memberDetails = pgTable('member_details', {
  membershipId: uuid('membership_id')
    .primaryKey()
    .references(() => corporateMemberships.id, { onDelete: 'cascade' }),
  department: text('department'),
  // 'active' | 'invited' | 'deactivated'; a deactivated member cannot sign in.
  status: text('status').notNull().default('active'),
  invitedAt: timestamp('invited_at', { withTimezone: true }),
  statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
});

/** In a query that left-joins memberDetails: the member is not deactivated (no details row is an active member). */
export const notDeactivated = sql`coalesce(${memberDetails.status}, 'active') <> 'deactivated'`;
