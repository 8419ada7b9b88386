/**
 * npm run bench:load-queries — the CPU-independent side of bench:load on PGlite: per request of each endpoint,
 * how many statements reach the database and how long PGlite spends on them (the worker round trip of each,
 * one request at a time, so no queueing). PGlite is one connection, so its throughput is at most
 * 1000 / (database ms per request). The app is the real one (auth hook included) served by app.inject over
 * the demo seed `npm start` adds; --requests N per endpoint (default 200), --top N statements to list.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db, DbHandle } from '@portal/db/client';
import { PgliteWorkerClient } from '@portal/db/pglite-worker-client';
import { runMigrations } from '@portal/db/migrate';
import { schema } from '@portal/db/schema';
import { seedDemoData } from '@portal/db/seed/seed';
import { buildApp } from '@portal/api/app';
import { createDeps } from '@portal/api/deps';
import { loadConfig } from '@portal/api/config';
import { isoDateOfInstant } from '@portal/domain/iso-date';
import { sql } from 'drizzle-orm';
import { AvailabilityRequest } from '@portal/contracts/listings';
import { toSearchCriteria } from '@portal/api/modules/stays/stays.service';
import { availabilityQuery } from '@portal/api/modules/stays/stays-search.repository';
import { demoInventory, ENDPOINTS } from './load-endpoints.ts';
import { benchSessionHeaders } from './search-session.ts';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '200' },
    top: { type: 'string', default: '6' },
    listings: { type: 'string', default: '2000' },
    /** EXPLAIN ANALYZE of the search statement for the first bodies of each sort order. */
    explain: { type: 'boolean', default: false },
  },
});
const REQUESTS = Number(args.requests);

type Stat = { count: number; ms: number };
let recording = false;
const statements = new Map<string, Stat>();
let total: Stat = { count: 0, ms: 0 };
/** Time with at least one statement in flight: statements a request sends together overlap, so summing them lies. */
let inFlight = 0;
let busySince = 0;
let busyMs = 0;

const client = new PgliteWorkerClient({});
await client.waitReady;
const query = client.query.bind(client);
client.query = (async (sqlText: string, params?: unknown[], options?: object) => {
  const start = performance.now();
  if (inFlight++ === 0) busySince = start;
  try {
    return await query(sqlText, params, options);
  } finally {
    const end = performance.now();
    if (--inFlight === 0 && recording) busyMs += end - busySince;
    if (recording) {
      const ms = end - start;
      const key = sqlText.replace(/\s+/g, ' ').slice(0, 110);
      const s = statements.get(key) ?? { count: 0, ms: 0 };
      s.count++;
      s.ms += ms;
      statements.set(key, s);
      total.count++;
      total.ms += ms;
    }
  }
}) as typeof client.query;
const db = drizzle(client as unknown as PGlite, { schema }) as unknown as Db;
const handle: DbHandle = { db, kind: 'pglite', close: () => client.close() };
const today = isoDateOfInstant(new Date());
await runMigrations(handle);
await seedDemoData(db, { listings: Number(args.listings), today });
const app = await buildApp(
  createDeps({ ...loadConfig({ NODE_ENV: 'test' }), production: true, seedListings: 0 }, handle, {
    clock: { now: () => new Date(`${today}T12:00:00Z`) },
  }),
);
const headers = await benchSessionHeaders(handle);
const inventory = demoInventory(Number(args.listings));

console.log(`PGlite demo (${args.listings}), ${REQUESTS} requests per endpoint, one at a time`);
for (const endpoint of ENDPOINTS) {
  const send = async (i: number) => {
    const res = await app.inject({
      method: endpoint.method,
      url: endpoint.path,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(endpoint.body(i, today, inventory)),
    });
    if (res.statusCode !== 200)
      throw new Error(`${endpoint.name} ${res.statusCode}: ${res.body.slice(0, 200)}`);
  };
  for (let i = 0; i < 20; i++) await send(i + REQUESTS); // warm-up, not counted
  statements.clear();
  total = { count: 0, ms: 0 };
  busyMs = 0;
  recording = true;
  const wall = performance.now();
  for (let i = 0; i < REQUESTS; i++) await send(i);
  const wallMs = performance.now() - wall;
  recording = false;
  console.log(
    `\n${endpoint.method} ${endpoint.name}: ${(total.count / REQUESTS).toFixed(2)} queries/request, ` +
      `database busy ${(busyMs / REQUESTS).toFixed(2)} ms/request (=> at most ${((1000 * REQUESTS) / busyMs).toFixed(0)} req/s), ` +
      `request ${(wallMs / REQUESTS).toFixed(2)} ms`,
  );
  const top = [...statements.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, Number(args.top));
  for (const [text, s] of top) {
    console.log(
      `  ${(s.count / REQUESTS).toFixed(2)}x ${(s.ms / s.count).toFixed(2)} ms round trip  ${text}`,
    );
  }
}
if (args.explain) {
  const search = ENDPOINTS[0];
  for (let i = 0; i < 3 && search; i++) {
    const body = AvailabilityRequest.parse(search.body(i, today, inventory));
    const result = await db.execute(
      sql`explain (analyze) ${availabilityQuery(toSearchCriteria(body, today))}`,
    );
    const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
    console.log(`\nEXPLAIN ANALYZE ${body.sortOrder} ${body.location.term}:`);
    console.log(rows.map((r) => `  ${Object.values(r)[0]}`).join('\n'));
  }
}
await app.close();
await client.close();
process.exit(0);
