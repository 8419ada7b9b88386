import { normalizeShopQuery } from '@portal/domain/stay-dates';
import { queryClient } from '../../lib/query-client.ts';
import { DEFAULT_PORTAL_CONFIG, portalConfigQuery, type PortalConfig } from '../../lib/portal-config.ts';
import { listingCalendarQuery, shopListingQuery } from '../../lib/stays/listing-api.ts';
import {
  availabilityRequest,
  readResultsQuery,
  searchTermOf,
  todayIso,
} from '../../lib/stays/stays-search.ts';
import { localToday } from '../../lib/stays/use-shop-query.ts';
import { availabilityQuery } from './api/stays-api.ts';

/*
 * Route loaders call these so that a page's API requests start while its module loads, not after it has rendered.
 * They build the very queries (keys included) the pages' hooks use, so the page finds them in flight or done.
 */

/** The first page of results for /stays/availability/. */
export function prefetchResults(url: string): void {
  const query = readResultsQuery(new URL(url).searchParams, todayIso());
  if (!searchTermOf(query)) return;
  const request = (offset: number) => availabilityRequest(query, offset);
  void queryClient.prefetchInfiniteQuery(availabilityQuery(request, JSON.stringify(request(0))));
}

/** The listing and its calendar for /vacation-rentals/shop/. */
export function prefetchListing(url: string): void {
  const today = localToday();
  // Before portal/config answers, the page uses the default too; should the tenant's differ, the key differs and
  // the page simply asks again.
  const defaultAdults =
    queryClient.getQueryData<PortalConfig>(portalConfigQuery.queryKey)?.defaultAdults ??
    DEFAULT_PORTAL_CONFIG.defaultAdults;
  const query = normalizeShopQuery(Object.fromEntries(new URL(url).searchParams), today, { defaultAdults });
  if (!query.listingId) return;
  void queryClient.prefetchQuery(shopListingQuery(query));
  void queryClient.prefetchQuery(
    listingCalendarQuery(query.listingId, today, { from: query.fromDate, until: query.untilDate }),
  );
}
