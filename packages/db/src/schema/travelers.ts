import { sql } from 'drizzle-orm';
import { boolean, date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// A person a user books for (spec §3 "Traveler profile" / saved traveler).
export const travelers = pgTable(
  'travelers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    givenName: text('given_name').notNull(),
    surname: text('surname').notNull(),
    gender: text('gender').$type<'M' | 'F'>().notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    email: text('email'),
    phoneNumber: text('phone_number'),
    // Two-letter ISO country of issue.
    passportCountry: text('passport_country'),
    passportNumber: text('passport_number'),
    passportExpiry: date('passport_expiry', { mode: 'string' }),
    // Airline or hotel program code -> membership number.
    frequentFlyer: jsonb('frequent_flyer').$type<Record<string, string>>().notNull().default({}),
    hotelLoyalty: jsonb('hotel_loyalty').$type<Record<string, string>>().notNull().default({}),
    specialAssistance: text('special_assistance')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tsaRedressNumber: text('tsa_redress_number'),
    knownTravelerNumber: text('known_traveler_number'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('travelers_user_idx').on(t.userId)],
);
