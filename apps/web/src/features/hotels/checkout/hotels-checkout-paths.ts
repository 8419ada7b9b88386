import { hotelResultsQueryString, type HotelResultsQuery } from '@portal/domain/hotels/results-query';
import type { HotelFilters } from '@portal/domain/hotels/search-filters';

/**
 * The hotel line's checkout URLs. Spec §2 names none for hotels; these sit under the hotels section the way
 * /vacation-rentals/book/ sits under the vacation rentals. A module of their own: app/'s route table and the details
 * page name them without loading the adapter.
 */
export const HOTELS_BOOK_PATH = '/hotels/book/';
export const HOTELS_CONFIRM_PATH = '/hotels/book/confirm/';

/** The room and rate chosen on the details page; `refundable` is the rate's cancel-for-any-reason variant. */
export type HotelRateChoice = { lodgingId: string; roomId: string; rateId: string; refundable?: boolean };

/** The book page for a room's rate, with the search (dates, rooms, guests) the details page priced it for. */
export function hotelBookUrl(
  choice: HotelRateChoice,
  query: HotelResultsQuery,
  filters: HotelFilters = {},
): string {
  const params = new URLSearchParams({
    lodgingId: choice.lodgingId,
    roomId: choice.roomId,
    rateId: choice.rateId,
  });
  if (choice.refundable) params.set('refundable', '1');
  return `${HOTELS_BOOK_PATH}?${params.toString()}&${hotelResultsQueryString(query, filters)}`;
}
