import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlightAutocompleteAnswer as AutocompleteAnswer } from '@portal/contracts/flight-autocomplete';
import type {
  FlightReviewAnswer as ReviewAnswer,
  FlightSearchRequest,
  FlightReviewRequest,
} from '@portal/contracts/flights';
import { expandFlightSearch, type FlightResults } from '@portal/contracts/flight-results';
import { api } from '../../../lib/api-client.ts';
import { FlightAutocompleteAnswer, FlightReviewAnswer, FlightSearchAnswer } from './flight-answers.ts';

/**
 * One search's options for every slice (POST flights/search), each fare with its brand's restrictions in place.
 * Keyed by the request, kept a while: each funnel step (departure, return, fare details) and the back button find
 * it cached instead of searching again.
 */
export function flightSearchQuery(request: FlightSearchRequest) {
  return queryOptions({
    queryKey: ['flights', 'search', JSON.stringify(request)],
    queryFn: async ({ signal }): Promise<FlightResults> =>
      expandFlightSearch(await api.post('flights/search', request, { schema: FlightSearchAnswer, signal })),
    staleTime: 10 * 60_000,
    gcTime: 30 * 60_000,
    retry: 1,
  });
}

/** The chosen fares re-priced against the supplier (POST flights/review); fresh on every visit of the review. */
export function flightReviewQuery(request: FlightReviewRequest) {
  return queryOptions({
    queryKey: ['flights', 'review', JSON.stringify(request)],
    queryFn: ({ signal }): Promise<ReviewAnswer> =>
      api.post('flights/review', request, { schema: FlightReviewAnswer, signal }),
    staleTime: 60_000,
    retry: 1,
  });
}

export type AirportSuggestionItem = AutocompleteAnswer['suggestions'][number];

/** Airports and cities for a From/To field (GET autocomplete/flights?query=), from two typed characters on. */
export function useAirportSuggestions(text: string) {
  const query = text.trim();
  return useQuery({
    queryKey: ['flights', 'autocomplete', query.toLowerCase()],
    queryFn: async ({ signal }) =>
      (
        await api.get(`autocomplete/flights?query=${encodeURIComponent(query)}`, {
          schema: FlightAutocompleteAnswer,
          signal,
        })
      ).suggestions,
    enabled: query.length >= 2,
    staleTime: 60 * 60_000,
    placeholderData: (previous) => previous,
    retry: false,
  });
}
