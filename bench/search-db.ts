/**
 * The kept PostgreSQL bench databases (search-data.ts's synthetic inventory), shared by bench:search and bench:load:
 * each records in bench_meta the DATA_VERSION and the date it was generated for (the app's clock is pinned to it).
 * BENCH_DATABASE_URL: the server (default postgres://postgres@127.0.0.1:5432); database names are fixed.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createDb } from '@portal/db/client';
import { runMigrations } from '@portal/db/migrate';
import { insertTier, type Tier } from './search-data.ts';

export const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432';
export const DB_10K = 'portal_bench_10k';
export const TIER_10K: Tier = { first: 1, last: 10_000, firstMarket: 1 };

export const dbUrl = (name: string) => `${SERVER_URL.replace(/\/$/, '')}/${name}`;

/** Bump when search-data.ts changes what it generates, so kept databases are regenerated. */
export const DATA_VERSION = 2;

export async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: dbUrl('postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The generation date of a kept bench database, or null when it is missing or from another DATA_VERSION. */
export async function keptToday(name: string): Promise<string | null> {
  const exists = await admin((c) => c.query('select 1 from pg_database where datname = $1', [name]));
  if (exists.rowCount === 0) return null;
  const client = new pg.Client({ connectionString: dbUrl(name) });
  await client.connect();
  try {
    const meta = await client.query<{ today: string }>(
      `select to_char(today, 'YYYY-MM-DD') as today from bench_meta where version = $1 and complete`,
      [DATA_VERSION],
    );
    return meta.rows[0]?.today ?? null;
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

export async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** Creates `name` (from `template` when given), applies migrations if new, loads `tier`, records bench_meta. */
export async function generate(name: string, tier: Tier, today: string, template?: string): Promise<void> {
  await admin(async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  });
  const handle = await createDb({ databaseUrl: dbUrl(name), poolSize: 2 });
  try {
    if (!template) {
      await runMigrations(handle);
      await handle.db.execute(
        sql`create table bench_meta (version int not null, today date not null, complete boolean not null)`,
      );
    }
    await handle.db.execute(sql`delete from bench_meta`);
    await insertTier(handle.db, tier, today, (step, ms) =>
      console.log(`    ${step.padEnd(18)} ${(ms / 1000).toFixed(1)} s`),
    );
    await handle.db.execute(sql`insert into bench_meta values (${DATA_VERSION}, ${today}::date, true)`);
  } finally {
    await handle.close();
  }
}
