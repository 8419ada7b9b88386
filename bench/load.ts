/**
 * npm run bench:load — throughput under a fixed load: autocannon with --connections keep-alive connections for
 * --duration seconds against each of the three read endpoints a shopper hits most, signed in (bearer token, and the
 * CSRF header the PUT needs), on the PostgreSQL 10k data set of bench:search:
 *   POST homes/availability                    40 searched cities, dates 1-13 weeks out, 2-7 nights, 1-4 adults,
 *                                              0-2 children, the three sort orders, pages 1-2, some pets-only
 *   POST homes/shop                            any of the 10,000 listings, same spread of stays and guests
 *   PUT  homes/listing/getCalendarAvailability any listing, today .. today + 1 year (what the listing page asks)
 * Each request gets the next body of a precomputed list, so no two requests in a row ask the same thing.
 *
 * The app runs in its own process (search-server.ts, production config, clock pinned to the data set's date),
 * so autocannon never shares its event loop. Prints requests/s, latency p50/p99, errors and non-2xx answers per
 * endpoint (target: zero errors) with the machine's load average.
 *
 * Options: --duration 20 --connections 64 --pool 16 --fresh (regenerate portal_bench_10k)
 * BENCH_DATABASE_URL: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432).
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { addDays, addYears, isoDateOfInstant } from '@portal/domain/iso-date';
import { benchCity, benchState, SEARCHED_MARKETS } from './search-data.ts';
import { DB_10K, dbUrl, generate, keptToday, TIER_10K, timed } from './search-db.ts';
import { startServer } from './search-spawn.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '64' },
    pool: { type: 'string', default: '16' },
    fresh: { type: 'boolean', default: false },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
/** Distinct bodies per endpoint; requests cycle through them. */
const BODIES = 5_000;
const SORTS = ['Recommended', 'Pricing', 'StarRating'] as const;

/** A cheap deterministic spread (Knuth's multiplicative hash), so runs are comparable. */
const mix = (i: number, salt: number) =>
  ((Math.imul(i + 1, 2654435761) ^ Math.imul(salt, 40503)) >>> 0) % 1_000_003;

function stayOf(i: number, today: string) {
  const from = addDays(today, 7 + (mix(i, 1) % 84));
  return { from, until: addDays(from, 2 + (mix(i, 2) % 6)) };
}

function guestsOf(i: number) {
  return {
    adults: 1 + (mix(i, 3) % 4),
    children: mix(i, 4) % 3,
    infants: 0,
    petsIncluded: mix(i, 5) % 10 === 0,
  };
}

const listingOf = (i: number) => `bl-${String(1 + (mix(i, 6) % TIER_10K.last)).padStart(6, '0')}`;

type Endpoint = {
  name: string;
  method: 'POST' | 'PUT';
  path: string;
  body: (i: number, today: string) => unknown;
};

const ENDPOINTS: Endpoint[] = [
  {
    name: 'homes/availability',
    method: 'POST',
    path: '/api/v0/homes/availability',
    body: (i, today) => {
      const market = 1 + (mix(i, 7) % SEARCHED_MARKETS);
      return {
        location: { kind: 'Place', term: `${benchCity(market)}, ${benchState(market)}` },
        stayDates: stayOf(i, today),
        guests: guestsOf(i),
        sortOrder: SORTS[mix(i, 8) % SORTS.length],
        petFriendlyOnly: mix(i, 9) % 8 === 0,
        page: { offset: mix(i, 10) % 4 === 0 ? 20 : 0, limit: 20 },
      };
    },
  },
  {
    name: 'homes/shop',
    method: 'POST',
    path: '/api/v0/homes/shop',
    body: (i, today) => ({
      listingId: listingOf(i),
      stayDetails: { dateRange: stayOf(i, today), guestDetails: guestsOf(i) },
      distributionChannels: ['General'],
    }),
  },
  {
    name: 'homes/listing/getCalendarAvailability',
    method: 'PUT',
    path: '/api/v0/homes/listing/getCalendarAvailability',
    body: (i, today) => ({ listingId: listingOf(i), dateRange: { from: today, until: addYears(today, 1) } }),
  },
];

type Row = {
  endpoint: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  load: string;
};

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function cannon(
  port: number,
  headers: Record<string, string>,
  endpoint: Endpoint,
  today: string,
  seconds: number,
): Promise<autocannon.Result> {
  const bodies = Array.from({ length: BODIES }, (_, i) => JSON.stringify(endpoint.body(i, today)));
  let next = 0;
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: endpoint.method,
        path: endpoint.path,
        headers: { ...headers, 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
      },
    ],
  });
}

/** One request outside the load, so a body the contract refuses fails loudly instead of measuring 400s. */
async function checkAnswer(
  port: number,
  headers: Record<string, string>,
  endpoint: Endpoint,
  today: string,
): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${port}${endpoint.path}`, {
    method: endpoint.method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(endpoint.body(1, today)),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${endpoint.name} answered ${res.status}: ${text.slice(0, 300)}`);
  console.log(`  ${endpoint.name}: a sample answer is ${res.status}, ${text.length} bytes`);
}

async function prepare(): Promise<string> {
  const kept = args.fresh ? null : await keptToday(DB_10K);
  if (kept) {
    console.log(`Reusing ${DB_10K} (generated for ${kept}; --fresh regenerates)`);
    return kept;
  }
  const today = isoDateOfInstant(new Date());
  console.log(`Generating ${DB_10K} for ${today}`);
  await timed('10,000 listings generated', () => generate(DB_10K, TIER_10K, today));
  return today;
}

async function main(): Promise<void> {
  const today = await prepare();
  const server = await startServer(
    ['--database-url', dbUrl(DB_10K), '--today', today, '--pool', String(args.pool)],
    dbUrl(DB_10K),
    'load',
  );
  const rows: Row[] = [];
  try {
    for (const endpoint of ENDPOINTS) {
      await checkAnswer(server.port, server.headers, endpoint, today);
      // A short warm-up (JIT, plan cache, pool) that is not counted.
      await cannon(server.port, server.headers, endpoint, today, 3);
      const before = load();
      const r = await cannon(server.port, server.headers, endpoint, today, DURATION);
      const row: Row = {
        endpoint: `${endpoint.method} ${endpoint.name}`,
        requests: r.requests.total,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors,
        timeouts: r.timeouts,
        non2xx: r.non2xx,
        load: `${before} -> ${load()}`,
      };
      console.log(
        `  ${row.endpoint}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors} (timeouts ${row.timeouts}), non-2xx ${row.non2xx}, load ${row.load}`,
      );
      rows.push(row);
    }
  } finally {
    await server.stop();
  }
  const head = [
    'endpoint',
    'requests',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'non-2xx',
    'target',
    'load avg (1/5/15 min)',
  ];
  const table = [
    head,
    ...rows.map((r) => [
      r.endpoint,
      String(r.requests),
      r.rps.toFixed(0),
      String(r.p50),
      String(r.p99),
      `${r.errors}${r.timeouts ? ` (${r.timeouts} timeouts)` : ''}`,
      String(r.non2xx),
      r.errors === 0 && r.non2xx === 0 ? 'PASS' : 'FAIL',
      r.load,
    ]),
  ];
  const widths = head.map((_, i) => Math.max(...table.map((row) => (row[i] ?? '').length)));
  console.log(
    `\n${CONNECTIONS} connections x ${DURATION} s per endpoint, PostgreSQL ${DB_10K} (target: zero errors and non-2xx):`,
  );
  for (const row of table) console.log(`  ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
