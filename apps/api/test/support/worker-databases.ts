/**
 * On PostgreSQL each vitest worker runs its test files on its own copy of the migrated database, so files run in
 * parallel (as on PGlite) without emptying each other's tables. The global setup migrates TEST_DATABASE_URL's
 * database once and copies it per worker (CREATE DATABASE ... TEMPLATE, much faster than migrating again).
 */
import pg from 'pg';

/** The database a worker (VITEST_POOL_ID 1..maxWorkers) uses on the server of `baseUrl`. */
export function workerDatabaseUrl(baseUrl: string, poolId: string | number): string {
  const url = new URL(baseUrl);
  url.pathname = `/${workerDatabaseName(baseUrl, poolId)}`;
  return url.toString();
}

function workerDatabaseName(baseUrl: string, poolId: string | number): string {
  const base = decodeURIComponent(new URL(baseUrl).pathname.slice(1));
  if (!/^[1-9][0-9]*$/.test(String(poolId))) throw new Error(`Unexpected vitest pool id: ${poolId}`);
  return `${base}_w${poolId}`;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

// Through the server's maintenance database: a database cannot be copied or dropped while a session uses it.
async function onServer(baseUrl: string, statements: string[]): Promise<void> {
  const url = new URL(baseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Makes workers 1..count each a fresh copy of the (migrated, unused) database of `baseUrl`. */
export async function createWorkerDatabases(baseUrl: string, count: number): Promise<void> {
  const template = quoted(decodeURIComponent(new URL(baseUrl).pathname.slice(1)));
  const statements = [];
  for (let id = 1; id <= count; id += 1) {
    const name = quoted(workerDatabaseName(baseUrl, id));
    statements.push(
      `drop database if exists ${name} with (force)`,
      `create database ${name} template ${template}`,
    );
  }
  await onServer(baseUrl, statements);
}

export async function dropWorkerDatabases(baseUrl: string, count: number): Promise<void> {
  const statements = [];
  for (let id = 1; id <= count; id += 1) {
    statements.push(`drop database if exists ${quoted(workerDatabaseName(baseUrl, id))} with (force)`);
  }
  await onServer(baseUrl, statements);
}
