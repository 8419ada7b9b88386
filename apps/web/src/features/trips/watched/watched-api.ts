import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FlightWatch, FlightWatchListAnswer } from '@portal/contracts/flight-watch';
import { answerSchema } from '../../../lib/answer-schema.ts';
import { api } from '../../../lib/api-client.ts';

// Spec §4 flight watch: flights/watch/list and flights/watch/delete. The contract loads only where answers are
// checked (development and tests).
const ListSchema = answerSchema<FlightWatchListAnswer>(
  async () => (await import('@portal/contracts/flight-watch')).FlightWatchListAnswer,
);

export const watchedKeys = { list: ['trips', 'watched'] as const };

export function useWatchedTrips() {
  return useQuery({
    queryKey: watchedKeys.list,
    queryFn: ({ signal }) => api.put('flights/watch/list', {}, { schema: ListSchema, signal }),
    staleTime: 30_000,
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
