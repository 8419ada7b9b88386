import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  CancelConfirmAnswer,
  CancelQuoteAnswer,
  HomeTrip,
  HotelCancelConfirmAnswer,
  HotelTrip,
  HotelTripAnswer,
  TripAnswer,
  TripListAnswer,
  TripsTab,
} from '@portal/contracts/trips';
import { answerSchema } from '../../lib/answer-schema.ts';
import { api } from '../../lib/api-client.ts';
import { listedTripsOfPage, type AnyTrip } from './trip-line.ts';

// api.md "Trips". The contract (and zod) load only where answers are checked: development and tests.
const contract = () => import('@portal/contracts/trips');
const TripListSchema = answerSchema<TripListAnswer>(async () => (await contract()).TripListAnswer);
const TripSchema = answerSchema<TripAnswer>(async () => (await contract()).TripAnswer);
const HotelTripSchema = answerSchema<HotelTripAnswer>(async () => (await contract()).HotelTripAnswer);
const QuoteSchema = answerSchema<CancelQuoteAnswer>(async () => (await contract()).CancelQuoteAnswer);
const ConfirmSchema = answerSchema<CancelConfirmAnswer>(async () => (await contract()).CancelConfirmAnswer);
const HotelConfirmSchema = answerSchema<HotelCancelConfirmAnswer>(
  async () => (await contract()).HotelCancelConfirmAnswer,
);

/** Trips per page of a list; "Show more" loads the next page. */
export const TRIPS_PAGE_SIZE = 10;

export const tripKeys = {
  all: ['trips'] as const,
  list: (tab: TripsTab) => ['trips', 'list', tab] as const,
  trip: (reservationId: string) => ['trips', 'trip', reservationId] as const,
  hotelTrip: (reservationId: string) => ['trips', 'hotel-trip', reservationId] as const,
};

/** PUT itinerary/list, one page at a time, in the order of the domain compareTrips across product lines. */
export function useTripList(tab: TripsTab | null) {
  return useInfiniteQuery({
    queryKey: tripKeys.list(tab ?? 'Upcoming'),
    queryFn: ({ pageParam, signal }) =>
      api.put(
        'itinerary/list',
        { tab, page: { offset: pageParam, limit: TRIPS_PAGE_SIZE } },
        { schema: TripListSchema, signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + listedTripsOfPage(page).length, 0);
      // An empty page ends the list even if the total says otherwise (a trip moved tabs meanwhile).
      return listedTripsOfPage(last).length > 0 && loaded < last.total ? loaded : undefined;
    },
    enabled: tab !== null,
    staleTime: 30_000,
  });
}

/** GET itinerary/homes/:reservationId: 404 unless the trip is the signed-in user's. */
export function useTrip(reservationId: string) {
  return useQuery({
    queryKey: tripKeys.trip(reservationId),
    queryFn: async ({ signal }) =>
      (await api.get(`itinerary/homes/${encodeURIComponent(reservationId)}`, { schema: TripSchema, signal }))
        .trip,
    staleTime: 30_000,
  });
}

/** GET itinerary/hotels/:reservationId: 404 unless the hotel trip is the signed-in user's. */
export function useHotelTrip(reservationId: string) {
  return useQuery({
    queryKey: tripKeys.hotelTrip(reservationId),
    queryFn: async ({ signal }) =>
      (
        await api.get(`itinerary/hotels/${encodeURIComponent(reservationId)}`, {
          schema: HotelTripSchema,
          signal,
        })
      ).trip,
    staleTime: 30_000,
  });
}

/** A cancel confirmation, whichever line: the refund and the trip as it is now. */
export type CancelConfirmed = { refund: CancelConfirmAnswer['refund']; trip: AnyTrip };

/** Each line's cancel calls (api.md "Trips": homes/cancel/*, hotels/cancel/*), the same request shapes. */
export function cancelCallsFor(trip: Pick<AnyTrip, 'tripKind'>) {
  const line = trip.tripKind === 'Hotel' ? 'hotels' : 'homes';
  return {
    quote: (reservationId: string): Promise<CancelQuoteAnswer> =>
      api.post(`${line}/cancel/quote`, { reservationId }, { schema: QuoteSchema }),
    confirm: (reservationId: string, quoteId: string): Promise<CancelConfirmed> =>
      line === 'hotels'
        ? api.post('hotels/cancel/confirm', { reservationId, quoteId }, { schema: HotelConfirmSchema })
        : api.post('homes/cancel/confirm', { reservationId, quoteId }, { schema: ConfirmSchema }),
  };
}

/** After a cancellation: the trip shows its new state at once, and every list is fetched again. */
export async function afterCancellation(client: QueryClient, trip: AnyTrip): Promise<void> {
  if (trip.tripKind === 'Hotel') client.setQueryData<HotelTrip>(tripKeys.hotelTrip(trip.id.value), trip);
  else client.setQueryData<HomeTrip>(tripKeys.trip(trip.id.value), trip);
  await client.invalidateQueries({ queryKey: ['trips', 'list'] });
}
