import { describe, expect, it } from 'vitest';
import { FlightPredictionAnswer } from '@portal/contracts/flight-prediction';
import { predictionRequestOf, toFlightPrediction } from './prediction-api.ts';

const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });

describe('flights prediction answer', () => {
  it("maps the contract's Available answer onto the panel's shape", () => {
    const answer = FlightPredictionAnswer.parse({
      status: 'Available',
      recommendation: 'good',
      currentPrice: { fiat: usd(301.4), display: '$301' },
      minPrice: { fiat: usd(280), display: '$280' },
      maxPrice: { fiat: usd(350), display: '$350' },
      confidence: 0.8,
      displayText: 'This is a good price. Book now.',
      history: [
        { observedOn: '2026-11-26', price: usd(310) },
        { observedOn: '2026-11-27', price: usd(301.4) },
      ],
    });
    expect(toFlightPrediction(answer)).toEqual({
      recommendation: 'good',
      text: 'This is a good price. Book now.',
      minPrice: { value: 280, display: '$280' },
      maxPrice: { value: 350, display: '$350' },
      currentPrice: 301.4,
      currencySymbol: '$',
      confidence: 0.8,
      history: [
        { date: '2026-11-26', price: 310 },
        { date: '2026-11-27', price: 301.4 },
      ],
    });
  });

  it('has no prediction when the partner answers NotAvailable', () => {
    const answer = FlightPredictionAnswer.parse({
      status: 'NotAvailable',
      reason: 'TooCloseToDeparture',
      displayText: 'No prediction for flights leaving today: book at the price shown.',
    });
    expect(toFlightPrediction(answer)).toBeNull();
  });

  it('asks for the first slice, with the return date only for a round trip', () => {
    const slices = [
      { origin: 'ORD', destination: 'LAX', departureDate: '2027-01-10' },
      { origin: 'LAX', destination: 'ORD', departureDate: '2027-01-17' },
    ];
    const base = { slices, cabin: 'Economy' } as const;
    expect(predictionRequestOf({ ...base, tripType: 'round_trip' } as never)).toEqual({
      origin: 'ORD',
      destination: 'LAX',
      departureDate: '2027-01-10',
      returnDate: '2027-01-17',
    });
    expect(predictionRequestOf({ ...base, tripType: 'open_jaw' } as never).returnDate).toBeNull();
  });
});
