// Test support for the tests of a data migration: a database stopped at an earlier migration, to fill with rows
// of the old schema, then migrated forward so the test can read what the migration made of them.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { createDb, type DbHandle } from './client.ts';
import { migrationsFolder, runMigrations } from './migrate.ts';

export type MigrationTestDb = {
  handle: DbHandle;
  run: (query: SQL) => Promise<unknown>;
  rowsOf: <T>(query: SQL) => Promise<T[]>;
  /** Applies the migrations after the one it stopped at: among them the one under test. */
  migrateForward: () => Promise<void>;
  /** Closes it, drops the server's database, removes the migrations folder. */
  close: () => Promise<void>;
};

/** The migrations up to and including `lastIdx`, as a folder the migrator reads. */
function migrationsUpTo(lastIdx: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= lastIdx);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A database migrated up to and including migration `lastIdx`. With `serverUrl` (TEST_DATABASE_URL) it is a
 * PostgreSQL database of its own, created here and dropped by close(); without it, an in-memory PGlite.
 */
export async function openAtMigration(
  lastIdx: number,
  options: { serverUrl?: string | undefined } = {},
): Promise<MigrationTestDb> {
  const { serverUrl } = options;
  // The migration's index in the name: two migration tests on one server never share a database.
  const dbName = `migration_${lastIdx}_${process.pid}_${Date.now()}`;
  let handle: DbHandle | undefined;
  let folder: string | undefined;
  const close = async () => {
    await handle?.close();
    if (serverUrl) await onServer(serverUrl, `drop database if exists ${dbName}`);
    if (folder) rmSync(folder, { recursive: true, force: true });
  };
  try {
    if (serverUrl) {
      await onServer(serverUrl, `create database ${dbName}`);
      const url = new URL(serverUrl);
      url.pathname = `/${dbName}`;
      handle = await createDb({ databaseUrl: url.toString(), poolSize: 2 });
    } else {
      handle = await createDb({});
    }
    folder = migrationsUpTo(lastIdx);
    await runMigrations(handle, folder);
  } catch (error) {
    // Clean up what was made, but report the failure that stopped it rather than one of the clean-up's.
    await close().catch(() => undefined);
    throw error;
  }
  const opened = handle;
  return {
    handle: opened,
    run: (query) => opened.db.execute(query),
    rowsOf: async <T>(query: SQL) => ((await opened.db.execute(query)) as unknown as { rows: T[] }).rows,
    migrateForward: () => runMigrations(opened),
    close,
  };
}
