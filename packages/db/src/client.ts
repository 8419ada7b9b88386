import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PgliteWorkerClient } from './pglite-worker-client.ts';
import { schema } from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repositories accept either a Db or a Tx. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

export type DbOptions = {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite's data folder; undefined keeps it in memory. */
  dataDir?: string | undefined;
  /** PGlite: a file holding a dumpDataDir() tar to start from (in memory) instead of dataDir. */
  loadDataDirFile?: string | undefined;
  /** PGlite: called if its worker thread dies; the default throws, ending the process with the reason. */
  onCrash?: (error: Error) => void;
  poolSize?: number;
};

export async function createDb(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // An unreachable server fails a request in seconds instead of holding it open.
      connectionTimeoutMillis: 10_000,
      keepAlive: true,
    });
    // A dropped connection (server restart) must not crash the process; the pool reconnects on next use.
    // Idle clients report to the pool's listener; a checked-out client between two queries of a transaction
    // emits on itself, and an 'error' event without a listener would end the process. Its next query fails
    // and the pool discards it on release.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  // PGlite (with btree_gist) runs in a worker thread: its queries would otherwise block this thread's event loop.
  const client = new PgliteWorkerClient({
    dataDir: options.dataDir,
    loadDataDirFile: options.loadDataDirFile,
    ...(options.onCrash ? { onCrash: options.onCrash } : {}),
  });
  try {
    await client.waitReady;
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
  // Drizzle's pglite driver needs only the query and transaction methods the worker client provides.
  const db = drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

// SQLSTATE classes and socket errors that mean "the database is not reachable right now", not a bug:
// 08 connection exception, 57P01-57P03 shutdown or starting up, 53300 too many connections.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/** Whether an error (or one of its causes) says the database is away, so the caller can answer 503. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (
        UNAVAILABLE_CODES.has(code) ||
        code.startsWith('08') ||
        /^57P0[123]$/.test(code) ||
        code === '53300'
      )
        return true;
    }
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}
