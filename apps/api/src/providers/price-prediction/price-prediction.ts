// The price prediction partner (spec §1: wait, fair, good, great). Like a real partner it learns only from the
// price history it has recorded, never from the supplier's pricing: the embedded one reads the portal's
// flight_price_history table. The backtest in bench/ scores it (npm run bench:prediction).
import type { PredictionRecommendation } from '@portal/domain/flights/enums';

export type PriceObservation = { observedOn: string; lowestPriceMinor: number };

export type PredictionRequest = {
  origin: string;
  destination: string;
  departureDate: string;
  /** A round trip's return date (the return flies destination to origin); its price is added to the outbound's. */
  returnDate?: string;
  /** The lowest adult price found now, minor units. */
  currentPriceMinor: number;
  currency: string;
  now: Date;
};

export type Prediction = {
  recommendation: PredictionRecommendation;
  /** The range the partner expects before departure, minor units. */
  minPriceMinor: number;
  maxPriceMinor: number;
  /** 0 to 1. */
  confidence: number;
  /** The lowest price per observation day, oldest first, for the chart. */
  history: PriceObservation[];
};

export interface PricePrediction {
  predict(request: PredictionRequest): Promise<Prediction | null>;
}
