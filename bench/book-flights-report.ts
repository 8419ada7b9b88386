/**
 * bench:book's flights tables: the race for the last seats of a fare bucket per run, then one table of medians
 * with vacation rentals and flights side by side (issue 14: flights "beside vacation rentals").
 */
import type { FlightRaceRun } from './book-flights.ts';
import type { SpreadRun } from './book-report.ts';
import { median } from './search-load.ts';

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
const cpuText = (cpu: { serverMs: number; postgresMs: number } | null) =>
  cpu ? `${cpu.serverMs.toFixed(1)} + ${cpu.postgresMs.toFixed(1)}` : '-';
const medianCpu = (cpus: ({ serverMs: number; postgresMs: number } | null)[]) => {
  const known = cpus.filter((c) => c !== null);
  if (!known.length) return null;
  return {
    serverMs: median(known.map((c) => c.serverMs)),
    postgresMs: median(known.map((c) => c.postgresMs)),
  };
};

function printRaces(buyers: number, races: readonly FlightRaceRun[]): void {
  const seats = races[0]?.seats ?? 0;
  console.log(
    `\nFlights race: ${buyers} buyers fulfil one passenger each on the last ${seats} seats of one fare`,
  );
  table([
    [
      'run',
      'booked',
      'seats sold',
      'ticketed',
      'outcomes',
      'wall ms',
      'server ms p50/p95/p99',
      'CPU ms/buyer',
      'server errors',
      'load 1m',
    ],
    ...races.map((x, i) => [
      String(i + 1),
      `${x.succeeded} of ${x.seats}`,
      String(x.seatsSold),
      String(x.ticketed),
      kindsText(x.kinds),
      ms(x.wallMs),
      `${ms(x.serverMs.p50)}/${ms(x.serverMs.p95)}/${ms(x.serverMs.p99)}`,
      cpuText(x.cpuPerBuyer),
      kindsText(x.serverErrors) || '-',
      x.load.toFixed(2),
    ]),
  ]);
  const exact = races.every(
    (x) => x.succeeded === x.seats && x.seatsSold === x.seats && x.ticketed === x.seats,
  );
  console.log(`  exactly ${seats} booked, sold and ticketed in every run: ${exact ? 'yes' : 'NO'}`);
}

/** Medians of the spread runs of each line, one row per line. */
function printSummary(buyers: number, lines: [string, readonly SpreadRun[]][]): void {
  console.log(
    `\nBookings side by side: ${buyers} buyers each book their own listing or flight at once (medians)`,
  );
  const of = (runs: readonly SpreadRun[], pick: (r: SpreadRun) => number) => median(runs.map(pick));
  table([
    [
      'line',
      'runs',
      'bookings/s',
      'fulfil p50 ms',
      'fulfil p95 ms',
      'fulfil p99 ms',
      'elapsed p95 ms',
      'CPU ms/booking server + PostgreSQL',
    ],
    ...lines
      .filter(([, runs]) => runs.length)
      .map(([line, runs]) => [
        line,
        String(runs.length),
        of(runs, (r) => r.bookingsPerSecond).toFixed(1),
        ms(of(runs, (r) => r.inServer.p50)),
        ms(of(runs, (r) => r.inServer.p95)),
        ms(of(runs, (r) => r.inServer.p99)),
        ms(of(runs, (r) => r.elapsed.p95)),
        cpuText(medianCpu(runs.map((r) => r.cpuPerBooking))),
      ]),
  ]);
  console.log(
    [
      '  fulfil: time inside the server answering fulfill/schedule plus fulfill/poll per successful booking',
      '    (a flight is polled until ticketed); elapsed: schedule arrival to Success sent, turnaround included.',
      '  CPU: /proc utime + stime of the server process and of the database backends during the fulfilments.',
    ].join('\n'),
  );
}

export function printFlightsReport(r: {
  buyers: number;
  races: readonly FlightRaceRun[];
  homes: readonly SpreadRun[];
  flights: readonly SpreadRun[];
}): void {
  if (r.races.length) printRaces(r.buyers, r.races);
  if (r.flights.length) {
    console.log(`\nFlights spread: ${r.buyers} buyers each book a different flight at once`);
    table([
      [
        'run',
        'outcomes',
        'bookings/s',
        'wall ms',
        'fulfil p50/p95/p99',
        'CPU ms/booking',
        'server errors',
        'load 1m',
      ],
      ...r.flights.map((x, i) => [
        String(i + 1),
        kindsText(x.kinds),
        x.bookingsPerSecond.toFixed(1),
        ms(x.wallMs),
        `${ms(x.inServer.p50)}/${ms(x.inServer.p95)}/${ms(x.inServer.p99)}`,
        cpuText(x.cpuPerBooking),
        kindsText(x.serverErrors) || '-',
        x.load.toFixed(2),
      ]),
    ]);
  }
  printSummary(r.buyers, [
    ['vacation rentals', r.homes],
    ['flights', r.flights],
  ]);
}
