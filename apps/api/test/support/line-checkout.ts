/**
 * The quote-and-book requests every product line's tests make the same way (purchase/quote and purchase/fulfill
 * with the line's request); flights-checkout.ts and hotels-checkout.ts narrow the answers to their line.
 */
import { expect } from 'vitest';
import type { FulfilPollAnswer, Payment, QuotePollAnswer } from '@portal/contracts/purchase';
import { createPaymentMethod } from '@portal/db/factories/cards';
import { card } from './purchase-flow.ts';
import type { SignedIn, TestApp } from './test-app.ts';

/** The poll answers narrowed to one line's quote and fulfilment (`L`: 'Flights', 'Hotels'). */
export type LineQuotePoll<L extends string> = Omit<QuotePollAnswer, 'quote'> & {
  quote?: Extract<NonNullable<QuotePollAnswer['quote']>, { type: L }>;
};
export type LineFulfilPoll<L extends string> = Omit<FulfilPollAnswer, 'fulfillment'> & {
  fulfillment?: Extract<NonNullable<FulfilPollAnswer['fulfillment']>, { type: L }>;
};

/** A line's quote request, as purchase/quote/schedule takes it. */
export type LineRequest = { type: string; value: unknown };

export const scheduleLineQuote = (t: TestApp, s: SignedIn, emailAddress: string, request: LineRequest) =>
  t.request('POST', '/api/v0/purchase/quote/schedule', { session: s, body: { emailAddress, request } });

/** Schedules the quote and polls it once: its token and the first answer (`P`, the line's narrowed answer). */
export async function quoteLine<P>(t: TestApp, s: SignedIn, emailAddress: string, request: LineRequest) {
  const res = await scheduleLineQuote(t, s, emailAddress, request);
  expect(res.statusCode, res.body).toBe(200);
  const token = res.json().value as string;
  const poll = await t.request('POST', '/api/v0/purchase/quote/poll', { session: s, body: { value: token } });
  expect(poll.statusCode, poll.body).toBe(200);
  return { token, poll: poll.json() as P };
}

/** What a Success quote of any line gives the main guest step, and what the pay step reads. */
type QuotedValue = {
  orderedProductId: string;
  paymentSessionToken: string;
  dueNow: { fiat: { value: number } };
};

/** Names the quote's main guest and saves a card for the user: what is due now, and the card's id. */
export async function addMainGuestAndCard(
  t: TestApp,
  s: SignedIn,
  userId: string,
  emailAddress: string,
  quote: QuotedValue,
  mainGuest: { givenName: string; surname: string; dateOfBirth: string },
) {
  const guest = await t.request('POST', '/api/v0/homes/addMainGuest', {
    session: s,
    body: {
      emailAddress,
      mainGuest: { ...mainGuest, phoneNumber: '2025550123' },
      orderedProductId: quote.orderedProductId,
      paymentSessionToken: quote.paymentSessionToken,
    },
  });
  expect(guest.statusCode, guest.body).toBe(200);
  const cardRow = await createPaymentMethod(t.db, userId);
  return { dueNowMinor: Math.round(quote.dueNow.fiat.value * 100), cardId: cardRow.id };
}

/** Schedules the booking of a quote: the fulfil token. */
export async function scheduleLineFulfil(t: TestApp, s: SignedIn, quoteToken: string, payments: Payment[]) {
  const res = await t.request('POST', '/api/v0/purchase/fulfill/schedule', {
    session: s,
    body: { quoteToken: { value: quoteToken }, payments, ancillaries: [] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as string;
}

/** Polls a booking once (`P`, the line's narrowed answer). */
export async function pollLineFulfil<P>(t: TestApp, s: SignedIn, token: string): Promise<P> {
  const poll = await t.request('POST', '/api/v0/purchase/fulfill/poll', {
    session: s,
    body: { value: token },
  });
  expect(poll.statusCode, poll.body).toBe(200);
  return poll.json() as P;
}

/** A buyer of a race test: signed in, holding a quote ready to book by card. */
export type RaceBuyer = { s: SignedIn; ready: { token: string; cardId: string; dueNowMinor: number } };

/**
 * Makes `total` buyers ready, `concurrency` at a time: each buyer's setup (sign-in, quote, main guest, card) is
 * independent, so a few at once overlap the app's work with the database's without exhausting a small pool.
 */
export async function readyBuyers<B>(
  total: number,
  concurrency: number,
  ready: (i: number) => Promise<B>,
): Promise<B[]> {
  const buyers: B[] = new Array(total);
  let next = 0;
  const prepare = async () => {
    for (let i = next++; i < total; i = next++) buyers[i] = await ready(i);
  };
  await Promise.all(Array.from({ length: concurrency }, prepare));
  return buyers;
}

/** Every buyer schedules the booking of its quote, paying it all by card, at once: the tokens in buyer order. */
export function scheduleAllByCard(t: TestApp, buyers: RaceBuyer[]): Promise<string[]> {
  return Promise.all(
    buyers.map(({ s, ready }) =>
      scheduleLineFulfil(t, s, ready.token, [card(ready.cardId, ready.dueNowMinor)]),
    ),
  );
}
