import type { StayRange } from '../../lib/stay-range.ts';
import type { AvailabilityRequest } from '@portal/contracts/listings';
import { parseAreaParam, type MapArea } from '@portal/domain/map-area';
import {
  RESULTS_PATH,
  normalizeShopQuery,
  shopQueryString,
  type ShopQuery,
  type SortOrder,
} from '@portal/domain/stay-dates';

// The stay range and today's date are shared with the hotel search (lib/stay-range.ts).
export { todayIso, type StayRange } from '../../lib/stay-range.ts';

/** What the stays search form holds; dates stay null until the user picks both. */
export type GuestCounts = { adults: number; children: number; pets: number };
export type SearchFormValue = { location: string; dates: StayRange | null; guests: GuestCounts };

/** The location field's label and placeholder (the form and its loading placeholder). */
export const WHERE_LABEL = 'Where to?';
export const WHERE_PLACEHOLDER = 'Search a city or destination';

export const DEFAULT_GUESTS: GuestCounts = { adults: 2, children: 0, pets: 0 };
export const PAGE_SIZE = 20;

/** The search term of a results/shop query: the picked selection, else the typed location name. */
export function searchTermOf(query: ShopQuery): string {
  return (query.lodgingSelection?.searchTerm || query.locationName || '').trim();
}

export function readResultsQuery(search: URLSearchParams, todayDate: string): ShopQuery {
  return normalizeShopQuery(Object.fromEntries(search), todayDate);
}

/** Spec §2 results query: locationName (double-encoded), dates, counts, lodgingSelection JSON, sortOrder. */
export function resultsQueryString(
  form: SearchFormValue & { dates: StayRange },
  sortOrder: SortOrder,
): string {
  const location = form.location.trim();
  return shopQueryString({
    listingId: null,
    fromDate: form.dates.from,
    untilDate: form.dates.until,
    adultsCount: form.guests.adults,
    children: Array.from({ length: form.guests.children }, () => 17),
    petsCount: form.guests.pets,
    locationName: location,
    lodgingSelection: { kind: 'Place', searchTerm: location },
    hotelDetailsEntrySource: null,
    sortOrder,
    selectedLodgingIndex: null,
    roomsCount: null,
    selectedAccountIndex: null,
  });
}

export function resultsUrl(
  form: SearchFormValue & { dates: StayRange },
  sortOrder: SortOrder = 'Recommended',
) {
  return `${RESULTS_PATH}?${resultsQueryString(form, sortOrder)}`;
}

/** The listing page link keeps the whole search query (spec §2) and says where the user came from. */
export function listingUrl(
  query: ShopQuery,
  listingId: string,
  source: 'list' | 'map',
  index: number,
): string {
  return `/vacation-rentals/shop/?${shopQueryString({
    ...query,
    listingId,
    hotelDetailsEntrySource: source,
    selectedLodgingIndex: index,
  })}`;
}

export function formValueOf(query: ShopQuery): SearchFormValue {
  return {
    location: searchTermOf(query),
    dates: { from: query.fromDate, until: query.untilDate },
    guests: { adults: query.adultsCount, children: query.children.length, pets: query.petsCount },
  };
}

/** The URL parameter of "Search this area" (the map's box as south,west,north,east); not part of spec §2's query. */
export const AREA_PARAM = 'area';

export function readResultsArea(search: URLSearchParams): MapArea | null {
  return parseAreaParam(search.get(AREA_PARAM));
}

/** Spec §5: a pet search shows only pet-friendly homes. With a map area, the homes inside it. */
export function availabilityRequest(
  query: ShopQuery,
  offset: number,
  area: MapArea | null = null,
): AvailabilityRequest {
  return {
    ...(area ? { area } : {}),
    location: { kind: 'Place', term: searchTermOf(query) },
    stayDates: { from: query.fromDate, until: query.untilDate },
    guests: {
      adults: query.adultsCount,
      children: query.children.length,
      infants: 0,
      petsIncluded: query.petsCount > 0,
    },
    sortOrder: query.sortOrder,
    petFriendlyOnly: query.petsCount > 0,
    page: { offset, limit: PAGE_SIZE },
  };
}
