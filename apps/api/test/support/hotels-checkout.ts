/** Requests of the hotel quote-and-book flow (purchase/quote with `{type: 'Hotels'}`) for the hotel tests. */
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Payment } from '@portal/contracts/purchase';
import {
  addMainGuestAndCard,
  type LineFulfilPoll,
  type LineQuotePoll,
  pollLineFulfil,
  quoteLine,
  scheduleLineFulfil,
  scheduleLineQuote,
} from './line-checkout.ts';
import { card, fiat, rowsOf } from './purchase-flow.ts';
import { roomIds } from './hotels-world.ts';
import type { SignedIn, TestApp } from './test-app.ts';

export type HotelQuotePoll = LineQuotePoll<'Hotels'>;
export type HotelFulfilPoll = LineFulfilPoll<'Hotels'>;

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
  scheduleLineQuote(t, s, 'guest@example.test', { type: 'Hotels', value: hotelRequest(c) });

export const quoteHotel = (t: TestApp, s: SignedIn, c: HotelChoice) =>
  quoteLine<HotelQuotePoll>(t, s, 'guest@example.test', { type: 'Hotels', value: hotelRequest(c) });

export type ReadyHotel = { token: string; poll: HotelQuotePoll; dueNowMinor: number; cardId: string };

/** A Success quote with its main guest and a card of the user: ready to book. */
export async function readyHotelQuote(t: TestApp, s: SignedIn, userId: string, c: HotelChoice) {
  const { token, poll } = await quoteHotel(t, s, c);
  expect(poll.QuoteResponse, JSON.stringify(poll)).toBe('Success');
  const paying = await addMainGuestAndCard(t, s, userId, 'guest@example.test', poll.quote!.value, {
    givenName: 'Jordan',
    surname: c.surname ?? 'Lee',
    dateOfBirth: '1985-04-12',
  });
  const ready: ReadyHotel = { token, poll, ...paying };
  return ready;
}

export const cardPayment = card;

export async function bookHotel(
  t: TestApp,
  s: SignedIn,
  ready: ReadyHotel,
  payments: Payment[] = [cardPayment(ready.cardId, ready.dueNowMinor)],
): Promise<HotelFulfilPoll> {
  const token = await scheduleHotelFulfil(t, s, ready, payments);
  return pollHotelFulfil(t, s, token);
}

export const scheduleHotelFulfil = (t: TestApp, s: SignedIn, ready: ReadyHotel, payments: Payment[]) =>
  scheduleLineFulfil(t, s, ready.token, payments);

export const pollHotelFulfil = (t: TestApp, s: SignedIn, token: string) =>
  pollLineFulfil<HotelFulfilPoll>(t, s, token);

/** Booked rooms of a room type per night of [from, until), in night order. */
export async function bookedRooms(t: TestApp, roomTypeId: string, from: string, until: string) {
  const rows = rowsOf<{ booked: number | string; allotment: number | string }>(
    await t.db.execute(sql`select booked, allotment from hotel_room_nights
      where room_type_id = ${roomTypeId} and night >= ${from}::date and night < ${until}::date order by night`),
  );
  return rows.map((r) => ({ booked: Number(r.booked), allotment: Number(r.allotment) }));
}
