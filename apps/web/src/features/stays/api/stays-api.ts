import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AvailabilityRequest, PlaceSuggestion } from '@portal/contracts/listings';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { AutocompleteAnswer, AvailabilityAnswer } from '../../../lib/contract-answers.ts';
import { PAGE_SIZE } from '../stays-search.ts';

export type AvailabilityPage = z.infer<typeof AvailabilityAnswer>;

export function fetchLodgingSuggestions(query: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  return api
    .get(`autocomplete/lodging?query=${encodeURIComponent(query)}`, { schema: AutocompleteAnswer, signal })
    .then((answer) => answer.suggestions);
}

export function useLodgingSuggestions(query: string) {
  const term = query.trim();
  return useQuery({
    queryKey: ['stays', 'autocomplete', term.toLowerCase()],
    queryFn: ({ signal }) => fetchLodgingSuggestions(term, signal),
    enabled: term.length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function searchAvailability(
  body: AvailabilityRequest,
  signal?: AbortSignal,
): Promise<AvailabilityPage> {
  return api.post('homes/availability', body, { schema: AvailabilityAnswer, signal });
}

/**
 * Pages of results for one search. The query stays cached for a while so that coming back from a listing shows
 * every page the user had loaded, at once, without refetching (scroll position is restored on top of it).
 */
export function useAvailabilitySearch(
  request: (offset: number) => AvailabilityRequest,
  key: string,
  enabled: boolean,
) {
  return useInfiniteQuery({ ...availabilityQuery(request, key), enabled });
}

/** The results query, shared by the page and its route loader (which starts page one before the page renders). */
export function availabilityQuery(request: (offset: number) => AvailabilityRequest, key: string) {
  return infiniteQueryOptions({
    queryKey: ['stays', 'availability', key],
    queryFn: ({ pageParam, signal }) => searchAvailability(request(pageParam), signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.listings.length, 0);
      return loaded < last.total && last.listings.length === PAGE_SIZE ? loaded : undefined;
    },
    staleTime: 10 * 60_000,
    gcTime: 30 * 60_000,
    retry: 1,
  });
}
