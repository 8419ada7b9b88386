import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, createMembership } from '@portal/db/factories/corporate';
import { createPaymentMethod } from '@portal/db/factories/cards';
import { createHotelsTestApp, type HotelsTestApp } from './support/hotels-setup.ts';
import { roomIds } from './support/hotels-world.ts';
import {
  bookedRooms,
  bookHotel,
  cardPayment,
  quoteHotel,
  readyHotelQuote,
} from './support/hotels-checkout.ts';
import type { SignedIn } from './support/test-app.ts';

// Issue 12 "Abuse" for hotels, as abuse-ownership.test.ts does it for vacation rentals: a consumer B and the
// admin of another company (canViewUsers, canViewAdmin) holding the hotel quote, fulfil token, confirmation code
// and cancel quote of consumer A, or of a corporate traveler, get 404 on every hotel checkout, trip and cancel
// call, and the owner reads the same trip and rooms afterwards and can still book and cancel.

type User = SignedIn & { userId: string };
type Owned = {
  who: User;
  /** A quote without its main guest yet, so the attacker's addMainGuest would be the first. */
  quote: { token: string; orderedProductId: string; paymentSessionToken: string };
  fulfilToken: string;
  code: string;
  cancelQuoteId: string;
};

const HOTEL = 'htl_t_river';
const KING = roomIds(HOTEL).king;
/** A's and the corporate traveler's stays, and the nights the attacker books for itself. */
const STAYS = {
  a: { from: '2025-06-10', until: '2025-06-13' },
  aNext: { from: '2025-06-20', until: '2025-06-22' },
  corporate: { from: '2025-06-14', until: '2025-06-16' },
  corporateNext: { from: '2025-06-24', until: '2025-06-26' },
  attacker: { from: '2025-07-01', until: '2025-07-03' },
};

let t: HotelsTestApp;
let a: Owned;
let corporate: Owned;
let b: User;
let otherCompanyAdmin: User;

async function user(): Promise<User> {
  const s = await t.signedInUser();
  return { token: s.token, csrf: s.csrf, userId: s.user.id };
}

/** A user who travels for a new business (roles and permissions as the membership says). */
async function companyUser(roles: string[], permissions: string[]): Promise<User> {
  const business = await createBusiness(t.db);
  const member = await user();
  await createMembership(t.db, { userId: member.userId, businessId: business.id, roles, permissions });
  return member;
}

/** A booked hotel stay of `who` with its fulfil token and a cancel quote, and a second quote to attack. */
type Stay = { from: string; until: string };

async function owned(who: User, stay: Stay, next: Stay): Promise<Owned> {
  const ready = await readyHotelQuote(t, who, who.userId, { lodgingId: HOTEL, ...stay });
  const scheduled = await t.request('POST', '/api/v0/purchase/fulfill/schedule', {
    session: who,
    body: {
      quoteToken: { value: ready.token },
      payments: [cardPayment(ready.cardId, ready.dueNowMinor)],
      ancillaries: [],
    },
  });
  expect(scheduled.statusCode, scheduled.body).toBe(200);
  const fulfilToken = scheduled.json().value as string;
  const polled = await t.request('POST', '/api/v0/purchase/fulfill/poll', {
    session: who,
    body: { value: fulfilToken },
  });
  expect(polled.json().FulfillResponse, polled.body).toBe('Success');
  const code = polled.json().fulfillment.value.reservation.id.value as string;
  const cancel = await t.request('POST', '/api/v0/hotels/cancel/quote', {
    session: who,
    body: { reservationId: code },
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  const { token, poll } = await quoteHotel(t, who, { lodgingId: HOTEL, ...next });
  expect(poll.QuoteResponse, JSON.stringify(poll)).toBe('Success');
  const value = poll.quote!.value;
  return {
    who,
    quote: {
      token,
      orderedProductId: value.orderedProductId,
      paymentSessionToken: value.paymentSessionToken,
    },
    fulfilToken,
    code,
    cancelQuoteId: cancel.json().quoteId as string,
  };
}

/** Everything of the owner's that an attacker's calls could touch, as the owner reads it. */
async function snapshot(o: Owned) {
  const read = async (method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown) => {
    const res = await t.request(method, url, { session: o.who, ...(body === undefined ? {} : { body }) });
    return { status: res.statusCode, body: res.json() as unknown };
  };
  return {
    trip: await read('GET', `/api/v0/itinerary/hotels/${o.code}`),
    trips: await read('PUT', '/api/v0/itinerary/list', {}),
    quote: await read('POST', '/api/v0/purchase/quote/poll', { value: o.quote.token }),
    fulfil: await read('POST', '/api/v0/purchase/fulfill/poll', { value: o.fulfilToken }),
    rooms: await bookedRooms(t, KING, '2025-06-10', '2025-06-30'),
  };
}

/** The attacker's call with the owner's thing: 404, with a JSON error code. */
async function expectUnknown(
  attacker: User,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<void> {
  const res = await t.request(method, url, { session: attacker, ...(body === undefined ? {} : { body }) });
  expect.soft(res.statusCode, `${method} ${url} by another user: ${res.body}`).toBe(404);
  expect.soft(res.json().code, url).toEqual(expect.any(Number));
}

beforeAll(async () => {
  t = await createHotelsTestApp();
  const consumerA = await user();
  const traveler = await companyUser(['Traveler'], []);
  b = await user();
  otherCompanyAdmin = await companyUser(['Admin'], ['canViewUsers', 'canViewAdmin']);
  a = await owned(consumerA, STAYS.a, STAYS.aNext);
  corporate = await owned(traveler, STAYS.corporate, STAYS.corporateNext);
});
afterAll(async () => {
  await t?.close();
});

describe.each([
  ['consumer B', 'consumer A', () => b, () => a],
  ['another company’s admin', 'consumer A', () => otherCompanyAdmin, () => a],
  ['consumer B', 'a corporate traveler', () => b, () => corporate],
  ['another company’s admin', 'a corporate traveler', () => otherCompanyAdmin, () => corporate],
])('%s with the hotel booking of %s', (_attacker, _owner, attackerOf, ownerOf) => {
  it('cannot poll, name the guest of or book the hotel quote, nor poll the booking', async () => {
    const [attacker, o] = [attackerOf(), ownerOf()];
    const before = await snapshot(o);
    await expectUnknown(attacker, 'POST', '/api/v0/purchase/quote/poll', { value: o.quote.token });
    await expectUnknown(attacker, 'POST', '/api/v0/homes/addMainGuest', {
      emailAddress: 'mallory@example.test',
      mainGuest: { givenName: 'Mallory', surname: 'B', phoneNumber: '2025550199', dateOfBirth: '1985-04-12' },
      orderedProductId: o.quote.orderedProductId,
      paymentSessionToken: o.quote.paymentSessionToken,
    });
    const card = await createPaymentMethod(t.db, attacker.userId);
    await expectUnknown(attacker, 'POST', '/api/v0/purchase/fulfill/schedule', {
      quoteToken: { value: o.quote.token },
      payments: [cardPayment(card.id, 100_00)],
      ancillaries: [],
    });
    await expectUnknown(attacker, 'POST', '/api/v0/purchase/fulfill/poll', { value: o.fulfilToken });
    await expectUnknown(attacker, 'POST', '/api/v0/purchase/quote/discard', { value: o.quote.token });
    expect(await snapshot(o)).toEqual(before);
  });

  it('cannot read the hotel trip, quote its cancellation or cancel it', async () => {
    const [attacker, o] = [attackerOf(), ownerOf()];
    const before = await snapshot(o);
    await expectUnknown(attacker, 'GET', `/api/v0/itinerary/hotels/${o.code}`);
    await expectUnknown(attacker, 'POST', '/api/v0/hotels/cancel/quote', { reservationId: o.code });
    await expectUnknown(attacker, 'POST', '/api/v0/hotels/cancel/confirm', {
      reservationId: o.code,
      quoteId: o.cancelQuoteId,
    });
    const list = await t.request('PUT', '/api/v0/itinerary/list', { session: attacker, body: {} });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).not.toContain(o.code);
    expect(await snapshot(o)).toEqual(before);
  });
});

describe('the owners afterwards', () => {
  it('an attacker’s own hotel booking cannot be cancelled with another’s cancel quote', async () => {
    const ready = await readyHotelQuote(t, b, b.userId, { lodgingId: HOTEL, ...STAYS.attacker });
    const own = await bookHotel(t, b, ready);
    expect(own.FulfillResponse, JSON.stringify(own)).toBe('Success');
    const code = own.fulfillment!.value.reservation.id.value;
    const swapped = await t.request('POST', '/api/v0/hotels/cancel/confirm', {
      session: b,
      body: { reservationId: code, quoteId: a.cancelQuoteId },
    });
    expect([404, 409], swapped.body).toContain(swapped.statusCode);
    const trip = await t.request('GET', `/api/v0/itinerary/hotels/${code}`, { session: b });
    expect(trip.json().trip.status).toBe('Confirmed');
  });

  it.each([
    ['consumer A', () => a],
    ['the corporate traveler', () => corporate],
  ])('%s still books the quote the others tried and cancels the first booking', async (_who, ownerOf) => {
    const o = ownerOf();
    const guest = await t.request('POST', '/api/v0/homes/addMainGuest', {
      session: o.who,
      body: {
        emailAddress: 'guest@example.test',
        mainGuest: {
          givenName: 'Jordan',
          surname: 'Lee',
          phoneNumber: '2025550123',
          dateOfBirth: '1985-04-12',
        },
        orderedProductId: o.quote.orderedProductId,
        paymentSessionToken: o.quote.paymentSessionToken,
      },
    });
    expect(guest.statusCode, guest.body).toBe(200);
    const poll = await t.request('POST', '/api/v0/purchase/quote/poll', {
      session: o.who,
      body: { value: o.quote.token },
    });
    const dueNowMinor = Math.round(poll.json().quote.value.dueNow.fiat.value * 100);
    const card = await createPaymentMethod(t.db, o.who.userId);
    const booked = await bookHotel(t, o.who, {
      token: o.quote.token,
      poll: poll.json(),
      dueNowMinor,
      cardId: card.id,
    });
    expect(booked.FulfillResponse, JSON.stringify(booked)).toBe('Success');
    const cancel = await t.request('POST', '/api/v0/hotels/cancel/confirm', {
      session: o.who,
      body: { reservationId: o.code, quoteId: o.cancelQuoteId },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
  });
});
