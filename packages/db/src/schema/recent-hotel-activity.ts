import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// Spec §7 productFeed/recentlySearched and recentlyViewed (issue 12): a user's latest hotel searches and hotel
// details views, a few each (the service trims older rows). The payload is the contract's shape as it was shown,
// so a card keeps the price seen even after rates move.

/** One search per user and key (place or hotel, dates, guests): running it again moves it to the front. */
export const recentHotelSearches = pgTable(
  'recent_hotel_searches',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    searchKey: text('search_key').notNull(),
    search: jsonb('search').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.searchKey] }),
    index('recent_hotel_searches_user_idx').on(t.userId, t.searchedAt),
  ],
);

/** One view per user and hotel: the latest stay and price seen for it. */
export const recentHotelViews = pgTable(
  'recent_hotel_views',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lodgingId: text('lodging_id').notNull(),
    view: jsonb('view').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lodgingId] }),
    index('recent_hotel_views_user_idx').on(t.userId, t.viewedAt),
  ],
);
