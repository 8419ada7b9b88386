/**
 * The app under test, in its own process so the load generator never shares its event loop or its CPU time slices
 * with the server. search.ts spawns it; it prints one JSON line {port, headers} when it listens and stops when its
 * stdin closes (so it also stops if the parent dies) or on SIGTERM. A `loop-delay` line on stdin answers one JSON
 * line with the largest and p99 event-loop delay (ms) since the previous one: how long a ready request could wait.
 *
 *   --database-url URL   serve a generated PostgreSQL bench database
 *   --pglite-listings N  serve an in-memory PGlite with the real demo seed of N listings
 *   --today YYYY-MM-DD   the app's clock (the date the data was generated for)
 *   --pool N             PostgreSQL pool size
 *   --flight-scale S     the flight simulator's schedule: demo (~10k daily flights) or large (~50k)
 */
import { createInterface } from 'node:readline';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { createDb, type DbHandle } from '@portal/db/client';
import { runMigrations } from '@portal/db/migrate';
import { seedDemoData } from '@portal/db/seed/seed';
import { buildApp } from '@portal/api/app';
import { createDeps } from '@portal/api/deps';
import { loadConfig } from '@portal/api/config';
import { createFlightSupplySimulator } from '@portal/api/providers/flight-supply/simulator/flight-supply-simulator';
import { benchSessionHeaders } from './search-session.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'pglite-listings': { type: 'string' },
    today: { type: 'string' },
    pool: { type: 'string', default: '16' },
    'flight-scale': { type: 'string', default: 'demo' },
    /** "City|ST,City|ST": the searched cities, whose mean listing count the ready line reports. */
    cities: { type: 'string', default: '' },
  },
});
if (!args.today) throw new Error('--today is required');
const today = args.today;
const flightScale = args['flight-scale'];
if (flightScale !== 'demo' && flightScale !== 'large') throw new Error('--flight-scale is demo or large');

async function openDb(): Promise<DbHandle> {
  const url = args['database-url'];
  if (url) return createDb({ databaseUrl: url, poolSize: Number(args.pool) });
  const handle = await createDb({});
  await runMigrations(handle);
  await seedDemoData(handle.db, { listings: Number(args['pglite-listings'] ?? 2000), today });
  return handle;
}

const handle = await openDb();
const app = await buildApp(
  createDeps(
    // Production behaviour (headers, serializers) without its request logs, web app or demo seeding.
    { ...loadConfig({ NODE_ENV: 'test' }), production: true, seedListings: 0 },
    handle,
    {
      clock: { now: () => new Date(`${today}T12:00:00Z`) },
      providers: { flightSupply: createFlightSupplySimulator({ scale: flightScale }) },
    },
  ),
);
await app.listen({ port: 0, host: '127.0.0.1' });
const headers = await benchSessionHeaders(handle);
const { port } = app.server.address() as AddressInfo;

/** Listings in the whole inventory and, on average, in one searched city (what a search has to look at). */
async function inventory(): Promise<{ listings: number; cityListings: number }> {
  const cities = (args.cities ?? '').split(',').filter(Boolean);
  const count = async (where: ReturnType<typeof sql>) => {
    const result = await handle.db.execute(sql`select count(*)::int as n from listings ${where}`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
    return rows[0]?.n ?? 0;
  };
  let inCities = 0;
  for (const c of cities) {
    const [city = '', state = ''] = c.split('|');
    inCities += await count(sql`where lower(city) = lower(${city}) and lower(state) = lower(${state})`);
  }
  return { listings: await count(sql``), cityListings: cities.length ? inCities / cities.length : 0 };
}
const counts = await inventory();

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await app.close();
  await handle.close();
  // process.exit (not a natural end) so --cpu-prof writes its profile and pending timers do not hold us.
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
process.stdin.on('end', () => void stop());
// A 10 ms sampling timer: cheap, and fine enough for delays that matter at the bench's scale (tens of ms and up).
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line !== 'loop-delay') return;
  const ms = (ns: number) => Math.round(ns / 1e6);
  process.stdout.write(
    `${JSON.stringify({ maxMs: ms(loopDelay.max), p99Ms: ms(loopDelay.percentile(99)) })}\n`,
  );
  loopDelay.reset();
});
process.stdout.write(`${JSON.stringify({ port, headers, ...counts })}\n`);
