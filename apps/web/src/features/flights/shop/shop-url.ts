import { writeShopSearch, type FlightShopSearch } from '../search/flight-search.ts';

/*
 * The flight funnel as routes (spec §2 "Flight funnel steps": price prediction, choose departure, choose return,
 * review itinerary, fare details). Every step's URL holds the whole search and the choices made so far: `pick`
 * (one option's sliceId per slice chosen, in order) and `shelf` (the fare shelf rating chosen per slice). Back and
 * forward therefore walk the funnel with nothing kept anywhere else.
 */

export const FLIGHTS_HOME_PATH = '/flights/';
export const PREDICTION_PATH = '/flights/shop/';
export const DEPARTURE_PATH = '/flights/shop/departure/';
export const RETURN_PATH = '/flights/shop/return/';
export const FARE_DETAILS_PATH = '/flights/shop/fare-details/';
export const REVIEW_PATH = '/flights/shop/review/';
const FLIGHT_N = /^\/flights\/shop\/flight\/([2-5])\/?$/;

export type ShopChoices = { picks: string[]; shelves: number[] };
export const NO_CHOICES: ShopChoices = { picks: [], shelves: [] };

/** The path of the step choosing slice `index` (0-based): departure, return (round trip) or flight N. */
export function chooseSlicePath(search: FlightShopSearch, index: number): string {
  if (index === 0) return DEPARTURE_PATH;
  if (search.tripType === 'round_trip') return RETURN_PATH;
  return `/flights/shop/flight/${index + 1}/`;
}

/** Which slice a choose step's path is for, or null for another path. */
export function sliceIndexOfPath(pathname: string): number | null {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (path === DEPARTURE_PATH) return 0;
  if (path === RETURN_PATH) return 1;
  const match = FLIGHT_N.exec(path);
  return match ? Number(match[1]) - 1 : null;
}

export function readChoices(params: URLSearchParams): ShopChoices {
  const shelves = params
    .getAll('shelf')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= 0 && n <= 4);
  return { picks: params.getAll('pick').filter(Boolean), shelves };
}

/** A funnel URL: the step's path, the search, the choices, and any extra parameters (the list's sort and filters). */
export function shopUrl(
  path: string,
  search: FlightShopSearch,
  choices: ShopChoices = NO_CHOICES,
  extra?: URLSearchParams,
): string {
  const params = writeShopSearch(search);
  for (const pick of choices.picks) params.append('pick', pick);
  for (const shelf of choices.shelves) params.append('shelf', String(shelf));
  if (extra) for (const [key, value] of extra) params.append(key, value);
  return `${path}?${params.toString()}`;
}
