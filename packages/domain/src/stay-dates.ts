/** Stay dates, the date-picker window and the shop/results URLs of spec §2 and §5. */
import { addDays, addYears, diffDays, isBefore, isIsoDate } from './iso-date.ts';

export type Stay = { from: string; until: string };

/** Spec §9: minimum stay 1 night; the date window runs from today to one year ahead. */
export const MIN_STAY_NIGHTS = 1;
export const DATE_WINDOW_YEARS = 1;
export const DEFAULT_ADULTS = 2;
/** Spec §5: children read from the URL carry no age, so each one gets age 17. */
export const DEFAULT_CHILD_AGE = 17;

export function nightsOf(stay: Stay): number {
  return diffDays(stay.until, stay.from);
}

/** Spec §5 date picker: at least one night, both dates inside today..today+1 year. */
export function isValidStay(stay: Stay, today: string): boolean {
  if (!isIsoDate(stay.from) || !isIsoDate(stay.until)) return false;
  if (nightsOf(stay) < MIN_STAY_NIGHTS) return false;
  return isInDateWindow(stay.from, today) && isInDateWindow(stay.until, today);
}

export function dateWindow(today: string): { first: string; last: string } {
  return { first: today, last: addYears(today, DATE_WINDOW_YEARS) };
}

export function isInDateWindow(date: string, today: string): boolean {
  const { first, last } = dateWindow(today);
  return date >= first && date <= last;
}

/**
 * Spec §5: a from-date before today (or missing/garbled) becomes tomorrow; an until-date not after the
 * from-date becomes from + 2 days.
 */
export function normalizeStayDates(from: string | undefined, until: string | undefined, today: string): Stay {
  const safeFrom = from && isIsoDate(from) && !isBefore(from, today) ? from : addDays(today, 1);
  const safeUntil = until && isIsoDate(until) && until > safeFrom ? until : addDays(safeFrom, 2);
  return { from: safeFrom, until: safeUntil };
}

export type SortOrder = 'Recommended' | 'Pricing' | 'StarRating';
export type EntrySource = 'list' | 'map';
/** Spec §2: the selection kind and the search term the user typed (or picked). */
export type LodgingSelection = { kind: string; searchTerm: string };

export type ShopQuery = {
  listingId: string | null;
  fromDate: string;
  untilDate: string;
  adultsCount: number;
  /** Ages of the children; from a URL every child is 17. */
  children: number[];
  petsCount: number;
  locationName: string | null;
  lodgingSelection: LodgingSelection | null;
  hotelDetailsEntrySource: EntrySource | null;
  sortOrder: SortOrder;
  selectedLodgingIndex: number | null;
  roomsCount: number | null;
  selectedAccountIndex: number | null;
};

/** The raw query as `Object.fromEntries(new URLSearchParams(search))` gives it (already URL-decoded once). */
export type RawQuery = Readonly<Record<string, string | undefined>>;

/**
 * The lodgingSelection JSON: an object whose kind and searchTerm, when present, are strings. Checked by hand
 * because the web app runs this on its search and listing pages' first load, where zod would cost ~25 KB gzip.
 */
function lodgingSelectionOf(value: unknown): LodgingSelection | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { kind, searchTerm } = value as Record<string, unknown>;
  if (kind !== undefined && typeof kind !== 'string') return null;
  if (searchTerm !== undefined && typeof searchTerm !== 'string') return null;
  return { kind: kind ?? 'Place', searchTerm: searchTerm ?? '' };
}

function parseCount(raw: string | undefined, fallback: number, min: number): number {
  if (raw === undefined || !/^\d+$/.test(raw.trim())) return fallback;
  return Math.max(min, Number(raw.trim()));
}

function parseIndex(raw: string | undefined): number | null {
  return raw !== undefined && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : null;
}

/** The lodgingSelection parameter: JSON, possibly still percent-encoded once more. Bad input reads as null. */
export function parseLodgingSelection(raw: string | undefined): LodgingSelection | null {
  if (!raw) return null;
  for (const candidate of [raw, safeDecode(raw)]) {
    try {
      const parsed = lodgingSelectionOf(JSON.parse(candidate));
      if (parsed) return parsed;
    } catch {
      // not JSON in this form; try the next decoding
    }
  }
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Reads the shop query parameters of spec §2 with the §5 defaults; `defaultAdults` is the tenant's (2 or 1). */
export function normalizeShopQuery(
  query: RawQuery,
  today: string,
  options: { defaultAdults?: number } = {},
): ShopQuery {
  const stay = normalizeStayDates(query.fromDate, query.untilDate, today);
  const childrenCount = parseCount(query.childrenCount, 0, 0);
  const sortOrder = query.sortOrder;
  const source = query.hotelDetailsEntrySource;
  const listingId = query.listingId?.trim();
  return {
    listingId: listingId ? listingId : null,
    fromDate: stay.from,
    untilDate: stay.until,
    adultsCount: parseCount(query.adultsCount, options.defaultAdults ?? DEFAULT_ADULTS, 1),
    children: Array.from({ length: childrenCount }, () => DEFAULT_CHILD_AGE),
    petsCount: parseCount(query.petsCount, 0, 0),
    locationName: query.locationName ? decodeLocationName(query.locationName) : null,
    lodgingSelection: parseLodgingSelection(query.lodgingSelection),
    hotelDetailsEntrySource: source === 'list' || source === 'map' ? source : null,
    sortOrder: sortOrder === 'Pricing' || sortOrder === 'StarRating' ? sortOrder : 'Recommended',
    selectedLodgingIndex: parseIndex(query.selectedLodgingIndex),
    roomsCount: parseIndex(query.roomsCount),
    selectedAccountIndex: parseIndex(query.selectedAccountIndex),
  };
}

export const SHOP_REQUEST_ID_REQUIRED = 'Shop Request Id must be present';

/** Spec §5: a shop request needs a listing id; returns the spec's error text, or null when present. */
export function shopRequestError(query: Pick<ShopQuery, 'listingId'>): string | null {
  return query.listingId ? null : SHOP_REQUEST_ID_REQUIRED;
}

/** Builds the shop/book query string (without '?') from a ShopQuery; the reverse of normalizeShopQuery. */
export function shopQueryString(query: ShopQuery): string {
  const params = new URLSearchParams();
  if (query.listingId) params.set('listingId', query.listingId);
  params.set('fromDate', query.fromDate);
  params.set('untilDate', query.untilDate);
  params.set('adultsCount', String(query.adultsCount));
  params.set('childrenCount', String(query.children.length));
  if (query.petsCount > 0) params.set('petsCount', String(query.petsCount));
  if (query.locationName) params.set('locationName', encodeURIComponent(query.locationName));
  if (query.lodgingSelection) params.set('lodgingSelection', JSON.stringify(query.lodgingSelection));
  if (query.hotelDetailsEntrySource) params.set('hotelDetailsEntrySource', query.hotelDetailsEntrySource);
  params.set('sortOrder', query.sortOrder);
  if (query.selectedLodgingIndex !== null)
    params.set('selectedLodgingIndex', String(query.selectedLodgingIndex));
  if (query.roomsCount !== null) params.set('roomsCount', String(query.roomsCount));
  if (query.selectedAccountIndex !== null)
    params.set('selectedAccountIndex', String(query.selectedAccountIndex));
  return params.toString();
}

/** The locationName parameter is double-encoded (spec §2); after the URL's own decoding one layer remains. */
export function decodeLocationName(value: string): string {
  return safeDecode(value);
}

/** Spec §2: the location shown in results is the search term, or "city, state". */
export function resultsLocationName(input: {
  lodgingSelection?: LodgingSelection | null;
  city?: string | null;
  state?: string | null;
}): string {
  const term = input.lodgingSelection?.searchTerm?.trim();
  if (term) return term;
  return [input.city, input.state].filter((part): part is string => Boolean(part)).join(', ');
}

export const RESULTS_PATH = '/stays/availability/';

/** Spec §2 "Back to results": the availability route with a double-encoded locationName. */
export function backToResultsUrl(input: {
  lodgingSelection?: LodgingSelection | null;
  city?: string | null;
  state?: string | null;
  fromDate: string;
  untilDate: string;
  adultsCount: number;
  childrenCount: number;
  petsCount?: number;
}): string {
  const location = encodeURIComponent(encodeURIComponent(resultsLocationName(input)));
  const parts = [
    `locationName=${location}`,
    `fromDate=${input.fromDate}`,
    `untilDate=${input.untilDate}`,
    `adultsCount=${input.adultsCount}`,
    `childrenCount=${input.childrenCount}`,
  ];
  if (input.petsCount && input.petsCount > 0) parts.push(`petsCount=${input.petsCount}`);
  return `${RESULTS_PATH}?${parts.join('&')}`;
}
