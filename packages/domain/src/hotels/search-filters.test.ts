import { describe, expect, it } from 'vitest';
import type { HotelSummary } from './model.ts';
import {
  compareOffers,
  filterHotels,
  hotelPasses,
  leadOffer,
  offerPasses,
  pricePerNightRange,
} from './search-filters.ts';
import type { HotelFilters, HotelOffer, HotelSearchResult } from './search-filters.ts';

function hotel(overrides: Partial<HotelSummary> = {}): HotelSummary {
  return {
    lodgingId: 'h1',
    name: 'The Hotel',
    coordinates: { lat: 40.758, lon: -73.9855 },
    starRating: 'Four',
    reviewScore: 0.87,
    reviewCount: 120,
    collection: 'NoCollection',
    chainName: 'Marriott International',
    loyaltyProgramCode: 'MAR',
    amenities: ['Pool', 'WiFi', 'Gym'],
    offersComplimentaryNight: false,
    checkInTime: '15:00',
    checkOutTime: '11:00',
    ...overrides,
  };
}

function offer(rateId: string, perNight: number, overrides: Partial<HotelOffer> = {}): HotelOffer {
  return {
    rateId,
    roomId: 'king',
    perNightSellRateMinor: perNight,
    tripTotalMinor: perNight * 3,
    mealPlan: 'RoomOnly',
    freeCancellation: false,
    ...overrides,
  };
}

describe('rate filters', () => {
  const o = offer('saver', 20000, { mealPlan: 'Breakfast', freeCancellation: true });
  it.each<[string, HotelFilters, boolean]>([
    ['no filters', {}, true],
    ['price within range', { minPricePerNightMinor: 15000, maxPricePerNightMinor: 25000 }, true],
    ['price on the bounds (inclusive)', { minPricePerNightMinor: 20000, maxPricePerNightMinor: 20000 }, true],
    ['price under the minimum', { minPricePerNightMinor: 20001 }, false],
    ['price over the maximum', { maxPricePerNightMinor: 19999 }, false],
    ['null bounds are off', { minPricePerNightMinor: null, maxPricePerNightMinor: null }, true],
    ['free cancellation', { freeCancellation: true }, true],
    ['free cancellation off', { freeCancellation: false }, true],
    ['meal plan among the selected', { mealPlans: ['AllInclusive', 'Breakfast'] }, true],
    ['meal plan not selected', { mealPlans: ['AllInclusive'] }, false],
    ['no meal plan selected', { mealPlans: [] }, true],
  ])('%s -> %s', (_name, filters, passes) => {
    expect(offerPasses(o, filters)).toBe(passes);
  });

  it('refuses a rate without free cancellation when it is asked for', () => {
    expect(offerPasses(offer('saver', 20000), { freeCancellation: true })).toBe(false);
  });
});

describe('hotel filters', () => {
  it.each<[string, Partial<HotelSummary>, HotelFilters, boolean]>([
    ['no filters', {}, {}, true],
    ['stars at the minimum', {}, { minStarRating: 'Four' }, true],
    ['stars under the minimum', {}, { minStarRating: 'Five' }, false],
    ['unrated hotel with a minimum', { starRating: 'NotAvailable' }, { minStarRating: 'One' }, false],
    [
      'NotAvailable as minimum is no filter',
      { starRating: 'NotAvailable' },
      { minStarRating: 'NotAvailable' },
      true,
    ],
    ['null minimum is no filter', {}, { minStarRating: null, minGuestRating: null }, true],
    ['guest rating at the minimum', {}, { minGuestRating: 8.7 }, true],
    ['guest rating under the minimum', {}, { minGuestRating: 9 }, false],
    ['no reviews with a minimum', { reviewScore: null, reviewCount: 0 }, { minGuestRating: 6 }, false],
    ['chain selected', {}, { chainsOrPrograms: ['Hilton', 'Marriott International'] }, true],
    ['loyalty program selected', {}, { chainsOrPrograms: ['MAR'] }, true],
    ['neither chain nor program selected', {}, { chainsOrPrograms: ['HIL'] }, false],
    [
      'independent hotel with a chain filter',
      { chainName: null, loyaltyProgramCode: null },
      { chainsOrPrograms: ['MAR'] },
      false,
    ],
    ['all amenities present', {}, { amenities: ['Pool', 'WiFi'] }, true],
    ['an amenity missing', {}, { amenities: ['Pool', 'Spa'] }, false],
    ['collection selected', { collection: 'Premier' }, { collections: ['Premier', 'Lifestyle'] }, true],
    ['collection not selected', {}, { collections: ['Premier'] }, false],
    ['empty lists are off', {}, { chainsOrPrograms: [], amenities: [], collections: [] }, true],
  ])('%s -> %s', (_name, overrides, filters, passes) => {
    expect(hotelPasses(hotel(overrides), filters)).toBe(passes);
  });
});

describe('lead offer and results', () => {
  const offers = [
    offer('flex', 25000, { freeCancellation: true }),
    offer('saver', 20000),
    offer('breakfast', 22000, { mealPlan: 'Breakfast' }),
  ];

  it.each<[HotelFilters, string | null]>([
    [{}, 'saver'],
    [{ freeCancellation: true }, 'flex'],
    [{ mealPlans: ['Breakfast'] }, 'breakfast'],
    [{ minPricePerNightMinor: 21000 }, 'breakfast'],
    [{ maxPricePerNightMinor: 19000 }, null],
  ])('%o -> %s', (filters, rateId) => {
    expect(leadOffer(offers, filters)?.rateId ?? null).toBe(rateId);
  });

  it('breaks price ties by per night, then rate id', () => {
    const a = offer('a', 20000, { tripTotalMinor: 60000 });
    const b = offer('b', 19000, { tripTotalMinor: 60000 });
    const c = offer('c', 19000, { tripTotalMinor: 60000 });
    expect([a, c, b].sort(compareOffers).map((o) => o.rateId)).toEqual(['b', 'c', 'a']);
    expect(compareOffers(b, { ...b })).toBe(0);
    expect([compareOffers(b, c), compareOffers(c, b)]).toEqual([-1, 1]);
  });

  it('keeps hotels passing the hotel filters with an offer passing the rate filters, in input order', () => {
    const results: HotelSearchResult[] = [
      { hotel: hotel({ lodgingId: 'a', starRating: 'Three' }), offers },
      { hotel: hotel({ lodgingId: 'b' }), offers: [offer('x', 30000)] },
      { hotel: hotel({ lodgingId: 'c' }), offers: [] }, // nothing available
      { hotel: hotel({ lodgingId: 'd' }), offers: [offer('y', 18000, { freeCancellation: true })] },
    ];
    const kept = filterHotels(results, { minStarRating: 'Four', maxPricePerNightMinor: 29000 });
    expect(kept.map((h) => [h.hotel.lodgingId, h.lead.rateId])).toEqual([['d', 'y']]);
    expect(filterHotels(results, {}).map((h) => h.hotel.lodgingId)).toEqual(['a', 'b', 'd']);
  });

  it('gives the price slider its bounds', () => {
    const kept = filterHotels(
      [
        { hotel: hotel({ lodgingId: 'a' }), offers },
        { hotel: hotel({ lodgingId: 'b' }), offers: [offer('x', 30000)] },
      ],
      {},
    );
    expect(pricePerNightRange(kept)).toEqual({ min: 20000, max: 30000 });
    expect(pricePerNightRange([])).toBeNull();
  });
});
