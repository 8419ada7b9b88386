import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '@portal/db/client';
import { runMigrations } from '@portal/db/migrate';
import { loadConfig } from '../src/config.ts';
import { installJobQueue } from '../src/jobs/job-queue.ts';
import { createWorkerDatabases, dropWorkerDatabases } from './support/worker-databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated PGlite data folder; '' when the suite runs on TEST_DATABASE_URL. */
    pgliteTemplate: string;
    /** TEST_DATABASE_URL, migrated, that each worker's database copies; '' on PGlite. */
    postgresBaseUrl: string;
  }
}

// Migrates once per run. On PGlite the migrated data folder is dumped to a file that every test file loads
// into its own in-memory instance (about 0.6 s instead of 4 s cold plus migrations); on PostgreSQL the
// database given in TEST_DATABASE_URL is migrated here and copied once per worker (use-worker-database.ts),
// and each test file empties its worker's rows.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const handle = await createDb({ databaseUrl, poolSize: 1 });
  await runMigrations(handle);
  // The job queue's tables too: a booking queues its confirmation email in its own transaction.
  await installJobQueue(handle, loadConfig({ NODE_ENV: 'test' }).jobs);
  if (handle.kind === 'postgres' && databaseUrl) {
    await handle.close();
    // VITEST_POOL_ID runs from 1 to the project's maxWorkers.
    const workers = Math.max(1, project.config.maxWorkers || 1);
    await createWorkerDatabases(databaseUrl, workers);
    project.provide('pgliteTemplate', '');
    project.provide('postgresBaseUrl', databaseUrl);
    return async () => {
      await dropWorkerDatabases(databaseUrl, workers);
    };
  }
  const client = (handle.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  const path = join(tmpdir(), `portal-api-pglite-${process.pid}-${Date.now()}.tar`);
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', path);
  project.provide('postgresBaseUrl', '');
  return async () => {
    await rm(path, { force: true });
  };
}
