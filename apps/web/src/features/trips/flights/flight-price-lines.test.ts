import { describe, expect, it } from 'vitest';
import { usd } from '../trip-fixtures.ts';
import { makeFlightTrip } from './flight-trip-fixtures.ts';
import { flightPriceLines } from './flight-price-lines.tsx';

const labels = (lines: ReturnType<typeof flightPriceLines>) => lines.map((l) => l.label);

describe('flight price lines', () => {
  it.each([
    ['as booked', {}, ['Fares', 'Taxes and carrier fees', 'Total']],
    [
      'booked by an agent',
      { price: { baseFare: usd(1800), taxes: usd(345.5), agentFee: usd(10), changes: usd(0) } },
      ['Fares', 'Taxes and carrier fees', 'Agent fee', 'Total'],
    ],
    [
      'after an exchange that cost more',
      {
        price: { baseFare: usd(1800), taxes: usd(345.5), agentFee: usd(0), changes: usd(212.4) },
        total: usd(2357.9),
      },
      ['Fares', 'Taxes and carrier fees', 'Flight changes', 'Total'],
    ],
  ])('%s', (_name, patch, expected) => {
    expect(labels(flightPriceLines(makeFlightTrip(patch)))).toEqual(expected);
  });
});
