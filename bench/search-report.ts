import { median } from './search-load.ts';

export const fmt = (ms: number | null) => (ms === null ? '-' : ms.toFixed(2));
export const medianOrNull = (values: (number | null)[]) =>
  values.some((v) => v === null) ? null : median(values as number[]);

export type Row = {
  dataset: string;
  listings: number;
  cityListings: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
  answerListings: number;
  load: string;
  serverCpuMs: number | null;
  postgresCpuMs: number | null;
};

/** The medians table, plus the 100k/10k ratio the issue sets a target for. */
export function printTable(rows: Row[], run: { requests: number; runs: number; concurrency: number }): void {
  const head = ['dataset', 'listings', 'city listings', 'requests', 'conc.', 'p50 ms', 'p95 ms', 'p99 ms'];
  const table = [
    [...head, 'req/s', 'CPU ms/req server+PG', 'errors', 'load avg'],
    ...rows.map((r) => [
      r.dataset,
      String(r.listings),
      r.cityListings.toFixed(0),
      `${run.requests} x ${run.runs}`,
      String(run.concurrency),
      r.p50.toFixed(1),
      r.p95.toFixed(1),
      r.p99.toFixed(1),
      r.rps.toFixed(0),
      `${fmt(r.serverCpuMs)} + ${fmt(r.postgresCpuMs)}`,
      String(r.errors),
      r.load,
    ]),
  ];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => (row[i] ?? '').length)));
  console.log('\nMedians of the runs (1-minute load average of this 2-core machine during the runs):');
  for (const row of table) console.log(`  ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')}`);
  const small = rows.find((r) => r.dataset === 'PostgreSQL 10k');
  const large = rows.find((r) => r.dataset === 'PostgreSQL 100k');
  if (small && large) {
    console.log(
      `  p95(100k) / p95(10k) = ${(large.p95 / small.p95).toFixed(2)} (target <= 2); p95(100k) = ${large.p95.toFixed(1)} ms (target < 50 ms)`,
    );
  }
}
