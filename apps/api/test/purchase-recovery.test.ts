import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentMethod } from '@portal/db/factories/cards';
import { FULFIL_STALE_MS, recoverStaleFulfilSessions } from '../src/modules/purchase/fulfil-recovery.ts';
import { createTestApp, TEST_NOW, type TestApp } from './support/test-app.ts';
import {
  card,
  count,
  pollFulfil,
  readyQuote,
  scheduleFulfil,
  stayFor,
  TODAY,
} from './support/purchase-flow.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: { listings: 12, today: TODAY } });
});
afterAll(async () => {
  await t?.close();
});

/** A scheduled, never polled booking of stay `n`: its fulfil token. */
async function scheduled(
  n: number,
): Promise<{ s: Awaited<ReturnType<TestApp['signedInUser']>>; token: string }> {
  const s = await t.signedInUser();
  const quoted = await readyQuote(t, s, stayFor(n));
  const cardRow = await createPaymentMethod(t.db, s.user.id);
  const res = await scheduleFulfil(t, s, quoted.token, [card(cardRow.id, quoted.totalMinor)]);
  expect(res.statusCode, res.body).toBe(200);
  return { s, token: res.json().value as string };
}

const pending = () => count(t, sql`select count(*) as n from fulfil_sessions where status = 'Pending'`);
const sweep = () => recoverStaleFulfilSessions({ db: t.db, clock: t.clock });

describe('recovery of stale fulfil sessions', () => {
  it('leaves a session younger than the stale age alone: its poll still books', async () => {
    const b = await scheduled(60);
    t.clock.advance(FULFIL_STALE_MS - 1_000);
    try {
      expect(await sweep()).toMatchObject({ completed: 0, failed: 0 });
      expect((await pollFulfil(t, b.s, b.token)).FulfillResponse).toBe('Success');
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('fails an abandoned session with a clear error, books nothing, and its late poll answers that', async () => {
    const b = await scheduled(61);
    t.clock.advance(FULFIL_STALE_MS + 1_000);
    try {
      const round = await sweep();
      expect(round.failed).toBeGreaterThanOrEqual(1);
      expect(await pending()).toBe(0);
      const answer = await pollFulfil(t, b.s, b.token);
      expect(answer.FulfillResponse).toBe('Failure');
      expect(answer.errors?.[0]).toMatchObject({ Error: 'Inactivity', code: 'PollingTimeout' });
      expect(answer.errors?.[0]?.value).toMatch(/nothing was booked/);
    } finally {
      t.clock.set(TEST_NOW);
    }
    expect(
      await count(t, sql`select count(*) as n from reservations where from_date = ${stayFor(61).from}`),
    ).toBe(0);
  });

  it('completes a Pending session whose reservation committed, from the database', async () => {
    const b = await scheduled(62);
    expect((await pollFulfil(t, b.s, b.token)).FulfillResponse).toBe('Success');
    // As if the outcome had not been recorded: the reservation exists, the session still says Pending.
    await t.db.execute(
      sql`update fulfil_sessions set status = 'Pending', reservation_id = null
          where quote_session_id = (select quote_session_id from reservations where from_date = ${stayFor(62).from})`,
    );
    t.clock.advance(FULFIL_STALE_MS + 1_000);
    try {
      expect((await sweep()).completed).toBe(1);
      const answer = await pollFulfil(t, b.s, b.token);
      expect(answer.FulfillResponse).toBe('Success');
    } finally {
      t.clock.set(TEST_NOW);
    }
    expect(
      await count(t, sql`select count(*) as n from reservations where from_date = ${stayFor(62).from}`),
    ).toBe(1);
  });
});
