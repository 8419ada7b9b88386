import { describe, expect, it } from 'vitest';
import { hotelResultsQueryString, hotelResultsUrl, parseHotelResultsQuery } from './results-query.ts';
import type { HotelResultsQuery } from './results-query.ts';

const today = '2026-03-02';
const read = (search: string, options?: { defaultAdults?: number }) =>
  parseHotelResultsQuery(Object.fromEntries(new URLSearchParams(search)), today, options);

const full: HotelResultsQuery = {
  fromDate: '2026-04-10',
  untilDate: '2026-04-14',
  adultsCount: 3,
  childrenAges: [4, 9],
  roomsCount: 2,
  lodgingSelection: { kind: 'Place', searchTerm: 'New York, NY' },
  sortOrder: 'Price',
  selectedLodgingIndex: 7,
  selectedAccountIndex: 1,
  hotelDetailsEntrySource: 'map',
};

const bare: HotelResultsQuery = {
  fromDate: '2026-03-03',
  untilDate: '2026-03-05',
  adultsCount: 2,
  childrenAges: [],
  roomsCount: 1,
  lodgingSelection: null,
  sortOrder: 'MostRecommended',
  selectedLodgingIndex: null,
  selectedAccountIndex: null,
  hotelDetailsEntrySource: null,
};

describe('hotel results query: round trip', () => {
  it.each<[string, HotelResultsQuery]>([
    ['every parameter', full],
    ['the defaults', bare],
    [
      'a hotel searched by name',
      { ...bare, lodgingSelection: { kind: 'Lodging', searchTerm: 'The Plaza & Co, "NYC"' } },
    ],
    ['ten rooms', { ...bare, adultsCount: 10, roomsCount: 10 }],
    [
      'a list entry, infants',
      { ...bare, childrenAges: [0, 1], hotelDetailsEntrySource: 'list', sortOrder: 'DistanceAscending' },
    ],
  ])('%s', (_name, query) => {
    expect(read(hotelResultsQueryString(query))).toEqual(query);
  });

  it('writes the spec parameter names', () => {
    expect(hotelResultsQueryString(full)).toBe(
      'fromDate=2026-04-10&untilDate=2026-04-14&adultsCount=3&childrenCount=2&childrenAges=4%2C9&roomsCount=2' +
        '&lodgingSelection=%7B%22kind%22%3A%22Place%22%2C%22searchTerm%22%3A%22New+York%2C+NY%22%7D' +
        '&sortOrder=Price&selectedLodgingIndex=7&selectedAccountIndex=1&hotelDetailsEntrySource=map',
    );
    expect(hotelResultsUrl(bare)).toBe(
      '/hotels/availability/?fromDate=2026-03-03&untilDate=2026-03-05&adultsCount=2&childrenCount=0&roomsCount=1&sortOrder=MostRecommended',
    );
  });
});

describe('hotel results query: reading a URL (spec §5 defaults and limits)', () => {
  it.each<[string, string, Partial<HotelResultsQuery>]>([
    ['empty', '', {}],
    [
      'a past from-date becomes tomorrow',
      'fromDate=2026-03-01&untilDate=2026-03-09',
      { fromDate: '2026-03-03', untilDate: '2026-03-09' },
    ],
    [
      'an until-date not after from becomes from + 2',
      'fromDate=2026-04-10&untilDate=2026-04-10',
      { fromDate: '2026-04-10', untilDate: '2026-04-12' },
    ],
    ['children without ages are 17', 'childrenCount=2', { childrenAges: [17, 17] }],
    ['ages without a count', 'childrenAges=3,5', { childrenAges: [3, 5] }],
    ['the count wins: missing ages are 17', 'childrenCount=3&childrenAges=3,5', { childrenAges: [3, 5, 17] }],
    ['the count wins: extra ages dropped', 'childrenCount=1&childrenAges=3,5', { childrenAges: [3] }],
    ['an age out of range reads 17', 'childrenAges=3,18,x,-1', { childrenAges: [3, 17, 17, 17] }],
    ['blank ages are skipped', 'childrenAges=,4,', { childrenAges: [4] }],
    ['no adult becomes one', 'adultsCount=0', { adultsCount: 1 }],
    ['garbled counts fall back', 'adultsCount=two&roomsCount=-1&childrenCount=x', {}],
    ['more than 10 rooms', 'adultsCount=12&roomsCount=12', { adultsCount: 12, roomsCount: 10 }],
    ['never more rooms than adults', 'adultsCount=2&roomsCount=4', { roomsCount: 2 }],
    ['no room becomes one', 'roomsCount=0', { roomsCount: 1 }],
    [
      '16 travelers at most, children give way',
      'adultsCount=14&childrenAges=1,2,3,4',
      { adultsCount: 14, childrenAges: [1, 2] },
    ],
    ['an unknown sort', 'sortOrder=Cheapest', {}],
    ['the homes sort names are not hotel ones', 'sortOrder=Pricing', {}],
    ['every sort key', 'sortOrder=UserRating', { sortOrder: 'UserRating' }],
    ['an unknown entry source', 'hotelDetailsEntrySource=grid', {}],
    ['a bad index', 'selectedLodgingIndex=-2&selectedAccountIndex=1.5', {}],
    [
      'a lodging selection with an unknown kind is a place',
      'lodgingSelection={"kind":"City","searchTerm":"Paris"}',
      { lodgingSelection: { kind: 'Place', searchTerm: 'Paris' } },
    ],
    [
      'a lodging selection encoded twice',
      `lodgingSelection=${encodeURIComponent(encodeURIComponent('{"kind":"Lodging","searchTerm":"Ace"}'))}`,
      { lodgingSelection: { kind: 'Lodging', searchTerm: 'Ace' } },
    ],
    ['a garbled lodging selection', 'lodgingSelection=not-json', {}],
  ])('%s', (_name, search, expected) => {
    expect(read(search)).toEqual({ ...bare, ...expected });
  });

  it('takes the tenant default for adults', () => {
    expect(read('', { defaultAdults: 1 }).adultsCount).toBe(1);
  });
});
