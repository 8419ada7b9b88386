/**
 * npm run bench:flights-profile — one process, no sockets: the real app (auth, validation, search, rules, mapping,
 * the production serializer) answering POST flights/search through inject(), one request at a time, so the CPU of
 * a search can be profiled (`node --cpu-prof --import tsx bench/flights-profile.ts`) and timed without the load
 * generator's noise. Prints per kind the p50/p95 ms and CPU ms per search, beside the simulator's `search` alone
 * on the same queries (the supplier's share).
 *
 * --save FILE writes every answer (JSON, one line per search) and --check FILE compares against such a file: the
 * speed work must not change a single answer.
 *
 * --profile FILE writes a V8 CPU profile (.cpuprofile, for Chrome DevTools) of the timed searches only, not of
 * the start (migrations, schedules) that a whole-process --cpu-prof is mostly made of.
 *
 * Options: --scale demo|large --queries 60 --kinds one_way,round_trip,multi_city --save FILE --check FILE
 *          --profile FILE
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createDb } from '@portal/db/client';
import { runMigrations } from '@portal/db/migrate';
import { buildApp } from '@portal/api/app';
import { createDeps } from '@portal/api/deps';
import { loadConfig } from '@portal/api/config';
import { createFlightSupplySimulator } from '@portal/api/providers/flight-supply/simulator/flight-supply-simulator';
import type { ScheduleScale } from '@portal/api/providers/flight-supply/simulator/network';
import { addDays } from '@portal/domain/iso-date';
import { benchSessionHeaders } from './search-session.ts';
import { KINDS, requestBody, slicesOf, type Kind } from './flights-queries.ts';
import { percentiles } from './search-load.ts';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: 'demo' },
    queries: { type: 'string', default: '60' },
    kinds: { type: 'string', default: KINDS.join(',') },
    today: { type: 'string', default: '2026-11-27' },
    save: { type: 'string' },
    check: { type: 'string' },
    profile: { type: 'string' },
  },
});
const scale = args.scale as ScheduleScale;
const QUERIES = Number(args.queries);
const kinds = (args.kinds ?? '').split(',') as Kind[];
// A fixed day so --save and --check compare the same searches whatever day they run.
const today = args.today!;
const now = new Date(`${today}T12:00:00Z`);
const day0 = addDays(today, 21);

const handle = await createDb({});
await runMigrations(handle);
const supply = createFlightSupplySimulator({ scale });
const app = await buildApp(
  createDeps({ ...loadConfig({ NODE_ENV: 'test' }), production: true, seedListings: 0 }, handle, {
    clock: { now: () => now },
    providers: { flightSupply: supply },
  }),
);
const headers = { ...(await benchSessionHeaders(handle)), 'content-type': 'application/json' };

const answers: string[] = [];
async function searchOnce(kind: Kind, i: number): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v0/flights/search',
    headers,
    payload: JSON.stringify(requestBody(kind, i, day0)),
  });
  if (response.statusCode !== 200) throw new Error(`${kind} ${i}: ${response.statusCode} ${response.body}`);
  return response.body;
}

const passengers = { adults: 1, childAges: [], lapInfants: 0, seatedInfants: 0 };
const inspector = args.profile ? new Session() : null;
if (inspector) {
  inspector.connect();
  await inspector.post('Profiler.enable');
}
for (const kind of kinds) {
  // One untimed pass: JIT, day schedules, indexes and caches warm, as on a busy server.
  for (let i = 0; i < QUERIES; i++) await searchOnce(kind, i);
  if (inspector) await inspector.post('Profiler.start');
  const timed: number[] = [];
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < QUERIES; i++) {
    const started = performance.now();
    const body = await searchOnce(kind, i);
    timed.push(performance.now() - started);
    answers.push(body);
  }
  const cpu = process.cpuUsage(cpuStart);
  if (inspector) {
    const { profile } = await inspector.post('Profiler.stop');
    writeFileSync(`${args.profile}.${kind}.cpuprofile`, JSON.stringify(profile));
  }
  const supplyTimed: number[] = [];
  for (let i = 0; i < QUERIES; i++) {
    const started = performance.now();
    await supply.search({ slices: slicesOf(kind, i, day0), passengers, cabin: 'Economy' }, now);
    supplyTimed.push(performance.now() - started);
  }
  const p = percentiles(timed);
  const s = percentiles(supplyTimed);
  const bytes = answers.slice(-QUERIES).reduce((n, a) => n + a.length, 0) / QUERIES;
  console.log(
    `${scale} ${kind}: endpoint p50 ${p.p50.toFixed(2)} / p95 ${p.p95.toFixed(2)} ms, CPU ${((cpu.user + cpu.system) / 1000 / QUERIES).toFixed(2)} ms/search; supplier search alone p50 ${s.p50.toFixed(2)} / p95 ${s.p95.toFixed(2)} ms; ${(bytes / 1024).toFixed(0)} KB/answer`,
  );
}

const digest = createHash('sha256').update(answers.join('\n')).digest('hex').slice(0, 16);
console.log(`answers digest ${digest} (${answers.length} answers)`);
if (args.save) writeFileSync(args.save, answers.join('\n'));
if (args.check) {
  const expected = readFileSync(args.check, 'utf8').split('\n');
  const differ = answers.filter((a, i) => a !== expected[i]).length;
  console.log(
    differ === 0 && expected.length === answers.length
      ? 'check: every answer identical'
      : `check: ${differ} of ${answers.length} answers differ`,
  );
  if (differ) process.exitCode = 1;
}
await app.close();
await handle.close();
process.exit(process.exitCode ?? 0);
