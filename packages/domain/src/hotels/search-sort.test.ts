import { describe, expect, it } from 'vitest';
import type { HotelSortKey } from './enums.ts';
import type { HotelSummary } from './model.ts';
import type { FilteredHotel } from './search-filters.ts';
import { recommendedScore, sortHotels } from './search-sort.ts';

const TIMES_SQUARE = { lat: 40.758, lon: -73.9855 };

function result(lodgingId: string, overrides: Partial<HotelSummary>, tripTotalMinor: number): FilteredHotel {
  const hotel: HotelSummary = {
    lodgingId,
    name: lodgingId,
    coordinates: TIMES_SQUARE,
    starRating: 'Three',
    reviewScore: 0.8,
    reviewCount: 100,
    collection: 'NoCollection',
    chainName: null,
    loyaltyProgramCode: null,
    amenities: [],
    offersComplimentaryNight: false,
    checkInTime: '15:00',
    checkOutTime: '11:00',
    ...overrides,
  };
  const lead = {
    rateId: 'r',
    roomId: 'k',
    perNightSellRateMinor: tripTotalMinor / 2,
    tripTotalMinor,
    mealPlan: 'RoomOnly' as const,
    freeCancellation: false,
  };
  return { hotel, offers: [lead], lead };
}

describe('MostRecommended score', () => {
  it.each<[string, Partial<HotelSummary>, number]>([
    ['no reviews, no stars', { reviewScore: null, reviewCount: 0, starRating: 'NotAvailable' }, 42],
    ['no reviews but a count', { reviewScore: null, reviewCount: 50, starRating: 'NotAvailable' }, 42],
    [
      'perfect reviews (1000), five stars, Premier',
      { reviewScore: 1, reviewCount: 1000, starRating: 'Five', collection: 'Premier' },
      99.8218,
    ],
    ['one perfect review', { reviewScore: 1, reviewCount: 1, starRating: 'NotAvailable' }, 43.6364],
    [
      'excellent reviews (1000)',
      { reviewScore: 0.9, reviewCount: 1000, starRating: 'NotAvailable' },
      53.8812,
    ],
    [
      'Lifestyle counts as a collection',
      { reviewScore: null, reviewCount: 0, starRating: 'NotAvailable', collection: 'Lifestyle' },
      57,
    ],
    ['three stars', { reviewScore: null, reviewCount: 0, starRating: 'Three' }, 57],
  ])('%s -> %d', (_name, overrides, score) => {
    expect(recommendedScore(result('x', overrides, 0).hotel)).toBe(score);
  });
});

describe('sort keys', () => {
  const hotels = [
    // near, cheap, 3 stars, 0.8 from 100 reviews
    result('near', { coordinates: { lat: 40.759, lon: -73.985 } }, 40000),
    // far, dear, 5 stars Premier, 0.95 from 500 reviews
    result(
      'far',
      {
        coordinates: { lat: 40.7, lon: -74.01 },
        starRating: 'Five',
        collection: 'Premier',
        reviewScore: 0.95,
        reviewCount: 500,
      },
      90000,
    ),
    // middle distance, middle price, unrated, no reviews
    result(
      'unrated',
      {
        coordinates: { lat: 40.74, lon: -73.99 },
        starRating: 'NotAvailable',
        reviewScore: null,
        reviewCount: 0,
      },
      60000,
    ),
  ];

  it.each<[HotelSortKey, string[]]>([
    ['DistanceAscending', ['near', 'unrated', 'far']],
    ['MostRecommended', ['far', 'near', 'unrated']],
    ['Price', ['near', 'unrated', 'far']],
    ['StarRating', ['far', 'near', 'unrated']], // no stars last
    ['UserRating', ['far', 'near', 'unrated']], // no reviews last
  ])('%s', (key, order) => {
    expect(sortHotels(hotels, key, TIMES_SQUARE).map((h) => h.hotel.lodgingId)).toEqual(order);
    // whatever order the supplier answered in
    expect(sortHotels([...hotels].reverse(), key, TIMES_SQUARE).map((h) => h.hotel.lodgingId)).toEqual(order);
  });

  it('orders by MostRecommended when there is no searched place to measure from', () => {
    expect(sortHotels(hotels, 'DistanceAscending', null).map((h) => h.hotel.lodgingId)).toEqual([
      'far',
      'near',
      'unrated',
    ]);
  });

  it('does not change the input', () => {
    const input = [...hotels];
    sortHotels(input, 'Price', null);
    expect(input).toEqual(hotels);
  });
});

describe('tie-breaks: recommended score, then trip total, then lodging id', () => {
  it.each<[HotelSortKey, FilteredHotel[], string[]]>([
    [
      'StarRating',
      [result('b', { reviewScore: 0.7 }, 50000), result('a', { reviewScore: 0.9 }, 50000)],
      ['a', 'b'], // equal stars: better recommended first
    ],
    [
      'UserRating',
      [result('b', { reviewCount: 10 }, 50000), result('a', { reviewCount: 100 }, 50000)],
      ['a', 'b'], // equal score: more reviews first
    ],
    [
      'MostRecommended',
      [result('b', {}, 60000), result('a', {}, 50000)],
      ['a', 'b'], // equal score: cheaper first
    ],
    [
      'Price',
      [result('b', {}, 50000), result('a', {}, 50000), result('c', {}, 50000)],
      ['a', 'b', 'c'], // equal everything: lodging id
    ],
    [
      'DistanceAscending',
      [result('b', {}, 50000), result('a', {}, 50000), result('a', {}, 50000)],
      ['a', 'a', 'b'], // the same hotel twice keeps its place
    ],
  ])('%s', (key, hotels, order) => {
    expect(sortHotels(hotels, key, TIMES_SQUARE).map((h) => h.hotel.lodgingId)).toEqual(order);
  });
});
