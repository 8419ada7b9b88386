/**
 * Spec §2 "A premium stays shop-details path takes lodgingId and source (MyTrips, Email, SearchPage or Unknown).
 * An unavailable flag is appended only when true." The hotel details page, for every hotel (issue 12):
 * /hotels/shop/{lodgingId}/{source}[/unavailable], followed by the results query it was opened with.
 */
import { hotelResultsQueryString } from './results-query.ts';
import type { HotelResultsQuery } from './results-query.ts';
import type { HotelFilters } from './search-filters.ts';

export const HOTEL_DETAILS_PATH = '/hotels/shop/';
export const HOTEL_DETAILS_SOURCES = ['MyTrips', 'Email', 'SearchPage', 'Unknown'] as const;
export type HotelDetailsSource = (typeof HOTEL_DETAILS_SOURCES)[number];
const UNAVAILABLE = 'unavailable';

export type HotelDetailsParams = { lodgingId: string; source: HotelDetailsSource; unavailable: boolean };

export function hotelDetailsPath(params: HotelDetailsParams): string {
  const path = `${HOTEL_DETAILS_PATH}${encodeURIComponent(params.lodgingId)}/${params.source}`;
  return params.unavailable ? `${path}/${UNAVAILABLE}` : path;
}

/** The details path with the search it came from, so "back to results" and the rooms keep the same search. */
export function hotelDetailsUrl(
  params: HotelDetailsParams,
  query: HotelResultsQuery | null,
  filters: HotelFilters = {},
): string {
  const path = hotelDetailsPath(params);
  return query ? `${path}?${hotelResultsQueryString(query, filters)}` : path;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The params of a details pathname; null when it is not one (no lodging id, or a part after the source other
 * than 'unavailable'). A missing or unknown source reads as Unknown.
 */
export function parseHotelDetailsPath(pathname: string): HotelDetailsParams | null {
  if (!pathname.startsWith(HOTEL_DETAILS_PATH)) return null;
  const parts = pathname.slice(HOTEL_DETAILS_PATH.length).split('/');
  if (parts[parts.length - 1] === '') parts.pop();
  const [rawId = '', source, flag, ...rest] = parts;
  const lodgingId = safeDecode(rawId);
  if (!lodgingId || rest.length > 0 || (flag !== undefined && flag !== UNAVAILABLE)) return null;
  const known = (HOTEL_DETAILS_SOURCES as readonly string[]).includes(source ?? '');
  return {
    lodgingId,
    source: known ? (source as HotelDetailsSource) : 'Unknown',
    unavailable: flag === UNAVAILABLE,
  };
}
