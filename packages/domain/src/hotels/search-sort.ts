/**
 * Hotel results order by spec §3's sort keys. Every key ends in the same tie-breaks (recommended score, lead
 * trip total, lodging id), so an order never depends on the order the supplier answered in.
 */
import { greatCircleKm } from './distance.ts';
import type { HotelSortKey } from './enums.ts';
import type { HotelSummary, LatLon } from './model.ts';
import { starRatingToNumber } from './ratings.ts';
import type { FilteredHotel } from './search-filters.ts';

/** Reviews count as this many reviews of PRIOR_SCORE before a hotel's own (a Bayesian average). */
const PRIOR_REVIEWS = 10;
const PRIOR_SCORE = 0.7;

/**
 * MostRecommended, 0 to 100: 60 for guest reviews (their score pulled towards 0.7 when there are few, so one
 * perfect review does not beat a thousand excellent ones), 25 for stars (5 stars = 25, none = 0) and 15 for a
 * Premier or Lifestyle collection hotel. Rounded to 4 decimals so equal hotels tie exactly.
 */
export function recommendedScore(
  hotel: Pick<HotelSummary, 'reviewScore' | 'reviewCount' | 'starRating' | 'collection'>,
): number {
  const count = hotel.reviewScore === null ? 0 : Math.max(0, hotel.reviewCount);
  const reviews = ((hotel.reviewScore ?? 0) * count + PRIOR_SCORE * PRIOR_REVIEWS) / (count + PRIOR_REVIEWS);
  const stars = (starRatingToNumber(hotel.starRating) ?? 0) / 5;
  const collection = hotel.collection === 'NoCollection' ? 0 : 1;
  return Math.round((60 * reviews + 25 * stars + 15 * collection) * 10_000) / 10_000;
}

type Keyed = { hotel: FilteredHotel; score: number; distance: number };

const byScore = (a: Keyed, b: Keyed) => b.score - a.score;
const byPrice = (a: Keyed, b: Keyed) => a.hotel.lead.tripTotalMinor - b.hotel.lead.tripTotalMinor;
const byId = (a: Keyed, b: Keyed) => {
  const x = a.hotel.hotel.lodgingId;
  const y = b.hotel.hotel.lodgingId;
  return x < y ? -1 : x > y ? 1 : 0;
};
/** Descending on a value where null (no stars, no reviews) sorts last. */
const descNullLast = (x: number | null, y: number | null) => (y ?? -1) - (x ?? -1);

const PRIMARY: Record<HotelSortKey, (a: Keyed, b: Keyed) => number> = {
  DistanceAscending: (a, b) => a.distance - b.distance,
  MostRecommended: byScore,
  Price: byPrice,
  StarRating: (a, b) =>
    descNullLast(starRatingToNumber(a.hotel.hotel.starRating), starRatingToNumber(b.hotel.hotel.starRating)),
  UserRating: (a, b) =>
    descNullLast(a.hotel.hotel.reviewScore, b.hotel.hotel.reviewScore) ||
    b.hotel.hotel.reviewCount - a.hotel.hotel.reviewCount,
};

/**
 * The results in `key` order. DistanceAscending measures great-circle distance from the searched place; with
 * no place (a search for one hotel by name) it orders as MostRecommended.
 */
export function sortHotels(
  hotels: readonly FilteredHotel[],
  key: HotelSortKey,
  searchedPlace: LatLon | null,
): FilteredHotel[] {
  const primary =
    key === 'DistanceAscending' && searchedPlace === null ? PRIMARY.MostRecommended : PRIMARY[key];
  return hotels
    .map((hotel) => ({
      hotel,
      score: recommendedScore(hotel.hotel),
      distance: searchedPlace ? greatCircleKm(searchedPlace, hotel.hotel.coordinates) : 0,
    }))
    .sort((a, b) => primary(a, b) || byScore(a, b) || byPrice(a, b) || byId(a, b))
    .map((keyed) => keyed.hotel);
}
