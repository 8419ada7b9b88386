/** bench:load's table: one row per database and endpoint, with its verdict against the targets. */
export type LoadRow = {
  database: string;
  endpoint: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** The largest event-loop delay the server saw during the run: how long a ready request could wait. */
  loopDelayMs: number;
  load: string;
};

/** p99 target for the shopper's search and shop calls. */
const P99_TARGET_MS = 1_000;

function verdict(r: LoadRow): string {
  if (r.errors > 0 || r.non2xx > 0) return 'FAIL';
  const timed = !r.endpoint.includes('getCalendarAvailability');
  return timed && r.p99 > P99_TARGET_MS ? 'FAIL (p99)' : 'PASS';
}

export function printLoadTable(
  rows: LoadRow[],
  run: { connections: number; duration: number; runs: number },
): void {
  const head = [
    'database',
    'endpoint',
    'requests',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'non-2xx',
    'loop delay max ms',
    'target',
    'load avg (1/5/15 min)',
  ];
  const table = [
    head,
    ...rows.map((r) => [
      r.database,
      r.endpoint,
      String(r.requests),
      r.rps.toFixed(0),
      String(r.p50),
      String(r.p99),
      `${r.errors}${r.timeouts ? ` (${r.timeouts} timeouts)` : ''}`,
      String(r.non2xx),
      String(r.loopDelayMs),
      verdict(r),
      r.load,
    ]),
  ];
  const widths = head.map((_, i) => Math.max(...table.map((row) => (row[i] ?? '').length)));
  console.log(
    `\n${run.connections} connections x ${run.duration} s per endpoint${run.runs > 1 ? `, median of ${run.runs} runs` : ''} (targets: zero errors and non-2xx; p99 <= ${P99_TARGET_MS} ms for search and shop):`,
  );
  for (const row of table) console.log(`  ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')}`);
}
