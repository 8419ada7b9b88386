// The recently searched and recently viewed hotels' SQL (spec §7 productFeed): upsert one row per user and key,
// trim to the newest few, read newest first. Every query is scoped by user_id.
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { recentHotelSearches, recentHotelViews } from '@portal/db/schema/recent-hotel-activity';

export async function upsertRecentSearch(
  db: DbOrTx,
  row: { userId: string; searchKey: string; search: unknown; at: Date },
  keep: number,
): Promise<void> {
  await db
    .insert(recentHotelSearches)
    .values({ userId: row.userId, searchKey: row.searchKey, search: row.search, searchedAt: row.at })
    .onConflictDoUpdate({
      target: [recentHotelSearches.userId, recentHotelSearches.searchKey],
      set: { search: row.search, searchedAt: row.at },
    });
  const newest = db
    .select({ key: recentHotelSearches.searchKey })
    .from(recentHotelSearches)
    .where(eq(recentHotelSearches.userId, row.userId))
    .orderBy(desc(recentHotelSearches.searchedAt), desc(recentHotelSearches.searchKey))
    .limit(keep);
  await db
    .delete(recentHotelSearches)
    .where(
      and(eq(recentHotelSearches.userId, row.userId), notInArray(recentHotelSearches.searchKey, newest)),
    );
}

export async function upsertRecentView(
  db: DbOrTx,
  row: { userId: string; lodgingId: string; view: unknown; at: Date },
  keep: number,
): Promise<void> {
  await db
    .insert(recentHotelViews)
    .values({ userId: row.userId, lodgingId: row.lodgingId, view: row.view, viewedAt: row.at })
    .onConflictDoUpdate({
      target: [recentHotelViews.userId, recentHotelViews.lodgingId],
      set: { view: row.view, viewedAt: row.at },
    });
  const newest = db
    .select({ id: recentHotelViews.lodgingId })
    .from(recentHotelViews)
    .where(eq(recentHotelViews.userId, row.userId))
    .orderBy(desc(recentHotelViews.viewedAt), desc(recentHotelViews.lodgingId))
    .limit(keep);
  await db
    .delete(recentHotelViews)
    .where(and(eq(recentHotelViews.userId, row.userId), notInArray(recentHotelViews.lodgingId, newest)));
}

export async function findRecentSearches(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({ search: recentHotelSearches.search, at: recentHotelSearches.searchedAt })
    .from(recentHotelSearches)
    .where(eq(recentHotelSearches.userId, userId))
    .orderBy(desc(recentHotelSearches.searchedAt), desc(recentHotelSearches.searchKey))
    .limit(limit);
}

export async function findRecentViews(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({ view: recentHotelViews.view, at: recentHotelViews.viewedAt })
    .from(recentHotelViews)
    .where(eq(recentHotelViews.userId, userId))
    .orderBy(desc(recentHotelViews.viewedAt), desc(recentHotelViews.lodgingId))
    .limit(limit);
}
