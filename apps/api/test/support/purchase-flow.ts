/** Requests of the quote-and-book flow for the purchase tests. */
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type {
  FulfilPollAnswer as AnyFulfilPollAnswer,
  Payment,
  QuotePollAnswer as AnyQuotePollAnswer,
} from '@portal/contracts/purchase';
import { addDays } from '@portal/domain/iso-date';
import type { SignedIn, TestApp } from './test-app.ts';

export const TODAY = '2025-06-02';

/** These tests book homes: the answers narrowed to the Homes line's quote and fulfilment. */
export type QuotePollAnswer = Omit<AnyQuotePollAnswer, 'quote'> & {
  quote?: Extract<NonNullable<AnyQuotePollAnswer['quote']>, { type: 'Homes' }>;
};
export type FulfilPollAnswer = Omit<AnyFulfilPollAnswer, 'fulfillment'> & {
  fulfillment?: Extract<NonNullable<AnyFulfilPollAnswer['fulfillment']>, { type: 'Homes' }>;
};
export type Stay = { from: string; until: string };

/** A two-night stay of its own for test `n`, so tests booking vr-demo-open never share a night. */
export const stayFor = (n: number): Stay => ({
  from: addDays(TODAY, 20 + n * 3),
  until: addDays(TODAY, 22 + n * 3),
});

export const fiat = (minor: number) => ({ value: minor / 100, currencyCode: 'USD', currencySymbol: '$' });

export const card = (paymentId: string, minor: number): Payment => ({
  type: 'UserCard',
  value: { paymentId, paymentAmount: fiat(minor) },
});
export const rewards = (rewardsAccountId: string, miles: number, fiatMinor = miles): Payment => ({
  type: 'Rewards',
  value: { rewardsAccountId, rewardsAmount: miles, fiatValue: fiat(fiatMinor) },
});

export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export async function count(t: TestApp, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(await t.db.execute(query));
  return Number(row?.n ?? 0);
}

export async function shopTotalMinor(
  t: TestApp,
  s: SignedIn,
  listingId: string,
  stay: Stay,
): Promise<number> {
  const res = await t.request('POST', '/api/v0/homes/shop', {
    session: s,
    body: {
      listingId,
      stayDetails: {
        dateRange: stay,
        guestDetails: { adults: 2, children: 0, infants: 0, petsIncluded: false },
      },
      distributionChannels: ['General'],
    },
  });
  expect(res.statusCode).toBe(200);
  return Math.round(res.json().value.listing.availability.rate.price.total.fiat.value * 100);
}

export type Quoted = { token: string; poll: QuotePollAnswer; totalMinor: number };

export async function scheduleQuote(
  t: TestApp,
  s: SignedIn,
  stay: Stay,
  opts: { listingId?: string; seenMinor?: number } = {},
): Promise<string> {
  const res = await t.request('POST', '/api/v0/purchase/quote/schedule', {
    session: s,
    body: {
      emailAddress: 'guest@example.test',
      request: {
        type: 'Homes',
        value: {
          listingId: opts.listingId ?? 'vr-demo-open',
          listingProviderId: 'demo',
          stayDates: stay,
          guests: { adults: 2, children: 0, infants: 0, petsIncluded: false },
          seenPrice: fiat(opts.seenMinor ?? 100_00),
          listingCollection: 'NoCollection',
        },
      },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as string;
}

export async function pollQuote(t: TestApp, s: SignedIn, token: string): Promise<QuotePollAnswer> {
  const res = await t.request('POST', '/api/v0/purchase/quote/poll', { session: s, body: { value: token } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Schedules, polls to Success and adds the main guest: a quote ready to book. */
export async function readyQuote(
  t: TestApp,
  s: SignedIn,
  stay: Stay,
  opts: { listingId?: string; seenMinor?: number } = {},
): Promise<Quoted> {
  const token = await scheduleQuote(t, s, stay, opts);
  const poll = await pollQuote(t, s, token);
  expect(poll.QuoteResponse, JSON.stringify(poll)).toBe('Success');
  const quote = poll.quote?.value;
  if (!quote) throw new Error('no quote');
  const guest = await t.request('POST', '/api/v0/homes/addMainGuest', {
    session: s,
    body: {
      emailAddress: 'guest@example.test',
      mainGuest: {
        givenName: 'Jordan',
        surname: 'Lee',
        phoneNumber: '2025550123',
        dateOfBirth: '1985-04-12',
      },
      orderedProductId: quote.orderedProductId,
      paymentSessionToken: quote.paymentSessionToken,
    },
  });
  expect(guest.statusCode, guest.body).toBe(200);
  return { token, poll, totalMinor: Math.round(quote.tripTotal.fiat.value * 100) };
}

export async function scheduleFulfil(t: TestApp, s: SignedIn, quoteToken: string, payments: Payment[]) {
  return t.request('POST', '/api/v0/purchase/fulfill/schedule', {
    session: s,
    body: { quoteToken: { value: quoteToken }, payments, ancillaries: [] },
  });
}

export async function pollFulfil(t: TestApp, s: SignedIn, token: string): Promise<FulfilPollAnswer> {
  const res = await t.request('POST', '/api/v0/purchase/fulfill/poll', {
    session: s,
    body: { value: token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Schedules the booking and polls it once (the first poll books). */
export async function book(t: TestApp, s: SignedIn, quoteToken: string, payments: Payment[]) {
  const res = await scheduleFulfil(t, s, quoteToken, payments);
  expect(res.statusCode, res.body).toBe(200);
  return pollFulfil(t, s, res.json().value);
}

/** Rows a booking of this user writes; all zero after any failed booking. */
export async function bookingFootprint(t: TestApp, userId: string) {
  return {
    reservations: await count(t, sql`select count(*) as n from bookings where user_id = ${userId}`),
    holds: await count(
      t,
      sql`select count(*) as n from stay_holds h join bookings r on r.id = h.booking_id where r.user_id = ${userId}`,
    ),
    payments: await count(
      t,
      sql`select count(*) as n from booking_payments p join bookings r on r.id = p.booking_id where r.user_id = ${userId}`,
    ),
    rewardsLedger: await count(
      t,
      sql`select count(*) as n from rewards_ledger l join rewards_accounts a on a.id = l.account_id where a.user_id = ${userId} and l.kind = 'Redemption'`,
    ),
    walletLedger: await count(
      t,
      sql`select count(*) as n from wallet_ledger where user_id = ${userId} and reference is not null`,
    ),
  };
}
