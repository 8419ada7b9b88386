import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { hotels } from './hotels.ts';

/** Who a reviewer travelled with, as review sites ask it. */
export const HOTEL_REVIEW_TRAVELER_TYPES = ['Couple', 'Family', 'Solo', 'Business', 'Friends'] as const;
export type HotelReviewTravelerType = (typeof HOTEL_REVIEW_TRAVELER_TYPES)[number];

// A guest's review of a hotel (the hotels line's counterpart of the homes line's `reviews`). The author is shown
// as first name and initial only ('Maria G.'); the stay month is the first day of that month.
export const hotelReviews = pgTable(
  'hotel_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lodgingId: text('lodging_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    stayMonth: date('stay_month', { mode: 'string' }).notNull(),
    travelerType: text('traveler_type').$type<HotelReviewTravelerType>().notNull(),
    // Spec §3 overall score 0..1, as the hotel's reviewScore.
    score: doublePrecision('score').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    createdDate: date('created_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    // The details page reads a hotel's newest reviews first.
    index('hotel_reviews_lodging_idx').on(t.lodgingId, t.createdDate),
    check('hotel_reviews_score_check', sql`${t.score} between 0 and 1`),
    check(
      'hotel_reviews_traveler_type_check',
      sql`${t.travelerType} in (${sql.raw(HOTEL_REVIEW_TRAVELER_TYPES.map((v) => `'${v}'`).join(', '))})`,
    ),
  ],
);
