import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

type Runnable<P, R> = { execute(params: P): Promise<R> };
type Preparable<P, R> = { prepare(name: string): Runnable<P, R> };

const byDb = new WeakMap<object, Map<string, Runnable<never, unknown>>>();

/**
 * A hot read built once per database handle and run with placeholders (`sql.placeholder`): the reads every
 * request makes (its session, its quote or fulfil session, the listing) skip drizzle's per-call SQL building, and on
 * PostgreSQL run as named prepared statements that each connection parses and plans once (bench:book measured
 * query building as a fifth of the API's CPU). In a transaction the statement is prepared on the transaction's own
 * handle, since it must run on that connection. `name` is unique per statement text.
 */
export function prepared<P extends Record<string, unknown>, R>(
  name: string,
  build: (db: DbOrTx) => Preparable<P, R>,
): (db: DbOrTx, params: P) => Promise<R> {
  return (db, params) => {
    if (db instanceof PgTransaction) return build(db).prepare(name).execute(params);
    let cache = byDb.get(db);
    if (!cache) byDb.set(db, (cache = new Map()));
    let query = cache.get(name) as Runnable<P, R> | undefined;
    if (!query) {
      query = build(db).prepare(name);
      cache.set(name, query as Runnable<never, unknown>);
    }
    return query.execute(params);
  };
}
