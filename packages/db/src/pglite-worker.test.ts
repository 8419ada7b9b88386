/**
 * The embedded database runs in a worker thread: while PostgreSQL works, this thread's event loop stays free (an
 * HTTP server keeps reading requests), transactions still own the one connection, and a dead worker fails loudly.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createDb, type DbHandle } from './client.ts';
import { PgliteWorkerClient } from './pglite-worker-client.ts';

const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];

/** The migrated template of the api project's setup when there is one (fast start), else an empty database. */
const template = () => inject('pgliteTemplate') || undefined;

describe('PGlite in its worker thread', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createDb({ loadDataDirFile: template() });
  });
  afterAll(async () => {
    await handle.close();
  });

  it('leaves the event loop free while a heavy query runs', async () => {
    // A 10 ms timer records the longest wait between its ticks while the query runs.
    let last = performance.now();
    let longestGap = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 10);
    const started = performance.now();
    try {
      const [row] = rowsOf(
        await handle.db.execute(sql`select count(*)::int as n from generate_series(1, 3000000) as g(i)
          where md5(i::text) like 'a%'`),
      );
      expect(row?.n).toBeGreaterThan(0);
    } finally {
      clearInterval(timer);
    }
    // The wait since the last tick counts too: a blocked loop may not have ticked at all.
    longestGap = Math.max(longestGap, performance.now() - last);
    const took = performance.now() - started;
    // The query must be long enough to prove anything: on the main thread it would hold every tick that long.
    expect(took).toBeGreaterThan(800);
    // So a blocked loop waits about `took` at once. A free one still waits on a busy machine (the other test
    // worker and PostgreSQL share CI's two cores; a 272 ms tick was seen): half the query's time tells them apart.
    expect(longestGap).toBeLessThan(took / 2);
  });

  it('runs a transaction alone on the connection: a query sent meanwhile waits for its commit', async () => {
    await handle.db.execute(sql`create table if not exists worker_order (step text, at serial)`);
    const steps: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    await handle.db.transaction(async (t) => {
      await t.execute(sql`insert into worker_order (step) values ('tx-1')`);
      // Another request's query arrives while the transaction is open; it must not run inside or before it.
      outside = handle.db
        .execute(sql`select count(*)::int as n from worker_order`)
        .then((r) => steps.push(`outside saw ${rowsOf(r)[0]?.n}`));
      await new Promise((resolve) => setTimeout(resolve, 50));
      await t.execute(sql`insert into worker_order (step) values ('tx-2')`);
      steps.push('tx done');
    });
    await outside;
    expect(steps).toEqual(['tx done', 'outside saw 2']);
    await handle.db.execute(sql`drop table worker_order`);
  });

  it('rolls back a transaction whose callback throws, and keeps the database error code', async () => {
    await handle.db.execute(sql`create table if not exists worker_rollback (id int primary key)`);
    await expect(
      handle.db.transaction(async (t) => {
        await t.execute(sql`insert into worker_rollback values (1)`);
        throw new Error('the buyer lost');
      }),
    ).rejects.toThrow('the buyer lost');
    const failed = await handle.db.execute(sql`insert into worker_rollback values (1), (1)`).then(
      () => null,
      (error: unknown) => error as { cause?: { code?: string } },
    );
    expect(failed?.cause?.code).toBe('23505');
    expect(rowsOf(await handle.db.execute(sql`select count(*)::int as n from worker_rollback`))[0]?.n).toBe(
      0,
    );
    await handle.db.execute(sql`drop table worker_rollback`);
  });
});

describe('a PGlite worker thread that dies', () => {
  it('fails the pending query and every later one with the reason, and reports the crash once', async () => {
    const crashes: Error[] = [];
    // A tiny heap, then an answer far larger than it: V8 ends the worker as it would on a real out-of-memory.
    const client = new PgliteWorkerClient({
      loadDataDirFile: template(),
      resourceLimits: { maxOldGenerationSizeMb: 64 },
      onCrash: (error) => crashes.push(error),
    });
    await client.waitReady;
    const pending = client.query(
      `select repeat('x', 1000) || i as big from generate_series(1, 1000000) as g(i)`,
    );
    await expect(pending).rejects.toThrow(/embedded database .* stopped unexpectedly/);
    await expect(client.query('select 1')).rejects.toThrow(/stopped unexpectedly/);
    expect(crashes).toHaveLength(1);
    await client.close();
    // Without the template (the PostgreSQL leg of the suite) PGlite starts cold: initdb in WebAssembly.
  }, 90_000);
});
