import { stayRequestProblem } from '@portal/domain/stay-corrections';
import { normalizeShopQuery, type ShopQuery } from '@portal/domain/stay-dates';
import { queryClient } from '../../../lib/query-client.ts';
import { cachedPortalConfig } from '../../../lib/portal-config.ts';
import { listingCalendarQuery, shopListingQuery } from './listing-api.ts';
import { localToday } from '../use-shop-query.ts';

/**
 * homes/shop for the listing and book pages' URL (and its calendar for the listing page), as their route loaders
 * start it: the very queries (keys included) the pages' hooks build, so a page finds them in flight or done.
 */
export function prefetchShop(url: string, { calendar }: { calendar: boolean }): void {
  const today = localToday();
  // Should the tenant's default differ from the one used here, the key differs and the page simply asks again.
  const { defaultAdults } = cachedPortalConfig();
  const query = normalizeShopQuery(Object.fromEntries(new URL(url).searchParams), today, { defaultAdults });
  if (!query.listingId) return;
  // A request the API refuses as the user's error (the page states the rule instead of asking).
  if (stayRequestProblem(requestFacts(query, today))) return;
  void queryClient.prefetchQuery(shopListingQuery(query));
  if (calendar) {
    void queryClient.prefetchQuery(
      listingCalendarQuery(query.listingId, today, { from: query.fromDate, until: query.untilDate }),
    );
  }
}

/** The facts of a shop or results query that stayRequestProblem checks. */
export function requestFacts(query: ShopQuery, today: string) {
  return {
    stay: { from: query.fromDate, until: query.untilDate },
    adults: query.adultsCount,
    children: query.children.length,
    today,
  };
}
