import { queryClient } from '../../lib/query-client.ts';
import { flightSearchQuery } from './api/flights-api.ts';
import { readShopSearch, searchRequestOf } from './search/flight-search.ts';

/*
 * Route loaders call this so that a step's search request starts while its module loads. It builds the very query
 * (key included) the pages use, so the page finds it in flight or done.
 */
export function prefetchFlightSearch(url: string): void {
  const search = readShopSearch(new URL(url).searchParams);
  if (!search) return;
  void queryClient.prefetchQuery(flightSearchQuery(searchRequestOf(search)));
}
