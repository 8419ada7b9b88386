import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDb, isDatabaseUnavailable } from './client.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];

describe.skipIf(!databaseUrl)('the PostgreSQL pool when the server drops a connection', () => {
  it('survives a connection killed inside a transaction, and the next query gets a fresh one', async () => {
    const handle = await createDb({ databaseUrl, poolSize: 2 });
    try {
      const failure = await handle.db
        .transaction(async (tx) => {
          const [me] = rowsOf(await tx.execute(sql`select pg_backend_pid() as pid`));
          // As a server restart does: the backend of this checked-out client ends while it sits in a transaction.
          await handle.db.execute(sql`select pg_terminate_backend(${Number(me?.pid)})`);
          await new Promise((resolve) => setTimeout(resolve, 300));
          await tx.execute(sql`select 1`);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      const [row] = rowsOf(await handle.db.execute(sql`select 1 as ok`));
      expect(row?.ok).toBe(1);
    } finally {
      await handle.close();
    }
  });
});

describe('isDatabaseUnavailable', () => {
  it.each([
    [{ code: 'ECONNREFUSED' }, true],
    [{ code: '57P01' }, true],
    [{ code: '57P03' }, true],
    [{ code: '08006' }, true],
    [new Error('Connection terminated unexpectedly'), true],
    [{ message: 'wrapped', cause: { code: '57P01' } }, true],
    [{ code: '23505' }, false],
    [{ code: '23P01' }, false],
    [new Error('boom'), false],
    [null, false],
  ])('%o -> %s', (error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});
