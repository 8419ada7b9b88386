import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { listings } from '@portal/db/schema/listings';
import type { Hold } from '@portal/domain/availability';
import type { ListingFee } from '@portal/domain/pricing';
import { jsonList, type FeeJson, type Json } from './stays-search.repository.ts';
import {
  parseDateRange,
  toListingFee,
  type ListingRow,
  type MarketRow,
  type PhotoRow,
  type PricingInputs,
  type ReviewRow,
} from './stays.repository.ts';

/** Everything the shop answer is built from: the listing, its market, gallery, reviews, the stay's holds and prices. */
export type ShopListing = {
  listing: ListingRow;
  market: MarketRow | undefined;
  photos: PhotoRow[];
  reviews: ReviewRow[];
  holds: Hold[];
  pricing: PricingInputs;
};

type MarketJson = MarketRow | string | null;

/**
 * One statement for the whole shop: the listing's columns (mapped by Drizzle as findListing maps them) and, as JSON
 * subqueries, what findMarket, findPhotos, findReviews, findHolds and findPricingInputs read one by one. On PGlite,
 * which is a single connection, each statement costs about a millisecond of its time on top of its work, so nine
 * statements per shop capped the throughput near 80 requests a second; PostgreSQL saves the round trips.
 */
export async function findShopListing(
  db: DbOrTx,
  id: string,
  stay: { from: string; until: string },
): Promise<ShopListing | undefined> {
  const [row] = await db
    .select({
      listing: listings,
      market: sql<MarketJson>`(select json_build_object('id', m.id, 'name', m.name, 'city', m.city,
          'state', m.state, 'lat', m.lat, 'lon', m.lon)
        from markets m where m.id = listings.market_id)`,
      photos: sql<Json<PhotoRow>>`(select json_agg(json_build_object('listingId', p.listing_id,
          'position', p.position, 'url', p.url, 'category', p.category, 'altText', p.alt_text)
          order by p.position)
        from listing_photos p where p.listing_id = listings.id)`,
      reviews: sql<Json<ReviewRow>>`(select json_agg(json_build_object('id', r.id::text,
          'listingId', r.listing_id, 'overallScore', r.overall_score::float8,
          'submittedDate', r.submitted_date::text, 'comments', r.comments, 'authorName', r.author_name,
          'verificationSource', r.verification_source) order by r.submitted_date desc, r.id asc)
        from reviews r where r.listing_id = listings.id)`,
      holds: sql<Json<string>>`(select json_agg(h.dates::text)
        from stay_holds h
        where h.listing_id = listings.id and h.dates && daterange(${stay.from}::date, ${stay.until}::date))`,
      rates: sql<Json<PricingInputs['rates'][number]>>`(select json_agg(json_build_object(
          'from', lower(r.dates)::text, 'until', upper(r.dates)::text, 'nightlyMinor', r.nightly_minor))
        from listing_rates r where r.listing_id = listings.id)`,
      fees: sql<Json<FeeJson>>`(select json_agg(json_build_object('kind', f.kind, 'basis', f.basis,
          'amountMinor', f.amount_minor, 'rateBps', f.rate_bps, 'includedGuests', f.included_guests)
          order by f.id)
        from listing_fees f where f.listing_id = listings.id)`,
      discounts: sql<Json<PricingInputs['discounts'][number]>>`(select json_agg(json_build_object(
          'description', d.description, 'minNights', d.min_nights, 'percentBps', d.percent_bps) order by d.id)
        from listing_discounts d where d.listing_id = listings.id)`,
      taxes: sql<Json<PricingInputs['taxes'][number]>>`(select json_agg(json_build_object(
          'kind', t.kind, 'rateBps', t.rate_bps) order by t.id)
        from market_taxes t where t.market_id = listings.market_id)`,
    })
    .from(listings)
    .where(eq(listings.id, id))
    .limit(1);
  if (!row) return undefined;
  const market = typeof row.market === 'string' ? (JSON.parse(row.market) as MarketRow) : row.market;
  return {
    listing: row.listing,
    market: market ?? undefined,
    photos: jsonList(row.photos),
    reviews: jsonList(row.reviews),
    holds: jsonList(row.holds).map(parseDateRange),
    pricing: {
      rates: jsonList(row.rates),
      fees: jsonList(row.fees)
        .map(toListingFee)
        .filter((f): f is ListingFee => f !== null),
      discounts: jsonList(row.discounts),
      taxes: jsonList(row.taxes),
    },
  };
}
