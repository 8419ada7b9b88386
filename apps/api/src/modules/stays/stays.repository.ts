import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { prepared } from '@portal/db/prepared';
import { stayHolds } from '@portal/db/schema/calendar';
import { listingPhotos, listings, reviews } from '@portal/db/schema/listings';
import { marketTaxes, markets } from '@portal/db/schema/markets';
import { listingDiscounts, listingFees, listingRates } from '@portal/db/schema/pricing';
import type { Hold } from '@portal/domain/availability';
import type { ListingFee, MarketTax, SeasonalRate, StayDiscount } from '@portal/domain/pricing';

export type ListingRow = typeof listings.$inferSelect;
export type PhotoRow = typeof listingPhotos.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type MarketRow = typeof markets.$inferSelect;

/** Rates, fees and discounts of one listing plus its market's taxes: what priceStay needs besides the stay. */
export type PricingInputs = {
  rates: SeasonalRate[];
  fees: ListingFee[];
  discounts: StayDiscount[];
  taxes: MarketTax[];
};

/** '[2025-01-01,2025-02-01)' → {from, until}; the canonical form Postgres returns for a daterange. */
export function parseDateRange(text: string): { from: string; until: string } {
  const match = /^\[(\d{4}-\d{2}-\d{2}),(\d{4}-\d{2}-\d{2})\)$/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`Unexpected daterange ${text}`);
  return { from: match[1], until: match[2] };
}

const likePattern = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Markets whose city starts with (best) or contains the text, case-insensitively. */
export async function findMarketsByCity(db: DbOrTx, text: string, limit: number): Promise<MarketRow[]> {
  const needle = likePattern(text.toLowerCase());
  return db
    .select()
    .from(markets)
    .where(sql`lower(${markets.city}) like ${`%${needle}%`}`)
    .orderBy(
      sql`case when lower(${markets.city}) like ${`${needle}%`} then 0 else 1 end`,
      asc(markets.city),
      asc(markets.state),
    )
    .limit(limit);
}

// The listing is read by every shop, quote and booking of it: a prepared statement (packages/db prepared.ts).
const listingById = prepared('listing_by_id', (db) =>
  db
    .select()
    .from(listings)
    .where(eq(listings.id, sql.placeholder('id')))
    .limit(1),
);

export async function findListing(db: DbOrTx, id: string): Promise<ListingRow | undefined> {
  const [row] = await listingById(db, { id });
  return row;
}

export async function findMarket(db: DbOrTx, id: string): Promise<MarketRow | undefined> {
  const [row] = await db.select().from(markets).where(eq(markets.id, id)).limit(1);
  return row;
}

/** Photos of the listings in gallery order; `perListing` caps how many of each (search cards need a few). */
export async function findPhotos(
  db: DbOrTx,
  ids: readonly string[],
  perListing?: number,
): Promise<PhotoRow[]> {
  if (ids.length === 0) return [];
  const where = perListing
    ? and(inArray(listingPhotos.listingId, [...ids]), lt(listingPhotos.position, perListing))
    : inArray(listingPhotos.listingId, [...ids]);
  return db
    .select()
    .from(listingPhotos)
    .where(where)
    .orderBy(asc(listingPhotos.listingId), asc(listingPhotos.position));
}

export async function findReviews(db: DbOrTx, listingId: string): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(eq(reviews.listingId, listingId))
    .orderBy(desc(reviews.submittedDate), asc(reviews.id));
}

/** Holds of a listing that share a night with [from, until). */
export async function findHolds(db: DbOrTx, listingId: string, from: string, until: string): Promise<Hold[]> {
  const rows = await db
    .select({ dates: sql<string>`${stayHolds.dates}::text` })
    .from(stayHolds)
    .where(
      and(
        eq(stayHolds.listingId, listingId),
        sql`${stayHolds.dates} && daterange(${from}::date, ${until}::date)`,
      ),
    );
  return rows.map((r) => parseDateRange(r.dates));
}

/** Pricing inputs of a page of listings in four queries, keyed by listing id. */
export async function findPricingInputs(
  db: DbOrTx,
  listingsToPrice: readonly { id: string; marketId: string }[],
): Promise<Map<string, PricingInputs>> {
  const ids = [...new Set(listingsToPrice.map((l) => l.id))];
  const marketIds = [...new Set(listingsToPrice.map((l) => l.marketId))];
  const result = new Map<string, PricingInputs>();
  if (ids.length === 0) return result;
  const [rates, fees, discounts, taxes] = await Promise.all([
    db
      .select({
        listingId: listingRates.listingId,
        dates: sql<string>`${listingRates.dates}::text`,
        nightlyMinor: listingRates.nightlyMinor,
      })
      .from(listingRates)
      .where(inArray(listingRates.listingId, ids)),
    db.select().from(listingFees).where(inArray(listingFees.listingId, ids)).orderBy(asc(listingFees.id)),
    db
      .select()
      .from(listingDiscounts)
      .where(inArray(listingDiscounts.listingId, ids))
      .orderBy(asc(listingDiscounts.id)),
    db
      .select()
      .from(marketTaxes)
      .where(inArray(marketTaxes.marketId, marketIds))
      .orderBy(asc(marketTaxes.id)),
  ]);
  const taxesByMarket = new Map<string, MarketTax[]>();
  for (const t of taxes) {
    const list = taxesByMarket.get(t.marketId) ?? [];
    list.push({ kind: t.kind, rateBps: t.rateBps });
    taxesByMarket.set(t.marketId, list);
  }
  for (const l of listingsToPrice) {
    result.set(l.id, { rates: [], fees: [], discounts: [], taxes: taxesByMarket.get(l.marketId) ?? [] });
  }
  for (const r of rates)
    result.get(r.listingId)?.rates.push({ ...parseDateRange(r.dates), nightlyMinor: r.nightlyMinor });
  for (const f of fees) {
    const fee = toListingFee(f);
    if (fee) result.get(f.listingId)?.fees.push(fee);
  }
  for (const d of discounts) {
    result
      .get(d.listingId)
      ?.discounts.push({ description: d.description, minNights: d.minNights, percentBps: d.percentBps });
  }
  return result;
}

/** A fee row (or its JSON from the search query) as the domain's ListingFee; null when its amount is missing. */
export function toListingFee(
  f: Pick<typeof listingFees.$inferSelect, 'kind' | 'basis' | 'amountMinor' | 'rateBps' | 'includedGuests'>,
): ListingFee | null {
  if (f.basis === 'PercentOfRent')
    return f.rateBps === null ? null : { kind: f.kind, basis: f.basis, rateBps: f.rateBps };
  if (f.amountMinor === null) return null;
  if (f.basis === 'PerGuestPerNight') {
    return { kind: f.kind, basis: f.basis, amountMinor: f.amountMinor, includedGuests: f.includedGuests };
  }
  return { kind: f.kind, basis: f.basis, amountMinor: f.amountMinor };
}
