import { queryOptions } from '@tanstack/react-query';
import type { FlightPredictionAnswer, FlightPredictionRequest } from '@portal/contracts/flight-prediction';
import { api, isApiError } from '../../../lib/api-client.ts';
import type { FlightShopSearch } from '../search/flight-search.ts';

// POST flights/prediction. The panel reads a flat shape; a NotAvailable answer, or any API error, means "no
// prediction for this trip": the step is skipped, not failed.

export type PredictionRecommendationValue = 'wait' | 'fair' | 'good' | 'great';
export type PricePoint = { date: string; price: number };
export type FlightPrediction = {
  recommendation: PredictionRecommendationValue;
  text: string;
  minPrice: { value: number; display: string };
  maxPrice: { value: number; display: string };
  currentPrice: number | null;
  currencySymbol: string;
  confidence: number;
  history: PricePoint[];
};

export function predictionRequestOf(search: FlightShopSearch): FlightPredictionRequest {
  const first = search.slices[0];
  return {
    origin: first?.origin ?? '',
    destination: first?.destination ?? '',
    departureDate: first?.departureDate ?? '',
    returnDate: search.tripType === 'round_trip' ? (search.slices[1]?.departureDate ?? null) : null,
  };
}

/** The panel's shape of an Available answer; null for NotAvailable. */
export function toFlightPrediction(answer: FlightPredictionAnswer): FlightPrediction | null {
  if (answer.status !== 'Available') return null;
  return {
    recommendation: answer.recommendation,
    text: answer.displayText,
    minPrice: { value: answer.minPrice.fiat.value, display: answer.minPrice.display },
    maxPrice: { value: answer.maxPrice.fiat.value, display: answer.maxPrice.display },
    currentPrice: answer.currentPrice.fiat.value,
    currencySymbol: answer.currentPrice.fiat.currencySymbol,
    confidence: answer.confidence,
    history: answer.history.map((point) => ({ date: point.observedOn, price: point.price.value })),
  };
}

export function predictionQuery(search: FlightShopSearch | null) {
  const request = search ? predictionRequestOf(search) : null;
  return queryOptions({
    queryKey: ['flights', 'prediction', JSON.stringify(request)],
    queryFn: async ({ signal }): Promise<FlightPrediction | null> => {
      try {
        return toFlightPrediction(
          await api.post<FlightPredictionAnswer>('flights/prediction', request, { signal }),
        );
      } catch (error) {
        if (isApiError(error)) return null;
        throw error;
      }
    },
    staleTime: 10 * 60_000,
    retry: false,
  });
}
