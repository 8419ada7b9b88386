/**
 * What every bench:book run shares, whatever it books (homes, flights): all fulfilments sent at once, their
 * outcomes counted, and the CPU the server and its PostgreSQL backends spent meanwhile (search-cpu.ts, /proc).
 */
import { loadavg } from 'node:os';
import type { BenchClient, Buyer, Quote } from './book-client.ts';
import { dbScheduleToBookMs, type BenchDb } from './book-data.ts';
import type { Server } from './book-process.ts';
import type { SpreadRun } from './book-report.ts';
import { fulfilDurations, stats, type FulfilTiming } from './book-timings.ts';
import { sampleCpu } from './search-cpu.ts';

/** All fulfilments at once; answers each outcome (a failure kind, or `error: ...`) and when it arrived. */
export async function fulfilAll(client: BenchClient, buyers: readonly Buyer[], quotes: readonly Quote[]) {
  const started = performance.now();
  const results = await Promise.all(
    buyers.map((b, i) =>
      client.book(b, quotes[i] as Quote).catch((e: unknown) => ({
        outcome: httpStatusOf(e),
        at: performance.now(),
      })),
    ),
  );
  return { started, results };
}

function httpStatusOf(e: unknown): string {
  const status = /: (\d{3}) /.exec(e instanceof Error ? e.message : String(e))?.[1];
  return status ? `HTTP ${status}` : `error: ${String(e).slice(0, 60)}`;
}

export function countKinds(outcomes: readonly string[]): Record<string, number> {
  const kinds: Record<string, number> = {};
  for (const o of outcomes) kinds[o] = (kinds[o] ?? 0) + 1;
  return kinds;
}

/** Server time of the losing fulfilments too, so the race reports what every buyer waited for inside the server. */
export function failedInServer(timings: readonly FulfilTiming[]): number[] {
  return timings
    .filter((t) => t.outcome !== 'Success' && t.scheduleIn !== undefined && t.pollIn !== undefined)
    .map((t) => (t.scheduleOut ?? 0) - (t.scheduleIn ?? 0) + ((t.pollOut ?? 0) - (t.pollIn ?? 0)));
}

/** CPU ms of the server and of its database's backends while `work` ran; null where /proc is not readable. */
export async function withCpu<T>(
  server: Server,
  databaseUrl: string,
  work: () => Promise<T>,
): Promise<{ result: T; cpu: { serverMs: number; postgresMs: number } | null }> {
  const before = await sampleCpu(server.pid, databaseUrl);
  const result = await work();
  const after = await sampleCpu(server.pid, databaseUrl);
  if (!before || !after) return { result, cpu: null };
  return {
    result,
    cpu: {
      serverMs: after.serverMs - before.serverMs,
      postgresMs: (after.postgresMs ?? 0) - (before.postgresMs ?? 0),
    },
  };
}

/**
 * Every buyer books their own quote at once: bookings per second (successes / wall time from the first fulfil
 * schedule sent to the last Success received), the server's time per booking and the CPU per booking.
 */
export async function measureSpread(
  client: BenchClient,
  db: BenchDb,
  server: Server,
  buyers: readonly Buyer[],
  quotes: readonly Quote[],
): Promise<SpreadRun> {
  await server.timings();
  server.takeErrors();
  const {
    result: { started, results },
    cpu,
  } = await withCpu(server, db.url, () => fulfilAll(client, buyers, quotes));
  const successes = results.filter((r) => r.outcome === 'Success');
  const wallMs = Math.max(...successes.map((r) => r.at)) - started;
  const { inServer, elapsed } = fulfilDurations(await server.timings());
  const per = (ms: number) => (successes.length ? ms / successes.length : NaN);
  return {
    kinds: countKinds(results.map((r) => r.outcome)),
    bookingsPerSecond: (successes.length / wallMs) * 1000,
    wallMs,
    inServer: stats(inServer),
    elapsed: stats(elapsed),
    dbScheduleToBook: stats(await dbScheduleToBookMs(db)),
    cpuPerBooking: cpu && { serverMs: per(cpu.serverMs), postgresMs: per(cpu.postgresMs) },
    serverErrors: server.takeErrors(),
    load: loadavg()[0] ?? NaN,
  };
}
