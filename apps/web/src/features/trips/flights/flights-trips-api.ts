import { useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  FlightCancelConfirmAnswer,
  FlightCancelQuoteAnswer,
  FlightCreditsAnswer,
  FlightTrip,
  FlightTripAnswer,
} from '@portal/contracts/flight-trips';
import { answerSchema } from '../../../lib/answer-schema.ts';
import { api } from '../../../lib/api-client.ts';

// api.md "Trips" for flights: itinerary/flights/:id, itinerary/flights/credits, flights/cancel/{quote,confirm}.
const contract = () => import('@portal/contracts/flight-trips');
const TripSchema = answerSchema<FlightTripAnswer>(async () => (await contract()).FlightTripAnswer);
const CreditsSchema = answerSchema<FlightCreditsAnswer>(async () => (await contract()).FlightCreditsAnswer);
const QuoteSchema = answerSchema<FlightCancelQuoteAnswer>(
  async () => (await contract()).FlightCancelQuoteAnswer,
);
const ConfirmSchema = answerSchema<FlightCancelConfirmAnswer>(
  async () => (await contract()).FlightCancelConfirmAnswer,
);

export const flightTripKeys = {
  trip: (reservationId: string) => ['trips', 'flight-trip', reservationId] as const,
  credits: ['trips', 'flight-credits'] as const,
};

/** GET itinerary/flights/:reservationId: 404 unless the flight trip is the signed-in user's. */
export function useFlightTrip(reservationId: string) {
  return useQuery({
    queryKey: flightTripKeys.trip(reservationId),
    queryFn: async ({ signal }) =>
      (
        await api.get(`itinerary/flights/${encodeURIComponent(reservationId)}`, {
          schema: TripSchema,
          signal,
        })
      ).trip,
    staleTime: 30_000,
  });
}

/** GET itinerary/flights/credits: the Airline Travel Credits tab. */
export function useFlightCredits() {
  return useQuery({
    queryKey: flightTripKeys.credits,
    queryFn: async ({ signal }) =>
      (await api.get('itinerary/flights/credits', { schema: CreditsSchema, signal })).credits,
    staleTime: 30_000,
  });
}

export const flightCancelCalls = {
  quote: (reservationId: string): Promise<FlightCancelQuoteAnswer> =>
    api.post('flights/cancel/quote', { reservationId }, { schema: QuoteSchema }),
  confirm: (reservationId: string, quoteId: string): Promise<FlightCancelConfirmAnswer> =>
    api.post('flights/cancel/confirm', { reservationId, quoteId }, { schema: ConfirmSchema }),
};

/** After a cancellation: the trip shows its new state at once; the lists and the credits are fetched again. */
export async function afterFlightCancellation(client: QueryClient, trip: FlightTrip): Promise<void> {
  client.setQueryData<FlightTrip>(flightTripKeys.trip(trip.id.value), trip);
  await Promise.all([
    client.invalidateQueries({ queryKey: ['trips', 'list'] }),
    client.invalidateQueries({ queryKey: flightTripKeys.credits }),
  ]);
}
