import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOTEL_SUPPLIER_TEST_IDS } from '../src/providers/supply/hotel-supply.ts';
import { createHotelsTestApp, type HotelsTestApp } from './support/hotels-setup.ts';
import { insertHotel, roomIds } from './support/hotels-world.ts';
import { PLANS } from './support/hotels-world-data.ts';
import {
  bookedRooms,
  bookHotel,
  quoteHotel,
  readyHotelQuote,
  scheduleHotelQuote,
  type HotelChoice,
} from './support/hotels-checkout.ts';
import { count } from './support/purchase-flow.ts';

let t: HotelsTestApp;
const CHI = { cityId: 'test_cty_chi', starRating: 4, lat: 41.88, lon: -87.63, baseMinor: 200_00 };

beforeAll(async () => {
  t = await createHotelsTestApp();
  const extra = [
    { id: 'htl_b_rises', supplierId: HOTEL_SUPPLIER_TEST_IDS.rateRises },
    { id: 'htl_b_soldout', supplierId: HOTEL_SUPPLIER_TEST_IDS.soldOut },
    { id: 'htl_b_norate', supplierId: HOTEL_SUPPLIER_TEST_IDS.rateNotAvailable },
  ];
  for (const h of extra) await insertHotel(t.db, { ...CHI, ...h, name: `Test ${h.id}` });
  // A refundable rate paid now: free cancellation until 48 hours before check-in, then nothing back.
  await insertHotel(t.db, {
    ...CHI,
    id: 'htl_b_flexnow',
    name: 'Flexible Pay Now Inn',
    plans: [{ ...PLANS.FLEXIBLE, suffix: 'flexnow', paymentTiming: 'PayNow' }, PLANS.NON_REFUNDABLE],
  });
});
afterAll(async () => {
  await t?.close();
});

/** The trip total the details page shows for the choice's rate (what the guest saw). */
async function shownMinor(c: HotelChoice): Promise<number> {
  const res = await t.post('/hotels/shop', {
    lodgingId: c.lodgingId,
    fromDate: c.from ?? '2025-06-10',
    untilDate: c.until ?? '2025-06-13',
    adultsCount: c.adults ?? 2,
    childrenAges: [],
    roomsCount: c.rooms ?? 1,
  });
  expect(res.statusCode, res.body).toBe(200);
  const rateId = `${roomIds(c.lodgingId)[c.room ?? 'king']}_${c.plan ?? 'nr'}`;
  const rooms = res.json().rooms as { rates: { rateId: string; tripTotal: { fiat: { value: number } } }[] }[];
  const rate = rooms.flatMap((r) => r.rates).find((r) => r.rateId === rateId);
  if (!rate) throw new Error(`rate ${rateId} not shown`);
  return Math.round(rate.tripTotal.fiat.value * 100);
}

describe('hotel quote', () => {
  it('prices the rate as the details page showed it: no price change, due now and at the hotel', async () => {
    const choice = { lodgingId: 'htl_t_loop' };
    const seen = await shownMinor(choice);
    const { poll } = await quoteHotel(t, t.session, { ...choice, seenMinor: seen });
    expect(poll.QuoteResponse).toBe('Success');
    const quote = poll.quote!.value;
    expect(poll.quote!.type).toBe('Hotels');
    expect(quote.priceChange).toBeNull();
    expect(Math.round(quote.tripTotal.fiat.value * 100)).toBe(seen);
    expect(quote.rate.rateId).toBe('htl_t_loop_king_nr');
    expect(quote.rate.paymentTiming).toBe('PayNow');
    expect(quote.dueNow.fiat.value).toBe(quote.rate.payNow.value);
    expect(quote.nights).toBe(3);
  });

  it('a live rate that moved since the page shows as the spec §4 price difference', async () => {
    const choice = { lodgingId: 'htl_b_rises' };
    const seen = await shownMinor(choice);
    const { poll } = await quoteHotel(t, t.session, { ...choice, seenMinor: seen });
    const quote = poll.quote!.value;
    const live = Math.round(quote.tripTotal.fiat.value * 100);
    expect(live).toBeGreaterThan(seen);
    expect(quote.priceChange).toEqual({
      direction: 'increase',
      amount: expect.objectContaining({ value: (live - seen) / 100 }),
    });
  });

  it('a pay-at-hotel rate charges nothing now and quotes the whole stay due at the hotel', async () => {
    const { poll } = await quoteHotel(t, t.session, { lodgingId: 'htl_t_river', plan: 'flex' });
    expect(poll.QuoteResponse, JSON.stringify(poll)).toBe('Success');
    const quote = poll.quote!.value;
    expect(quote.rate.paymentTiming).toBe('PayLater');
    expect(quote.dueNow.fiat.value).toBe(0);
    expect(quote.dueAtHotel.value).toBe(quote.tripTotal.fiat.value);
  });

  it.each([
    ['the supplier sold the room elsewhere', { lodgingId: 'htl_b_soldout' }, 'SoldOut'],
    ['the portal has no room left', { lodgingId: 'htl_t_soldout' }, 'SoldOut'],
    ['the supplier stopped selling the rate', { lodgingId: 'htl_b_norate' }, 'RateNotAvailable'],
    ['the rate is not one of the room', { lodgingId: 'htl_t_loop', plan: 'gone' }, 'RateNotAvailable'],
  ])('%s: Failure with %s', async (_name, choice, code) => {
    const { poll } = await quoteHotel(t, t.session, choice);
    expect(poll.QuoteResponse).toBe('Failure');
    expect(poll.errors?.[0]).toMatchObject({ Error: 'NoAvailability', code });
    expect(poll.errors?.[0]?.value.length).toBeGreaterThan(10);
  });

  it('a stay violation answers 400 with the spec §8 message, an unknown hotel 404', async () => {
    const minStay = await scheduleHotelQuote(t, t.session, {
      lodgingId: 'htl_t_evanston',
      from: '2025-06-10',
      until: '2025-06-11',
    });
    expect(minStay.statusCode).toBe(400);
    expect(minStay.json().message).toMatch(/minimum/i);
    expect(minStay.json().fields).toEqual([
      { field: 'request.value.stayDates', message: minStay.json().message },
    ]);
    const crowded = await scheduleHotelQuote(t, t.session, { lodgingId: 'htl_t_loop', adults: 3 });
    expect(crowded.statusCode).toBe(400);
    expect(crowded.json().fields[0].field).toBe('request.value.adultsCount');
    const unknown = await scheduleHotelQuote(t, t.session, { lodgingId: 'htl_nowhere' });
    expect(unknown.statusCode).toBe(404);
    const past = await scheduleHotelQuote(t, t.session, { lodgingId: 'htl_t_loop', from: '2025-05-01' });
    expect(past.statusCode).toBe(400);
  });
});

describe('hotel booking, trips and cancel', () => {
  it('books the room: the reservation, hotel_bookings and one room fewer on each night', async () => {
    const user = await t.signedInUser();
    const choice = { lodgingId: 'htl_t_river', rooms: 2, adults: 3, from: '2025-06-20', until: '2025-06-22' };
    const king = roomIds('htl_t_river').king;
    const before = await bookedRooms(t, king, '2025-06-20', '2025-06-23');
    const ready = await readyHotelQuote(t, user, user.user.id, choice);
    const answer = await bookHotel(t, user, ready);
    expect(answer.FulfillResponse, JSON.stringify(answer)).toBe('Success');
    const reservation = answer.fulfillment!.value.reservation;
    expect(answer.fulfillment!.type).toBe('Hotels');
    expect(reservation).toMatchObject({
      status: 'Confirmed',
      bookingState: 'Confirmed',
      confirmationState: 'Confirmed',
      stayDates: { from: '2025-06-20', until: '2025-06-22' },
      roomsCount: 2,
      loyaltyNumber: 'MAR-123456',
      specialRequests: 'High floor',
      rate: { paymentTiming: 'PayNow', refundPolicy: 'NonRefundable' },
    });
    expect(reservation.id.value).toMatch(/^H-/);
    // The hotel's own number is kept once its supplier confirms: guests quote it at the front desk.
    expect(reservation.supplierConfirmationCode).toMatch(/^SIM-[0-9A-F]{10}$/);
    expect(reservation.total.value * 100).toBe(ready.dueNowMinor);
    const after = await bookedRooms(t, king, '2025-06-20', '2025-06-23');
    expect(after.map((n, i) => n.booked - before[i]!.booked)).toEqual([2, 2, 0]);
    expect(
      await count(t, sql`select count(*) as n from hotel_bookings where lodging_id = 'htl_t_river'`),
    ).toBe(1);
    const outbox = await t.request('GET', '/api/v0/outbox', { session: user });
    expect(JSON.stringify(outbox.json())).toContain(
      `Confirmed, your hotel is booked. (${reservation.id.value})`,
    );
  });

  it('itinerary/list has the stay under hotels, with trip kind Hotel; trip details by its code', async () => {
    const user = await t.signedInUser();
    const ready = await readyHotelQuote(t, user, user.user.id, {
      lodgingId: 'htl_t_loop',
      from: '2025-07-01',
      until: '2025-07-03',
    });
    const code = (await bookHotel(t, user, ready)).fulfillment!.value.reservation.id.value;
    const list = await t.request('PUT', '/api/v0/itinerary/list', {
      session: user,
      body: { tab: 'Upcoming' },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().homes).toEqual([]);
    expect(list.json().hotels).toHaveLength(1);
    expect(list.json().hotels[0]).toMatchObject({
      tripKind: 'Hotel',
      timeState: 'Future',
      status: 'Confirmed',
      confirmationCode: code,
    });
    expect(list.json().total).toBe(1);
    const trip = await t.request('GET', `/api/v0/itinerary/hotels/${code}`, { session: user });
    expect(trip.statusCode, trip.body).toBe(200);
    expect(trip.json().trip.lodging.lodgingId).toBe('htl_t_loop');
    expect((await t.request('GET', `/api/v0/itinerary/homes/${code}`, { session: user })).statusCode).toBe(
      404,
    );
    const other = await t.signedInUser();
    expect((await t.request('GET', `/api/v0/itinerary/hotels/${code}`, { session: other })).statusCode).toBe(
      404,
    );
  });

  it.each([
    ['free cancellation before the deadline refunds everything', 'flexnow', 'Full'],
    ['a non-refundable rate refunds nothing', 'nr', 'None'],
  ])('%s and gives the rooms back', async (_name, plan, refundKind) => {
    const user = await t.signedInUser();
    const stay = { from: '2025-07-10', until: '2025-07-12' };
    const king = roomIds('htl_b_flexnow').king;
    const before = await bookedRooms(t, king, stay.from, stay.until);
    const ready = await readyHotelQuote(t, user, user.user.id, { lodgingId: 'htl_b_flexnow', plan, ...stay });
    const code = (await bookHotel(t, user, ready)).fulfillment!.value.reservation.id.value;
    const quote = await t.request('POST', '/api/v0/hotels/cancel/quote', {
      session: user,
      body: { reservationId: code },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({ refundKind });
    const refund = Math.round(quote.json().refund.fiat.value * 100);
    expect(refund).toBe(refundKind === 'Full' ? ready.dueNowMinor : 0);
    const confirm = await t.request('POST', '/api/v0/hotels/cancel/confirm', {
      session: user,
      body: { reservationId: code, quoteId: quote.json().quoteId },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(await bookedRooms(t, king, stay.from, stay.until)).toEqual(before);
    const trip = await t.request('GET', `/api/v0/itinerary/hotels/${code}`, { session: user });
    expect(trip.json().trip).toMatchObject({
      status: 'Cancelled',
      bookingState: 'Cancelled',
      timeState: 'Canceled',
    });
    expect(Math.round(trip.json().trip.refundTotal.value * 100)).toBe(refund);
  });

  it('after the free-cancellation deadline a refundable rate keeps the penalty', async () => {
    const user = await t.signedInUser();
    // Check-in 2025-06-03 15:00 Chicago is within 48 hours of now (2025-06-02 12:00 UTC).
    const ready = await readyHotelQuote(t, user, user.user.id, {
      lodgingId: 'htl_b_flexnow',
      plan: 'flexnow',
      from: '2025-06-03',
      until: '2025-06-04',
    });
    const code = (await bookHotel(t, user, ready)).fulfillment!.value.reservation.id.value;
    const quote = await t.request('POST', '/api/v0/hotels/cancel/quote', {
      session: user,
      body: { reservationId: code },
    });
    expect(quote.json()).toMatchObject({ refundKind: 'None' });
  });
});
