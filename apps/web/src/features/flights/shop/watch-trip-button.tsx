import type { FlightShopSearch } from '../search/flight-search.ts';

/**
 * "Watch this trip" (spec §4 flight watch), served by the watch API when it exists; until it does the button is
 * not shown at all rather than offered dead.
 */
export function WatchTripButton(_props: { search: FlightShopSearch }) {
  return null;
}
