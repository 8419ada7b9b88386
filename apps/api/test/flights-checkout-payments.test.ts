// How a flight booking is paid (issue 14 "Book": card, rewards, split) on the engine's payments, and what it
// earns at the account's flights multiplier: the same payments the other lines take, with the flights line's
// quote and reservation.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment } from '@portal/contracts/purchase';
import {
  bookFlight,
  cardPayment,
  readyFlightQuote,
  searchFare,
  travelersFor,
} from './support/flights-checkout.ts';
import { count, fiat } from './support/purchase-flow.ts';
import { addAccount } from './support/rewards-accounts.ts';
import { createTestApp, TEST_NOW, type TestApp } from './support/test-app.ts';

let t: TestApp;
const ROUTE = { origin: 'ORD', destination: 'DFW', departureDate: '2025-07-22' };
const ADULT = { givenName: 'Ana', surname: 'Lopez', dateOfBirth: '1985-04-12' };

beforeAll(async () => {
  t = await createTestApp({ now: TEST_NOW });
});
afterAll(async () => {
  await t?.close();
});

const milesOf = (accountRef: string) =>
  count(
    t,
    sql`select coalesce(sum(l.amount), 0) as n from rewards_ledger l
      join rewards_accounts a on a.id = l.account_id where a.account_reference_id = ${accountRef}`,
  );

async function ready(miles: number) {
  const user = await t.signedInUser();
  const accountRef = await addAccount(t, { userId: user.user.id, ledger: [miles] });
  const [adult] = await travelersFor(t, user.user.id, [ADULT]);
  const [fare] = await searchFare(t, user, [ROUTE]);
  const seenMinor = Math.round(fare!.total.fiat.value * 100);
  const choice = { fareIds: [fare!.fareId], passengers: [{ travelerId: adult!.id }], seenMinor };
  return { user, accountRef, quote: await readyFlightQuote(t, user, user.user.id, choice, ADULT) };
}

describe('paying for a flight', () => {
  it('the quote earns at the flights multiplier (2X here) and shows the total in the account', async () => {
    const { accountRef, quote } = await ready(0);
    const value = quote.poll.quote!.value;
    const total = value.tripTotal.fiat.value;
    expect(value.earnValuesByRewardAcctId[accountRef]).toBeCloseTo(total * 2, -1);
    expect(value.tripTotal.rewards[accountRef]?.currency).toBe('Miles');
    expect(value.paymentOptions).toMatchObject({ rewards: true, travelWalletCredit: true });
  });

  it('by card: Ticketed, the card line in paidWith', async () => {
    const { user, quote } = await ready(0);
    const answer = await bookFlight(t, user, quote);
    expect(answer.FulfillResponse, JSON.stringify(answer)).toBe('Success');
    expect(answer.fulfillment!.value.reservation.paidWith.lines.map((l) => l.kind)).toEqual(['UserCard']);
  });

  it('with rewards only: the miles are redeemed, no card line', async () => {
    const { user, accountRef, quote } = await ready(500_000);
    const payment: Payment = {
      type: 'Rewards',
      value: {
        rewardsAccountId: accountRef,
        rewardsAmount: quote.dueNowMinor,
        fiatValue: fiat(quote.dueNowMinor),
      },
    };
    const answer = await bookFlight(t, user, quote, [payment]);
    expect(answer.FulfillResponse, JSON.stringify(answer)).toBe('Success');
    expect(answer.fulfillment!.value.reservation.paidWith.lines.map((l) => l.kind)).toEqual(['Rewards']);
    expect(await milesOf(accountRef)).toBe(500_000 - quote.dueNowMinor);
  });

  it('split between card and rewards: both lines, the miles redeemed', async () => {
    const { user, accountRef, quote } = await ready(10_000);
    const split: Payment = {
      type: 'Split',
      value: {
        userCard: { paymentId: quote.cardId, paymentAmount: fiat(quote.dueNowMinor - 10_000) },
        rewards: { rewardsAccountId: accountRef, rewardsAmount: 10_000, fiatValue: fiat(10_000) },
      },
    };
    const answer = await bookFlight(t, user, quote, [split]);
    expect(answer.FulfillResponse, JSON.stringify(answer)).toBe('Success');
    const kinds = answer.fulfillment!.value.reservation.paidWith.lines.map((l) => l.kind).sort();
    expect(kinds).toEqual(['Rewards', 'UserCard']);
    expect(await milesOf(accountRef)).toBe(0);
  });

  it('a card amount short of the total is refused (400 naming the payments) before anything is booked', async () => {
    const { user, quote } = await ready(0);
    const res = await t.request('POST', '/api/v0/purchase/fulfill/schedule', {
      session: user,
      body: {
        quoteToken: { value: quote.token },
        payments: [cardPayment(quote.cardId, quote.dueNowMinor - 100)],
        ancillaries: [],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].message).toMatch(/quoted total/);
    expect(await count(t, sql`select count(*) as n from bookings where user_id = ${user.user.id}`)).toBe(0);
  });
});
