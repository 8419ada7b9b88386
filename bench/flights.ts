/**
 * npm run bench:flights — POST /api/v0/flights/search, signed in, by 16 concurrent clients against the flight
 * simulator's demo schedule (~10k daily flights) and its large one (~50k), for one-way, round-trip and a 3-slice
 * multi-city over busy real routes (flights-queries.ts) with warm caches: p50/p95/p99, requests/s and the server's
 * CPU ms per request per kind and scale, the p95 ratio large/demo, and the first (cold) search of each server on
 * its own. Beside them the in-process floor (flights-floor.ts): the simulator's `search` alone and the connection
 * search alone per query. Targets (issue 13 "Measured"): round-trip p95 <= 150 ms on the large schedule, ratio <= 2.
 *
 * It reuses bench:search's machinery: the app in its own process (search-server.ts --flight-scale, PGlite for the
 * session only: a flight search reads no table), its clock pinned to noon of today; search-load.ts's closed-loop
 * clients; search-cpu.ts's /proc CPU of the server.
 *
 * Options: --scales demo,large --clients 16 --duration 15 (seconds a run) --runs 3 --floor-queries 200
 *          --quick (one 4 s run per kind, 40 floor queries) --cpu-prof DIR
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { addDays, isoDateOfInstant } from '@portal/domain/iso-date';
import { median, percentiles, runLoad } from './search-load.ts';
import { startServer, type Server } from './search-spawn.ts';
import { sampleCpu } from './search-cpu.ts';
import { KINDS, answerOptions, requestBody, type Kind } from './flights-queries.ts';
import { measureFloor, type Floor } from './flights-floor.ts';
import { printFlightTables, type FlightRow } from './flights-report.ts';

const { values: args } = parseArgs({
  options: {
    scales: { type: 'string', default: 'demo,large' },
    clients: { type: 'string', default: '16' },
    duration: { type: 'string', default: '15' },
    runs: { type: 'string', default: '3' },
    'floor-queries': { type: 'string', default: '200' },
    quick: { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
  },
});
const SCALES = (args.scales ?? '').split(',');
const CLIENTS = Number(args.clients);
const DURATION_MS = (args.quick ? 4 : Number(args.duration)) * 1000;
const RUNS = args.quick ? 1 : Number(args.runs);
const FLOOR_QUERIES = args.quick ? 40 : Number(args['floor-queries']);
if (SCALES.some((s) => s !== 'demo' && s !== 'large'))
  throw new Error('--scales takes demo, large or demo,large');
if (!(CLIENTS >= 1) || !(DURATION_MS > 0) || !(RUNS >= 1) || !(FLOOR_QUERIES >= 1))
  throw new Error('--clients, --duration, --runs and --floor-queries take positive numbers');

const PATH = '/api/v0/flights/search';
const TODAY = isoDateOfInstant(new Date());
const NOW = new Date(`${TODAY}T12:00:00Z`);
/** Three weeks out: inside the booking horizon, past the hour-before-departure cut-off. */
const DAY0 = addDays(TODAY, 21);

/** Closed-loop load for `ms`: batches of runLoad back to back, the i-th request searching requestBody(kind, i). */
async function loadFor(server: Server, kind: Kind, ms: number, seed: number) {
  const latenciesMs: number[] = [];
  let errors = 0;
  let options = 0;
  let sent = seed * 1000;
  const started = performance.now();
  while (performance.now() - started < ms) {
    const offset = sent;
    const r = await runLoad({
      port: server.port,
      path: PATH,
      requests: CLIENTS * 4,
      concurrency: CLIENTS,
      headers: server.headers,
      body: (i) => requestBody(kind, offset + i, DAY0),
      countResults: answerOptions,
    });
    sent += CLIENTS * 4;
    latenciesMs.push(...r.latenciesMs);
    errors += r.errors;
    options += r.meanListings * (r.latenciesMs.length - r.errors);
  }
  const answered = latenciesMs.length - errors;
  return {
    latenciesMs,
    errors,
    meanOptions: options / Math.max(1, answered),
    wallMs: performance.now() - started,
  };
}

async function measureKind(scale: string, kind: Kind, server: Server): Promise<FlightRow> {
  await loadFor(server, kind, Math.min(3000, DURATION_MS), 0);
  const rounds = [];
  for (let run = 0; run < RUNS; run++) {
    const before = await sampleCpu(server.pid);
    const r = await loadFor(server, kind, DURATION_MS, run + 1);
    const after = await sampleCpu(server.pid);
    const requests = r.latenciesMs.length;
    const cpuMs = before && after ? (after.serverMs - before.serverMs) / requests : null;
    const p = percentiles(r.latenciesMs);
    const rps = (requests / r.wallMs) * 1000;
    const load = loadavg()[0] ?? NaN;
    console.log(
      `  ${scale} ${kind} run ${run + 1}: ${requests} requests, p50 ${p.p50.toFixed(1)} ms, p95 ${p.p95.toFixed(1)} ms, p99 ${p.p99.toFixed(1)} ms, ${rps.toFixed(0)} req/s, server CPU ${cpuMs?.toFixed(2) ?? 'n/a'} ms/request, errors ${r.errors}, ${r.meanOptions.toFixed(0)} options/answer, load ${load.toFixed(1)}`,
    );
    rounds.push({ ...p, rps, requests, errors: r.errors, meanOptions: r.meanOptions, cpuMs, load });
  }
  const cpu = rounds.map((r) => r.cpuMs).filter((c): c is number => c !== null);
  return {
    scale,
    kind,
    requests: rounds.reduce((s, r) => s + r.requests, 0),
    errors: rounds.reduce((s, r) => s + r.errors, 0),
    p50: median(rounds.map((r) => r.p50)),
    p95: median(rounds.map((r) => r.p95)),
    p99: median(rounds.map((r) => r.p99)),
    rps: median(rounds.map((r) => r.rps)),
    cpuMs: cpu.length ? median(cpu) : null,
    options: median(rounds.map((r) => r.meanOptions)),
    load: `${Math.min(...rounds.map((r) => r.load)).toFixed(1)}-${Math.max(...rounds.map((r) => r.load)).toFixed(1)}`,
  };
}

/** The first search a fresh server answers: day schedules generated and indexed, code not yet optimized. */
async function coldSearch(server: Server): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const r = await runLoad({
    port: server.port,
    path: PATH,
    requests: 1,
    concurrency: 1,
    headers: server.headers,
    body: () => requestBody('round_trip', 0, DAY0),
    countResults: answerOptions,
  });
  return { ms: performance.now() - started, status: r.errors ? 0 : 200 };
}

async function benchScale(scale: string) {
  const server = await startServer(
    ['--pglite-listings', '10', '--today', TODAY, '--flight-scale', scale],
    undefined,
    `flights-${scale}`,
    args['cpu-prof'],
  );
  try {
    const cold = await coldSearch(server);
    console.log(
      `  ${scale}: cold first round-trip search ${cold.ms.toFixed(0)} ms${cold.status ? '' : ' (error)'}`,
    );
    const rows: FlightRow[] = [];
    for (const kind of KINDS) rows.push(await measureKind(scale, kind, server));
    return { cold: cold.ms, rows };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  console.log(
    `flights/search: ${CLIENTS} concurrent clients, ${RUNS} runs of ${DURATION_MS / 1000} s per kind and scale, travel from ${DAY0}; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const floors: Record<string, Floor> = {};
  for (const scale of SCALES) {
    floors[scale] = await measureFloor(scale as 'demo' | 'large', DAY0, NOW, FLOOR_QUERIES);
    console.log(`  ${scale}: floor measured (${floors[scale].dailyLegs} daily flights)`);
  }
  const rows: FlightRow[] = [];
  const colds: Record<string, number> = {};
  for (const scale of SCALES) {
    const r = await benchScale(scale);
    rows.push(...r.rows);
    colds[scale] = r.cold;
  }
  printFlightTables(rows, floors, colds, { clients: CLIENTS, runs: RUNS, seconds: DURATION_MS / 1000 });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
