import type {
  HotelCollection,
  HotelSortKey,
  MealPlan,
  PaymentTiming,
  StarRating,
} from '@portal/domain/hotels/enums';
import { starRatingToNumber } from '@portal/domain/hotels/ratings';

/** How the portal words spec §3's hotel enumerations. */
export const MEAL_PLAN_LABELS: Record<MealPlan, string> = {
  AllInclusive: 'All inclusive',
  Breakfast: 'Breakfast included',
  BreakfastFor1: 'Breakfast for 1',
  BreakfastFor2: 'Breakfast for 2',
  Dinner: 'Dinner included',
  FullBoard: 'Full board',
  HalfBoard: 'Half board',
  Lunch: 'Lunch included',
  RoomOnly: 'Room only',
};

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

export const PAYMENT_TIMING_LABELS: Record<PaymentTiming, string> = {
  PayNow: 'Pay now',
  PayLater: 'Pay at the hotel',
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
