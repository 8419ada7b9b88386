/** The booking benchmark's closing table: per-run figures and their medians. */
import { loadavg } from 'node:os';
import type { Stats } from './book-timings.ts';

export type RaceRun = {
  reservations: number;
  kinds: Record<string, number>;
  wallMs: number;
  /** Server time of every fulfilment (schedule + poll handling), winners and losers. */
  serverMs: Stats;
  /** Error log lines of the server during the fulfilments, by cause. */
  serverErrors: Record<string, number>;
  load: number;
};

export type SpreadRun = {
  kinds: Record<string, number>;
  bookingsPerSecond: number;
  wallMs: number;
  /** Schedule handling + poll handling per successful booking: the client's turnaround is not counted. */
  inServer: Stats;
  /** Schedule arrival to the Success answer leaving, as the server saw it (includes the client's turnaround). */
  elapsed: Stats;
  /** reservations.created_at - fulfil_sessions.created_at: schedule to the booking transaction's start. */
  dbScheduleToBook: Stats;
  /** CPU ms of the server and of its PostgreSQL backends during the fulfilments, per booking (null without /proc). */
  cpuPerBooking: { serverMs: number; postgresMs: number } | null;
  serverErrors: Record<string, number>;
  load: number;
};

function table(rows: string[][]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)));
  for (const row of rows) console.log(`  ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')}`);
}

const kindsText = (kinds: Record<string, number>) =>
  Object.entries(kinds)
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
const ms = (v: number) => v.toFixed(0);

export function printReport(r: {
  buyers: number;
  races: RaceRun[];
  spreads: SpreadRun[];
  median: (values: readonly number[]) => number;
}): void {
  const { median } = r;
  console.log(`\nRace: ${r.buyers} buyers fulfil the same listing and nights at once`);
  table([
    ['run', 'reservations', 'outcomes', 'wall ms', 'server ms p50/p95/max', 'server errors', 'load 1m'],
    ...r.races.map((x, i) => [
      String(i + 1),
      String(x.reservations),
      kindsText(x.kinds),
      ms(x.wallMs),
      `${ms(x.serverMs.p50)}/${ms(x.serverMs.p95)}/${ms(x.serverMs.max)}`,
      kindsText(x.serverErrors) || '-',
      x.load.toFixed(2),
    ]),
  ]);
  const exact = r.races.every((x) => x.reservations === 1);
  console.log(`  exactly 1 reservation in every run: ${exact ? 'yes' : 'NO'}`);
  console.log(
    `  median wall ms ${ms(median(r.races.map((x) => x.wallMs)))}, median server p95 ${ms(median(r.races.map((x) => x.serverMs.p95)))} ms`,
  );

  console.log(`\nSpread: ${r.buyers} buyers each book a different listing at once`);
  table([
    [
      'run',
      'outcomes',
      'bookings/s',
      'wall ms',
      'server p50',
      'server p95',
      'elapsed p95',
      'db p95',
      'server errors',
      'load 1m',
    ],
    ...r.spreads.map((x, i) => [
      String(i + 1),
      kindsText(x.kinds),
      x.bookingsPerSecond.toFixed(1),
      ms(x.wallMs),
      ms(x.inServer.p50),
      ms(x.inServer.p95),
      ms(x.elapsed.p95),
      ms(x.dbScheduleToBook.p95),
      kindsText(x.serverErrors) || '-',
      x.load.toFixed(2),
    ]),
    [
      'median',
      '',
      median(r.spreads.map((x) => x.bookingsPerSecond)).toFixed(1),
      ms(median(r.spreads.map((x) => x.wallMs))),
      ms(median(r.spreads.map((x) => x.inServer.p50))),
      ms(median(r.spreads.map((x) => x.inServer.p95))),
      ms(median(r.spreads.map((x) => x.elapsed.p95))),
      ms(median(r.spreads.map((x) => x.dbScheduleToBook.p95))),
      '',
      '',
    ],
  ]);
  console.log(
    [
      '  server p50/p95: per successful booking, time inside the server answering fulfill/schedule plus',
      '    fulfill/poll (request arrival to answer sent; the client turnaround between them not counted).',
      '  elapsed p95: schedule arrival to Success answer sent, as the server saw it (includes that turnaround).',
      '  db p95: reservations.created_at - fulfil_sessions.created_at (schedule to the booking transaction start).',
      `  load average at the end: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (1/5/15 min, 2-core machine; bench, server and PostgreSQL share it)`,
    ].join('\n'),
  );
}
