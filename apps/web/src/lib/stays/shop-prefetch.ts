import { normalizeShopQuery } from '@portal/domain/stay-dates';
import { queryClient } from '../query-client.ts';
import { DEFAULT_PORTAL_CONFIG, portalConfigQuery, type PortalConfig } from '../portal-config.ts';
import { listingCalendarQuery, shopListingQuery } from './listing-api.ts';
import { localToday } from './use-shop-query.ts';

/**
 * homes/shop for the listing and book pages' URL (and its calendar for the listing page), as their route loaders
 * start it: the very queries (keys included) the pages' hooks build, so a page finds them in flight or done.
 */
export function prefetchShop(url: string, { calendar }: { calendar: boolean }): void {
  const today = localToday();
  // Before portal/config answers, the page uses the default too; should the tenant's differ, the key differs and
  // the page simply asks again.
  const defaultAdults =
    queryClient.getQueryData<PortalConfig>(portalConfigQuery.queryKey)?.defaultAdults ??
    DEFAULT_PORTAL_CONFIG.defaultAdults;
  const query = normalizeShopQuery(Object.fromEntries(new URL(url).searchParams), today, { defaultAdults });
  if (!query.listingId) return;
  void queryClient.prefetchQuery(shopListingQuery(query));
  if (calendar) {
    void queryClient.prefetchQuery(
      listingCalendarQuery(query.listingId, today, { from: query.fromDate, until: query.untilDate }),
    );
  }
}
