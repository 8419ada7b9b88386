import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export type Server = {
  pid: number;
  /** The PostgreSQL database it serves; undefined for PGlite (whose engine runs inside the server process). */
  databaseUrl: string | undefined;
  port: number;
  headers: Record<string, string>;
  listings: number;
  cityListings: number;
  /** The server's largest and p99 event-loop delay (ms) since the previous call (or its start). */
  loopDelay: () => Promise<{ maxMs: number; p99Ms: number }>;
  stop: () => Promise<void>;
};

const serverScript = fileURLToPath(new URL('./search-server.ts', import.meta.url));

/** Spawns search-server.ts and waits for its ready line; stop() ends it and waits for its exit. */
export async function startServer(
  serverArgs: string[],
  databaseUrl: string | undefined,
  profileName: string,
  cpuProfileDir?: string,
): Promise<Server> {
  const prof = cpuProfileDir
    ? // One folder per data set: tsx's loader thread writes a profile of its own next to the main thread's.
      ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}/${profileName}`]
    : [];
  const child = spawn(process.execPath, [...prof, '--import', 'tsx', serverScript, ...serverArgs], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.stdin.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const lines = createInterface({ input: child.stdout });
  const ready = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited (${code}) before it was ready`)));
  });
  const info = JSON.parse(ready) as Omit<Server, 'stop' | 'pid' | 'databaseUrl' | 'loopDelay'>;
  const loopDelay = async () => {
    // Other output of the server (a notice, a log line) is skipped.
    const answer = new Promise<string>((resolve) => {
      const onLine = (line: string) => {
        if (!line.startsWith('{"maxMs"')) return;
        lines.off('line', onLine);
        resolve(line);
      };
      lines.on('line', onLine);
    });
    child.stdin.write('loop-delay\n');
    return JSON.parse(await answer) as { maxMs: number; p99Ms: number };
  };
  return { ...info, pid: child.pid ?? 0, databaseUrl, loopDelay, stop };
}
