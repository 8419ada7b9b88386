/**
 * npm run bench:search — p50/p95/p99 of POST /api/v0/homes/availability (a city, 3 nights three weeks out,
 * 2 adults, first page of 20) against the real app, which runs in a child process (search-server.ts) while this
 * process generates the load: PostgreSQL at 10,000 and 100,000 listings, then PGlite with the demo seed of 2,000.
 *
 * The PostgreSQL data sets keep every city at 50 listings and grow by adding markets (search-data.ts), so the
 * p95(100k) / p95(10k) ratio shows whether a search pays for inventory outside its city.
 *
 * Databases: portal_bench_10k and portal_bench_100k (the second is a copy of the first plus 90,000 listings). They
 * are KEPT and REUSED by the next run when their bench_meta row matches DATA_VERSION (the app's clock is pinned to
 * the date they were generated for, so old data stays valid); --fresh regenerates them, --drop drops them at the end.
 *
 * Options: --runs 3 --requests 500 --concurrency 16 --fresh --drop --explain --skip-postgres --skip-pglite
 *          --cpu-prof DIR (writes the server's V8 CPU profile of each data set to DIR)
 * BENCH_DATABASE_URL: the server (default postgres://postgres@127.0.0.1:5432); database names are fixed.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { marketSeeds } from '@portal/db/seed/markets-data';
import { addDays, isoDateOfInstant } from '@portal/domain/iso-date';
import { benchCity, benchState, SEARCHED_MARKETS, type Tier } from './search-data.ts';
import { admin, DB_10K, dbUrl, generate, keptToday, TIER_10K, timed } from './search-db.ts';
import { median, percentiles, runLoad } from './search-load.ts';
import { startServer, type Server } from './search-spawn.ts';
import { fmt, medianOrNull, printTable, type Row } from './search-report.ts';
import { explainSearch } from './search-explain.ts';
import { sampleCpu } from './search-cpu.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    requests: { type: 'string', default: '500' },
    concurrency: { type: 'string', default: '16' },
    fresh: { type: 'boolean', default: false },
    drop: { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
    'skip-postgres': { type: 'boolean', default: false },
    'skip-pglite': { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const REQUESTS = Number(args.requests);
const CONCURRENCY = Number(args.concurrency);
const DB_100K = 'portal_bench_100k';
const TIER_100K: Tier = { first: 10_001, last: 100_000, firstMarket: 201 };

type City = { city: string; state: string };
const BENCH_CITIES: City[] = Array.from({ length: SEARCHED_MARKETS }, (_, i) => ({
  city: benchCity(i + 1),
  state: benchState(i + 1),
}));
/** Real demo markets for PGlite: the first eight of the seed, which round-robins listings over all of them. */
const DEMO_CITIES: City[] = marketSeeds.slice(0, 8).map((m) => ({ city: m.city, state: m.state }));

function searchBody(cities: readonly City[], today: string) {
  return (i: number) => {
    const c = cities[i % cities.length] as City;
    return {
      location: { kind: 'Place', term: `${c.city}, ${c.state}` },
      stayDates: { from: addDays(today, 21), until: addDays(today, 24) },
      guests: { adults: 2, children: 0, infants: 0, petsIncluded: false },
      page: { offset: 0, limit: 20 },
    };
  };
}

/** The two PostgreSQL data sets, generated or reused; answers the date they were generated for. */
async function preparePostgres(): Promise<string> {
  const kept10k = args.fresh ? null : await keptToday(DB_10K);
  const kept100k = args.fresh ? null : await keptToday(DB_100K);
  if (kept10k && kept10k === kept100k) {
    console.log(`Reusing ${DB_10K} and ${DB_100K} (generated for ${kept10k}; --fresh regenerates)`);
    return kept10k;
  }
  const today = isoDateOfInstant(new Date());
  console.log(`Generating ${DB_10K} and ${DB_100K} for ${today}`);
  await timed('10,000 listings generated', () => generate(DB_10K, TIER_10K, today));
  await timed('90,000 more listings generated', () => generate(DB_100K, TIER_100K, today, DB_10K));
  return today;
}

/** Warms the server up, then runs RUNS rounds and answers their medians. */
async function measure(dataset: string, server: Server, body: (i: number) => unknown): Promise<Row> {
  const load = (requests: number) =>
    runLoad({
      port: server.port,
      path: '/api/v0/homes/availability',
      requests,
      concurrency: CONCURRENCY,
      headers: server.headers,
      body,
    });
  await load(Math.min(200, REQUESTS));
  const rounds = [];
  const loads: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const before = await sampleCpu(server.pid, server.databaseUrl);
    const r = await load(REQUESTS);
    const after = await sampleCpu(server.pid, server.databaseUrl);
    const perRequest = (pick: (c: NonNullable<typeof before>) => number | null) => {
      const [b, a] = [before && pick(before), after && pick(after)];
      return b === null || a === null ? null : (a - b) / REQUESTS;
    };
    const serverCpuMs = perRequest((c) => c.serverMs);
    const postgresCpuMs = perRequest((c) => c.postgresMs);
    loads.push(loadavg()[0] ?? NaN);
    const p = percentiles(r.latenciesMs);
    const rps = (r.latenciesMs.length / r.wallMs) * 1000;
    console.log(
      `  ${dataset} run ${run + 1}: p50 ${p.p50.toFixed(1)} ms, p95 ${p.p95.toFixed(1)} ms, p99 ${p.p99.toFixed(1)} ms, ${rps.toFixed(0)} req/s, CPU/request server ${fmt(serverCpuMs)} ms + PostgreSQL ${fmt(postgresCpuMs)} ms, errors ${r.errors}, ${r.meanListings.toFixed(1)} listings/answer, load ${loads.at(-1)?.toFixed(1)}`,
    );
    rounds.push({ ...p, rps, errors: r.errors, meanListings: r.meanListings, serverCpuMs, postgresCpuMs });
  }
  return {
    dataset,
    listings: server.listings,
    cityListings: server.cityListings,
    p50: median(rounds.map((r) => r.p50)),
    p95: median(rounds.map((r) => r.p95)),
    p99: median(rounds.map((r) => r.p99)),
    rps: median(rounds.map((r) => r.rps)),
    errors: rounds.reduce((s, r) => s + r.errors, 0),
    answerListings: median(rounds.map((r) => r.meanListings)),
    load: `${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`,
    serverCpuMs: medianOrNull(rounds.map((r) => r.serverCpuMs)),
    postgresCpuMs: medianOrNull(rounds.map((r) => r.postgresCpuMs)),
  };
}

async function benchPostgres(): Promise<Row[]> {
  const today = await preparePostgres();
  const cities = BENCH_CITIES.map((c) => `${c.city}|${c.state}`).join(',');
  const rows: Row[] = [];
  for (const [dataset, name] of [
    ['PostgreSQL 10k', DB_10K],
    ['PostgreSQL 100k', DB_100K],
  ] as const) {
    if (args.explain) await explainSearch(dbUrl(name), searchBody(BENCH_CITIES, today)(0), today);
    const server = await startServer(
      ['--database-url', dbUrl(name), '--today', today, '--pool', String(CONCURRENCY), '--cities', cities],
      dbUrl(name),
      name,
      args['cpu-prof'],
    );
    try {
      rows.push(await measure(dataset, server, searchBody(BENCH_CITIES, today)));
    } finally {
      await server.stop();
    }
  }
  return rows;
}

async function benchPglite(): Promise<Row> {
  const today = isoDateOfInstant(new Date());
  console.log('PGlite in memory, demo seed of 2,000 listings (seeding in the server process)');
  const cities = DEMO_CITIES.map((c) => `${c.city}|${c.state}`).join(',');
  const server = await timed('PGlite server ready', () =>
    startServer(
      ['--pglite-listings', '2000', '--today', today, '--cities', cities],
      undefined,
      'pglite_2k',
      args['cpu-prof'],
    ),
  );
  try {
    return await measure('PGlite 2k (demo)', server, searchBody(DEMO_CITIES, today));
  } finally {
    await server.stop();
  }
}

async function dropDatabases(): Promise<void> {
  await admin(async (c) => {
    for (const name of [DB_100K, DB_10K]) await c.query(`drop database if exists ${name} with (force)`);
  });
  console.log(`Dropped ${DB_10K} and ${DB_100K}`);
}

async function main(): Promise<void> {
  console.log(
    `homes/availability: ${REQUESTS} requests x ${RUNS} runs at ${CONCURRENCY} concurrent clients; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const rows: Row[] = [];
  try {
    if (!args['skip-postgres']) rows.push(...(await benchPostgres()));
    if (!args['skip-pglite']) rows.push(await benchPglite());
  } finally {
    if (args.drop) await dropDatabases();
  }
  printTable(rows, { requests: REQUESTS, runs: RUNS, concurrency: CONCURRENCY });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
