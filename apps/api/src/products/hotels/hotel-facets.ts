// The results page's filter counts. A facet counts the hotels that pass every OTHER filter with that facet's
// value added, so choosing a star rating does not make the other star ratings count zero (the way travelers
// expect a filter panel to behave); amenities are an "all of" filter, so theirs count within the results.
import { HOTEL_COLLECTIONS, MEAL_PLANS, STAR_RATINGS } from '@portal/domain/hotels/enums';
import type { HotelCollection, MealPlan, StarRating } from '@portal/domain/hotels/enums';
import { scoreOutOfTen } from '@portal/domain/reviews';
import {
  filterHotels,
  pricePerNightRange,
  type FilteredHotel,
  type HotelFilters,
  type HotelSearchResult,
} from '@portal/domain/hotels/search-filters';

/** Guest-rating thresholds offered on the /10 scale ('9+', '8+', ...). */
export const GUEST_RATING_STEPS = [9, 8, 7, 6] as const;
/** The amenities facet lists this many, most common first. */
const MAX_AMENITIES = 20;

export type FacetCounts = {
  pricePerNight: { min: number; max: number } | null;
  starRatings: { value: StarRating; count: number }[];
  guestRatings: { value: number; count: number }[];
  freeCancellation: number;
  mealPlans: { value: MealPlan; count: number }[];
  chains: { value: string; loyaltyProgramCode: string | null; count: number }[];
  amenities: { value: string; count: number }[];
  collections: { value: HotelCollection; count: number }[];
};

const countBy = <K>(hotels: readonly FilteredHotel[], keyOf: (h: FilteredHotel) => K | null) => {
  const counts = new Map<K, number>();
  for (const hotel of hotels) {
    const key = keyOf(hotel);
    if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
};

export function facetCounts(
  results: readonly HotelSearchResult[],
  filters: HotelFilters,
  filtered: readonly FilteredHotel[],
): FacetCounts {
  const without = (change: Partial<HotelFilters>) => filterHotels(results, { ...filters, ...change });

  const byStars = countBy(without({ minStarRating: null }), (h) => h.hotel.starRating);
  const ratingBase = without({ minGuestRating: null });
  const chainBase = without({ chainsOrPrograms: [] });
  const chains = new Map<string, { code: string | null; count: number }>();
  for (const { hotel } of chainBase) {
    if (hotel.chainName === null) continue;
    const entry = chains.get(hotel.chainName) ?? { code: hotel.loyaltyProgramCode, count: 0 };
    entry.count += 1;
    chains.set(hotel.chainName, entry);
  }
  const amenityCounts = new Map<string, number>();
  for (const { hotel } of filtered)
    for (const amenity of new Set(hotel.amenities))
      amenityCounts.set(amenity, (amenityCounts.get(amenity) ?? 0) + 1);
  const byCollection = countBy(without({ collections: [] }), (h) => h.hotel.collection);

  return {
    pricePerNight: pricePerNightRange(without({ minPricePerNightMinor: null, maxPricePerNightMinor: null })),
    starRatings: STAR_RATINGS.filter((s) => s !== 'NotAvailable').map((value) => ({
      value,
      count: byStars.get(value) ?? 0,
    })),
    guestRatings: GUEST_RATING_STEPS.map((value) => ({
      value,
      count: ratingBase.filter(
        (h) => h.hotel.reviewScore !== null && scoreOutOfTen(h.hotel.reviewScore) >= value,
      ).length,
    })),
    freeCancellation: without({ freeCancellation: true }).length,
    mealPlans: MEAL_PLANS.map((value) => ({ value, count: without({ mealPlans: [value] }).length })).filter(
      (facet) => facet.count > 0,
    ),
    chains: [...chains]
      .map(([value, { code, count }]) => ({ value, loyaltyProgramCode: code, count }))
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1)),
    amenities: [...amenityCounts]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1))
      .slice(0, MAX_AMENITIES),
    collections: HOTEL_COLLECTIONS.map((value) => ({ value, count: byCollection.get(value) ?? 0 })),
  };
}
