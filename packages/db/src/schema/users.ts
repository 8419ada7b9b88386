import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Which sign-in answer a user gets: 'ok' signs in; the others answer the spec's auth codes
// (not_beta 40102, denied 40103, onboarding 40105, acknowledgement 40106).
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phoneNumber: text('phone_number'),
  tenant: text('tenant').notNull().default('capone'),
  accessStatus: text('access_status').notNull().default('ok'),
  isAgent: boolean('is_agent').notNull().default(false),
  logoUrl: text('logo_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const businesses = pgTable('businesses', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenant: text('tenant').notNull(),
  name: text('name').notNull(),
  accountReferenceId: text('account_reference_id').notNull(),
  isLive: boolean('is_live').notNull().default(true),
  loyaltyPrograms: jsonb('loyalty_programs').$type<Record<string, string>>().notNull().default({}),
  // spec §7 cotbFintech/optInToSubscription: when the business subscribed, and which admin did.
  fintechOptedInAt: timestamp('fintech_opted_in_at', { withTimezone: true }),
  fintechOptedInBy: uuid('fintech_opted_in_by'),
  // spec §6 business onboarding: who books for whom (domain/corporate.ts BOOKING_FOR_MODES).
  bookingForMode: text('booking_for_mode').notNull().default('BookForMyselfAndOthers'),
  // The zone the business reads its reports in (months of spend, who is away today).
  timeZone: text('time_zone').notNull().default('America/New_York'),
});

export const policyTiers = pgTable('policy_tiers', {
  id: uuid('id').primaryKey().defaultRandom(),
  businessId: uuid('business_id').references(() => businesses.id),
  name: text('name').notNull(),
  // Spec §3 "Policy tier": settings, hotels, cars and flights policies, kept whole.
  policy: jsonb('policy').$type<Record<string, unknown>>().notNull(),
});

// A corporate user's standing in one business; one row per business, `inUse` marks the current one.
export const corporateMemberships = pgTable(
  'corporate_memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cap1Role: text('cap1_role'),
    policyTierId: uuid('policy_tier_id').references(() => policyTiers.id),
    defaultTravelerId: uuid('default_traveler_id'),
    hiddenTravelerIds: uuid('hidden_traveler_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    hasSeenModalMap: jsonb('has_seen_modal_map').$type<Record<string, boolean>>().notNull().default({}),
    inUse: boolean('in_use').notNull().default(false),
  },
  (t) => [index('corporate_memberships_user_idx').on(t.userId)],
);

export const loginCodes = pgTable('login_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  isDelegated: boolean('is_delegated').notNull().default(false),
  // The agent who asked for a delegated code; carried over to the session it opens.
  agentUserId: uuid('agent_user_id').references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

// Only a hash of the bearer token is stored, so a leaked table does not leak sessions.
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    csrfToken: text('csrf_token').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    isDelegated: boolean('is_delegated').notNull().default(false),
    // A delegated session remembers the agent behind it, so the server knows both identities (audit, header).
    agentUserId: uuid('agent_user_id').references(() => users.id),
    isFirstSession: boolean('is_first_session').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    invalidatedAt: timestamp('invalidated_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').references(() => users.id),
    eventName: text('event_name').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tracking_events_name_idx').on(t.eventName, t.createdAt)],
);
