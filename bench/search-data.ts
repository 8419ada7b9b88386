/**
 * A fast synthetic inventory for the search benchmark: every row comes from INSERT ... SELECT generate_series, so
 * 100,000 listings with a year of holds load in well under a minute, not the minutes the faker seed would take.
 *
 * Every market holds LISTINGS_PER_MARKET listings, like a real mid-size market. Inventory grows by adding MARKETS,
 * never by making a city denser: the 10k data set is markets 1..200 and the 100k one adds markets 201..2000, so the
 * searched cities (markets 1..SEARCHED_MARKETS) are the same size at both sizes and only the rest of the table grows —
 * which is what "the cost must not grow with inventory outside the searched city" measures. Within a tier, listing n
 * goes to market ((n - first) % markets) + firstMarket, so a city's rows are spread over the heap as they would be in
 * a table filled over time, not stored next to each other.
 */
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@portal/db/client';

export const LISTINGS_PER_MARKET = 50;
/** Searches rotate over this many cities so they do not all read one market's pages. */
export const SEARCHED_MARKETS = 40;

const STATES = ['NC', 'TX', 'CA', 'FL', 'NY', 'CO', 'WA', 'OR', 'AZ', 'GA'];

export const benchCity = (market: number) => `Benchton ${String(market).padStart(4, '0')}`;
export const benchState = (market: number) => STATES[(market - 1) % STATES.length] ?? 'NC';

/** One tier of listings first..last (inclusive) over its own markets, LISTINGS_PER_MARKET each. */
export type Tier = { first: number; last: number; firstMarket: number };

export function tierMarkets(tier: Tier): number {
  return Math.ceil((tier.last - tier.first + 1) / LISTINGS_PER_MARKET);
}

async function insertMarkets(db: DbOrTx, first: number, count: number): Promise<void> {
  const states = `{${STATES.join(',')}}`;
  const series = sql`generate_series(${first}::int, ${first + count - 1}::int) m`;
  await db.execute(sql`
    insert into markets (id, name, city, state, lat, lon)
    select 'mkt-b-' || lpad(m::text, 4, '0'),
      'Benchton ' || lpad(m::text, 4, '0') || ', ' || (${states}::text[])[((m - 1) % 10) + 1],
      'Benchton ' || lpad(m::text, 4, '0'), (${states}::text[])[((m - 1) % 10) + 1],
      30 + (m % 15), -120 + (m % 40)
    from ${series}`);
  await db.execute(sql`
    insert into market_taxes (market_id, kind, rate_bps)
    select 'mkt-b-' || lpad(m::text, 4, '0'), k.kind, k.bps
    from ${series}, (values ('CityTax', 350), ('SalesTax', 675)) as k(kind, bps)`);
}

type StepLog = (step: string, ms: number) => void;

/**
 * Markets and listings of one tier with photos, seasonal rates, fees, discounts and a year of holds, in one
 * transaction with session_replication_role = replica: that turns off the per-row foreign-key triggers (the ids are
 * consistent by construction), which halves the load. The exclusion constraints are not triggers and still check
 * every hold and rate. (Dropping them and building their gist indexes afterwards was slower still: btree_gist has
 * no sorted build on PostgreSQL 15.)
 */
export async function insertTier(db: Db, tier: Tier, today: string, log: StepLog = () => {}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await loadTier(tx, tier, today, log);
  });
  // VACUUM, not just ANALYZE: it sets the visibility map, as autovacuum would on a live database, so the
  // availability test's index-only scan of stay_holds does not fetch every heap page it touches (3-4x slower).
  const started = performance.now();
  await db.execute(sql`vacuum analyze`);
  log('vacuum analyze', performance.now() - started);
}

async function loadTier(db: DbOrTx, tier: Tier, today: string, log: StepLog): Promise<void> {
  const { first, last, firstMarket } = tier;
  const markets = tierMarkets(tier);
  let mark = performance.now();
  const lap = (step: string) => {
    const now = performance.now();
    log(step, now - mark);
    mark = now;
  };
  await insertMarkets(db, firstMarket, markets);
  lap('markets');
  const id = sql.raw(`'bl-' || lpad(n::text, 6, '0')`);
  const series = sql`generate_series(${first}::int, ${last}::int) n`;
  await db.execute(sql`
    insert into listings (id, market_id, name, description, address_line, city, state, postal_code, lat, lon,
      host_name, provider_listing_id, listing_collection, star_rating, user_rating_score, max_occupancy,
      pet_friendly, max_pets, min_stay_nights, max_stay_nights, check_in_weekdays, check_out_weekdays,
      min_booking_window_days, base_nightly_minor, number_of_bedrooms, number_of_bathrooms,
      cancellation_policy, cancellation_description)
    select ${id}, m.id, 'Bench home ' || n, 'A home for the benchmark.',
      n || ' Main St', m.city, m.state, '00000', m.lat + (n % 97) / 1000.0,
      m.lon + (n % 89) / 1000.0, 'Host ' || (n % 500), 'prov-' || n,
      (case when n % 50 = 0 then 'Premier' when n % 20 = 0 then 'Lifestyle' else 'NoCollection' end),
      1 + (n % 9) / 2.0, (n % 1000) / 1000.0, 2 + (n % 11), n % 2 = 0, (case when n % 2 = 0 then 2 else 0 end),
      1 + (n % 3), (case when n % 7 = 0 then 14 else null end),
      (case when n % 10 = 0 then '{5,6}'::int[] else null end), null,
      (case when n % 13 = 0 then 7 else 0 end), 8000 + (n * 7919) % 32000, 1 + n % 5, 1 + n % 3,
      (array['FullyRefundable','PartiallyRefundable','NonRefundable','Unknown'])[(n % 4) + 1], 'Policy text'
    from ${series}
      join markets m on m.id = 'mkt-b-' || lpad((${firstMarket}::int + (n - ${first}::int) % ${markets}::int)::text, 4, '0')`);
  lap('listings');
  await db.execute(sql`
    insert into listing_photos (listing_id, position, url, category, alt_text)
    select ${id}, p, '/media/living-area-city-' || (1 + (n + p) % 3) || '.svg', 'LivingArea', 'Photo ' || p
    from ${series}, generate_series(0, 5) p`);
  lap('listing_photos');
  // Four two-week seasons a quarter apart; non-overlapping as listing_rates_no_overlap requires.
  await db.execute(sql`
    insert into listing_rates (listing_id, dates, nightly_minor)
    select ${id}, daterange(${today}::date + q * 90 + (n % 30), ${today}::date + q * 90 + (n % 30) + 14),
      12000 + (n * 31 + q * 977) % 30000
    from ${series}, generate_series(0, 3) q`);
  lap('listing_rates');
  await db.execute(sql`
    insert into listing_fees (listing_id, kind, basis, amount_minor, rate_bps, included_guests)
    select ${id}, f.kind, f.basis, f.amount, f.bps, f.included
    from ${series}, (values ('CleaningFee', 'PerStay', 15000, null, 0), ('ServiceFee', 'PercentOfRent', null, 1200, 0),
      ('ResortFee', 'PerNight', 2500, null, 0), ('OccupancyFee', 'PerGuestPerNight', 1000, null, 4),
      ('PetFee', 'PerPetPerStay', 5000, null, 0)) as f(kind, basis, amount, bps, included)
    where f.kind in ('CleaningFee', 'ServiceFee') or n % 3 = 0`);
  lap('listing_fees');
  await db.execute(sql`
    insert into listing_discounts (listing_id, description, min_nights, percent_bps)
    select ${id}, d.description, d.min_nights, d.bps
    from ${series}, (values ('Weekly discount', 7, 1000), ('Monthly discount', 28, 2000)) as d(description, min_nights, bps)`);
  lap('listing_discounts');
  // A year of holds: one 3-7 night hold in each 30-day window (ends by day 29), at an offset that varies by listing.
  await db.execute(sql`
    insert into stay_holds (listing_id, dates, kind)
    select ${id}, daterange(${today}::date + w * 30 + (n * 7) % 23, ${today}::date + w * 30 + (n * 7) % 23 + 3 + (n % 5)),
      (case when w % 3 = 0 then 'Reservation' else 'Block' end)
    from ${series}, generate_series(0, 11) w`);
  lap('stay_holds');
}
