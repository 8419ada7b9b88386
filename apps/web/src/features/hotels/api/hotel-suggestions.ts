import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A place or one hotel that autocomplete/lodging suggests (spec §3 targets Place and Lodging). */
export type HotelSuggestion =
  | { kind: 'Place'; term: string; city: string; state: string }
  | { kind: 'Lodging'; lodgingId: string; name: string; city: string; state: string };

type RawSuggestion = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The suggestions of the answer that the form can use; one it can't read (no term, no lodging id) is left out
 * rather than shown broken.
 */
export function readSuggestions(answer: unknown): HotelSuggestion[] {
  const list =
    answer && typeof answer === 'object' && 'suggestions' in answer && Array.isArray(answer.suggestions)
      ? (answer.suggestions as RawSuggestion[])
      : [];
  return list.flatMap((raw): HotelSuggestion[] => {
    if (raw.kind === 'Lodging') {
      const lodgingId = text(raw.lodgingId);
      const name = text(raw.name) || text(raw.term);
      return lodgingId && name
        ? [{ kind: 'Lodging', lodgingId, name, city: text(raw.city), state: text(raw.state) }]
        : [];
    }
    const term = text(raw.term);
    return term ? [{ kind: 'Place', term, city: text(raw.city) || term, state: text(raw.state) }] : [];
  });
}

export function fetchHotelSuggestions(query: string, signal?: AbortSignal): Promise<HotelSuggestion[]> {
  return api
    .get<unknown>(`autocomplete/lodging?query=${encodeURIComponent(query)}`, { signal })
    .then(readSuggestions);
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
