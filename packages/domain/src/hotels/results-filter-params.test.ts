import { describe, expect, it } from 'vitest';
import { hotelFilterParams, parseHotelFilterParams } from './results-filter-params.ts';
import { hotelResultsQueryString } from './results-query.ts';
import type { HotelFilters } from './search-filters.ts';

const none: HotelFilters = {
  minPricePerNightMinor: null,
  maxPricePerNightMinor: null,
  minStarRating: null,
  minGuestRating: null,
  freeCancellation: false,
  mealPlans: [],
  chainsOrPrograms: [],
  amenities: [],
  collections: [],
};

const read = (search: string) => parseHotelFilterParams(Object.fromEntries(new URLSearchParams(search)));
const write = (filters: HotelFilters) => new URLSearchParams(hotelFilterParams(filters)).toString();

describe('results filters in the URL: round trip', () => {
  it.each<[string, HotelFilters]>([
    ['no filter', none],
    [
      'every filter',
      {
        minPricePerNightMinor: 10000,
        maxPricePerNightMinor: 35000,
        minStarRating: 'Four',
        minGuestRating: 8.5,
        freeCancellation: true,
        mealPlans: ['Breakfast', 'AllInclusive'],
        chainsOrPrograms: ['MAR', 'Indian Hotels Company (IHCL)', 'Hotels, Inc.'],
        amenities: ['Pool', 'Free WiFi'],
        collections: ['Premier', 'Lifestyle'],
      },
    ],
    ['a zero minimum', { ...none, minPricePerNightMinor: 0 }],
  ])('%s', (_name, filters) => {
    expect(read(write(filters))).toEqual(filters);
  });

  it('writes only the filters that are on', () => {
    expect(hotelFilterParams({})).toEqual({});
    expect(hotelFilterParams({ ...none, minStarRating: 'NotAvailable' })).toEqual({});
    expect(hotelFilterParams({ freeCancellation: true, collections: ['Premier'] })).toEqual({
      freeCancellation: 'true',
      collections: 'Premier',
    });
  });

  it('widens cent bounds to whole dollars', () => {
    expect(hotelFilterParams({ minPricePerNightMinor: 10050, maxPricePerNightMinor: 20001 })).toEqual({
      priceMin: '100',
      priceMax: '201',
    });
  });

  it('rides along in the results query string', () => {
    const query = {
      fromDate: '2026-04-10',
      untilDate: '2026-04-12',
      adultsCount: 2,
      childrenAges: [],
      roomsCount: 1,
      lodgingSelection: null,
      sortOrder: 'Price' as const,
      selectedLodgingIndex: null,
      selectedAccountIndex: null,
      hotelDetailsEntrySource: null,
    };
    const search = hotelResultsQueryString(query, { minStarRating: 'Three', amenities: ['Pool'] });
    expect(search).toContain('&stars=3&amenities=Pool');
    expect(read(search)).toEqual({ ...none, minStarRating: 'Three', amenities: ['Pool'] });
  });
});

describe('results filters: reading a URL', () => {
  it.each<[string, Partial<HotelFilters>]>([
    ['priceMin=abc&priceMax=-5', {}],
    ['priceMin=99.5', {}], // whole dollars only
    ['stars=0', {}],
    ['stars=6', {}],
    ['stars=Four', {}],
    ['stars=2', { minStarRating: 'Two' }],
    ['guestRating=8', { minGuestRating: 8 }],
    ['guestRating=11', {}],
    ['guestRating=8.25', {}],
    ['guestRating=great', {}],
    ['freeCancellation=yes', {}],
    ['mealPlans=Breakfast,Brunch', { mealPlans: ['Breakfast'] }], // unknown values are dropped
    ['collections=Premier,Gold', { collections: ['Premier'] }],
    ['amenities=Pool,,%20,Spa', { amenities: ['Pool', 'Spa'] }],
    ['chains=%25E0%25A4%25A,MAR', { chainsOrPrograms: ['MAR'] }], // a malformed escape is dropped
  ])('%s', (search, expected) => {
    expect(read(search)).toEqual({ ...none, ...expected });
  });
});
