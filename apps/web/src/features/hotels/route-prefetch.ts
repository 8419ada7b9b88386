import { parseHotelDetailsPath } from '@portal/domain/hotels/details-path';
import { parseHotelFilterParams } from '@portal/domain/hotels/results-filter-params';
import { parseHotelResultsQuery } from '@portal/domain/hotels/results-query';
import { queryClient } from '../../lib/query-client.ts';
import { todayIso } from '../../lib/stay-range.ts';
import { hotelResultsQuery, hotelShopQuery } from './api/hotels-api.ts';

/*
 * Route loaders call these so that a page's API request starts while its module loads, not after it has rendered.
 * They build the very queries (keys included) the pages' hooks use, so the page finds them in flight or done. The
 * corporate tenant's default of one adult (portal config) is not known here: such a URL without adultsCount is
 * simply fetched again by the page.
 */

function read(url: string) {
  const { pathname, searchParams } = new URL(url);
  const record = Object.fromEntries(searchParams);
  return {
    pathname,
    query: parseHotelResultsQuery(record, todayIso()),
    filters: parseHotelFilterParams(record),
  };
}

/** The first page of results for /hotels/availability/. */
export function prefetchHotelResults(url: string): void {
  const { query, filters } = read(url);
  if (!query.lodgingSelection?.searchTerm) return;
  void queryClient.prefetchInfiniteQuery(hotelResultsQuery(query, filters));
}

/** The hotel and its rooms for /hotels/shop/{lodgingId}/{source}. */
export function prefetchHotelDetails(url: string): void {
  const { pathname, query } = read(url);
  const params = parseHotelDetailsPath(pathname);
  if (!params) return;
  void queryClient.prefetchQuery(
    hotelShopQuery({
      lodgingId: params.lodgingId,
      fromDate: query.fromDate,
      untilDate: query.untilDate,
      adultsCount: query.adultsCount,
      childrenAges: query.childrenAges,
      roomsCount: query.roomsCount,
    }),
  );
}

/** The hotel, room and rate of /hotels/book/ (the details page's shop answer, usually cached already). */
export function prefetchHotelBook(url: string): void {
  const { searchParams } = new URL(url);
  const lodgingId = searchParams.get('lodgingId')?.trim();
  if (!lodgingId) return;
  const { query } = read(url);
  void queryClient.prefetchQuery(
    hotelShopQuery({
      lodgingId,
      fromDate: query.fromDate,
      untilDate: query.untilDate,
      adultsCount: query.adultsCount,
      childrenAges: query.childrenAges,
      roomsCount: query.roomsCount,
    }),
  );
}
