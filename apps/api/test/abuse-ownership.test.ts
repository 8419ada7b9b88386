import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentMethod } from '@portal/db/factories/cards';
import { createTraveler } from '@portal/db/factories/travelers';
import { createWalletEntry, createWalletOffer } from '@portal/db/factories/wallet';
import type { Payment } from '@portal/contracts/purchase';
import { appRoutes } from './support/route-inventory.ts';
import { routeTable } from './support/route-table.ts';
import { bookFlight, readyFlightQuote, searchFare, travelersFor } from './support/flights-checkout.ts';
import { addAccount } from './support/rewards-accounts.ts';
import { book, card, fiat, readyQuote, scheduleFulfil, stayFor, TODAY } from './support/purchase-flow.ts';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';

// Issue 6 "Abuse": user B holding user A's ids and tokens (traveler, card, rewards account, offer, quote and
// fulfil tokens, orderedProductId and paymentSessionToken, reservation and cancel quote) can neither read nor
// change A's things: B gets 404 (or the route's documented refusal), and A reads the same data afterwards.

type Owner = SignedIn & {
  userId: string;
  travelerId: string;
  paymentId: string;
  rewardsRef: string;
  offerId: string;
};
type Quote = { token: string; orderedProductId: string; paymentSessionToken: string; totalMinor: number };

let t: TestApp;
let a: Owner;
let b: Owner;
let aQuote: Quote;
let aFulfilToken: string;
let aReservationId: string;
let served: Set<string>;
/** Who attacks: B, or the demo corporate admin (who may see its company users' travelers, not others'). */
let attacker: SignedIn;
let corporateAdmin: SignedIn;
const covered = new Set<string>();

async function owner(name: string): Promise<Owner> {
  const s = await t.signedInUser({ firstName: name });
  const traveler = await createTraveler(t.db, s.user.id, { givenName: name });
  const cardRow = await createPaymentMethod(t.db, s.user.id);
  const rewardsRef = await addAccount(t, { userId: s.user.id, ledger: [500_000] });
  const offer = await createWalletOffer(t.db, s.user.id, { expiresAt: new Date('2026-01-01T00:00:00Z') });
  await createWalletEntry(t.db, s.user.id, { amountMinor: 50_000 });
  return {
    token: s.token,
    csrf: s.csrf,
    userId: s.user.id,
    travelerId: traveler.id,
    paymentId: cardRow.id,
    rewardsRef,
    offerId: offer.id,
  };
}

async function quoteOf(s: SignedIn, n: number): Promise<Quote> {
  const quoted = await readyQuote(t, s, stayFor(n));
  const value = quoted.poll.quote?.value;
  if (!value) throw new Error('no quote');
  return {
    token: quoted.token,
    orderedProductId: value.orderedProductId,
    paymentSessionToken: value.paymentSessionToken,
    totalMinor: quoted.totalMinor,
  };
}

/** Everything of A that B's attempts could touch, as A reads it. */
async function snapshotOfA() {
  const read = async (method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown) => {
    const res = await t.request(method, url, { session: a, ...(body === undefined ? {} : { body }) });
    return { status: res.statusCode, body: res.json() as unknown };
  };
  const optional = (key: string, method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown) =>
    served.has(key) ? read(method, url, body) : Promise.resolve('route not served yet');
  return {
    travelers: await read('PUT', '/api/v0/travelers/list', {}),
    passengers: await optional('GET /api/v0/passengers', 'GET', '/api/v0/passengers?includeHidden=true'),
    cards: await read('PUT', '/api/v0/payment-methods/list', {}),
    rewards: await read('PUT', '/api/v0/rewards/accounts', {}),
    wallet: await read('GET', '/api/v0/wallet/details'),
    walletHistory: await read('GET', '/api/v0/wallet/history'),
    quote: await read('POST', '/api/v0/purchase/quote/poll', { value: aQuote.token }),
    fulfil: await read('POST', '/api/v0/purchase/fulfill/poll', { value: aFulfilToken }),
    trips: await optional('PUT /api/v0/itinerary/list', 'PUT', '/api/v0/itinerary/list', {}),
    trip: await optional(
      'GET /api/v0/itinerary/homes/:reservationId',
      'GET',
      `/api/v0/itinerary/homes/${aReservationId}`,
    ),
  };
}

/** B calls the route with A's thing; the answer must be one of `refusals` (404 unless said otherwise). */
async function attack(
  key: string,
  options: { url?: string; body?: unknown },
  refusals: number[] = [404],
): Promise<void> {
  covered.add(key);
  if (!served.has(key)) return;
  const [method, path] = key.split(' ') as ['GET' | 'PUT' | 'POST', string];
  const res = await t.request(method, options.url ?? path, {
    session: attacker,
    ...(options.body === undefined ? {} : { body: options.body }),
  });
  expect.soft(refusals, `${key} by B with A's ids: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
  expect.soft(res.json().code, key).toEqual(expect.any(Number));
}

beforeAll(async () => {
  t = await createTestApp({ now: `${TODAY}T12:00:00Z`, demoData: { listings: 12, today: TODAY } });
  served = new Set(appRoutes(t.app).map((r) => r.key));
  a = await owner('Alice');
  b = await owner('Bruno');
  // A's booked stay (its fulfil token and reservation) and a second quote ready to book.
  const booked = await quoteOf(a, 0);
  const scheduled = await scheduleFulfil(t, a, booked.token, [card(a.paymentId, booked.totalMinor)]);
  aFulfilToken = scheduled.json().value;
  const done = await book(t, a, booked.token, [card(a.paymentId, booked.totalMinor)]);
  expect(done.FulfillResponse, JSON.stringify(done)).toBe('Success');
  aReservationId = done.fulfillment?.value.reservation.id.value ?? '';
  aQuote = await quoteOf(a, 1);
  attacker = b;
  corporateAdmin = await t.signIn('corp-admin@demo.test', 'travel-demo');
});
afterAll(async () => {
  await t?.close();
});

describe('user B with user A’s ids and tokens', () => {
  it.each([
    ['B', () => b],
    ['a corporate admin with canViewUsers', () => corporateAdmin],
  ])('%s cannot read, change, hide or delete A’s traveler', async (_who, who) => {
    attacker = who();
    const before = await snapshotOfA();
    const person = {
      id: a.travelerId,
      givenName: 'Mallory',
      surname: 'B',
      gender: 'F',
      dateOfBirth: '1990-01-01',
    };
    await attack('PUT /api/v0/travelers/update', { body: { person } });
    await attack('POST /api/v0/travelers/delete', { body: { personId: a.travelerId } });
    await attack('PUT /api/v0/passengers', { body: person });
    // A new traveler saved for A's user (a company user's placeholder) is refused outside B's company.
    const { id: _id, ...newPerson } = person;
    await attack('PUT /api/v0/passengers', { body: { ...newPerson, linkedDEUserId: a.userId } });
    // hide / show / default: 404 for another's traveler, or 409 for a consumer (corporate only).
    for (const action of ['assign_default', 'hide', 'show']) {
      await attack(`PUT /api/v0/passengers/${action}`, { body: { travelerId: a.travelerId } }, [404, 409]);
    }
    attacker = b;
    expect(await snapshotOfA()).toEqual(before);
  });

  it('cannot read or delete A’s saved card, nor value A’s rewards account', async () => {
    const before = await snapshotOfA();
    await attack('POST /api/v0/payment-methods/get', { body: { paymentId: a.paymentId } });
    await attack('POST /api/v0/payment-methods/delete', { body: { paymentId: a.paymentId } });
    await attack('PUT /api/v0/rewards/convert/productToEarn', {
      body: { account: a.rewardsRef, travelProduct: 'Homes', amountUsd: 100 },
    });
    await attack('PUT /api/v0/rewards/convert/redeem/rewardsToUsd', {
      body: { rewardsAmount: 1000, accountReferenceId: a.rewardsRef },
    });
    expect(await snapshotOfA()).toEqual(before);
  });

  it('cannot poll, discard, name the guest of or book A’s quote, nor poll A’s booking', async () => {
    const before = await snapshotOfA();
    await attack('POST /api/v0/purchase/quote/poll', { body: { value: aQuote.token } });
    await attack('POST /api/v0/purchase/quote/discard', { body: { value: aQuote.token } });
    await attack('POST /api/v0/homes/addMainGuest', {
      body: {
        emailAddress: 'mallory@example.test',
        mainGuest: {
          givenName: 'Mallory',
          surname: 'B',
          phoneNumber: '2025550199',
          dateOfBirth: '1985-04-12',
        },
        orderedProductId: aQuote.orderedProductId,
        paymentSessionToken: aQuote.paymentSessionToken,
      },
    });
    await attack('POST /api/v0/purchase/fulfill/schedule', {
      body: { quoteToken: { value: aQuote.token }, payments: [card(b.paymentId, aQuote.totalMinor)] },
    });
    await attack('POST /api/v0/purchase/fulfill/poll', { body: { value: aFulfilToken } });
    expect(await snapshotOfA()).toEqual(before);
    // A can still book the quote B tried to take.
    const own = await book(t, a, aQuote.token, [card(a.paymentId, aQuote.totalMinor)]);
    expect(own.FulfillResponse, JSON.stringify(own)).toBe('Success');
    aQuote = await quoteOf(a, 2);
  });

  it.each([
    ['A’s card', (total: number): Payment[] => [card(a.paymentId, total)]],
    [
      'A’s rewards account',
      (total: number): Payment[] => [
        {
          type: 'Rewards',
          value: { rewardsAccountId: a.rewardsRef, rewardsAmount: total, fiatValue: fiat(total) },
        },
      ],
    ],
    [
      'A’s travel offer and B’s card',
      (total: number): Payment[] => [
        {
          type: 'TravelWalletOffer',
          value: { offerId: a.offerId, description: '$50 off vacation rentals', paymentAmount: fiat(5000) },
        },
        card(b.paymentId, total - 5000),
      ],
    ],
  ])('cannot pay B’s own booking with %s', async (_what, payments) => {
    const before = await snapshotOfA();
    const quote = await quoteOf(b, 3);
    covered.add('POST /api/v0/purchase/fulfill/schedule');
    const scheduled = await scheduleFulfil(t, b, quote.token, payments(quote.totalMinor));
    if (scheduled.statusCode === 200) {
      const poll = await t.request('POST', '/api/v0/purchase/fulfill/poll', {
        session: b,
        body: { value: scheduled.json().value },
      });
      expect(poll.json().FulfillResponse, poll.body).toBe('Failure');
    } else {
      expect([400, 404, 409]).toContain(scheduled.statusCode);
    }
    expect(await snapshotOfA()).toEqual(before);
  });

  it('cannot read A’s trip, quote its cancellation or cancel it with A’s cancel quote', async () => {
    const before = await snapshotOfA();
    await attack('GET /api/v0/itinerary/homes/:reservationId', {
      url: `/api/v0/itinerary/homes/${aReservationId}`,
    });
    await attack('POST /api/v0/homes/cancel/quote', { body: { reservationId: aReservationId } });
    if (served.has('POST /api/v0/homes/cancel/quote')) {
      const quote = await t.request('POST', '/api/v0/homes/cancel/quote', {
        session: a,
        body: { reservationId: aReservationId },
      });
      expect(quote.statusCode, quote.body).toBe(200);
      const quoteId = quote.json().quoteId ?? 'none';
      await attack('POST /api/v0/homes/cancel/confirm', { body: { reservationId: aReservationId, quoteId } });
      // B's own booking with A's cancel quote: the quote is not that reservation's.
      const bBooking = await quoteOf(b, 4);
      const bDone = await book(t, b, bBooking.token, [card(b.paymentId, bBooking.totalMinor)]);
      const bReservation = bDone.fulfillment?.value.reservation.id.value ?? '';
      const swapped = await t.request('POST', '/api/v0/homes/cancel/confirm', {
        session: b,
        body: { reservationId: bReservation, quoteId },
      });
      expect([404, 409]).toContain(swapped.statusCode);
    } else {
      covered.add('POST /api/v0/homes/cancel/confirm');
    }
    // The hotel line's trip and cancel calls with A's code: another user's (and another line's) booking is unknown.
    await attack('GET /api/v0/itinerary/hotels/:reservationId', {
      url: `/api/v0/itinerary/hotels/${aReservationId}`,
    });
    await attack('POST /api/v0/hotels/cancel/quote', { body: { reservationId: aReservationId } });
    await attack('POST /api/v0/hotels/cancel/confirm', {
      body: { reservationId: aReservationId, quoteId: 'none' },
    });
    expect(await snapshotOfA()).toEqual(before);
  });

  it('cannot see or stop A’s flight watch', async () => {
    const search = {
      tripType: 'one_way',
      slices: [{ origin: 'JFK', destination: 'LAX', departureDate: '2025-07-10' }],
      passengers: { adultsCount: 1 },
    };
    const created = await t.request('POST', '/api/v0/flights/watch/create', { session: a, body: { search } });
    expect(created.statusCode, created.body).toBe(200);
    const watchId = created.json().watch.watchId as string;
    await attack('POST /api/v0/flights/watch/delete', { body: { watchId } });
    const seenByB = await t.request('PUT', '/api/v0/flights/watch/list', { session: b, body: {} });
    expect(seenByB.json().watches).toEqual([]);
    const seenByA = await t.request('PUT', '/api/v0/flights/watch/list', { session: a, body: {} });
    expect(seenByA.json().watches.map((w: { watchId: string }) => w.watchId)).toEqual([watchId]);
  });

  it('cannot read, quote the cancel of, or cancel A’s flight', async () => {
    attacker = b;
    const flyer = { givenName: 'Alice', surname: 'Flyer', dateOfBirth: '1985-04-12' };
    const [traveler] = await travelersFor(t, a.userId, [flyer]);
    const [fare] = await searchFare(t, a, [
      { origin: 'ORD', destination: 'LGA', departureDate: '2025-07-10' },
    ]);
    const choice = {
      fareIds: [fare!.fareId],
      passengers: [{ travelerId: traveler!.id }],
      seenMinor: Math.round(fare!.total.fiat.value * 100),
    };
    const booked = await bookFlight(t, a, await readyFlightQuote(t, a, a.userId, choice, flyer));
    expect(booked.FulfillResponse, JSON.stringify(booked)).toBe('Success');
    const code = booked.fulfillment!.value.reservation.id.value;
    const quoted = await t.request('POST', '/api/v0/flights/cancel/quote', {
      session: a,
      body: { reservationId: code },
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    await attack('GET /api/v0/itinerary/flights/:reservationId', {
      url: `/api/v0/itinerary/flights/${code}`,
    });
    await attack('POST /api/v0/flights/cancel/quote', { body: { reservationId: code } });
    await attack('POST /api/v0/flights/cancel/confirm', {
      body: { reservationId: code, quoteId: quoted.json().quoteId },
    });
    const trip = await t.request('GET', `/api/v0/itinerary/flights/${code}`, { session: a });
    expect(trip.statusCode, trip.body).toBe(200);
    expect(trip.json().trip.status).not.toBe('Cancelled');
  });

  it('covers every served route that the table says takes a user-owned thing', () => {
    const owning = Object.entries(routeTable)
      .filter(([key, entry]) => entry.access === 'session' && entry.owns && served.has(key))
      .map(([key]) => key);
    expect(owning.filter((key) => !covered.has(key))).toEqual([]);
  });
});
