/**
 * CPU time of the server process and of its PostgreSQL backends, read from /proc (Linux). On a shared, busy
 * machine latency mostly measures the queue for a core; CPU milliseconds per request is the figure that shows what a
 * change saves, whatever else runs. Answers null where /proc is not readable.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';

const TICKS_PER_SECOND = 100;

/** utime + stime of a process, in ms; 0 for a process that is gone. */
function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name; utime and stime are fields 14 and 15 of the whole line.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

export type CpuSample = { serverMs: number; postgresMs: number | null };

/** The server's own CPU and, for a PostgreSQL data set, that of every backend connected to its database. */
export async function sampleCpu(serverPid: number, databaseUrl?: string): Promise<CpuSample | null> {
  try {
    readFileSync('/proc/self/stat');
  } catch {
    return null;
  }
  let postgresMs: number | null = null;
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    const name = decodeURIComponent(url.pathname.slice(1));
    url.pathname = '/postgres';
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = $1',
        [name],
      );
      postgresMs = rows.reduce((sum, r) => sum + processCpuMs(r.pid), 0);
    } finally {
      await client.end();
    }
  }
  return { serverMs: processCpuMs(serverPid), postgresMs };
}
