import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client.ts';
import { prepared } from './prepared.ts';

// On PostgreSQL when TEST_DATABASE_URL is set (named statements on pooled connections), else on PGlite.
const databaseUrl = process.env.TEST_DATABASE_URL;
const notes = pgTable('prepared_test_notes', { id: text('id').primaryKey(), body: text('body').notNull() });

const noteById = prepared('prepared_test_note_by_id', (db) =>
  db
    .select({ body: notes.body })
    .from(notes)
    .where(eq(notes.id, sql.placeholder('id'))),
);

let handle: DbHandle;

beforeAll(async () => {
  handle = await createDb({ databaseUrl, poolSize: 3 });
  await handle.db.execute(sql`drop table if exists prepared_test_notes`);
  await handle.db.execute(sql`create table prepared_test_notes (id text primary key, body text not null)`);
  await handle.db.insert(notes).values([
    { id: 'a', body: 'first' },
    { id: 'b', body: 'second' },
  ]);
}, 60_000);

afterAll(async () => {
  await handle.db.execute(sql`drop table if exists prepared_test_notes`);
  await handle.close();
});

describe('prepared', () => {
  it('answers each call with its own parameters, many at once over the pool', async () => {
    const ids = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 'a' : 'b'));
    const answers = await Promise.all(ids.map((id) => noteById(handle.db, { id })));
    expect(answers.map((rows) => rows[0]?.body)).toEqual(ids.map((id) => (id === 'a' ? 'first' : 'second')));
    expect(await noteById(handle.db, { id: 'none' })).toEqual([]);
  });

  it('runs inside a transaction on its connection: it sees the transaction own writes', async () => {
    await handle.db
      .transaction(async (tx) => {
        await tx.insert(notes).values({ id: 'c', body: 'uncommitted' });
        expect((await noteById(tx, { id: 'c' }))[0]?.body).toBe('uncommitted');
        // Twice in one transaction: the named statement is reused on that connection.
        expect((await noteById(tx, { id: 'c' }))[0]?.body).toBe('uncommitted');
        tx.rollback();
      })
      .catch((error: unknown) => {
        // Only the deliberate rollback is expected here; a failed expectation must fail the test.
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(await noteById(handle.db, { id: 'c' })).toEqual([]);
  });
});
