/**
 * npm run bench:load — throughput under a fixed load: autocannon with --connections keep-alive connections for
 * --duration seconds against each of the three read endpoints a shopper hits most (load-endpoints.ts), signed in
 * (bearer token, and the CSRF header the PUT needs), on two databases:
 *   PostgreSQL  the 10k data set of bench:search (generated into --database when missing)
 *   PGlite      in memory, with the demo data `npm start` seeds (2,000 listings, the seed's 50 real markets)
 *   POST homes/availability                    a searched city, dates 1-13 weeks out, 2-7 nights, 1-4 adults,
 *                                              0-2 children, the three sort orders, pages 1-2, some pets-only
 *   POST homes/shop                            any listing, same spread of stays and guests
 *   PUT  homes/listing/getCalendarAvailability any listing, today .. today + 1 year (what the listing page asks)
 * Each request gets the next body of a precomputed list, so no two requests in a row ask the same thing.
 *
 * The app runs in its own process (search-server.ts, production config, clock pinned to the data set's date),
 * so autocannon never shares its event loop. Prints per database and endpoint requests/s, latency p50/p99,
 * errors (timeouts) and non-2xx answers, the largest event-loop delay the server saw during the run, and the
 * machine's load average; with --runs N, the median of each figure over N runs. Targets: zero errors and non-2xx,
 * and p99 at most 1 s for search and shop.
 *
 * Options: --duration 20 --connections 64 --pool 16 --runs 1 --fresh (regenerate the PostgreSQL data set)
 *          --database portal_bench_10k --skip-postgres --skip-pglite
 * BENCH_DATABASE_URL: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432).
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { isoDateOfInstant } from '@portal/domain/iso-date';
import { benchInventory, demoInventory, ENDPOINTS, type Endpoint, type Inventory } from './load-endpoints.ts';
import { printLoadTable, type LoadRow } from './load-report.ts';
import { DB_10K, dbUrl, generate, keptToday, TIER_10K, timed } from './search-db.ts';
import { median } from './search-load.ts';
import { startServer, type Server } from './search-spawn.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '64' },
    pool: { type: 'string', default: '16' },
    runs: { type: 'string', default: '1' },
    fresh: { type: 'boolean', default: false },
    database: { type: 'string', default: DB_10K },
    'skip-postgres': { type: 'boolean', default: false },
    'skip-pglite': { type: 'boolean', default: false },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const RUNS = Number(args.runs);
const DATABASE = args.database;
/** Distinct bodies per endpoint; requests cycle through them. */
const BODIES = 5_000;
const DEMO_LISTINGS = 2_000;

type Target = {
  label: string;
  inventory: Inventory;
  start: () => Promise<{ server: Server; today: string }>;
};

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function cannon(
  server: Server,
  endpoint: Endpoint,
  bodies: string[],
  seconds: number,
): Promise<autocannon.Result> {
  let next = 0;
  return autocannon({
    url: `http://127.0.0.1:${server.port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: endpoint.method,
        path: endpoint.path,
        headers: { ...server.headers, 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
      },
    ],
  });
}

/** One request outside the load, so a body the contract refuses fails loudly instead of measuring 400s. */
async function checkAnswer(server: Server, endpoint: Endpoint, body: string): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${server.port}${endpoint.path}`, {
    method: endpoint.method,
    headers: { ...server.headers, 'content-type': 'application/json' },
    body,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${endpoint.name} answered ${res.status}: ${text.slice(0, 300)}`);
  console.log(`  ${endpoint.name}: a sample answer is ${res.status}, ${text.length} bytes`);
}

async function preparePostgres(): Promise<string> {
  const kept = args.fresh ? null : await keptToday(DATABASE);
  if (kept) {
    console.log(`Reusing ${DATABASE} (generated for ${kept}; --fresh regenerates)`);
    return kept;
  }
  const today = isoDateOfInstant(new Date());
  console.log(`Generating ${DATABASE} for ${today}`);
  await timed('10,000 listings generated', () => generate(DATABASE, TIER_10K, today));
  return today;
}

const postgres: Target = {
  label: `PostgreSQL ${DATABASE} (10k)`,
  inventory: benchInventory(TIER_10K.last),
  start: async () => {
    const today = await preparePostgres();
    const url = dbUrl(DATABASE);
    const server = await startServer(
      ['--database-url', url, '--today', today, '--pool', args.pool],
      url,
      'load',
    );
    return { server, today };
  },
};

const pglite: Target = {
  label: 'PGlite demo (2k)',
  inventory: demoInventory(DEMO_LISTINGS),
  start: async () => {
    const today = isoDateOfInstant(new Date());
    const server = await timed('PGlite server ready (migrated and seeded in its process)', () =>
      startServer(['--pglite-listings', String(DEMO_LISTINGS), '--today', today], undefined, 'load-pglite'),
    );
    return { server, today };
  },
};

async function measureTarget(target: Target): Promise<LoadRow[]> {
  console.log(`\n${target.label}`);
  const { server, today } = await target.start();
  const rows: LoadRow[] = [];
  try {
    for (const endpoint of ENDPOINTS) {
      const bodies = Array.from({ length: BODIES }, (_, i) =>
        JSON.stringify(endpoint.body(i, today, target.inventory)),
      );
      await checkAnswer(server, endpoint, bodies[1] ?? '');
      // A short warm-up (JIT, plan cache, pool) that is not counted.
      await cannon(server, endpoint, bodies, 3);
      const runs: LoadRow[] = [];
      for (let run = 0; run < RUNS; run++) {
        const before = load();
        await server.loopDelay();
        const r = await cannon(server, endpoint, bodies, DURATION);
        const delay = await server.loopDelay();
        const row: LoadRow = {
          database: target.label,
          endpoint: `${endpoint.method} ${endpoint.name}`,
          requests: r.requests.total,
          rps: r.requests.average,
          p50: r.latency.p50,
          p99: r.latency.p99,
          errors: r.errors,
          timeouts: r.timeouts,
          non2xx: r.non2xx,
          loopDelayMs: delay.maxMs,
          load: `${before} -> ${load()}`,
        };
        const statuses = Object.entries(r.statusCodeStats ?? {})
          .map(([status, { count }]) => `${status} x${count}`)
          .join(', ');
        console.log(
          `  ${row.endpoint}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors} (timeouts ${row.timeouts}), non-2xx ${row.non2xx}, answers ${statuses}, event-loop delay max ${row.loopDelayMs} ms, load ${row.load}`,
        );
        runs.push(row);
      }
      rows.push(medianRow(runs));
    }
  } finally {
    await server.stop();
  }
  return rows;
}

/** The median of every figure over the runs of one endpoint (the load average of the first and last run). */
function medianRow(runs: LoadRow[]): LoadRow {
  const first = runs[0] as LoadRow;
  if (runs.length === 1) return first;
  const m = (pick: (r: LoadRow) => number) => median(runs.map(pick));
  return {
    ...first,
    requests: m((r) => r.requests),
    rps: m((r) => r.rps),
    p50: m((r) => r.p50),
    p99: m((r) => r.p99),
    errors: m((r) => r.errors),
    timeouts: m((r) => r.timeouts),
    non2xx: m((r) => r.non2xx),
    loopDelayMs: m((r) => r.loopDelayMs),
    load: `${first.load.split(' -> ')[0]} -> ${runs.at(-1)?.load.split(' -> ')[1]}`,
  };
}

async function main(): Promise<void> {
  const targets = [...(args['skip-postgres'] ? [] : [postgres]), ...(args['skip-pglite'] ? [] : [pglite])];
  const rows: LoadRow[] = [];
  for (const target of targets) rows.push(...(await measureTarget(target)));
  printLoadTable(rows, { connections: CONNECTIONS, duration: DURATION, runs: RUNS });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
