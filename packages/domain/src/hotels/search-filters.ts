/**
 * Hotel search filters (issue 12): rate filters (price per night, free cancellation, meal plan) choose among a
 * hotel's offers, hotel filters (stars, guest rating, chain or loyalty program, amenities, collection) among
 * hotels. A hotel is a result when it passes the hotel filters and one of its offers passes the rate filters;
 * its lead offer, shown on its card and used to sort by price, is the cheapest such offer.
 */
import { scoreOutOfTen } from '../reviews.ts';
import type { HotelCollection, MealPlan, StarRating } from './enums.ts';
import type { HotelSummary } from './model.ts';
import { starRatingToNumber } from './ratings.ts';

/** One priced rate of a hotel for the search's stay and rooms. */
export type HotelOffer = {
  rateId: string;
  roomId: string;
  /** All rooms, discount-aware (rate-price.ts perNightSellRateMinor). */
  perNightSellRateMinor: number;
  tripTotalMinor: number;
  mealPlan: MealPlan;
  /** Free cancellation now (rate-cancellation.ts isFreeCancellationAt, decided by the caller's clock). */
  freeCancellation: boolean;
};

export type HotelSearchResult = { hotel: HotelSummary; offers: readonly HotelOffer[] };
export type FilteredHotel = HotelSearchResult & { lead: HotelOffer };

/** Every field is optional; an empty list or null means the filter is off. */
export type HotelFilters = {
  /** Inclusive bounds on the lead offer's per-night price, in cents. */
  minPricePerNightMinor?: number | null;
  maxPricePerNightMinor?: number | null;
  minStarRating?: StarRating | null;
  /** On the /10 scale the portal shows (8 = 'Very Good' and up). */
  minGuestRating?: number | null;
  freeCancellation?: boolean;
  /** Any of these meal plans. */
  mealPlans?: readonly MealPlan[];
  /** Any of these chains or loyalty programme codes: one facet, matched against either. */
  chainsOrPrograms?: readonly string[];
  /** All of these amenities. */
  amenities?: readonly string[];
  /** Any of these collections. */
  collections?: readonly HotelCollection[];
  /**
   * Spec §5 "In policy": only hotels within the traveler's corporate policy. The server judges it against the
   * tier (policy/evaluate.ts); filterHotels has no tier and leaves it to its caller.
   */
  inPolicy?: boolean;
};

const isSet = <T>(list: readonly T[] | undefined): list is readonly T[] =>
  list !== undefined && list.length > 0;

export function offerPasses(offer: HotelOffer, filters: HotelFilters): boolean {
  const min = filters.minPricePerNightMinor ?? null;
  const max = filters.maxPricePerNightMinor ?? null;
  if (min !== null && offer.perNightSellRateMinor < min) return false;
  if (max !== null && offer.perNightSellRateMinor > max) return false;
  if (filters.freeCancellation && !offer.freeCancellation) return false;
  if (isSet(filters.mealPlans) && !filters.mealPlans.includes(offer.mealPlan)) return false;
  return true;
}

export function hotelPasses(hotel: HotelSummary, filters: HotelFilters): boolean {
  const minStars = filters.minStarRating ? starRatingToNumber(filters.minStarRating) : null;
  if (minStars !== null && (starRatingToNumber(hotel.starRating) ?? 0) < minStars) return false;
  const minRating = filters.minGuestRating ?? null;
  if (minRating !== null && (hotel.reviewScore === null || scoreOutOfTen(hotel.reviewScore) < minRating))
    return false;
  if (isSet(filters.chainsOrPrograms)) {
    const wanted = filters.chainsOrPrograms;
    const matches = [hotel.chainName, hotel.loyaltyProgramCode].some((v) => v !== null && wanted.includes(v));
    if (!matches) return false;
  }
  if (isSet(filters.amenities) && !filters.amenities.every((a) => hotel.amenities.includes(a))) return false;
  if (isSet(filters.collections) && !filters.collections.includes(hotel.collection)) return false;
  return true;
}

/** Cheapest first: trip total, then per night, then rate id, so the lead offer never depends on input order. */
export function compareOffers(a: HotelOffer, b: HotelOffer): number {
  return (
    a.tripTotalMinor - b.tripTotalMinor ||
    a.perNightSellRateMinor - b.perNightSellRateMinor ||
    (a.rateId < b.rateId ? -1 : a.rateId > b.rateId ? 1 : 0)
  );
}

/** The cheapest offer that passes the rate filters, or null. */
export function leadOffer(offers: readonly HotelOffer[], filters: HotelFilters): HotelOffer | null {
  return offers.filter((o) => offerPasses(o, filters)).sort(compareOffers)[0] ?? null;
}

/** The hotels that pass every filter, each with its lead offer, in their input order. */
export function filterHotels(results: readonly HotelSearchResult[], filters: HotelFilters): FilteredHotel[] {
  const kept: FilteredHotel[] = [];
  for (const result of results) {
    if (!hotelPasses(result.hotel, filters)) continue;
    const lead = leadOffer(result.offers, filters);
    if (lead) kept.push({ ...result, lead });
  }
  return kept;
}

/** Per-night price bounds of the results (for the price slider), from their lead offers; null when none. */
export function pricePerNightRange(hotels: readonly FilteredHotel[]): { min: number; max: number } | null {
  if (hotels.length === 0) return null;
  const prices = hotels.map((h) => h.lead.perNightSellRateMinor);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}
