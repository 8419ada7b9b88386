import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { prepareJourneyData } from './journey-data.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: ChildProcess | undefined;
let dataDir: string | undefined;

// Starts the production server (built web app + API) on its own PGlite folder, prepared with the demo data and
// the journeys' extra offers (journey-data.ts).
export async function setup(project: TestProject): Promise<void> {
  const port = Number(process.env.E2E_PORT ?? 3310);
  const baseUrl = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
  project.provide('baseUrl', baseUrl);
  if (process.env.E2E_BASE_URL) return;

  dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const listings = Number(process.env.PORTAL_SEED_LISTINGS ?? 1000);
  await prepareJourneyData(dataDir, listings);
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PORTAL_DATA_DIR: dataDir,
      PORTAL_SEED_LISTINGS: String(listings),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Journeys sign the same demo users in many times from one address; the limit itself has API tests.
      SIGNIN_RATE_LIMIT_MAX: '10000',
      // Journeys add the simulator's test cards (declines, fraud) through the book page's 'Add a card'.
      PORTAL_TEST_CARDS: 'on',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The portal server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/v0/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The portal server did not become ready in 150 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export async function teardown(): Promise<void> {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server?.once('exit', resolve));
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
