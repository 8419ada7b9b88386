import { describe, expect, it } from 'vitest';
import { parseHotelResultsQuery } from '@portal/domain/hotels/results-query';
import { fiat, price, roomProduct } from '../../../test/hotel-fixtures.ts';
import { hotelBookUrl } from './hotels-checkout-paths.ts';
import { hotelPriceLines } from './hotel-price-lines.ts';
import { refundText } from './hotel-rate-text.ts';

// Spec §4: the refundable variant (the rate with cancel for any reason) chosen on the details page reaches the book
// page by `refundable=1`, and its premium is one of the price lines adding up to its total.

const base = roomProduct('rate-saver', {
  refundPolicy: 'NonRefundable',
  sellRate: price(540),
  taxes: [{ kind: 'Tax', amount: fiat(81) }],
  tripTotal: price(621),
  isDefault: true,
  cancellationPolicy: {
    refundPolicy: 'NonRefundable',
    deadline: null,
    freeCancellation: false,
    description: '',
  },
});
const variant = roomProduct('rate-saver', {
  ...base,
  tripTotal: price(696),
  payNow: fiat(696),
  isDefault: false,
  premiumPrices: price(75),
  premiumPricesPerNight: price(25),
  coveragePercentage: 80,
});
const query = parseHotelResultsQuery(
  { fromDate: '2030-01-15', untilDate: '2030-01-18', adultsCount: '2', roomsCount: '1' },
  '2030-01-10',
  { defaultAdults: 2 },
);

describe('hotel checkout of a refundable variant', () => {
  it('the book URL carries refundable=1 only for the variant', () => {
    const choice = { lodgingId: 'htl_1', roomId: 'room-king', rateId: 'rate-saver' };
    const covered = new URL(hotelBookUrl({ ...choice, refundable: true }, query), 'http://x');
    expect(covered.searchParams.get('refundable')).toBe('1');
    expect(covered.searchParams.get('rateId')).toBe('rate-saver');
    const plain = new URL(hotelBookUrl({ ...choice, refundable: false }, query), 'http://x');
    expect(plain.searchParams.has('refundable')).toBe(false);
  });

  it('adds the premium as a price line; the lines add up to the variant total', () => {
    const lines = hotelPriceLines(variant, { nights: 3, rooms: 1 }, null);
    expect(lines.map((l) => [l.label, l.minor])).toEqual([
      ['Room, 3 nights', 540_00],
      ['Taxes and fees', 81_00],
      ['Cancel for any reason', 75_00],
    ]);
    expect(lines.reduce((sum, l) => sum + l.minor, 0)).toBe(696_00);
    expect(hotelPriceLines(base, { nights: 3, rooms: 1 }, null).map((l) => l.label)).not.toContain(
      'Cancel for any reason',
    );
  });

  it('states the cover instead of the rate’s own refundability', () => {
    expect(refundText(variant, 'America/Chicago')).toBe('Cancel for any reason until check-in: 80% back');
    expect(refundText(base, 'America/Chicago')).toBe('Non-refundable');
  });
});
