/**
 * The hotel results route's query (spec §2 shop query parameters): read from a URL with the spec §5 defaults and
 * limits, and written back so that reading what was written gives the same query. Plain checks, no schema
 * library: the web app runs this on the results page's first load.
 */
import { DEFAULT_MAX_TRAVELERS, clampOccupancy } from '../occupancy.ts';
import {
  DEFAULT_ADULTS,
  DEFAULT_CHILD_AGE,
  normalizeStayDates,
  parseLodgingSelection,
} from '../stay-dates.ts';
import type { EntrySource, RawQuery } from '../stay-dates.ts';
import { CHILD_MAX_AGE, CHILD_MIN_AGE } from './constants.ts';
import { HOTEL_SORT_KEYS, LODGING_TARGETS } from './enums.ts';
import type { HotelSortKey, LodgingTarget } from './enums.ts';
import { hotelFilterParams } from './results-filter-params.ts';
import type { HotelFilters } from './search-filters.ts';

export const HOTEL_RESULTS_PATH = '/hotels/availability/';
export const DEFAULT_HOTEL_SORT: HotelSortKey = 'MostRecommended';

/** Spec §2 lodgingSelection for hotels: a place or one hotel (spec §3 targets), and the search term. */
export type HotelLodgingSelection = { kind: LodgingTarget; searchTerm: string };

export type HotelResultsQuery = {
  fromDate: string;
  untilDate: string;
  adultsCount: number;
  /** One age per child; childrenCount is their number. */
  childrenAges: number[];
  roomsCount: number;
  lodgingSelection: HotelLodgingSelection | null;
  sortOrder: HotelSortKey;
  selectedLodgingIndex: number | null;
  selectedAccountIndex: number | null;
  hotelDetailsEntrySource: EntrySource | null;
};

const WHOLE = /^\d+$/;

function parseWhole(raw: string | undefined): number | null {
  return raw !== undefined && WHOLE.test(raw.trim()) ? Number(raw.trim()) : null;
}

function isOneOf<T extends string>(list: readonly T[], value: string | undefined): value is T {
  return value !== undefined && (list as readonly string[]).includes(value);
}

/**
 * Children's ages from childrenAges ('4,9') and childrenCount. The count wins when both are there: missing ages
 * are spec §5's 17, extra ones are dropped. An age that is not 0 to 17 reads as 17.
 */
function parseChildren(countRaw: string | undefined, agesRaw: string | undefined): number[] {
  const ages = (agesRaw ?? '')
    .split(',')
    .filter((part) => part.trim() !== '')
    .map((part) => {
      const age = parseWhole(part);
      return age !== null && age >= CHILD_MIN_AGE && age <= CHILD_MAX_AGE ? age : DEFAULT_CHILD_AGE;
    });
  const count = parseWhole(countRaw) ?? ages.length;
  return Array.from({ length: count }, (_, i) => ages[i] ?? DEFAULT_CHILD_AGE);
}

/**
 * Reads the results query. Spec §5: dates corrected (from today on, until after from); at least one adult; rooms
 * 1 to 10 and never more rooms than adults (a room needs an adult); at most 16 travelers, children giving way.
 */
export function parseHotelResultsQuery(
  query: RawQuery,
  today: string,
  options: { defaultAdults?: number } = {},
): HotelResultsQuery {
  const stay = normalizeStayDates(query.fromDate, query.untilDate, today);
  const children = parseChildren(query.childrenCount, query.childrenAges);
  const occupancy = clampOccupancy(
    {
      adults: parseWhole(query.adultsCount) ?? options.defaultAdults ?? DEFAULT_ADULTS,
      children: children.length,
      pets: 0,
      rooms: parseWhole(query.roomsCount) ?? 1,
    },
    { maxTravelers: DEFAULT_MAX_TRAVELERS, maxPets: 0 },
  );
  const selection = parseLodgingSelection(query.lodgingSelection);
  const source = query.hotelDetailsEntrySource;
  return {
    fromDate: stay.from,
    untilDate: stay.until,
    adultsCount: occupancy.adults,
    childrenAges: children.slice(0, occupancy.children),
    roomsCount: Math.min(occupancy.rooms, occupancy.adults),
    lodgingSelection: selection && {
      kind: isOneOf(LODGING_TARGETS, selection.kind) ? selection.kind : 'Place',
      searchTerm: selection.searchTerm,
    },
    sortOrder: isOneOf(HOTEL_SORT_KEYS, query.sortOrder) ? query.sortOrder : DEFAULT_HOTEL_SORT,
    selectedLodgingIndex: parseWhole(query.selectedLodgingIndex),
    selectedAccountIndex: parseWhole(query.selectedAccountIndex),
    hotelDetailsEntrySource: source === 'list' || source === 'map' ? source : null,
  };
}

/**
 * The query string (without '?'), with the filters that are on; parseHotelResultsQuery and
 * parseHotelFilterParams read it back to the same query and filters.
 */
export function hotelResultsQueryString(query: HotelResultsQuery, filters: HotelFilters = {}): string {
  const params = new URLSearchParams();
  params.set('fromDate', query.fromDate);
  params.set('untilDate', query.untilDate);
  params.set('adultsCount', String(query.adultsCount));
  params.set('childrenCount', String(query.childrenAges.length));
  if (query.childrenAges.length > 0) params.set('childrenAges', query.childrenAges.join(','));
  params.set('roomsCount', String(query.roomsCount));
  if (query.lodgingSelection) params.set('lodgingSelection', JSON.stringify(query.lodgingSelection));
  params.set('sortOrder', query.sortOrder);
  if (query.selectedLodgingIndex !== null)
    params.set('selectedLodgingIndex', String(query.selectedLodgingIndex));
  if (query.selectedAccountIndex !== null)
    params.set('selectedAccountIndex', String(query.selectedAccountIndex));
  if (query.hotelDetailsEntrySource) params.set('hotelDetailsEntrySource', query.hotelDetailsEntrySource);
  for (const [name, value] of Object.entries(hotelFilterParams(filters))) params.set(name, value);
  return params.toString();
}

export function hotelResultsUrl(query: HotelResultsQuery, filters: HotelFilters = {}): string {
  return `${HOTEL_RESULTS_PATH}?${hotelResultsQueryString(query, filters)}`;
}
