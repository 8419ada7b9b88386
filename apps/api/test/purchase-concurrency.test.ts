import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentMethod } from '@portal/db/factories/cards';
import { createWalletEntry } from '@portal/db/factories/wallet';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';
import {
  card,
  count,
  fiat,
  pollFulfil,
  pollQuote,
  readyQuote,
  rowsOf,
  scheduleFulfil,
  scheduleQuote,
  stayFor,
  TODAY,
  type Quoted,
} from './support/purchase-flow.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: { listings: 40, today: TODAY } });
});
afterAll(async () => {
  await t?.close();
});

/** `n` quotes of one stay on as many different listings: the first listings (by id) that quote it. */
async function quotesOnDifferentListings(s: SignedIn, n: number, stay: ReturnType<typeof stayFor>) {
  const ids = rowsOf<{ id: string }>(await t.db.execute(sql`select id from listings order by id`));
  const quotes: Quoted[] = [];
  for (const { id } of ids) {
    if (quotes.length === n) break;
    const probe = await pollQuote(t, s, await scheduleQuote(t, s, stay, { listingId: id }));
    if (probe.QuoteResponse === 'Success') quotes.push(await readyQuote(t, s, stay, { listingId: id }));
  }
  expect(quotes).toHaveLength(n);
  return quotes;
}

describe('one user booking many stays at once', () => {
  it('eight bookings each paying $1 of travel credit all book, none fails or times out', async () => {
    const s = await t.signedInUser();
    const cardRow = await createPaymentMethod(t.db, s.user.id);
    await createWalletEntry(t.db, s.user.id, { amountMinor: 2_000 });
    const quotes = await quotesOnDifferentListings(s, 8, stayFor(70));
    const tokens = await Promise.all(
      quotes.map(async (q) => {
        const res = await scheduleFulfil(t, s, q.token, [
          { type: 'TravelWalletCredit', value: { paymentAmount: fiat(100) } },
          card(cardRow.id, q.totalMinor - 100),
        ]);
        expect(res.statusCode, res.body).toBe(200);
        return res.json().value as string;
      }),
    );
    // All first polls at once: each books in its own transaction, all of them spending the same credit.
    const answers = await Promise.all(tokens.map((token) => pollFulfil(t, s, token)));
    expect(answers.map((a) => a.FulfillResponse)).toEqual(Array(8).fill('Success'));
    expect(await count(t, sql`select count(*) as n from bookings where user_id = ${s.user.id}`)).toBe(8);
    expect(
      await count(
        t,
        sql`select coalesce(sum(amount_minor), 0) as n from wallet_ledger where user_id = ${s.user.id}`,
      ),
    ).toBe(1_200);
  });

  it('credit for only some of them: the rest fail with InsufficientCredit, the balance never goes below zero', async () => {
    const s = await t.signedInUser();
    const cardRow = await createPaymentMethod(t.db, s.user.id);
    await createWalletEntry(t.db, s.user.id, { amountMinor: 300 });
    const quotes = await quotesOnDifferentListings(s, 6, stayFor(71));
    const tokens = await Promise.all(
      quotes.map(async (q) => {
        const res = await scheduleFulfil(t, s, q.token, [
          { type: 'TravelWalletCredit', value: { paymentAmount: fiat(100) } },
          card(cardRow.id, q.totalMinor - 100),
        ]);
        expect(res.statusCode, res.body).toBe(200);
        return res.json().value as string;
      }),
    );
    const answers = await Promise.all(tokens.map((token) => pollFulfil(t, s, token)));
    const kinds = answers.map((a) =>
      a.FulfillResponse === 'Failure' ? a.errors?.[0]?.code : a.FulfillResponse,
    );
    expect(kinds.filter((k) => k === 'Success')).toHaveLength(3);
    expect(kinds.filter((k) => k === 'InsufficientCredit')).toHaveLength(3);
    expect(
      await count(
        t,
        sql`select coalesce(sum(amount_minor), 0) as n from wallet_ledger where user_id = ${s.user.id}`,
      ),
    ).toBe(0);
  });
});
