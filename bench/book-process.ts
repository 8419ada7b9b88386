/**
 * The bench:book server as a child process (book-server.ts, NODE_ENV=production): its port, its error log lines by
 * cause, and the fulfil timings it recorded. Split from book.ts so the runs (homes, flights) stay under 300 lines.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { FulfilTiming } from './book-timings.ts';

export type Server = {
  port: number;
  /** The server process, for its CPU time (search-cpu.ts). */
  pid: number;
  /** Error log lines of the server since the last call, by cause (e.g. 'deadlock detected'). */
  takeErrors: () => Record<string, number>;
  timings: () => Promise<FulfilTiming[]>;
  stop: () => Promise<void>;
};

/** The cause of an error-level log line (pino JSON, level >= 50): the last clause of its error message. */
function serverErrorCause(line: string): string | null {
  try {
    const log = JSON.parse(line) as { level?: number; err?: { message?: string }; msg?: string };
    if ((log.level ?? 0) < 50) return null;
    const message = log.err?.message ?? log.msg ?? 'error';
    return message.split(': ').at(-1)?.slice(0, 80) ?? message;
  } catch {
    return line.slice(0, 80);
  }
}

export async function startServer(databaseUrl: string): Promise<Server> {
  const script = fileURLToPath(new URL('./book-server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['pipe', 'pipe', 'inherit', 'ipc'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      // Every buyer signs in from 127.0.0.1: the per-IP limit is not what is measured.
      SIGNIN_RATE_LIMIT_MAX: '100000',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (!child.stdout) throw new Error('bench server has no stdout');
  const lines = createInterface({ input: child.stdout });
  const ready = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited (${code}) before it was ready`)));
  });
  lines.close();
  // The server logs (warnings and errors) to stdout; keep draining it, as a full pipe would block its writes.
  const errors: Record<string, number> = {};
  createInterface({ input: child.stdout }).on('line', (line) => {
    const cause = serverErrorCause(line);
    if (cause) errors[cause] = (errors[cause] ?? 0) + 1;
  });
  const { port } = JSON.parse(ready) as { port: number };
  return {
    port,
    pid: child.pid ?? 0,
    takeErrors: () => {
      const taken = { ...errors };
      for (const k of Object.keys(errors)) delete errors[k];
      return taken;
    },
    timings: () =>
      new Promise((resolve) => {
        child.once('message', (m) => resolve(m as FulfilTiming[]));
        child.send('timings');
      }),
    stop: async () => {
      child.stdin?.end();
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
