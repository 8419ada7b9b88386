/**
 * In-process timing of the connection search (packages/domain/src/flights/connections.ts) over synthetic
 * hub-and-spoke schedules of about 10,000 and 50,000 legs a day (flights-algo-network.ts), two days indexed so
 * overnight connections count. Per slice query: median, p95 and p99 of the wall time, the connections found, and
 * the ratio of the 50k figures to the 10k ones; a round trip is two slice queries.
 *
 *   npm run bench:flights-algo [-- --queries 400 --limit 200]
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { indexLegs, searchConnections } from '@portal/domain/flights/connections';
import { type BenchAirport, makeNetwork, random } from './flights-algo-network.ts';

const { values } = parseArgs({
  options: {
    queries: { type: 'string', default: '400' },
    limit: { type: 'string', default: '200' },
    scales: { type: 'string', default: '10000,50000' },
  },
});
const QUERIES = Number(values.queries);
const LIMIT = Number(values.limit);
const DAY0 = Date.UTC(2026, 11, 1) / 60_000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

type Figures = {
  dailyLegs: number;
  airports: number;
  indexMs: number;
  median: number;
  p95: number;
  p99: number;
  max: number;
  roundTripP95: number;
  cpuMedian: number;
  cpuP95: number;
  cpuP99: number;
  meanFound: number;
  empty: number;
};

/**
 * Travelers mostly search big airports, sometimes small ones (three picks in four by size, one uniform), and more
 * often within a region than across (two trips in three).
 */
function pairs(airports: BenchAirport[], count: number): [string, string][] {
  const next = random(99);
  const pick = (pool: BenchAirport[]) => {
    if (next() < 0.25) return pool[Math.floor(next() * pool.length)]!;
    let x = next() * pool.reduce((sum, a) => sum + a.size, 0);
    for (const a of pool) if ((x -= a.size) <= 0) return a;
    return pool[pool.length - 1]!;
  };
  const found: [string, string][] = [];
  while (found.length < count) {
    const a = pick(airports);
    const b = pick(next() < 2 / 3 ? airports.filter((other) => other.region === a.region) : airports);
    if (a !== b) found.push([a.code, b.code]);
  }
  return found;
}

/** CPU milliseconds of a fixed loop: about 10 on an idle modern core; scales the figures of a busy machine. */
function calibrationMs(): number {
  const started = process.cpuUsage();
  let sum = 0;
  for (let i = 0; i < 10_000_000; i++) sum += i & 7;
  if (sum < 0) console.log(sum);
  return process.cpuUsage(started).user / 1000;
}

function run(targetLegs: number): Figures {
  const network = makeNetwork(targetLegs, 2);
  const started = performance.now();
  const index = indexLegs(network.legs);
  const indexMs = performance.now() - started;
  // Travelers search airports with flights; an unserved one answers at once and would flatter the figures.
  const served = new Set(network.legs.map((leg) => leg.origin));
  const trips = pairs(
    network.airports.filter((airport) => served.has(airport.code)),
    QUERIES / 2,
  );
  const window = { departFromUtcMinute: DAY0, departUntilUtcMinute: DAY0 + 1439 };
  // Warm up the JIT on queries that are not timed.
  for (const [origin, destination] of trips.slice(0, 20)) {
    searchConnections(index, { origin, destination, ...window }, network.rules, LIMIT);
  }
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const roundTrips: number[] = [];
  let found = 0;
  let empty = 0;
  for (const [origin, destination] of trips) {
    let roundTrip = 0;
    for (const [from, to] of [
      [origin, destination],
      [destination, origin],
    ] as const) {
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const connections = searchConnections(
        index,
        { origin: from, destination: to, ...window },
        network.rules,
        LIMIT,
      );
      const ms = performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      cpuTimes.push((cpu.user + cpu.system) / 1000);
      times.push(ms);
      roundTrip += ms;
      found += connections.length;
      if (connections.length === 0) empty++;
    }
    roundTrips.push(roundTrip);
  }
  times.sort((a, b) => a - b);
  roundTrips.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  return {
    dailyLegs: network.legs.length / 2,
    airports: network.airports.length,
    indexMs,
    median: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times[times.length - 1]!,
    roundTripP95: percentile(roundTrips, 95),
    cpuMedian: percentile(cpuTimes, 50),
    cpuP95: percentile(cpuTimes, 95),
    cpuP99: percentile(cpuTimes, 99),
    meanFound: found / times.length,
    empty,
  };
}

const round = (n: number) => Math.round(n * 100) / 100;
const calibration = calibrationMs();
const results = values.scales.split(',').map((scale) => run(Number(scale)));
console.log(`connection search, ${QUERIES} slice queries per scale, limit ${LIMIT}, times in ms`);
console.log(
  `calibration loop: ${round(calibration)} ms CPU (about 10 on an idle core: a larger figure means a busy machine)`,
);
console.table(
  results.map((r) => ({
    'daily legs': r.dailyLegs,
    airports: r.airports,
    'index (2 days)': round(r.indexMs),
    median: round(r.median),
    p95: round(r.p95),
    p99: round(r.p99),
    max: round(r.max),
    'round trip p95': round(r.roundTripP95),
    'cpu median': round(r.cpuMedian),
    'cpu p95': round(r.cpuP95),
    'cpu p99': round(r.cpuP99),
    'mean found': round(r.meanFound),
    'none found': r.empty,
  })),
);
if (results.length === 2) {
  const [small, large] = results as [Figures, Figures];
  console.log(
    `ratio ${large.dailyLegs} / ${small.dailyLegs} legs: median x${round(large.median / small.median)}, ` +
      `p95 x${round(large.p95 / small.p95)}, p99 x${round(large.p99 / small.p99)}`,
  );
}
