import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelTrip } from '@portal/contracts/trips';
import { createHotelsTestApp, type HotelsTestApp } from './support/hotels-setup.ts';
import { bookHotel, readyHotelQuote } from './support/hotels-checkout.ts';

// What a hotel trip answers beyond the reservation (itinerary/list and itinerary/hotels/:code): the hotel's address
// parts and map point, the room's beds, the rate's name, and the price as booked, whose lines add up.

let t: HotelsTestApp;
beforeAll(async () => {
  t = await createHotelsTestApp();
});
afterAll(async () => {
  await t?.close();
});

const cents = (fiat: { value: number }) => Math.round(fiat.value * 100);
const sum = (lines: { amount: { value: number } }[]) => lines.reduce((s, l) => s + cents(l.amount), 0);

describe('hotel trip', () => {
  it('answers the address, map point, beds, rate name and a booked price that adds up', async () => {
    const user = await t.signedInUser();
    // Four nights at a select hotel: the complimentary night applies; its resort fee is paid at the desk.
    const ready = await readyHotelQuote(t, user, user.user.id, {
      lodgingId: 'htl_t_lakeshore',
      from: '2025-07-06',
      until: '2025-07-10',
    });
    const code = (await bookHotel(t, user, ready)).fulfillment!.value.reservation.id.value;
    const res = await t.request('GET', `/api/v0/itinerary/hotels/${code}`, { session: user });
    expect(res.statusCode, res.body).toBe(200);
    const trip = res.json().trip as HotelTrip;

    expect(trip.location).toMatchObject({ city: 'Chicago', state: 'IL', countryCode: 'US' });
    expect(trip.location.line1.length).toBeGreaterThan(0);
    expect(trip.location.coordinates).toEqual({ lat: 41.8925, lon: -87.6172 });
    expect(trip.beds.length).toBeGreaterThan(0);
    expect(trip.rateName.length).toBeGreaterThan(0);

    const { price } = trip;
    expect(price.nights).toBe(4);
    expect(cents(price.complimentaryNightDiscount)).toBeGreaterThan(0);
    expect(cents(price.perNight) * 4).toBe(
      cents(price.roomCharges) + cents(price.complimentaryNightDiscount),
    );
    expect(price.dueAtProperty.map((f) => f.kind)).toEqual(['ResortFee']);
    // Pay now: room charges, taxes, fees and the agent fee are what the booking charged.
    expect(cents(price.roomCharges) + sum(price.taxes) + sum(price.fees) + cents(price.agentFee)).toBe(
      cents(price.paidNow),
    );
    expect(price.paidNow).toEqual(trip.total);
    expect(sum(price.dueAtProperty)).toBe(cents(price.dueAtHotel));
    expect(price.dueAtHotel).toEqual(trip.dueAtHotel);
    expect(cents(price.tripTotal)).toBe(cents(price.paidNow) + cents(price.dueAtHotel));

    const list = await t.request('PUT', '/api/v0/itinerary/list', { session: user, body: {} });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().hotels[0]).toMatchObject({ confirmationCode: code, price, beds: trip.beds });
  });
});
