import { queryOptions } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client.ts';
import type { FlightShopSearch } from '../search/flight-search.ts';

// POST flights/prediction (fl-prediction). Its contract lands on main during issue 13; until then this is the
// shape the panel reads, and any other answer (404 included) means "no prediction": the step is skipped.

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

export function predictionRequestOf(search: FlightShopSearch) {
  const first = search.slices[0];
  return {
    origin: first?.origin ?? '',
    destination: first?.destination ?? '',
    departureDate: first?.departureDate ?? '',
    returnDate: search.tripType === 'round_trip' ? (search.slices[1]?.departureDate ?? null) : null,
    cabin: search.cabin,
  };
}

export function predictionQuery(search: FlightShopSearch | null) {
  const request = search ? predictionRequestOf(search) : null;
  return queryOptions({
    queryKey: ['flights', 'prediction', JSON.stringify(request)],
    queryFn: async ({ signal }): Promise<FlightPrediction | null> => {
      try {
        return await api.post<FlightPrediction>('flights/prediction', request, { signal });
      } catch (error) {
        // No prediction for this trip: the step is skipped, not failed.
        if (isApiError(error)) return null;
        throw error;
      }
    },
    staleTime: 10 * 60_000,
    retry: false,
  });
}
