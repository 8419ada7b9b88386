import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LodgingAutocompleteAnswer as Answer } from '@portal/contracts/hotels';
import { api } from '../../../lib/api-client.ts';
import { LodgingAutocompleteAnswer } from './hotel-answers.ts';

/** A place or one hotel that autocomplete/lodging suggests (spec §3 targets Place and Lodging). */
export type HotelSuggestion = Answer['suggestions'][number];

export function fetchHotelSuggestions(query: string, signal?: AbortSignal): Promise<HotelSuggestion[]> {
  return api
    .get(`autocomplete/lodging?types=Hotels&query=${encodeURIComponent(query)}`, {
      schema: LodgingAutocompleteAnswer,
      signal,
    })
    .then((answer) => answer.suggestions);
}

/** Places and hotels matching what is typed (2 characters or more), kept a while: people retype. */
export function useHotelSuggestions(query: string) {
  const term = query.trim();
  return useQuery({
    queryKey: ['hotels', 'autocomplete', term.toLowerCase()],
    queryFn: ({ signal }) => fetchHotelSuggestions(term, signal),
    enabled: term.length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
