import { z } from 'zod';
import { PREDICTION_RECOMMENDATIONS } from '@portal/domain/flights/enums';
import { Fiat, IsoDate } from './common.ts';
import { AirportCode } from './flights.ts';

// Spec §1 / §2 "price prediction" funnel step: POST /api/v0/flights/prediction. The partner's advice for a route
// and departure date (and return date for a round trip): wait, fair, good or great, the price range it expects
// before departure, its confidence and the price history for the chart. A route and date the partner cannot judge
// (too close to departure, too far out, not enough history) answers NotAvailable with the reason, not an error.

export const PredictionRecommendation = z.enum(PREDICTION_RECOMMENDATIONS);

export const FlightPredictionRequest = z
  .object({
    origin: AirportCode,
    destination: AirportCode,
    departureDate: IsoDate,
    /** A round trip's return date; null or absent for one way. */
    returnDate: IsoDate.nullish(),
  })
  .meta({
    id: 'FlightPredictionRequest',
    examples: [{ origin: 'ORD', destination: 'LAX', departureDate: '2027-02-12', returnDate: '2027-02-16' }],
  });
export type FlightPredictionRequest = z.infer<typeof FlightPredictionRequest>;

/** A price of the prediction: the fiat value and its display text in whole units ("$412"). */
export const PredictionPrice = z.object({ fiat: Fiat, display: z.string() }).meta({ id: 'PredictionPrice' });

export const NOT_AVAILABLE_REASONS = ['TooCloseToDeparture', 'TooFarOut', 'NotEnoughHistory'] as const;

const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });

export const FlightPredictionAnswer = z
  .discriminatedUnion('status', [
    z.object({
      status: z.literal('Available'),
      recommendation: PredictionRecommendation,
      /** The lowest price found now for one adult (both directions for a round trip). */
      currentPrice: PredictionPrice,
      minPrice: PredictionPrice,
      maxPrice: PredictionPrice,
      /** 0 to 1. */
      confidence: z.number().min(0).max(1),
      displayText: z.string(),
      /** The lowest price per observation day, oldest first, today last. */
      history: z.array(z.object({ observedOn: IsoDate, price: Fiat })),
    }),
    z.object({
      status: z.literal('NotAvailable'),
      reason: z.enum(NOT_AVAILABLE_REASONS),
      displayText: z.string(),
    }),
  ])
  .meta({
    id: 'FlightPredictionAnswer',
    examples: [
      {
        status: 'Available',
        recommendation: 'wait',
        currentPrice: { fiat: usd(486.2), display: '$486' },
        minPrice: { fiat: usd(418), display: '$418' },
        maxPrice: { fiat: usd(512), display: '$512' },
        confidence: 0.74,
        displayText:
          'Prices are likely to drop. We expect them to go as low as $418 before departure, so wait to book.',
        history: [
          { observedOn: '2026-11-25', price: usd(492.4) },
          { observedOn: '2026-11-26', price: usd(489.9) },
          { observedOn: '2026-11-27', price: usd(486.2) },
        ],
      },
      {
        status: 'NotAvailable',
        reason: 'TooCloseToDeparture',
        displayText: 'No prediction for flights leaving today: book at the price shown.',
      },
    ],
  });
export type FlightPredictionAnswer = z.infer<typeof FlightPredictionAnswer>;
