import { describe, expect, it } from 'vitest';
import { majorToMinor } from '@portal/domain/money';
import { hotelQuote } from './hotels-fixtures.ts';
import { fiat, price, roomProduct } from '../../../test/hotel-fixtures.ts';
import {
  dueAtHotelLine,
  hotelPriceLines,
  roomChargesLabel,
} from '../../../features/hotels/checkout/hotel-price-lines.ts';

const sum = (lines: { minor: number }[]) => lines.reduce((total, l) => total + l.minor, 0);

// A 4-night stay: $800 of nights, one of them complimentary ($200 off), $60 tax, $25 fee, a $40 resort fee at the desk.
const rate = roomProduct('rate-flex', {
  sellRate: price(600),
  complimentaryNightDiscount: fiat(200),
  taxes: [{ kind: 'Tax', amount: fiat(60) }],
  fees: [{ kind: 'ServiceFee', amount: fiat(25) }],
  dueAtProperty: [{ kind: 'ResortFee', amount: fiat(40) }],
  tripTotal: price(725),
  payAtHotel: fiat(40),
});

describe('hotelPriceLines', () => {
  it.each([
    { nights: 1, rooms: 1, label: 'Room, 1 night' },
    { nights: 4, rooms: 1, label: 'Room, 4 nights' },
    { nights: 3, rooms: 2, label: 'Rooms, 3 nights × 2 rooms' },
  ])('labels $nights nights of $rooms rooms "$label"', ({ nights, rooms, label }) => {
    expect(roomChargesLabel(nights, rooms)).toBe(label);
  });

  it('shows the nights before the complimentary one, that night off, taxes and fees; they add up to the trip total', () => {
    const lines = hotelPriceLines(rate, { nights: 4, rooms: 1 }, null);
    expect(lines).toEqual([
      { label: 'Room, 4 nights', minor: 800_00 },
      { label: 'Complimentary night', minor: -200_00, credit: true },
      { label: 'Taxes and fees', minor: 125_00 },
    ]);
    expect(sum(lines)).toBe(majorToMinor(rate.tripTotal.fiat.value));
    expect(dueAtHotelLine(rate, null)).toEqual({ label: 'Due at the hotel', minor: 40_00 });
  });

  it('prices from the quote once there is one, with the agent fee and what is due at the hotel', () => {
    const quote = { ...hotelQuote({ payLater: true }), agentFee: fiat(10) };
    const lines = hotelPriceLines(rate, { nights: 4, rooms: 1 }, quote);
    expect(lines.map((l) => l.label)).toEqual(['Room, 4 nights', 'Agent service fee']);
    expect(sum(lines)).toBe(600_00 + 10_00);
    expect(dueAtHotelLine(rate, quote)).toEqual({ label: 'Due at the hotel', minor: 560_00 });
  });

  it('has nothing due at the hotel for a rate paid now without desk fees', () => {
    expect(dueAtHotelLine(roomProduct('rate-flex'), null)).toBeNull();
    expect(hotelPriceLines(null, { nights: 2, rooms: 1 }, null)).toEqual([]);
  });
});
