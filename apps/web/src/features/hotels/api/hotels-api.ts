import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  HotelAvailabilityAnswer as AvailabilityPage,
  HotelAvailabilityRequest,
} from '@portal/contracts/hotels';
import type { HotelShopAnswer as ShopAnswer, HotelShopRequest } from '@portal/contracts/hotel-details';
import type { HotelResultsQuery } from '@portal/domain/hotels/results-query';
import type { HotelFilters } from '@portal/domain/hotels/search-filters';
import { api } from '../../../lib/api-client.ts';
import { HotelAvailabilityAnswer, HotelShopAnswer } from './hotel-answers.ts';

export const HOTELS_PAGE_SIZE = 20;

const dollars = (minor: number | null | undefined) => (minor == null ? null : Math.round(minor / 100));

/** The availability request of a results URL's query and filters (spec §2 names; prices in whole dollars). */
export function availabilityRequest(
  query: HotelResultsQuery,
  filters: HotelFilters,
  offset: number,
): HotelAvailabilityRequest {
  const selection = query.lodgingSelection;
  return {
    lodgingSelection:
      selection?.kind === 'Lodging'
        ? { kind: 'Lodging', lodgingId: selection.searchTerm }
        : { kind: 'Place', searchTerm: selection?.searchTerm ?? '' },
    fromDate: query.fromDate,
    untilDate: query.untilDate,
    adultsCount: query.adultsCount,
    childrenAges: query.childrenAges,
    roomsCount: query.roomsCount,
    sortOrder: query.sortOrder,
    filters: {
      minPricePerNight: dollars(filters.minPricePerNightMinor),
      maxPricePerNight: dollars(filters.maxPricePerNightMinor),
      minStarRating: filters.minStarRating ?? null,
      minGuestRating: filters.minGuestRating ?? null,
      freeCancellation: filters.freeCancellation ?? false,
      mealPlans: [...(filters.mealPlans ?? [])],
      chainsOrPrograms: [...(filters.chainsOrPrograms ?? [])],
      amenities: [...(filters.amenities ?? [])],
      collections: [...(filters.collections ?? [])],
      ...(filters.inPolicy ? { inPolicy: true } : {}),
    },
    page: { offset, limit: HOTELS_PAGE_SIZE },
  };
}

export function searchHotels(
  body: HotelAvailabilityRequest,
  signal?: AbortSignal,
): Promise<AvailabilityPage> {
  return api.post('hotels/availability', body, { schema: HotelAvailabilityAnswer, signal });
}

/**
 * Pages of results for one search, kept cached a while so that coming back from a hotel shows every page the
 * traveler had loaded at once (the scroll position is restored on top of it).
 */
export function hotelResultsQuery(query: HotelResultsQuery, filters: HotelFilters) {
  const first = availabilityRequest(query, filters, 0);
  return infiniteQueryOptions({
    queryKey: ['hotels', 'availability', JSON.stringify(first)],
    queryFn: ({ pageParam, signal }) => searchHotels(availabilityRequest(query, filters, pageParam), signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.lodgings.length, 0);
      return loaded < last.total && last.lodgings.length === HOTELS_PAGE_SIZE ? loaded : undefined;
    },
    staleTime: 10 * 60_000,
    gcTime: 30 * 60_000,
    retry: 1,
  });
}

/** One hotel with its rooms and rates priced for the stay (POST hotels/shop). */
export function hotelShopQuery(request: HotelShopRequest) {
  return queryOptions({
    queryKey: ['hotels', 'shop', JSON.stringify(request)],
    queryFn: ({ signal }): Promise<ShopAnswer> =>
      api.post('hotels/shop', request, { schema: HotelShopAnswer, signal }),
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
