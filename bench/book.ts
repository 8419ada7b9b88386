/**
 * npm run bench:book — booking under contention against PostgreSQL, through the real app in a child process
 * (book-server.ts, NODE_ENV=production) while this process plays the buyers:
 *   race:   N buyers quote the same listing and nights, then all fulfil (schedule + poll) at once; exactly one
 *           reservation may exist afterwards.
 *   spread: N buyers each book a different listing at once; bookings per second (successes / wall time from the
 *           first fulfil schedule sent to the last Success received), the server-side time and CPU per booking.
 *   flights race and spread (book-flights.ts): the same for flights; the race is for the last --seats seats of
 *           one fare bucket, so exactly that many buyers may succeed.
 *
 * Database portal_bench_book (demo seed + N buyers with a saved card and traveler) is kept and reused while it
 * matches; every run starts by deleting what the buyers' earlier quotes and bookings wrote.
 *
 * Options: --runs 3 --buyers 200 --listings 1000 --seats 5 --db portal_bench_book --fresh --drop
 *          --skip-homes / --skip-flights; --quick is one run of each with 50 buyers.
 * BENCH_DATABASE_URL: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432).
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { addDays, isoDateOfInstant } from '@portal/domain/iso-date';
import { BenchClient, pool, type Buyer, type Quote, type Stay } from './book-client.ts';
import {
  benchDb,
  listingIds,
  loadBuyers,
  prepareDatabase,
  reservationsOf,
  resetBookings,
  withClient,
  type BenchDb,
} from './book-data.ts';
import { flightRaceRun, flightSpreadRun, pickFlightFares, type FlightRaceRun } from './book-flights.ts';
import { printFlightsReport } from './book-flights-report.ts';
import { countKinds, failedInServer, fulfilAll, measureSpread } from './book-fulfil.ts';
import { startServer, type Server } from './book-process.ts';
import { fulfilDurations, stats } from './book-timings.ts';
import { median } from './search-load.ts';
import { printReport, type RaceRun, type SpreadRun } from './book-report.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    buyers: { type: 'string', default: '200' },
    listings: { type: 'string', default: '1000' },
    seats: { type: 'string', default: '5' },
    quick: { type: 'boolean', default: false },
    'skip-homes': { type: 'boolean', default: false },
    'skip-flights': { type: 'boolean', default: false },
    // Its own database name, so two people benchmarking on one server do not reset each other's bookings.
    db: { type: 'string', default: 'portal_bench_book' },
    fresh: { type: 'boolean', default: false },
    drop: { type: 'boolean', default: false },
  },
});
const RUNS = args.quick ? 1 : Number(args.runs);
const BUYERS = args.quick ? 50 : Number(args.buyers);
const SEATS = Number(args.seats);
const SERVER_URL = (process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(
  /\/$/,
  '',
);
const DB_NAME = args.db;
/** Setup requests (sign-in, quotes) run this many at a time; only the fulfilments race. */
const SETUP_CONCURRENCY = 8;

async function quoteAll(client: BenchClient, buyers: Buyer[], listingOf: (i: number) => string, stay: Stay) {
  const quotes = await pool(buyers, SETUP_CONCURRENCY, (b, i) => client.readyQuote(b, listingOf(i), stay));
  const missing = quotes.findIndex((q) => q === null);
  if (missing >= 0) throw new Error(`buyer ${missing} could not quote ${listingOf(missing)}`);
  return quotes as Quote[];
}

/** The first listings (in id order) this stay can be quoted for, found by quoting them. */
async function bookableListings(client: BenchClient, db: BenchDb, buyer: Buyer, stay: Stay, n: number) {
  const found: string[] = [];
  const ids = await listingIds(db);
  for (let i = 0; i < ids.length && found.length < n; i += SETUP_CONCURRENCY) {
    const batch = ids.slice(i, i + SETUP_CONCURRENCY);
    const ok = await Promise.all(batch.map((id) => client.readyQuote(buyer, id, stay)));
    batch.forEach((id, j) => ok[j] && found.push(id));
  }
  if (found.length < n)
    throw new Error(`only ${found.length} listings bookable for ${stay.from}; raise --listings`);
  return found.slice(0, n);
}

async function raceRun(
  client: BenchClient,
  db: BenchDb,
  server: Server,
  buyers: Buyer[],
  listing: string,
  stay: Stay,
) {
  await resetBookings(db);
  const quotes = await quoteAll(client, buyers, () => listing, stay);
  await server.timings();
  server.takeErrors();
  const { started, results } = await fulfilAll(client, buyers, quotes);
  const wallMs = Math.max(...results.map((r) => r.at)) - started;
  const timings = await server.timings();
  const run: RaceRun = {
    reservations: await reservationsOf(db, listing, stay),
    kinds: countKinds(results.map((r) => r.outcome)),
    wallMs,
    serverMs: stats(fulfilDurations(timings).inServer.concat(failedInServer(timings))),
    serverErrors: server.takeErrors(),
    load: loadavg()[0] ?? NaN,
  };
  return run;
}

async function spreadRun(
  client: BenchClient,
  db: BenchDb,
  server: Server,
  buyers: Buyer[],
  listings: string[],
  stay: Stay,
) {
  await resetBookings(db);
  const quotes = await quoteAll(client, buyers, (i) => listings[i] as string, stay);
  return measureSpread(client, db, server, buyers, quotes);
}

async function main(): Promise<void> {
  const today = isoDateOfInstant(new Date());
  // Two nights a month out: inside every listing's booking window, past every advance-notice rule.
  const stay: Stay = { from: addDays(today, 30), until: addDays(today, 32) };
  const started = loadavg().map((l) => l.toFixed(2));
  console.log(
    `bench:book — ${BUYERS} buyers, ${RUNS} runs, stay ${stay.from}..${stay.until}; load average ${started.join(' ')}`,
  );
  const generatedMs = await prepareDatabase({
    serverUrl: SERVER_URL,
    name: DB_NAME,
    today,
    listings: Number(args.listings),
    buyers: BUYERS,
    fresh: args.fresh,
  });
  console.log(
    generatedMs
      ? `  ${DB_NAME} generated in ${(generatedMs / 1000).toFixed(1)} s`
      : `  reusing ${DB_NAME} (--fresh regenerates)`,
  );
  const db = benchDb(`${SERVER_URL}/${DB_NAME}`);
  await resetBookings(db);
  const buyers = await loadBuyers(db, BUYERS);
  const server = await startServer(db.url);
  const client = new BenchClient(server.port);
  const races: RaceRun[] = [];
  const spreads: SpreadRun[] = [];
  const flightRaces: FlightRaceRun[] = [];
  const flightSpreads: SpreadRun[] = [];
  try {
    await pool(buyers, SETUP_CONCURRENCY, (b) => client.signIn(b));
    const homes = args['skip-homes']
      ? []
      : await bookableListings(client, db, buyers[0] as Buyer, stay, BUYERS + 1);
    const fares = args['skip-flights']
      ? []
      : await pickFlightFares(client, buyers[0] as Buyer, today, BUYERS + 1);
    for (let run = 0; run < RUNS; run++) {
      if (homes.length) {
        const [race, ...spread] = homes;
        const r = await raceRun(client, db, server, buyers, race as string, stay);
        console.log(
          `  race run ${run + 1}: ${r.reservations} reservation(s); ${JSON.stringify(r.kinds)}; ${r.wallMs.toFixed(0)} ms; load ${r.load.toFixed(2)}`,
        );
        races.push(r);
        const s = await spreadRun(client, db, server, buyers, spread, stay);
        console.log(
          `  spread run ${run + 1}: ${s.bookingsPerSecond.toFixed(1)} bookings/s; server p50 ${s.inServer.p50.toFixed(0)} p95 ${s.inServer.p95.toFixed(0)} ms; ${JSON.stringify(s.kinds)}; load ${s.load.toFixed(2)}`,
        );
        spreads.push(s);
      }
      if (fares.length) {
        const [race, ...spread] = fares;
        const r = await flightRaceRun(client, db, server, buyers, race!, SEATS);
        console.log(
          `  flights race run ${run + 1}: ${r.succeeded} of ${r.seats} seats booked, ${r.seatsSold} sold; ${JSON.stringify(r.kinds)}; ${r.wallMs.toFixed(0)} ms; load ${r.load.toFixed(2)}`,
        );
        flightRaces.push(r);
        const s = await flightSpreadRun(client, db, server, buyers, spread);
        console.log(
          `  flights spread run ${run + 1}: ${s.bookingsPerSecond.toFixed(1)} bookings/s; server p50 ${s.inServer.p50.toFixed(0)} p95 ${s.inServer.p95.toFixed(0)} ms; ${JSON.stringify(s.kinds)}; load ${s.load.toFixed(2)}`,
        );
        flightSpreads.push(s);
      }
    }
  } finally {
    client.close();
    await server.stop();
    await resetBookings(db);
    if (args.drop) {
      await withClient(`${SERVER_URL}/postgres`, (c) =>
        c.query(`drop database if exists ${DB_NAME} with (force)`),
      );
      console.log(`  dropped ${DB_NAME}`);
    }
  }
  if (races.length) printReport({ buyers: BUYERS, races, spreads, median });
  printFlightsReport({ buyers: BUYERS, races: flightRaces, homes: spreads, flights: flightSpreads });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
