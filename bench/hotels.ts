/**
 * npm run bench:hotels — POST /api/v0/hotels/availability on PostgreSQL at 1,000 and 10,000 hotels, each with a year
 * of nightly inventory (packages/db seedHotelBench, 16 hotels a city), searched by 16 concurrent clients: p50/p95/p99,
 * requests/s, CPU ms per request of the server and of PostgreSQL, and the p95 ratio 10k/1k. Every city holds the
 * same 16 hotels at both sizes, so the ratio shows whether a search pays for its city or for the world (target
 * at most 1.5).
 *
 * It reuses bench:search's machinery: the app runs in its own process (search-server.ts via search-spawn.ts) with
 * its clock pinned to the inventory's first night and a signed-in session; search-load.ts's closed-loop clients;
 * search-cpu.ts's /proc CPU of the server and of the database's backends.
 *
 * Options: --hotels 1000,10000 --clients 16 --duration 20 (seconds a run) --runs 3 --db portal_bench_hotels
 *          (databases NAME_1000, NAME_10000: created with createdb, kept and reused; --fresh reloads them)
 *          --explain (EXPLAIN ANALYZE of one search per size) --cpu-prof DIR
 * BENCH_DATABASE_URL: the server (default postgres://postgres@127.0.0.1:5432).
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { isoDateOfInstant } from '@portal/domain/iso-date';
import { dbUrl } from './search-db.ts';
import { median, percentiles, runLoad } from './search-load.ts';
import { startServer, type Server } from './search-spawn.ts';
import { sampleCpu } from './search-cpu.ts';
import { fmt, medianOrNull } from './search-report.ts';
import { HOTELS_PER_CITY, NIGHTS, prepareHotels } from './hotels-db.ts';
import { answerHotels, catalogCityTerms, hotelSearches } from './hotels-requests.ts';
import { printHotelTable, type HotelRow } from './hotels-report.ts';
import { explainHotelSearch } from './hotels-explain.ts';

const { values: args } = parseArgs({
  options: {
    hotels: { type: 'string', default: '1000,10000' },
    clients: { type: 'string', default: '16' },
    duration: { type: 'string', default: '20' },
    runs: { type: 'string', default: '3' },
    db: { type: 'string', default: 'portal_bench_hotels' },
    fresh: { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
  },
});
const SIZES = (args.hotels ?? '').split(',').map(Number);
const CLIENTS = Number(args.clients);
const DURATION_MS = Number(args.duration) * 1000;
const RUNS = Number(args.runs);
if (SIZES.some((n) => !Number.isInteger(n) || n < 1) || !(CLIENTS >= 1) || !(DURATION_MS > 0) || !(RUNS >= 1))
  throw new Error('--hotels takes sizes like 1000,10000; --clients, --duration and --runs positive numbers');

/** Closed-loop load for `ms`: batches of runLoad back to back (its clients are busy until the batch's last one). */
async function loadFor(server: Server, body: (i: number) => unknown, ms: number) {
  const latenciesMs: number[] = [];
  let errors = 0;
  let hotels = 0;
  const started = performance.now();
  while (performance.now() - started < ms) {
    const r = await runLoad({
      port: server.port,
      path: '/api/v0/hotels/availability',
      requests: CLIENTS * 25,
      concurrency: CLIENTS,
      headers: server.headers,
      body,
      countResults: answerHotels,
    });
    latenciesMs.push(...r.latenciesMs);
    errors += r.errors;
    hotels += r.meanListings * (r.latenciesMs.length - r.errors);
  }
  const answered = latenciesMs.length - errors;
  return {
    latenciesMs,
    errors,
    meanHotels: hotels / Math.max(1, answered),
    wallMs: performance.now() - started,
  };
}

async function measure(hotels: number, server: Server, terms: string[], today: string): Promise<HotelRow> {
  // A short warm-up (JIT, pool connections, PostgreSQL's cache) with searches of its own seed.
  await loadFor(server, hotelSearches(terms, today, NIGHTS, 0), Math.min(5000, DURATION_MS));
  const rounds = [];
  const loads: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const before = await sampleCpu(server.pid, server.databaseUrl);
    const r = await loadFor(server, hotelSearches(terms, today, NIGHTS, run + 1), DURATION_MS);
    const after = await sampleCpu(server.pid, server.databaseUrl);
    const requests = r.latenciesMs.length;
    const perRequest = (pick: (c: NonNullable<typeof before>) => number | null) => {
      const [b, a] = [before && pick(before), after && pick(after)];
      return b === null || a === null ? null : (a - b) / requests;
    };
    const serverCpuMs = perRequest((c) => c.serverMs);
    const postgresCpuMs = perRequest((c) => c.postgresMs);
    loads.push(loadavg()[0] ?? NaN);
    const p = percentiles(r.latenciesMs);
    const rps = (requests / r.wallMs) * 1000;
    console.log(
      `  ${hotels} hotels run ${run + 1}: ${requests} requests, p50 ${p.p50.toFixed(1)} ms, p95 ${p.p95.toFixed(1)} ms, p99 ${p.p99.toFixed(1)} ms, ${rps.toFixed(0)} req/s, CPU/request server ${fmt(serverCpuMs)} ms + PostgreSQL ${fmt(postgresCpuMs)} ms, errors ${r.errors}, ${r.meanHotels.toFixed(1)} hotels/answer, load ${loads.at(-1)?.toFixed(1)}`,
    );
    rounds.push({
      ...p,
      rps,
      requests,
      errors: r.errors,
      meanHotels: r.meanHotels,
      serverCpuMs,
      postgresCpuMs,
    });
  }
  return {
    hotels,
    cities: terms.length,
    requests: rounds.reduce((s, r) => s + r.requests, 0),
    p50: median(rounds.map((r) => r.p50)),
    p95: median(rounds.map((r) => r.p95)),
    p99: median(rounds.map((r) => r.p99)),
    rps: median(rounds.map((r) => r.rps)),
    errors: rounds.reduce((s, r) => s + r.errors, 0),
    answerHotels: median(rounds.map((r) => r.meanHotels)),
    load: `${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`,
    serverCpuMs: medianOrNull(rounds.map((r) => r.serverCpuMs)),
    postgresCpuMs: medianOrNull(rounds.map((r) => r.postgresCpuMs)),
  };
}

async function benchSize(hotels: number): Promise<HotelRow> {
  const name = `${args.db}_${hotels}`;
  const today = await prepareHotels(name, hotels, args.fresh, isoDateOfInstant(new Date()));
  const url = dbUrl(name);
  const terms = await catalogCityTerms(url);
  if (args.explain) await explainHotelSearch(url, hotelSearches(terms, today, NIGHTS, 0)(0), today);
  const server = await startServer(
    ['--database-url', url, '--today', today, '--pool', String(CLIENTS)],
    url,
    name,
    args['cpu-prof'],
  );
  try {
    return await measure(hotels, server, terms, today);
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  console.log(
    `hotels/availability: ${CLIENTS} concurrent clients, ${RUNS} runs of ${DURATION_MS / 1000} s per size, ${HOTELS_PER_CITY} hotels a city, ${NIGHTS} nights of inventory; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const rows: HotelRow[] = [];
  for (const hotels of SIZES) rows.push(await benchSize(hotels));
  printHotelTable(rows, { clients: CLIENTS, runs: RUNS, seconds: DURATION_MS / 1000 });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
