/**
 * The real API server (apps/api/src/server.ts) in a child process on its own port, as production runs it.
 * Node runs it directly (no npx wrapper), so a SIGKILL hits the server itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

function listenOn(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(bound));
    });
  });
}

/** Ports this process already handed out: a port is closed again until its server starts on it. */
const handedOut = new Set<number>();

/**
 * A free port for a server the test starts. FAULT_PORTS (e.g. 3400-3419) keeps them all in that range, for a
 * machine shared with others who use ports of their own; without it any free port.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.FAULT_PORTS ?? '');
  if (!range) return listenOn(0);
  for (let port = Number(range[1]); port <= Number(range[2]); port++) {
    if (handedOut.has(port)) continue;
    const bound = await listenOn(port).catch(() => null);
    if (bound === null) continue;
    handedOut.add(bound);
    return bound;
  }
  throw new Error(`No free port in FAULT_PORTS=${process.env.FAULT_PORTS}`);
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `check` every `everyMs` until it answers true; throws `what` after `timeoutMs`. */
export async function until(
  what: string,
  check: () => Promise<boolean>,
  opts: { timeoutMs?: number; everyMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await wait(opts.everyMs ?? 100);
  }
}

export type ApiProcess = {
  port: number;
  /** The current child's pid; changes on restart. */
  pid: () => number | undefined;
  alive: () => boolean;
  /** Everything the server printed (for failure messages). */
  output: () => string;
  kill: (signal: NodeJS.Signals) => Promise<void>;
  /** Starts a new server on the same port and waits until its health check answers. */
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

export type ApiOptions = { databaseUrl: string; port?: number; env?: Record<string, string> };

export async function healthy(port: number): Promise<boolean> {
  const res = await fetch(`http://127.0.0.1:${port}/api/v0/health`, { signal: AbortSignal.timeout(5_000) });
  return res.status === 200;
}

export async function startApi(options: ApiOptions): Promise<ApiProcess> {
  const port = options.port ?? (await freePort());
  let child: ChildProcess | undefined;
  let exited = true;
  let log = '';
  const start = async () => {
    const current = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
        DATABASE_URL: options.databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        PORTAL_SEED_LISTINGS: '0',
        SIGNIN_RATE_LIMIT_MAX: '100000',
        LOG_LEVEL: 'warn',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = current;
    exited = false;
    const append = (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-20_000);
    };
    current.stdout?.on('data', append);
    current.stderr?.on('data', append);
    current.once('exit', (code, signal) => {
      if (child === current) exited = true;
      log += `\n[api pid ${current.pid} exited: ${signal ?? code}]\n`;
    });
    await until(`the API on port ${port} to answer its health check`, async () => {
      if (exited) throw new Error(`The API exited while starting:\n${log}`);
      return healthy(port);
    }).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${log}`);
    });
  };
  const kill = async (signal: NodeJS.Signals) => {
    const current = child;
    if (!current || exited) return;
    const gone = new Promise<void>((resolve) => current.once('exit', () => resolve()));
    current.kill(signal);
    await gone;
  };
  await start();
  return {
    port,
    pid: () => child?.pid,
    alive: () => !exited,
    output: () => log,
    kill,
    start,
    stop: async () => {
      if (exited || !child) return;
      const current = child;
      const gone = new Promise<void>((resolve) => current.once('exit', () => resolve()));
      current.kill('SIGTERM');
      const force = setTimeout(() => current.kill('SIGKILL'), 15_000);
      await gone;
      clearTimeout(force);
    },
  };
}
