import { Faker, en } from '@faker-js/faker';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import { stayHolds } from '../schema/calendar.ts';
import { listingPhotos, listings, reviews } from '../schema/listings.ts';
import { marketTaxes, markets } from '../schema/markets.ts';
import { paymentMethods } from '../schema/payments.ts';
import { approvalEvents, approvalRequests } from '../schema/approvals.ts';
import { bookings } from '../schema/bookings.ts';
import { checkoutPolicyChecks } from '../schema/policy.ts';
import { quoteSessions } from '../schema/quote-sessions.ts';
import { bookingPayments } from '../schema/purchase.ts';
import { stayBookings } from '../schema/stay-bookings.ts';
import { bookingRefunds } from '../schema/trips.ts';
import { flightTravelCredits } from '../schema/flight-credits.ts';
import { flightBookingSeats, flightBookings, flightSeatBuckets } from '../schema/flight-bookings.ts';
import { listingDiscounts, listingFees, listingRates } from '../schema/pricing.ts';
import { rewardsAccounts, rewardsLedger } from '../schema/rewards.ts';
import { travelers } from '../schema/travelers.ts';
import { businesses, corporateMemberships, policyTiers, users } from '../schema/users.ts';
import { memberDetails } from '../schema/member-details.ts';
import { walletLedger, walletOffers } from '../schema/wallet.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { buildDemoApproval, type ApprovalRows } from './demo-approval.ts';
import { buildDemoFlights } from './demo-flights.ts';
import { buildCompanyFlightTrips, mergeSeatBuckets } from './company-flights.ts';
import { buildCompanyHomeTrips, seedCompanyHotelTrips } from './company-trips.ts';
import { buildDemoTrips } from './demo-trips.ts';
import { buildDesignated } from './designated.ts';
import { buildListing, type ListingBundle, type PhotoMode } from './listing-builder.ts';
import { marketSeeds } from './markets-data.ts';
import { buildPeople } from './people-builder.ts';
import { seedHotelCatalog } from './hotels/seed-hotels.ts';

export type SeedOptions = {
  /** Total listings, designated ones included (they are always present). */
  listings: number;
  /** ISO date the calendar, rates and history are laid out from. */
  today: string;
  seed?: number;
  /** Nights of hotel inventory from `today` (seed/hotels); 0, the default, adds no hotels (API tests use the
   * hotel factory instead). The demo database (cli, the API's first start) passes DEMO_HOTEL_NIGHTS. */
  hotelNights?: number;
  /** Issue 15: a pending approval request at Acme (demo-approval.ts) made this long before `now`. The demo
   * database passes it (cli, the API's first start); API tests do not, so their queues start empty. */
  pendingApproval?: { now: Date };
  log?: (message: string) => void;
};

/** The demo's window of hotel inventory: about six months of nights. */
export const DEMO_HOTEL_NIGHTS = 180;

export type SeedReport = { counts: Record<string, number>; timingsMs: Record<string, number> };

// Fixed salt so that the same inputs produce byte-identical rows; it protects only demo passwords.
const DEMO_SALT = new TextEncoder().encode('portal-demo-salt');
const CHUNK = 500;

async function insertChunked(
  db: Db,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.insert(table).values(rows.slice(i, i + CHUNK) as never);
  }
}

export async function hasDemoData(db: Db): Promise<boolean> {
  const found = await db.select({ id: users.id }).from(users).limit(1);
  const listed = await db.select({ id: listings.id }).from(listings).limit(1);
  return found.length > 0 || listed.length > 0;
}

/** Empties every table of the public schema (migrations bookkeeping lives in the drizzle schema). */
export async function truncateAll(db: Db): Promise<void> {
  const result = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { tablename: string }[] }).rows) as {
    tablename: string;
  }[];
  if (rows.length === 0) return;
  const names = rows.map((r) => `"public"."${r.tablename.replaceAll('"', '""')}"`).join(', ');
  await db.execute(sql.raw(`truncate table ${names} restart identity cascade`));
}

function photoModeFor(i: number): PhotoMode {
  return (['all', 'most', 'few', 'none', 'all', 'most'] as const)[i % 6] as PhotoMode;
}

/** Deterministic demo data: same options, same rows (ids included). */
export async function seedDemoData(db: Db, opts: SeedOptions): Promise<SeedReport> {
  const log = opts.log ?? (() => {});
  const timings: Record<string, number> = {};
  let mark = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - mark);
    mark = now;
  };
  const f = new Faker({ locale: [en] });
  f.seed(opts.seed ?? 20240601);

  const passwordHash = await hash(DEMO_PASSWORD, { salt: DEMO_SALT });
  const people = buildPeople(f, passwordHash, opts.today);
  const bundles: ListingBundle[] = buildDesignated(f, opts.today);
  const normalCount = Math.max(0, opts.listings - bundles.length);
  for (let i = 0; i < normalCount; i++) {
    // Round-robin over markets so even small seeds cover every market.
    const market = marketSeeds[i % marketSeeds.length] as (typeof marketSeeds)[number];
    const id = `vr-${String(i + 1).padStart(5, '0')}`;
    bundles.push(buildListing(f, { id, index: i, market, today: opts.today, photoMode: photoModeFor(i) }));
  }
  const trips = buildDemoTrips({
    people,
    listings: bundles.map((b) => b.listing),
    today: opts.today,
    seed: opts.seed ?? 20240601,
  });
  const approval: ApprovalRows | null = opts.pendingApproval
    ? buildDemoApproval({
        people,
        listings: bundles.map((b) => b.listing),
        today: opts.today,
        now: opts.pendingApproval.now,
      })
    : null;
  const company = buildCompanyHomeTrips({
    people,
    listings: bundles.map((b) => b.listing),
    holds: bundles.flatMap((b) => b.holds as { listingId: string; dates: string }[]),
    today: opts.today,
  });
  // After the home trips, which give Acme's travelers their contact phones.
  const companyFlights = buildCompanyFlightTrips({ people, today: opts.today });
  const flights = buildDemoFlights({ people, today: opts.today, seed: opts.seed ?? 20240601 });
  lap('generate');

  const taxes = marketSeeds.flatMap((m) => [
    ...(m.occupancyTaxBps > 0 ? [{ marketId: m.id, kind: 'CityTax', rateBps: m.occupancyTaxBps }] : []),
    ...(m.salesTaxBps > 0 ? [{ marketId: m.id, kind: 'SalesTax', rateBps: m.salesTaxBps }] : []),
  ]);
  const pick = (key: Exclude<keyof ListingBundle, 'listing'>) =>
    bundles.flatMap((b) => b[key] as readonly Record<string, unknown>[]);
  const counts: Record<string, number> = {};

  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const steps: [string, PgTable, readonly Record<string, unknown>[]][] = [
      ['users', users, people.users],
      ['rewards_accounts', rewardsAccounts, people.rewardsAccounts],
      ['businesses', businesses, people.businesses],
      ['policy_tiers', policyTiers, people.policyTiers],
      ['travelers', travelers, people.travelers],
      ['corporate_memberships', corporateMemberships, people.corporateMemberships],
      ['member_details', memberDetails, people.memberDetails],
      ['payment_methods', paymentMethods, people.paymentMethods],
      ['wallet_offers', walletOffers, people.walletOffers],
      [
        'markets',
        markets,
        marketSeeds.map(({ id, city, state, lat, lon }) => ({
          id,
          name: `${city}, ${state}`,
          city,
          state,
          lat,
          lon,
        })),
      ],
      ['market_taxes', marketTaxes, taxes],
      ['listings', listings, bundles.map((b) => b.listing)],
      ['listing_photos', listingPhotos, pick('photos')],
      ['reviews', reviews, pick('reviews')],
      ['listing_rates', listingRates, pick('rates')],
      ['listing_fees', listingFees, pick('fees')],
      ['listing_discounts', listingDiscounts, pick('discounts')],
      ['stay_holds', stayHolds, pick('holds')],
      ['bookings', bookings, trips.bookings],
      ['stay_bookings', stayBookings, trips.stays],
      ['booking_payments', bookingPayments, trips.payments],
      ['booking_refunds', bookingRefunds, trips.refunds],
      ['flight bookings', bookings, flights.bookings],
      ['flight_bookings', flightBookings, flights.flights],
      // The demo's and Acme's seats in one set of buckets: two bookings on one flight share its bucket.
      [
        'flight_seat_buckets',
        flightSeatBuckets,
        mergeSeatBuckets([...flights.buckets, ...companyFlights.buckets]),
      ],
      ['flight_booking_seats', flightBookingSeats, flights.seats],
      ['flight booking_payments', bookingPayments, flights.payments],
      ['flight_travel_credits', flightTravelCredits, flights.credits],
      // After the bookings: a trip's ledger rows name their booking.
      ['rewards_ledger', rewardsLedger, people.rewardsLedger],
      ['wallet_ledger', walletLedger, people.walletLedger],
      ['trip stay_holds', stayHolds, trips.holds],
      ['approval quote_sessions', quoteSessions, approval?.quoteSessions ?? []],
      ['approval bookings', bookings, approval?.bookings ?? []],
      ['approval stay_bookings', stayBookings, approval?.stays ?? []],
      ['approval booking_payments', bookingPayments, approval?.payments ?? []],
      ['approval stay_holds', stayHolds, approval?.holds ?? []],
      ['approval_requests', approvalRequests, approval?.requests ?? []],
      ['approval_events', approvalEvents, approval?.events ?? []],
      ['company bookings', bookings, company.bookings],
      ['company stay_bookings', stayBookings, company.stays],
      ['company booking_payments', bookingPayments, company.payments],
      ['company stay_holds', stayHolds, company.holds],
      ['company flight quote_sessions', quoteSessions, companyFlights.quoteSessions],
      ['company flight bookings', bookings, companyFlights.bookings],
      ['company flight_bookings', flightBookings, companyFlights.flights],
      ['company flight_booking_seats', flightBookingSeats, companyFlights.seats],
      ['company flight booking_payments', bookingPayments, companyFlights.payments],
      ['company flight policy checks', checkoutPolicyChecks, companyFlights.checks],
    ];
    for (const [name, table, rows] of steps) {
      await insertChunked(txDb, table, rows);
      counts[name] = rows.length;
      lap(`insert ${name}`);
    }
  });
  if (opts.hotelNights) {
    // Its own transaction: the inventory load swaps the nights table's keys (seed-hotels.ts).
    const hotels = await seedHotelCatalog(db, { today: opts.today, nights: opts.hotelNights });
    Object.assign(counts, hotels.counts);
    // Acme staff's business trips book catalog hotels, so they come after it (admin Trips and Reports).
    counts['company hotel bookings'] = await seedCompanyHotelTrips(db, opts.today);
    timings.hotels = hotels.ms;
    mark = performance.now();
  }
  log(
    `seeded ${bundles.length} listings in ${marketSeeds.length} markets; ` +
      Object.entries(timings)
        .map(([k, v]) => `${k} ${v} ms`)
        .join(', '),
  );
  return { counts, timingsMs: timings };
}
