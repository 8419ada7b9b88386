import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ScheduleChangeAcceptAnswer,
  ScheduleChangeHelpAnswer,
} from '@portal/contracts/flight-schedule-change';
import { answerSchema } from '../../../../lib/answer-schema.ts';
import { api } from '../../../../lib/api-client.ts';
import { flightTripKeys } from '../flights-trips-api.ts';

// api.md "Trips" for flights: flights/schedule-change/{accept,help} (issue 14 "Schedule changes").
const contract = () => import('@portal/contracts/flight-schedule-change');
const AcceptSchema = answerSchema<ScheduleChangeAcceptAnswer>(
  async () => (await contract()).ScheduleChangeAcceptAnswer,
);
const HelpSchema = answerSchema<ScheduleChangeHelpAnswer>(
  async () => (await contract()).ScheduleChangeHelpAnswer,
);

export const scheduleChangeCalls = {
  accept: (reservationId: string): Promise<ScheduleChangeAcceptAnswer> =>
    api.post('flights/schedule-change/accept', { reservationId }, { schema: AcceptSchema }),
  help: (reservationId: string): Promise<ScheduleChangeHelpAnswer> =>
    api.post('flights/schedule-change/help', { reservationId }, { schema: HelpSchema }),
};

/** Accept or ask for help; afterwards the trip (new times, the answer) and the lists are fetched again. */
export function useScheduleChangeAnswer(reservationId: string) {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: flightTripKeys.trip(reservationId) }),
      client.invalidateQueries({ queryKey: ['trips', 'list'] }),
    ]);
  const accept = useMutation({
    mutationFn: () => scheduleChangeCalls.accept(reservationId),
    onSuccess: refresh,
  });
  const help = useMutation({
    mutationFn: () => scheduleChangeCalls.help(reservationId),
    onSuccess: refresh,
  });
  return { accept, help };
}
