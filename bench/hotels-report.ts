import { fmt } from './search-report.ts';

export type HotelRow = {
  hotels: number;
  cities: number;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
  /** Hotels with a room for the stay in an answer: what a search had to price. */
  answerHotels: number;
  load: string;
  serverCpuMs: number | null;
  postgresCpuMs: number | null;
};

/** Issue 12: a search at 10,000 hotels may cost at most 1.5 times one at 1,000 (it pays for its city). */
export const P95_RATIO_TARGET = 1.5;

/** The medians table, plus the p95 ratio of the largest size to the smallest against the target. */
export function printHotelTable(
  rows: HotelRow[],
  run: { clients: number; runs: number; seconds: number },
): void {
  const head = ['hotels', 'cities', 'requests', 'clients', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s'];
  const table = [
    [...head, 'CPU ms/req server+PG', 'hotels/answer', 'errors', 'load avg'],
    ...rows.map((r) => [
      String(r.hotels),
      String(r.cities),
      String(r.requests),
      String(run.clients),
      r.p50.toFixed(1),
      r.p95.toFixed(1),
      r.p99.toFixed(1),
      r.rps.toFixed(0),
      `${fmt(r.serverCpuMs)} + ${fmt(r.postgresCpuMs)}`,
      r.answerHotels.toFixed(1),
      String(r.errors),
      r.load,
    ]),
  ];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => (row[i] ?? '').length)));
  console.log(
    `\nMedians of ${run.runs} runs of ${run.seconds} s (requests: all runs; 1-minute load average of this shared 2-core machine):`,
  );
  for (const row of table) console.log(`  ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')}`);
  const sorted = [...rows].sort((a, b) => a.hotels - b.hotels);
  const [small, large] = [sorted[0], sorted.at(-1)];
  if (small && large && large.hotels > small.hotels) {
    const ratio = large.p95 / small.p95;
    const cpu = (r: HotelRow) =>
      r.serverCpuMs === null || r.postgresCpuMs === null ? null : r.serverCpuMs + r.postgresCpuMs;
    const [cs, cl] = [cpu(small), cpu(large)];
    console.log(
      `  p95(${large.hotels}) / p95(${small.hotels}) = ${ratio.toFixed(2)} (target <= ${P95_RATIO_TARGET}: ${ratio <= P95_RATIO_TARGET ? 'PASS' : 'FAIL'})` +
        (cs !== null && cl !== null ? `; CPU per request ${(cl / cs).toFixed(2)}x` : ''),
    );
  }
}
