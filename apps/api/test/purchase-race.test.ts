import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentMethod } from '@portal/db/factories/cards';
import { createTestApp, TEST_NOW, type SignedIn, type TestApp } from './support/test-app.ts';
import {
  book,
  card,
  count,
  pollFulfil,
  pollQuote,
  readyQuote,
  scheduleFulfil,
  stayFor,
  TODAY,
  type Stay,
} from './support/purchase-flow.ts';
import { liveCardCharges } from './support/simulator-books.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: { listings: 20, today: TODAY } });
});
afterAll(async () => {
  await t?.close();
});

type Buyer = { s: SignedIn; token: string; cardId: string; totalMinor: number };

/** `n` users, each with a quote of the same stay and a card: ready to race for it. */
async function buyers(n: number, stay: Stay): Promise<Buyer[]> {
  const all: Buyer[] = [];
  for (let i = 0; i < n; i++) {
    const s = await t.signedInUser();
    const quoted = await readyQuote(t, s, stay);
    const cardRow = await createPaymentMethod(t.db, s.user.id);
    all.push({ s, token: quoted.token, cardId: cardRow.id, totalMinor: quoted.totalMinor });
  }
  return all;
}

const reservationsOf = (stay: Stay) =>
  count(
    t,
    sql`select count(*) as n from stay_bookings where listing_id = 'vr-demo-open' and from_date = ${stay.from}`,
  );

describe('two buyers of the same nights', () => {
  it.each([2, 20])('%i concurrent fulfils: exactly one books, the rest NoAvailability', async (n) => {
    const stay = stayFor(n === 2 ? 40 : 41);
    const racers = await buyers(n, stay);
    const tokens = await Promise.all(
      racers.map(async (b) => {
        const res = await scheduleFulfil(t, b.s, b.token, [card(b.cardId, b.totalMinor)]);
        expect(res.statusCode).toBe(200);
        return res.json().value as string;
      }),
    );
    const chargesBefore = await liveCardCharges(t);
    const answers = await Promise.all(racers.map((b, i) => pollFulfil(t, b.s, tokens[i] ?? '')));
    const won = answers.filter((a) => a.FulfillResponse === 'Success');
    const lost = answers.filter((a) => a.FulfillResponse === 'Failure');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(n - 1);
    for (const a of lost) expect(a.errors?.[0]).toMatchObject({ Error: 'NoAvailability' });
    expect(await reservationsOf(stay)).toBe(1);
    expect(
      await count(
        t,
        sql`select count(*) as n from stay_holds where listing_id = 'vr-demo-open'
          and dates && daterange(${stay.from}::date, ${stay.until}::date)`,
      ),
    ).toBe(1);
    // Every buyer's card was authorized; only the winner's stays charged (captured), the others were voided.
    expect((await liveCardCharges(t)) - chargesBefore).toBe(1);
  });
});

describe('one buyer', () => {
  it('a double submit of the same quote answers the same token and books once', async () => {
    const [b] = await buyers(1, stayFor(42));
    if (!b) throw new Error('no buyer');
    const payments = [card(b.cardId, b.totalMinor)];
    // Eight submits at once, not two: a race on the session's two unique keys once answered a 500 on PostgreSQL.
    const submits = await Promise.all(
      Array.from({ length: 8 }, () => scheduleFulfil(t, b.s, b.token, payments)),
    );
    expect(submits.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const [first, second] = submits;
    if (!first || !second) throw new Error('no submits');
    expect(new Set(submits.map((r) => r.json().value as string)).size).toBe(1);
    const answers = await Promise.all([
      pollFulfil(t, b.s, first.json().value),
      pollFulfil(t, b.s, second.json().value),
    ]);
    expect(answers.map((a) => a.FulfillResponse)).toEqual(['Success', 'Success']);
    expect(answers[0]?.fulfillment?.value.reservation.id).toEqual(
      answers[1]?.fulfillment?.value.reservation.id,
    );
    const again = await book(t, b.s, b.token, payments);
    expect(again.fulfillment?.value.reservation.id).toEqual(answers[0]?.fulfillment?.value.reservation.id);
    expect(await reservationsOf(stayFor(42))).toBe(1);
  });

  it("another user's quote or fulfil token answers 404", async () => {
    const [owner] = await buyers(1, stayFor(43));
    if (!owner) throw new Error('no buyer');
    const other = await t.signedInUser();
    const body = { value: owner.token };
    expect(
      (await t.request('POST', '/api/v0/purchase/quote/poll', { session: other, body })).statusCode,
    ).toBe(404);
    expect(
      (await t.request('POST', '/api/v0/purchase/quote/discard', { session: other, body })).statusCode,
    ).toBe(404);
    const otherCard = await createPaymentMethod(t.db, other.user.id);
    const steal = await scheduleFulfil(t, other, owner.token, [card(otherCard.id, owner.totalMinor)]);
    expect(steal.statusCode).toBe(404);
    const mine = await scheduleFulfil(t, owner.s, owner.token, [card(owner.cardId, owner.totalMinor)]);
    const fulfilToken = mine.json().value as string;
    const peek = await t.request('POST', '/api/v0/purchase/fulfill/poll', {
      session: other,
      body: { value: fulfilToken },
    });
    expect(peek.statusCode).toBe(404);
    expect(await reservationsOf(stayFor(43))).toBe(0);
  });

  it('an expired quote answers ExpiredQuoteToken and books nothing', async () => {
    const [b] = await buyers(1, stayFor(44));
    if (!b) throw new Error('no buyer');
    t.clock.advance(31 * 60_000);
    try {
      expect((await pollQuote(t, b.s, b.token)).errors?.[0]?.Error).toBe('ExpiredQuoteToken');
      const answer = await book(t, b.s, b.token, [card(b.cardId, b.totalMinor)]);
      expect(answer.FulfillResponse).toBe('Failure');
      expect(answer.errors?.[0]?.Error).toBe('ExpiredQuoteToken');
    } finally {
      t.clock.set(TEST_NOW);
    }
    expect(await reservationsOf(stayFor(44))).toBe(0);
  });

  it('a discarded quote cannot be booked', async () => {
    const [b] = await buyers(1, stayFor(45));
    if (!b) throw new Error('no buyer');
    const discard = await t.request('POST', '/api/v0/purchase/quote/discard', {
      session: b.s,
      body: { value: b.token },
    });
    expect(discard.statusCode).toBe(200);
    const answer = await book(t, b.s, b.token, [card(b.cardId, b.totalMinor)]);
    expect(answer.errors?.[0]?.Error).toBe('InvalidSession');
  });

  it('needs a session (401) and the CSRF header (403)', async () => {
    const s = await t.signedInUser();
    const body = { value: 'x' };
    expect((await t.request('POST', '/api/v0/purchase/quote/poll', { body })).statusCode).toBe(401);
    expect(
      (await t.request('POST', '/api/v0/purchase/quote/poll', { session: s, csrf: null, body })).statusCode,
    ).toBe(403);
  });
});
