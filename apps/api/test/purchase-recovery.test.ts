import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentMethod } from '@portal/db/factories/cards';
import { FULFIL_STALE_MS, recoverStaleFulfilSessions } from '../src/checkout/fulfil-recovery.ts';
import { recordPaymentIntents } from '../src/checkout/payment-intents.repository.ts';
import { sha256 } from '../src/lib/secrets.ts';
import { createPaymentSimulator } from '../src/providers/payments/payment-simulator.ts';
import { createTestApp, TEST_NOW, type TestApp } from './support/test-app.ts';
import {
  card,
  count,
  pollFulfil,
  readyQuote,
  rowsOf,
  scheduleFulfil,
  stayFor,
  TODAY,
} from './support/purchase-flow.ts';
import { liveCardCharges } from './support/simulator-books.ts';

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
const sweep = () => recoverStaleFulfilSessions(t.deps);

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
      await count(t, sql`select count(*) as n from stay_bookings where from_date = ${stayFor(61).from}`),
    ).toBe(0);
  });

  it('completes a Pending session whose reservation committed, from the database', async () => {
    const b = await scheduled(62);
    expect((await pollFulfil(t, b.s, b.token)).FulfillResponse).toBe('Success');
    // As if the outcome had not been recorded: the reservation exists, the session still says Pending.
    await t.db.execute(
      sql`update fulfil_sessions set status = 'Pending', booking_id = null
          where quote_session_id = (select b.quote_session_id from bookings b join stay_bookings s on s.booking_id = b.id where s.from_date = ${stayFor(62).from})`,
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
      await count(t, sql`select count(*) as n from stay_bookings where from_date = ${stayFor(62).from}`),
    ).toBe(1);
  });
});

describe('recovery of payments a killed process left', () => {
  const sessionOf = async (token: string) => {
    const [row] = rowsOf<{ id: string; status: string }>(
      await t.db.execute(sql`select id, status from fulfil_sessions where token_hash = ${sha256(token)}`),
    );
    if (!row) throw new Error('no fulfil session');
    return row;
  };
  const intentsOf = async (sessionId: string) =>
    rowsOf<{ status: string; booking_id: string | null }>(
      await t.db.execute(
        sql`select status, booking_id from payment_intents where fulfil_session_id = ${sessionId}`,
      ),
    );
  const simulatorStatus = async (key: string) => {
    const [row] = rowsOf<{ status: string }>(
      await t.db.execute(sql`select status from sim_card_payments where idempotency_key = ${key}`),
    );
    return row?.status;
  };

  it('voids a card authorized by a booking that never committed (killed before its commit)', async () => {
    const b = await scheduled(63);
    const fulfil = await sessionOf(b.token);
    const [cardRow] = rowsOf<{ id: string; provider_token: string; last4: string }>(
      await t.db.execute(
        sql`select id, provider_token, last4 from payment_methods where user_id = ${b.s.user.id}`,
      ),
    );
    if (!cardRow) throw new Error('no card');
    // What the killed process did: the intent committed, the card authorized, then nothing.
    const [intent] = await recordPaymentIntents(t.db, fulfil.id, [
      {
        fulfilSessionId: fulfil.id,
        kind: 'UserCard',
        idempotencyKey: `${fulfil.id}:card`,
        amountMinor: 100_00,
        paymentMethodId: cardRow.id,
      },
    ]);
    const held = await createPaymentSimulator(t.db).authorize({
      token: cardRow.provider_token,
      last4: cardRow.last4,
      amountMinor: 100_00,
      currency: 'USD',
      idempotencyKey: intent?.idempotencyKey ?? '',
    });
    expect(held.outcome).toBe('Authorized');
    const liveBefore = await liveCardCharges(t);

    t.clock.advance(FULFIL_STALE_MS + 1_000);
    try {
      expect(await sweep()).toMatchObject({ voided: 1, captured: 0 });
    } finally {
      t.clock.set(TEST_NOW);
    }
    expect((await sessionOf(b.token)).status).toBe('Failure');
    expect(await intentsOf(fulfil.id)).toEqual([{ status: 'Voided', booking_id: null }]);
    expect(await simulatorStatus(`${fulfil.id}:card`)).toBe('Voided');
    expect(await liveCardCharges(t)).toBe(liveBefore - 1);
    // Its late poll books nothing and cannot authorize the card again.
    expect((await pollFulfil(t, b.s, b.token)).FulfillResponse).toBe('Failure');
    expect(await simulatorStatus(`${fulfil.id}:card`)).toBe('Voided');
  });

  it('captures the card of a booking that committed but was killed before its capture', async () => {
    const b = await scheduled(64);
    expect((await pollFulfil(t, b.s, b.token)).FulfillResponse).toBe('Success');
    const fulfil = await sessionOf(b.token);
    // As if the process had died right after the commit: the authorization not captured yet.
    await t.db.execute(
      sql`update payment_intents set status = 'Created' where fulfil_session_id = ${fulfil.id}`,
    );
    await t.db.execute(
      sql`update sim_card_payments set status = 'Authorized' where idempotency_key = ${`${fulfil.id}:card`}`,
    );
    expect(await sweep()).toMatchObject({ captured: 1, voided: 0 });
    expect(await intentsOf(fulfil.id)).toEqual([{ status: 'Captured', booking_id: expect.any(String) }]);
    expect(await simulatorStatus(`${fulfil.id}:card`)).toBe('Captured');
  });
});
