import { inject } from 'vitest';
import { createDb, type DbHandle } from '@portal/db/client';
import { truncateAll } from '@portal/db/seed/seed';

let shared: Promise<DbHandle> | undefined;
let users = 0;
let emptied = false;

async function open(): Promise<DbHandle> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl) {
    // The worker's copy of the migrated database (global setup); this file starts from empty tables (a worker
    // runs one file at a time).
    const handle = await createDb({ databaseUrl, poolSize: 4 });
    if (!emptied) await truncateAll(handle.db);
    emptied = true;
    return handle;
  }
  const template = inject('pgliteTemplate');
  if (!template) throw new Error('The api project global setup did not provide a PGlite template');
  // The same worker-thread PGlite the server runs, started from the migrated template.
  return createDb({ loadDataDirFile: template });
}

/**
 * Called by the project's setup file before each test file: with `isolate: false` this module outlives a file, and
 * the next file must start from empty tables again.
 */
export function startTestFile(): void {
  emptied = false;
}

/** The test file's migrated database, opened once and shared by every app the file builds. */
export async function acquireTestDb(): Promise<DbHandle> {
  users += 1;
  shared ??= open();
  return shared;
}

/** Closes the database when the last app of the file lets go of it. */
export async function releaseTestDb(): Promise<void> {
  users -= 1;
  if (users > 0 || !shared) return;
  const handle = await shared;
  shared = undefined;
  await handle.close();
}
