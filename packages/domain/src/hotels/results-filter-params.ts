/**
 * The results filters (search-filters.ts) in the results URL, so a filtered list survives a visit to a hotel and
 * back. Lists travel comma-separated with each item percent-encoded (a chain name may hold a comma); price
 * bounds travel in whole dollars, the unit spec §9 shows fiat in.
 */
import type { RawQuery } from '../stay-dates.ts';
import { HOTEL_COLLECTIONS, MEAL_PLANS } from './enums.ts';
import type { HotelCollection, MealPlan } from './enums.ts';
import { starRatingFromNumber, starRatingToNumber } from './ratings.ts';
import type { HotelFilters } from './search-filters.ts';

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function parseList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map(safeDecode)
    .filter((item): item is string => item !== null && item.trim() !== '');
}

function parseEnumList<T extends string>(raw: string | undefined, allowed: readonly T[]): T[] {
  return parseList(raw).filter((item): item is T => (allowed as readonly string[]).includes(item));
}

const list = (items: readonly string[]) => items.map(encodeURIComponent).join(',');

function parseDollars(raw: string | undefined): number | null {
  return raw !== undefined && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) * 100 : null;
}

/** A rating on the /10 scale: 0 to 10 with at most one decimal. */
function parseRating(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,2}(\.\d)?$/.test(raw.trim())) return null;
  const rating = Number(raw.trim());
  return rating <= 10 ? rating : null;
}

/** The filters of a results URL; unknown values are dropped, never guessed. */
export function parseHotelFilterParams(query: RawQuery): HotelFilters {
  const stars =
    query.stars !== undefined && /^[1-5]$/.test(query.stars.trim()) ? Number(query.stars.trim()) : 0;
  return {
    minPricePerNightMinor: parseDollars(query.priceMin),
    maxPricePerNightMinor: parseDollars(query.priceMax),
    minStarRating: stars > 0 ? starRatingFromNumber(stars) : null,
    minGuestRating: parseRating(query.guestRating),
    freeCancellation: query.freeCancellation === 'true',
    mealPlans: parseEnumList<MealPlan>(query.mealPlans, MEAL_PLANS),
    chainsOrPrograms: parseList(query.chains),
    amenities: parseList(query.amenities),
    collections: parseEnumList<HotelCollection>(query.collections, HOTEL_COLLECTIONS),
    ...(query.inPolicy === 'true' ? { inPolicy: true } : {}),
  };
}

/** The filters as URL parameters (only those that are on); bounds are rounded to whole dollars. */
export function hotelFilterParams(filters: HotelFilters): Record<string, string> {
  const params: Record<string, string> = {};
  const min = filters.minPricePerNightMinor ?? null;
  const max = filters.maxPricePerNightMinor ?? null;
  if (min !== null) params.priceMin = String(Math.floor(min / 100));
  if (max !== null) params.priceMax = String(Math.ceil(max / 100));
  const stars = filters.minStarRating ? starRatingToNumber(filters.minStarRating) : null;
  if (stars !== null) params.stars = String(stars);
  if (filters.minGuestRating !== undefined && filters.minGuestRating !== null)
    params.guestRating = String(filters.minGuestRating);
  if (filters.freeCancellation) params.freeCancellation = 'true';
  if (filters.mealPlans?.length) params.mealPlans = list(filters.mealPlans);
  if (filters.chainsOrPrograms?.length) params.chains = list(filters.chainsOrPrograms);
  if (filters.amenities?.length) params.amenities = list(filters.amenities);
  if (filters.collections?.length) params.collections = list(filters.collections);
  if (filters.inPolicy) params.inPolicy = 'true';
  return params;
}
