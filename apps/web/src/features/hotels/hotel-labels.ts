import type { HotelCollection, HotelSortKey, StarRating } from '@portal/domain/hotels/enums';
import { starRatingToNumber } from '@portal/domain/hotels/ratings';

/** How the portal words spec §3's hotel enumerations (the rate's words are shared with checkout and trips). */
export { MEAL_PLAN_LABELS, PAYMENT_TIMING_LABELS } from '../../lib/hotel-words.ts';

export const SORT_LABELS: Record<HotelSortKey, string> = {
  MostRecommended: 'Recommended',
  Price: 'Price (lowest first)',
  DistanceAscending: 'Distance from destination',
  StarRating: 'Star rating (highest first)',
  UserRating: 'Guest rating (highest first)',
};

export const COLLECTION_LABELS: Record<Exclude<HotelCollection, 'NoCollection'>, string> = {
  Premier: 'Premier Collection',
  Lifestyle: 'Lifestyle Collection',
};

/** '4-star hotel', or null when the hotel has no rating. */
export function starsText(rating: StarRating): string | null {
  const stars = starRatingToNumber(rating);
  return stars === null ? null : `${stars}-star hotel`;
}

/** '1.2 mi from Chicago' (spec §9 shows US distances in miles). */
export function distanceText(km: number | null, place: string | null): string | null {
  if (km === null) return null;
  const miles = km * 0.621371;
  const shown = miles < 10 ? miles.toFixed(1) : String(Math.round(miles));
  return place ? `${shown} mi from ${place}` : `${shown} mi away`;
}
