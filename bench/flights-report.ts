/** The tables of bench:flights: HTTP medians per scale and kind beside the in-process floor, and the targets. */
import type { Floor } from './flights-floor.ts';
import type { Kind } from './flights-queries.ts';

export type FlightRow = {
  scale: string;
  kind: Kind;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  /** The server process's CPU (user + system) per request; null where /proc is not readable. */
  cpuMs: number | null;
  /** Options (one per connection, all slices) in an answer: what a search had to price and serialize. */
  options: number;
  load: string;
};

/** Issue 13 "Measured": a round trip at p95 within 150 ms on the ~50k schedule, at most twice the ~10k one. */
export const ROUND_TRIP_P95_TARGET_MS = 150;
export const P95_RATIO_TARGET = 2;

function printTable(table: string[][]): void {
  const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => (row[i] ?? '').length)));
  for (const row of table) console.log(`  ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')}`);
}

export function printFlightTables(
  rows: FlightRow[],
  floors: Record<string, Floor>,
  colds: Record<string, number>,
  run: { clients: number; runs: number; seconds: number },
): void {
  console.log(
    `\nMedians of ${run.runs} runs of ${run.seconds} s, ${run.clients} clients (requests: all runs; floor: per query in-process, warm):`,
  );
  printTable([
    [
      'scale',
      'flights/day',
      'kind',
      'requests',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'req/s',
      'CPU ms/req',
      'options',
      'errors',
      'floor search p50/p95 ms',
      'load avg',
    ],
    ...rows.map((r) => {
      const floor = floors[r.scale]?.search[r.kind];
      return [
        r.scale,
        String(floors[r.scale]?.dailyLegs ?? ''),
        r.kind,
        String(r.requests),
        r.p50.toFixed(1),
        r.p95.toFixed(1),
        r.p99.toFixed(1),
        r.rps.toFixed(0),
        r.cpuMs === null ? 'n/a' : r.cpuMs.toFixed(2),
        r.options.toFixed(0),
        String(r.errors),
        floor
          ? `${floor.p50.toFixed(2)} / ${floor.p95.toFixed(2)}${floor.empty ? ` (${floor.empty} empty)` : ''}`
          : '',
        r.load,
      ];
    }),
  ]);
  console.log('\nConnection search alone (one slice, whole day, limit 60), per query:');
  printTable([
    ['scale', 'p50 ms', 'p95 ms', 'p99 ms', 'connections found'],
    ...Object.entries(floors).map(([scale, f]) => [
      scale,
      f.connections.p50.toFixed(3),
      f.connections.p95.toFixed(3),
      f.connections.p99.toFixed(3),
      f.connections.meanFound.toFixed(1),
    ]),
  ]);
  for (const [scale, ms] of Object.entries(colds))
    console.log(`  cold first search (round trip, fresh server) ${scale}: ${ms.toFixed(0)} ms`);
  const at = (scale: string, kind: Kind) => rows.find((r) => r.scale === scale && r.kind === kind);
  const largeRoundTrip = at('large', 'round_trip');
  if (largeRoundTrip) {
    const ok = largeRoundTrip.p95 <= ROUND_TRIP_P95_TARGET_MS;
    console.log(
      `  round-trip p95 on the large schedule ${largeRoundTrip.p95.toFixed(1)} ms (target <= ${ROUND_TRIP_P95_TARGET_MS}: ${ok ? 'PASS' : 'FAIL'})`,
    );
  }
  for (const kind of ['one_way', 'round_trip', 'multi_city'] as const) {
    const [demo, large] = [at('demo', kind), at('large', kind)];
    if (!demo || !large) continue;
    const ratio = large.p95 / demo.p95;
    const cpu =
      demo.cpuMs && large.cpuMs ? `; CPU per request ${(large.cpuMs / demo.cpuMs).toFixed(2)}x` : '';
    console.log(
      `  ${kind} p95(large) / p95(demo) = ${ratio.toFixed(2)} (target <= ${P95_RATIO_TARGET}: ${ratio <= P95_RATIO_TARGET ? 'PASS' : 'FAIL'})${cpu}`,
    );
  }
}
