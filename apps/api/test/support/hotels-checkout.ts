/** Requests of the hotel quote-and-book flow (purchase/quote with `{type: 'Hotels'}`) for the hotel tests. */
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FulfilPollAnswer, Payment, QuotePollAnswer } from '@portal/contracts/purchase';
import { createPaymentMethod } from '@portal/db/factories/cards';
import { fiat, rowsOf } from './purchase-flow.ts';
import { roomIds } from './hotels-world.ts';
import type { SignedIn, TestApp } from './test-app.ts';

export type HotelQuotePoll = Omit<QuotePollAnswer, 'quote'> & {
  quote?: Extract<NonNullable<QuotePollAnswer['quote']>, { type: 'Hotels' }>;
};
export type HotelFulfilPoll = Omit<FulfilPollAnswer, 'fulfillment'> & {
  fulfillment?: Extract<NonNullable<FulfilPollAnswer['fulfillment']>, { type: 'Hotels' }>;
};

export type HotelChoice = {
  lodgingId: string;
  room?: 'king' | 'suite';
  plan?: string;
  from?: string;
  until?: string;
  rooms?: number;
  adults?: number;
  childrenAges?: number[];
  seenMinor?: number;
  /** The main guest's surname (the supplier simulator's test inputs, README); 'Lee' otherwise. */
  surname?: string;
  /** The rate's refundable variant (cancel for any reason). */
  refundable?: boolean;
};

export function hotelRequest(c: HotelChoice) {
  const roomId = roomIds(c.lodgingId)[c.room ?? 'king'];
  return {
    lodgingId: c.lodgingId,
    roomId,
    rateId: `${roomId}_${c.plan ?? 'nr'}`,
    stayDates: { from: c.from ?? '2025-06-10', until: c.until ?? '2025-06-13' },
    roomsCount: c.rooms ?? 1,
    adultsCount: c.adults ?? 2,
    childrenAges: c.childrenAges ?? [],
    seenPrice: fiat(c.seenMinor ?? 100_00),
    loyaltyNumber: 'MAR-123456',
    specialRequests: 'High floor',
    ...(c.refundable ? { refundable: true } : {}),
  };
}

export const scheduleHotelQuote = (t: TestApp, s: SignedIn, c: HotelChoice) =>
  t.request('POST', '/api/v0/purchase/quote/schedule', {
    session: s,
    body: { emailAddress: 'guest@example.test', request: { type: 'Hotels', value: hotelRequest(c) } },
  });

export async function quoteHotel(t: TestApp, s: SignedIn, c: HotelChoice) {
  const res = await scheduleHotelQuote(t, s, c);
  expect(res.statusCode, res.body).toBe(200);
  const token = res.json().value as string;
  const poll = await t.request('POST', '/api/v0/purchase/quote/poll', { session: s, body: { value: token } });
  expect(poll.statusCode, poll.body).toBe(200);
  return { token, poll: poll.json() as HotelQuotePoll };
}

export type ReadyHotel = { token: string; poll: HotelQuotePoll; dueNowMinor: number; cardId: string };

/** A Success quote with its main guest and a card of the user: ready to book. */
export async function readyHotelQuote(t: TestApp, s: SignedIn, userId: string, c: HotelChoice) {
  const { token, poll } = await quoteHotel(t, s, c);
  expect(poll.QuoteResponse, JSON.stringify(poll)).toBe('Success');
  const quote = poll.quote!.value;
  const guest = await t.request('POST', '/api/v0/homes/addMainGuest', {
    session: s,
    body: {
      emailAddress: 'guest@example.test',
      mainGuest: {
        givenName: 'Jordan',
        surname: c.surname ?? 'Lee',
        phoneNumber: '2025550123',
        dateOfBirth: '1985-04-12',
      },
      orderedProductId: quote.orderedProductId,
      paymentSessionToken: quote.paymentSessionToken,
    },
  });
  expect(guest.statusCode, guest.body).toBe(200);
  const cardRow = await createPaymentMethod(t.db, userId);
  const ready: ReadyHotel = {
    token,
    poll,
    dueNowMinor: Math.round(quote.dueNow.fiat.value * 100),
    cardId: cardRow.id,
  };
  return ready;
}

export const cardPayment = (paymentId: string, minor: number): Payment => ({
  type: 'UserCard',
  value: { paymentId, paymentAmount: fiat(minor) },
});

export async function bookHotel(
  t: TestApp,
  s: SignedIn,
  ready: ReadyHotel,
  payments: Payment[] = [cardPayment(ready.cardId, ready.dueNowMinor)],
): Promise<HotelFulfilPoll> {
  const token = await scheduleHotelFulfil(t, s, ready, payments);
  return pollHotelFulfil(t, s, token);
}

export async function scheduleHotelFulfil(t: TestApp, s: SignedIn, ready: ReadyHotel, payments: Payment[]) {
  const res = await t.request('POST', '/api/v0/purchase/fulfill/schedule', {
    session: s,
    body: { quoteToken: { value: ready.token }, payments, ancillaries: [] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as string;
}

export async function pollHotelFulfil(t: TestApp, s: SignedIn, token: string): Promise<HotelFulfilPoll> {
  const poll = await t.request('POST', '/api/v0/purchase/fulfill/poll', {
    session: s,
    body: { value: token },
  });
  expect(poll.statusCode, poll.body).toBe(200);
  return poll.json();
}

/** Booked rooms of a room type per night of [from, until), in night order. */
export async function bookedRooms(t: TestApp, roomTypeId: string, from: string, until: string) {
  const rows = rowsOf<{ booked: number | string; allotment: number | string }>(
    await t.db.execute(sql`select booked, allotment from hotel_room_nights
      where room_type_id = ${roomTypeId} and night >= ${from}::date and night < ${until}::date order by night`),
  );
  return rows.map((r) => ({ booked: Number(r.booked), allotment: Number(r.allotment) }));
}
