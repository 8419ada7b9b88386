import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PassengerInput, Person, TravelerChoices } from '@portal/contracts/travelers';
import { answerSchema } from '../../lib/answer-schema.ts';
import { api } from '../../lib/api-client.ts';
import { sessionInfoQueryKey } from '../../lib/session-info.ts';

// Spec §7 passengers calls. The contract (and zod) load only where answers are checked: development and tests.
const travelers = () => import('@portal/contracts/travelers');
const ListSchema = answerSchema<{ value: Person[] }>(async () => (await travelers()).TravelerList);
const PersonSchema = answerSchema<Person>(async () => (await travelers()).Person);
const ChoicesSchema = answerSchema<TravelerChoices>(async () => (await travelers()).TravelerChoices);

export const passengersKey = ['passengers'] as const;

/** The management list: hidden profiles included (flagged) so that they can be shown again. */
export function usePassengers() {
  return useQuery({
    queryKey: passengersKey,
    queryFn: async () => (await api.get('passengers?includeHidden=true', { schema: ListSchema })).value,
  });
}

/** Resolves once the list has been fetched again, so a closing dialog never shows the old list. */
function useRefreshAfter<A, R>(mutationFn: (arg: A) => Promise<R>, alsoSession = false) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      // corporateInfo carries defaultTravelerId and hiddenTravelerIds too.
      if (alsoSession) void client.invalidateQueries({ queryKey: sessionInfoQueryKey });
      await client.invalidateQueries({ queryKey: passengersKey });
    },
  });
}

export type PassengerPayload = Omit<PassengerInput, 'frequentFlyer' | 'hotelLoyalty' | 'specialAssistance'> &
  Partial<Pick<PassengerInput, 'frequentFlyer' | 'hotelLoyalty' | 'specialAssistance'>>;

export function useSavePassenger() {
  return useRefreshAfter((payload: PassengerPayload) =>
    api.put('passengers', payload, { schema: PersonSchema }),
  );
}

export function useDeleteTraveler() {
  return useRefreshAfter((personId: string) => api.post('travelers/delete', { personId }), true);
}

export type TravelerChoiceAction = 'assign_default' | 'hide' | 'show';

export function useTravelerChoice() {
  return useRefreshAfter(
    ({ action, travelerId }: { action: TravelerChoiceAction; travelerId: string }) =>
      api.put(`passengers/${action}`, { travelerId }, { schema: ChoicesSchema }),
    true,
  );
}
