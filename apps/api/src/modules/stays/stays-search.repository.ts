import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@portal/db/client';
import type { CancellationPolicyKind, ListingCollection, PhotoCategory } from '@portal/db/schema/listings';
import type { FeeBasis } from '@portal/db/schema/pricing';
import type { ListingFeeKind } from '@portal/domain/pricing';
import type { MapArea } from '@portal/domain/map-area';
import type { ListingFee } from '@portal/domain/pricing';
import { toListingFee, type PricingInputs } from './stays.repository.ts';

export type SearchSort = 'Recommended' | 'Pricing' | 'StarRating';

/** Everything the availability query filters and sorts on, already resolved to constants by the service. */
export type SearchCriteria = {
  city: string;
  /** Null when the term named only a city. */
  state: string | null;
  /** "Search this area": the listings inside this box, whatever their city (city and state are then ignored). */
  area: MapArea | null;
  from: string;
  until: string;
  nights: number;
  /** Weekday (0 = Sunday) of the check-in and check-out dates. */
  checkInWeekday: number;
  checkOutWeekday: number;
  /** Days from today to the check-in date; a listing needs min_booking_window_days <= this. */
  daysAhead: number;
  /** Adults + children (pets and service animals never count). */
  guests: number;
  pets: number;
  petFriendlyOnly: boolean;
  sort: SearchSort;
  offset: number;
  limit: number;
  /** Photos of each result to return (its card carousel). */
  photosPerListing: number;
};

/** One listing of the requested page, with the columns a search result shows and prices with. */
export type SearchRow = {
  id: string;
  marketId: string;
  name: string;
  city: string;
  state: string;
  lat: number;
  lon: number;
  listingCollection: ListingCollection;
  starRating: number | null;
  userRatingScore: number | null;
  maxOccupancy: number;
  petFriendly: boolean;
  numberOfBedrooms: number;
  numberOfBathrooms: number;
  baseNightlyMinor: number;
  cancellationPolicy: CancellationPolicyKind;
  cancellationDescription: string;
  /** The stay total as SQL computed it for the Pricing sort; null for the other sorts. */
  sqlTotalMinor: number | null;
  /** What priceStay needs, loaded by the same statement for the page's listings only. */
  pricing: PricingInputs;
  /** The first photos of the listing, for its result card. */
  photos: { url: string; altText: string; category: PhotoCategory | null }[];
};

export type FeeJson = {
  kind: ListingFeeKind;
  basis: FeeBasis;
  amountMinor: number | null;
  rateBps: number | null;
  includedGuests: number;
};
export type Json<T> = T[] | string | null;

export type SearchPage = { rows: SearchRow[]; total: number };

type RawRow = Omit<
  SearchRow,
  'sqlTotalMinor' | 'starRating' | 'userRatingScore' | 'numberOfBathrooms' | 'pricing' | 'photos'
> & {
  rates: Json<PricingInputs['rates'][number]>;
  fees: Json<FeeJson>;
  discounts: Json<PricingInputs['discounts'][number]>;
  taxes: Json<PricingInputs['taxes'][number]>;
  photos: Json<SearchRow['photos'][number]>;
  starRating: number | string | null;
  userRatingScore: number | string | null;
  numberOfBathrooms: number | string;
  sqlTotalMinor: number | string | null;
  total: number | string;
};

const num = (v: number | string) => (typeof v === 'number' ? v : Number(v));
const numOrNull = (v: number | string | null) => (v === null ? null : num(v));

/** node-postgres and PGlite both parse json columns, but be lenient about a driver handing back text. */
export function jsonList<T>(value: Json<T>): T[] {
  if (value === null) return [];
  return typeof value === 'string' ? (JSON.parse(value) as T[]) : value;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * Half up to whole cents of x * bps / 10000, exactly like the domain's percentOfMinor (round() on numeric rounds
 * half away from zero, as mulDivHalfUp does).
 */
const percentOf = (amount: SQL, bps: SQL) => sql`round((${amount})::numeric * (${bps}) / 10000)::bigint`;

/**
 * The exact domain priceStay total of each candidate, in SQL, so the Pricing sort orders and pages by the same
 * number the page then shows: rent (seasonal rates over the base), the best single discount, listing fees by
 * basis, then market taxes on rent after discount plus fees — each line rounded like the domain rounds it.
 * The steps are MATERIALIZED (PostgreSQL 12+): inlined, every later mention of rent_before, rent_after or
 * fees_total copied its subqueries (EXPLAIN counted 20 subplans, the rates read four times per listing), which
 * cost planning and execution time alike.
 */
function pricedCte(c: SearchCriteria): SQL {
  const stay = sql`daterange(${c.from}::date, ${c.until}::date)`;
  return sql`,
  rent as materialized (
    select c.*,
      c.base_nightly_minor::bigint * ${c.nights}
        + coalesce((
            select sum((upper(r.dates * ${stay}) - lower(r.dates * ${stay}))::bigint
                       * (r.nightly_minor - c.base_nightly_minor))
            from listing_rates r
            where r.listing_id = c.id and r.dates && ${stay}
          ), 0) as rent_before,
      coalesce((
        select max(d.percent_bps) from listing_discounts d
        where d.listing_id = c.id and d.min_nights <= ${c.nights} and d.percent_bps > 0
      ), 0) as discount_bps
    from candidates c
  ),
  discounted as materialized (
    select r.*, r.rent_before - ${percentOf(sql`r.rent_before`, sql`r.discount_bps`)} as rent_after
    from rent r
  ),
  with_fees as materialized (
    select d.*, coalesce((
      select sum(case f.basis
        when 'PerStay' then f.amount_minor::bigint
        when 'PerNight' then f.amount_minor::bigint * ${c.nights}
        when 'PerGuestPerNight' then f.amount_minor::bigint * greatest(0, ${c.guests} - f.included_guests) * ${c.nights}
        when 'PerPetPerStay' then f.amount_minor::bigint * ${c.pets}
        when 'PercentOfRent' then ${percentOf(sql`d.rent_after`, sql`f.rate_bps`)}
        else 0 end)
      from listing_fees f where f.listing_id = d.id
    ), 0) as fees_total
    from discounted d
  ),
  priced as (
    select w.*, w.rent_after + w.fees_total + coalesce((
      select sum(${percentOf(sql`w.rent_after + w.fees_total`, sql`t.rate_bps`)})
      from market_taxes t where t.market_id = w.market_id
    ), 0) as sql_total
    from with_fees w
  )`;
}

function orderBy(sort: SearchSort): SQL {
  switch (sort) {
    case 'Pricing':
      return sql`sql_total asc, id asc`;
    case 'StarRating':
      return sql`star_rating desc nulls last, id asc`;
    case 'Recommended':
      // Collections first (Premier over Lifestyle), then guests' rating (0..1), then stars as a light tiebreak.
      return sql`(case listing_collection when 'Premier' then 2 when 'Lifestyle' then 1 else 0 end)
        + coalesce(user_rating_score, 0) + coalesce(star_rating, 0) / 10 desc, id asc`;
  }
}

/** The availability query itself; exported so the benchmark can EXPLAIN ANALYZE exactly what the API runs. */
export function availabilityQuery(c: SearchCriteria): SQL {
  const stateFilter = c.state === null ? sql`` : sql`and lower(l.state) = lower(${c.state})`;
  const placeFilter =
    c.area === null
      ? sql`lower(l.city) = lower(${c.city}) ${stateFilter}`
      : sql`l.lat between ${c.area.south} and ${c.area.north} and l.lon between ${c.area.west} and ${c.area.east}`;
  const pricing = c.sort === 'Pricing';
  return sql`
  with candidates as (
    select l.id, l.market_id, l.name, l.city, l.state, l.lat, l.lon, l.listing_collection, l.star_rating,
      l.user_rating_score, l.max_occupancy, l.pet_friendly, l.number_of_bedrooms, l.number_of_bathrooms,
      l.base_nightly_minor, l.cancellation_policy, l.cancellation_description
    from listings l
    where ${placeFilter}
      and l.min_stay_nights <= ${c.nights}
      and (l.max_stay_nights is null or l.max_stay_nights >= ${c.nights})
      and (l.check_in_weekdays is null or ${c.checkInWeekday}::int = any(l.check_in_weekdays))
      and (l.check_out_weekdays is null or ${c.checkOutWeekday}::int = any(l.check_out_weekdays))
      and l.min_booking_window_days <= ${c.daysAhead}
      and l.max_occupancy >= ${c.guests}
      and (${c.pets}::int = 0 or (l.pet_friendly and l.max_pets >= ${c.pets}))
      and (not ${c.petFriendlyOnly}::boolean or l.pet_friendly)
      and not exists (
        select 1 from stay_holds h
        where h.listing_id = l.id and h.dates && daterange(${c.from}::date, ${c.until}::date)
      )
  )${pricing ? pricedCte(c) : sql``}
  , page as (
    select *
    from ${pricing ? sql`priced` : sql`candidates`}
    order by ${orderBy(c.sort)}
    limit ${c.limit} offset ${c.offset}
  )
  select counted.total, id, market_id as "marketId", name, city, state, lat, lon, listing_collection as "listingCollection",
    star_rating::float8 as "starRating", user_rating_score::float8 as "userRatingScore",
    max_occupancy as "maxOccupancy", pet_friendly as "petFriendly", number_of_bedrooms as "numberOfBedrooms",
    number_of_bathrooms::float8 as "numberOfBathrooms", base_nightly_minor as "baseNightlyMinor",
    cancellation_policy as "cancellationPolicy", cancellation_description as "cancellationDescription",
    ${pricing ? sql`sql_total` : sql`null`}::float8 as "sqlTotalMinor",
    (select json_agg(json_build_object('from', lower(r.dates)::text, 'until', upper(r.dates)::text,
        'nightlyMinor', r.nightly_minor))
      from listing_rates r where r.listing_id = page.id) as rates,
    (select json_agg(json_build_object('kind', f.kind, 'basis', f.basis, 'amountMinor', f.amount_minor,
        'rateBps', f.rate_bps, 'includedGuests', f.included_guests) order by f.id)
      from listing_fees f where f.listing_id = page.id) as fees,
    (select json_agg(json_build_object('description', d.description, 'minNights', d.min_nights,
        'percentBps', d.percent_bps) order by d.id)
      from listing_discounts d where d.listing_id = page.id) as discounts,
    (select json_agg(json_build_object('kind', t.kind, 'rateBps', t.rate_bps) order by t.id)
      from market_taxes t where t.market_id = page.market_id) as taxes,
    (select json_agg(json_build_object('url', ph.url, 'altText', ph.alt_text, 'category', ph.category)
        order by ph.position)
      from listing_photos ph where ph.listing_id = page.id and ph.position < ${c.photosPerListing}) as photos
  from (select count(*)::int as total from candidates) counted
  left join page on true
  order by ${orderBy(c.sort)}`;
}

const dialect = new PgDialect();

/**
 * Runs the search as a NAMED prepared statement. Its text is ~4 KB of CTEs and subqueries, and parsing and
 * planning it anew on every search cost PostgreSQL about as much CPU as executing it (EXPLAIN: planning 0.5-1.7
 * ms). node-postgres prepares a named statement once per pooled connection and then only binds and executes it,
 * and PostgreSQL may settle on a cached generic plan. The name is derived from the text, because the text varies
 * with the sort and the state filter and one name must never be reused for another text. PGlite ignores the name.
 */
async function executeNamed(db: DbOrTx, query: SQL): Promise<unknown> {
  const compiled = dialect.sqlToQuery(query);
  const name = `stays_search_${createHash('sha1').update(compiled.sql).digest('hex').slice(0, 16)}`;
  return db._.session.prepareQuery(compiled, undefined, name, false).execute();
}

/**
 * One statement: the listings of the place that can host this stay, sorted, one page of them, how many there are,
 * (its own row when the page is past the end) and — for the page's rows only — their rates, fees, discounts,
 * market taxes and first photos, so a search is a
 * single round trip. The calendar test is NOT EXISTS against stay_holds, served by the gist index of its
 * exclusion constraint.
 */
export async function searchAvailableListings(db: DbOrTx, c: SearchCriteria): Promise<SearchPage> {
  const query = availabilityQuery(c);
  const raw = rowsOf<RawRow | { id: null; total: number | string }>(await executeNamed(db, query));
  const total = raw[0] ? num(raw[0].total) : 0;
  // A page past the end is the count's row alone, its listing columns null.
  const rows = raw
    .filter((r): r is RawRow => r.id !== null)
    .map(({ total: _total, rates, fees, discounts, taxes, photos, ...r }) => ({
      ...r,
      starRating: numOrNull(r.starRating),
      userRatingScore: numOrNull(r.userRatingScore),
      numberOfBathrooms: num(r.numberOfBathrooms),
      sqlTotalMinor: numOrNull(r.sqlTotalMinor),
      pricing: {
        rates: jsonList(rates),
        fees: jsonList(fees)
          .map(toListingFee)
          .filter((f): f is ListingFee => f !== null),
        discounts: jsonList(discounts),
        taxes: jsonList(taxes),
      },
      photos: jsonList(photos),
    }));
  return { rows, total };
}
