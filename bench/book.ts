/**
 * npm run bench:book — booking under contention against PostgreSQL, through the real app in a child process
 * (book-server.ts, NODE_ENV=production) while this process plays the buyers:
 *   race:   N buyers quote the same listing and nights, then all fulfil (schedule + poll) at once; exactly one
 *           reservation may exist afterwards.
 *   spread: N buyers each book a different listing at once; bookings per second (successes / wall time from the
 *           first fulfil schedule sent to the last Success received) and the server-side time per booking.
 *
 * Database portal_bench_book (demo seed + N buyers with a saved card) is kept and reused while it matches;
 * every run starts by deleting what the buyers' earlier quotes and bookings wrote.
 *
 * Options: --runs 3 --buyers 200 --listings 1000 --db portal_bench_book --fresh --drop
 * BENCH_DATABASE_URL: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432).
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { addDays, isoDateOfInstant } from '@portal/domain/iso-date';
import { BenchClient, pool, type Buyer, type Quote, type Stay } from './book-client.ts';
import {
  benchDb,
  dbScheduleToBookMs,
  listingIds,
  loadBuyers,
  prepareDatabase,
  reservationsOf,
  resetBookings,
  withClient,
  type BenchDb,
} from './book-data.ts';
import { startServer, type Server } from './book-process.ts';
import { fulfilDurations, stats, type FulfilTiming } from './book-timings.ts';
import { median } from './search-load.ts';
import { printReport, type RaceRun, type SpreadRun } from './book-report.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    buyers: { type: 'string', default: '200' },
    listings: { type: 'string', default: '1000' },
    // Its own database name, so two people benchmarking on one server do not reset each other's bookings.
    db: { type: 'string', default: 'portal_bench_book' },
    fresh: { type: 'boolean', default: false },
    drop: { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
const BUYERS = Number(args.buyers);
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

/** All fulfilments at once; answers each outcome (a failure kind, or `error: ...`) and when it arrived. */
async function fulfilAll(client: BenchClient, buyers: Buyer[], quotes: Quote[]) {
  const started = performance.now();
  const results = await Promise.all(
    buyers.map((b, i) =>
      client.book(b, quotes[i] as Quote).catch((e: unknown) => ({
        outcome: httpStatusOf(e),
        at: performance.now(),
      })),
    ),
  );
  return { started, results };
}

function httpStatusOf(e: unknown): string {
  const status = /: (\d{3}) /.exec(e instanceof Error ? e.message : String(e))?.[1];
  return status ? `HTTP ${status}` : `error: ${String(e).slice(0, 60)}`;
}

function countKinds(outcomes: readonly string[]): Record<string, number> {
  const kinds: Record<string, number> = {};
  for (const o of outcomes) kinds[o] = (kinds[o] ?? 0) + 1;
  return kinds;
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

/** Server time of the losing fulfilments too, so the race reports what every buyer waited for inside the server. */
function failedInServer(timings: readonly FulfilTiming[]): number[] {
  return timings
    .filter((t) => t.outcome !== 'Success' && t.scheduleIn !== undefined && t.pollIn !== undefined)
    .map((t) => (t.scheduleOut ?? 0) - (t.scheduleIn ?? 0) + ((t.pollOut ?? 0) - (t.pollIn ?? 0)));
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
  await server.timings();
  server.takeErrors();
  const { started, results } = await fulfilAll(client, buyers, quotes);
  const successes = results.filter((r) => r.outcome === 'Success');
  const wallMs = Math.max(...successes.map((r) => r.at)) - started;
  const { inServer, elapsed } = fulfilDurations(await server.timings());
  const run: SpreadRun = {
    kinds: countKinds(results.map((r) => r.outcome)),
    bookingsPerSecond: (successes.length / wallMs) * 1000,
    wallMs,
    inServer: stats(inServer),
    elapsed: stats(elapsed),
    dbScheduleToBook: stats(await dbScheduleToBookMs(db)),
    serverErrors: server.takeErrors(),
    load: loadavg()[0] ?? NaN,
  };
  return run;
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
  try {
    await pool(buyers, SETUP_CONCURRENCY, (b) => client.signIn(b));
    const [race, ...spread] = await bookableListings(client, db, buyers[0] as Buyer, stay, BUYERS + 1);
    for (let run = 0; run < RUNS; run++) {
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
  printReport({ buyers: BUYERS, races, spreads, median });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
