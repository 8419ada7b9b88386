import { describe, expect, it } from 'vitest';
import {
  backToResultsUrl,
  dateWindow,
  isInDateWindow,
  isValidStay,
  nightsOf,
  normalizeShopQuery,
  normalizeStayDates,
  parseLodgingSelection,
  resultsLocationName,
  shopQueryString,
  shopRequestError,
} from './stay-dates.ts';

const today = '2025-03-10';

describe('stay dates', () => {
  it.each([
    ['2025-03-10', '2025-03-11', 1],
    ['2025-03-10', '2025-03-17', 7],
    ['2025-03-10', '2025-03-10', 0],
  ])('nightsOf(%s..%s) = %i', (from, until, nights) => {
    expect(nightsOf({ from, until })).toBe(nights);
  });

  it.each([
    ['2025-03-10', '2025-03-11', true], // one night from today
    ['2025-03-10', '2025-03-10', false], // zero nights
    ['2025-03-12', '2025-03-11', false], // reversed
    ['2025-03-09', '2025-03-11', false], // starts yesterday
    ['2026-03-09', '2026-03-10', true], // ends on the last day of the window
    ['2026-03-10', '2026-03-11', false], // ends after the window
    ['2025-02-30', '2025-03-11', false], // not a date
  ])('isValidStay(%s..%s) = %s', (from, until, valid) => {
    expect(isValidStay({ from, until }, today)).toBe(valid);
  });

  it('has a window of today to one year ahead', () => {
    expect(dateWindow(today)).toEqual({ first: '2025-03-10', last: '2026-03-10' });
    expect(isInDateWindow('2025-03-09', today)).toBe(false);
    expect(isInDateWindow('2025-03-10', today)).toBe(true);
    expect(isInDateWindow('2026-03-10', today)).toBe(true);
    expect(isInDateWindow('2026-03-11', today)).toBe(false);
  });

  it.each([
    [undefined, undefined, '2025-03-11', '2025-03-13'],
    ['2025-03-09', '2025-03-20', '2025-03-11', '2025-03-20'], // from before today -> tomorrow
    ['2025-03-10', '2025-03-12', '2025-03-10', '2025-03-12'], // today is allowed
    ['2025-04-01', '2025-04-01', '2025-04-01', '2025-04-03'], // until not after from -> from + 2
    ['2025-04-01', '2025-03-30', '2025-04-01', '2025-04-03'],
    ['2025-04-01', '2025-04-02', '2025-04-01', '2025-04-02'], // one night kept
    ['garbage', 'nope', '2025-03-11', '2025-03-13'],
    ['2025-03-01', '2025-03-12', '2025-03-11', '2025-03-12'], // until still after the corrected from
    ['2025-03-01', '2025-03-11', '2025-03-11', '2025-03-13'], // until equal to corrected from
  ])('normalizeStayDates(%s, %s) = %s..%s', (from, until, f, u) => {
    expect(normalizeStayDates(from, until, today)).toEqual({ from: f, until: u });
  });
});

describe('shop query', () => {
  it('applies the defaults', () => {
    expect(normalizeShopQuery({}, today)).toEqual({
      listingId: null,
      fromDate: '2025-03-11',
      untilDate: '2025-03-13',
      adultsCount: 2,
      children: [],
      petsCount: 0,
      locationName: null,
      lodgingSelection: null,
      hotelDetailsEntrySource: null,
      sortOrder: 'Recommended',
      selectedLodgingIndex: null,
      roomsCount: null,
      selectedAccountIndex: null,
    });
    expect(normalizeShopQuery({}, today, { defaultAdults: 1 }).adultsCount).toBe(1);
  });

  it('reads every parameter', () => {
    const q = normalizeShopQuery(
      {
        listingId: 'vr-123',
        fromDate: '2025-04-01',
        untilDate: '2025-04-05',
        adultsCount: '3',
        childrenCount: '2',
        petsCount: '1',
        locationName: 'Austin%2C%20TX',
        lodgingSelection: '{"kind":"Place","searchTerm":"Austin, TX"}',
        hotelDetailsEntrySource: 'map',
        sortOrder: 'Pricing',
        selectedLodgingIndex: '4',
        roomsCount: '2',
        selectedAccountIndex: '1',
      },
      today,
    );
    expect(q).toMatchObject({
      listingId: 'vr-123',
      fromDate: '2025-04-01',
      untilDate: '2025-04-05',
      adultsCount: 3,
      children: [17, 17],
      petsCount: 1,
      locationName: 'Austin, TX',
      lodgingSelection: { kind: 'Place', searchTerm: 'Austin, TX' },
      hotelDetailsEntrySource: 'map',
      sortOrder: 'Pricing',
      selectedLodgingIndex: 4,
      roomsCount: 2,
      selectedAccountIndex: 1,
    });
  });

  it.each([
    [{ adultsCount: '0' }, 'adultsCount', 1], // at least one adult
    [{ adultsCount: '-3' }, 'adultsCount', 2],
    [{ adultsCount: 'x' }, 'adultsCount', 2],
    [{ petsCount: '2.5' }, 'petsCount', 0],
    [{ sortOrder: 'Cheapest' }, 'sortOrder', 'Recommended'],
    [{ hotelDetailsEntrySource: 'grid' }, 'hotelDetailsEntrySource', null],
    [{ listingId: '  ' }, 'listingId', null],
    [{ selectedAccountIndex: 'a' }, 'selectedAccountIndex', null],
  ])('falls back on bad input %o', (query, key, expected) => {
    expect(normalizeShopQuery(query, today)[key as keyof ReturnType<typeof normalizeShopQuery>]).toEqual(
      expected,
    );
  });

  it('requires a listing id for a shop request', () => {
    expect(shopRequestError({ listingId: null })).toBe('Shop Request Id must be present');
    expect(shopRequestError({ listingId: 'vr-1' })).toBeNull();
  });

  it.each([
    ['{"kind":"Place","searchTerm":"Maui"}', { kind: 'Place', searchTerm: 'Maui' }],
    ['%7B%22searchTerm%22%3A%22Maui%22%7D', { kind: 'Place', searchTerm: 'Maui' }],
    ['not json', null],
    ['[1,2]', null],
    ['{"kind":3,"searchTerm":"Maui"}', null],
    ['null', null],
    ['"Maui"', null],
    [undefined, null],
  ])('parseLodgingSelection(%s)', (raw, expected) => {
    expect(parseLodgingSelection(raw)).toEqual(expected);
  });

  it('round-trips through the query string', () => {
    const q = normalizeShopQuery(
      {
        listingId: 'vr-1',
        fromDate: '2025-04-01',
        untilDate: '2025-04-05',
        childrenCount: '1',
        petsCount: '2',
        locationName: encodeURIComponent('Lake Tahoe, CA & more'),
        lodgingSelection: '{"kind":"Place","searchTerm":"Lake Tahoe"}',
        selectedAccountIndex: '0',
      },
      today,
    );
    const again = normalizeShopQuery(Object.fromEntries(new URLSearchParams(shopQueryString(q))), today);
    expect(again).toEqual(q);
  });
});

describe('back to results', () => {
  it('prefers the search term, else city and state', () => {
    expect(resultsLocationName({ lodgingSelection: { kind: 'Place', searchTerm: 'Maui' }, city: 'X' })).toBe(
      'Maui',
    );
    expect(
      resultsLocationName({
        lodgingSelection: { kind: 'Place', searchTerm: ' ' },
        city: 'Austin',
        state: 'TX',
      }),
    ).toBe('Austin, TX');
    expect(resultsLocationName({ city: 'Austin' })).toBe('Austin');
  });

  it('double-encodes the location name and adds pets only when present', () => {
    const base = {
      city: 'Austin',
      state: 'TX',
      fromDate: '2025-04-01',
      untilDate: '2025-04-05',
      adultsCount: 2,
      childrenCount: 1,
    };
    expect(backToResultsUrl(base)).toBe(
      '/stays/availability/?locationName=Austin%252C%2520TX&fromDate=2025-04-01&untilDate=2025-04-05&adultsCount=2&childrenCount=1',
    );
    expect(backToResultsUrl({ ...base, petsCount: 0 })).not.toContain('petsCount');
    expect(backToResultsUrl({ ...base, petsCount: 2 })).toMatch(/&petsCount=2$/);
    const url = new URL(backToResultsUrl(base), 'https://x.test');
    expect(decodeURIComponent(url.searchParams.get('locationName') ?? '')).toBe('Austin, TX');
  });
});
