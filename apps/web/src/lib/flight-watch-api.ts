import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FlightWatch, FlightWatchAnswer, FlightWatchListAnswer } from '@portal/contracts/flight-watch';
import type { FlightSearchRequest } from '@portal/contracts/flights';
import { answerSchema } from './answer-schema.ts';
import { api } from './api-client.ts';

// Spec §4 flight watch: flights/watch/create, list and delete. Shared by the flights funnel (the Watch this trip
// button) and My trips (the Watched Trips tab), which must read one cached list so both show the same watches.
// The contract loads only where answers are checked (development and tests).
const ListSchema = answerSchema<FlightWatchListAnswer>(
  async () => (await import('@portal/contracts/flight-watch')).FlightWatchListAnswer,
);
const WatchSchema = answerSchema<FlightWatchAnswer>(
  async () => (await import('@portal/contracts/flight-watch')).FlightWatchAnswer,
);

export const watchedKeys = { list: ['trips', 'watched'] as const };

/** The user's watched trips; `enabled: false` for a visitor without a session (the list needs one). */
export function useWatchedTrips(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: watchedKeys.list,
    queryFn: ({ signal }) => api.put('flights/watch/list', {}, { schema: ListSchema, signal }),
    staleTime: 30_000,
    enabled: options.enabled ?? true,
  });
}

/** Stops watching; the watch leaves the list at once and the list is fetched again. */
export function useStopWatching() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (watchId: string) => api.post('flights/watch/delete', { watchId }),
    onSuccess: async (_answer, watchId) => {
      client.setQueryData<FlightWatchListAnswer>(watchedKeys.list, (old) =>
        old ? { watches: old.watches.filter((w: FlightWatch) => w.watchId !== watchId) } : old,
      );
      await client.invalidateQueries({ queryKey: watchedKeys.list });
    },
  });
}

/**
 * Watches a trip search by email (the same search again answers the existing watch). The watch joins the cached
 * list at once, so the button and the Watched Trips tab agree before the list is fetched again.
 */
export function useWatchTrip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (search: FlightSearchRequest) =>
      api.post('flights/watch/create', { search, notification: 'EmailOnly' }, { schema: WatchSchema }),
    onSuccess: async ({ watch }) => {
      client.setQueryData<FlightWatchListAnswer>(watchedKeys.list, (old) =>
        old
          ? { watches: [watch, ...old.watches.filter((w: FlightWatch) => w.watchId !== watch.watchId)] }
          : old,
      );
      await client.invalidateQueries({ queryKey: watchedKeys.list });
    },
  });
}
