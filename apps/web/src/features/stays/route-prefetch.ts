import { queryClient } from '../../lib/query-client.ts';
import { stayRequestProblem } from '@portal/domain/stay-corrections';
import { prefetchShop, requestFacts } from './api/shop-prefetch.ts';
import {
  availabilityRequest,
  readResultsArea,
  readResultsQuery,
  searchTermOf,
  todayIso,
} from './stays-search.ts';
import { availabilityQuery } from './api/stays-api.ts';

/*
 * Route loaders call these so that a page's API requests start while its module loads, not after it has rendered.
 * They build the very queries (keys included) the pages' hooks use, so the page finds them in flight or done.
 */

/** The first page of results for /stays/availability/. */
export function prefetchResults(url: string): void {
  const params = new URL(url).searchParams;
  const today = todayIso();
  const query = readResultsQuery(params, today);
  if (!searchTermOf(query) || stayRequestProblem(requestFacts(query, today))) return;
  const area = readResultsArea(params);
  const request = (offset: number) => availabilityRequest(query, offset, area);
  void queryClient.prefetchInfiniteQuery(availabilityQuery(request, JSON.stringify(request(0))));
}

/** The listing and its calendar for /vacation-rentals/shop/. */
export function prefetchListing(url: string): void {
  prefetchShop(url, { calendar: true });
}
