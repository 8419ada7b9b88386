/**
 * The production portal for the web benchmark: a Vite production build in a folder of its own (so it never
 * clobbers apps/web/dist, which the e2e runs share), the real server (NODE_ENV=production, web app + API in one
 * process) on its own port and empty PGlite folder, seeded with demo data on first start, and a signed-in session.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** What the web app keeps in localStorage for a session (apps/web/src/lib/session-store.ts and lib/http.ts). */
export type StoredSession = { token: string; csrfToken: string; sessionExpiration: string };

export const SESSION_STORAGE_KEYS = {
  token: 'portal.token',
  csrfToken: 'portal.csrfToken',
  sessionExpiration: 'portal.sessionExpiration',
} as const;

async function run(command: string, args: string[], cwd: string): Promise<void> {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}

/** apps/web's own vite (workspaces may keep it under apps/web/node_modules). */
function viteBin(): string {
  const fromWeb = createRequire(`${repoRoot}apps/web/package.json`);
  return join(dirname(fromWeb.resolve('vite/package.json')), 'bin/vite.js');
}

/** npx vite build into outDir (with its manifest, which web-first-load.ts reads). */
export async function buildWeb(outDir: string): Promise<void> {
  await run(
    process.execPath,
    [viteBin(), 'build', '--mode', 'production', '--outDir', outDir, '--emptyOutDir'],
    `${repoRoot}apps/web`,
  );
}

export type Portal = { baseUrl: string; stop: () => Promise<void> };

export async function startPortal(opts: {
  port: number;
  webDist: string;
  dataDir: string;
  listings: number;
}): Promise<Portal> {
  const baseUrl = `http://127.0.0.1:${opts.port}`;
  // A server left on the port (an earlier run that was killed) would answer the health check below and be
  // measured in place of this build.
  const stale = await fetch(`${baseUrl}/api/v0/health`).then(
    () => true,
    () => false,
  );
  if (stale) throw new Error(`Something already listens on port ${opts.port}: stop it or pass --port`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      PORTAL_DATA_DIR: opts.dataDir,
      PORTAL_WEB_DIST: opts.webDist,
      PORTAL_SEED_LISTINGS: String(opts.listings),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The portal server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/v0/health`)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('The portal server did not become ready in 240 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Signs in through the API as the web app does: the issuer's one-time code, then a session for it. */
export async function signIn(
  baseUrl: string,
  email: string,
  password = 'travel-demo',
): Promise<StoredSession> {
  const { code } = await postJson<{ code: string }>(`${baseUrl}/api/v0/auth/signin`, { email, password });
  return postJson<StoredSession>(`${baseUrl}/api/v0/auth/login/code`, { code });
}
