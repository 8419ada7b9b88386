import { describe, expect, it } from 'vitest';
import { hotelDetailsPath, hotelDetailsUrl, parseHotelDetailsPath } from './details-path.ts';
import type { HotelDetailsParams } from './details-path.ts';

describe('premium stays shop-details path (spec §2)', () => {
  it.each<[HotelDetailsParams, string]>([
    [{ lodgingId: 'h-123', source: 'SearchPage', unavailable: false }, '/hotels/shop/h-123/SearchPage'],
    [{ lodgingId: 'h-123', source: 'MyTrips', unavailable: true }, '/hotels/shop/h-123/MyTrips/unavailable'],
    [{ lodgingId: 'h-123', source: 'Email', unavailable: false }, '/hotels/shop/h-123/Email'],
    [{ lodgingId: 'a/b c', source: 'Unknown', unavailable: false }, '/hotels/shop/a%2Fb%20c/Unknown'],
  ])('%o <-> %s', (params, path) => {
    expect(hotelDetailsPath(params)).toBe(path);
    expect(parseHotelDetailsPath(path)).toEqual(params);
  });

  it.each<[string, HotelDetailsParams | null]>([
    ['/hotels/shop/h-1/SearchPage/', { lodgingId: 'h-1', source: 'SearchPage', unavailable: false }], // trailing slash
    ['/hotels/shop/h-1', { lodgingId: 'h-1', source: 'Unknown', unavailable: false }], // no source
    ['/hotels/shop/h-1/Twitter', { lodgingId: 'h-1', source: 'Unknown', unavailable: false }], // unknown source
    ['/hotels/shop/h-1/Email/unavailable/', { lodgingId: 'h-1', source: 'Email', unavailable: true }],
    ['/hotels/shop/h-1/Email/sold-out', null], // only 'unavailable' may follow the source
    ['/hotels/shop/h-1/Email/unavailable/more', null],
    ['/hotels/shop/', null], // no lodging id
    ['/hotels/shop/%E0%A4%A/Email', null], // malformed escape
    ['/vacation-rentals/shop/h-1', null],
  ])('%s -> %o', (path, params) => {
    expect(parseHotelDetailsPath(path)).toEqual(params);
  });

  it('keeps the search query it was opened with', () => {
    const query = {
      fromDate: '2026-04-10',
      untilDate: '2026-04-12',
      adultsCount: 2,
      childrenAges: [],
      roomsCount: 1,
      lodgingSelection: null,
      sortOrder: 'Price' as const,
      selectedLodgingIndex: 3,
      selectedAccountIndex: null,
      hotelDetailsEntrySource: 'list' as const,
    };
    const params: HotelDetailsParams = { lodgingId: 'h-1', source: 'SearchPage', unavailable: false };
    expect(hotelDetailsUrl(params, query, { freeCancellation: true })).toBe(
      '/hotels/shop/h-1/SearchPage?fromDate=2026-04-10&untilDate=2026-04-12&adultsCount=2&childrenCount=0' +
        '&roomsCount=1&sortOrder=Price&selectedLodgingIndex=3&hotelDetailsEntrySource=list&freeCancellation=true',
    );
    expect(hotelDetailsUrl(params, null)).toBe('/hotels/shop/h-1/SearchPage');
  });
});
