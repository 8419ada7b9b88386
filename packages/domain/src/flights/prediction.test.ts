import { describe, expect, it } from 'vitest';
import {
  confidenceOf,
  expectedRange,
  PREDICTION_RULES,
  predictionDisplayText,
  predictionPriceDisplay,
  recommendationOf,
  shouldWait,
  type PriceForecast,
} from './prediction.ts';

const base: PriceForecast = {
  waitRatio: 1,
  helpedShare: 0.3,
  samples: 200,
  lowRatio: 0.9,
  highRatio: 1.1,
  relativeToTypical: 1,
};
const f = (overrides: Partial<PriceForecast>): PriceForecast => ({ ...base, ...overrides });

describe('recommendationOf (spec §1: wait, fair, good, great)', () => {
  it.each([
    [
      'waiting expected to save 5%, helped most similar cases',
      f({ waitRatio: 0.95, helpedShare: 0.7 }),
      'wait',
    ],
    [
      'saving just under the margin',
      f({ waitRatio: 1 - PREDICTION_RULES.waitMargin + 0.001, helpedShare: 0.9 }),
      'fair',
    ],
    ['saving expected but waiting helped only a minority', f({ waitRatio: 0.9, helpedShare: 0.4 }), 'fair'],
    ['saving expected on too little evidence', f({ waitRatio: 0.9, helpedShare: 0.8, samples: 10 }), 'fair'],
    ['buy, price typical', f({ relativeToTypical: 1.0 }), 'fair'],
    ['buy, price above typical', f({ relativeToTypical: 1.2 }), 'fair'],
    ['buy, price a little below typical', f({ relativeToTypical: 0.97 }), 'good'],
    ['buy, at the good edge', f({ relativeToTypical: PREDICTION_RULES.goodBelow }), 'good'],
    ['buy, well below typical (a sale)', f({ relativeToTypical: 0.85 }), 'great'],
    ['buy, at the great edge', f({ relativeToTypical: PREDICTION_RULES.greatBelow }), 'great'],
    ['wait wins over a low price', f({ relativeToTypical: 0.8, waitRatio: 0.9, helpedShare: 0.8 }), 'wait'],
  ] as const)('%s -> %s', (_, forecast, expected) => {
    expect(recommendationOf(forecast)).toBe(expected);
    expect(shouldWait(forecast)).toBe(expected === 'wait');
  });

  it('takes other rules (the backtest explores them)', () => {
    const forecast = f({ waitRatio: 0.99, helpedShare: 0.55 });
    expect(recommendationOf(forecast)).toBe('fair');
    expect(recommendationOf(forecast, { ...PREDICTION_RULES, minHelpedShare: 0.5 })).toBe('wait');
    expect(recommendationOf(forecast, { ...PREDICTION_RULES, minHelpedShare: 0.5, waitMargin: 0.02 })).toBe(
      'fair',
    );
  });
});

describe('confidenceOf', () => {
  it.each([
    ['wait, helped 80% of 200 cases', f({ waitRatio: 0.9, helpedShare: 0.8 }), 0.77],
    ['buy, waiting helped 10% of 200 cases', f({ helpedShare: 0.1 }), 0.86],
    ['buy, a coin toss', f({ helpedShare: 0.5 }), 0.5],
    ['buy, waiting never helped, 20 cases: half weight', f({ helpedShare: 0, samples: 20 }), 0.75],
    ['no evidence at all', f({ helpedShare: 0, samples: 0 }), 0.5],
  ] as const)('%s -> %s', (_, forecast, expected) => {
    expect(confidenceOf(forecast)).toBe(expected);
  });
});

describe('expectedRange: whole units, always containing the current price', () => {
  it.each([
    ['range around the price', 41_250, f({ lowRatio: 0.9, highRatio: 1.1 }), 37_100, 45_400],
    [
      'low end above the price is clamped to it',
      41_250,
      f({ lowRatio: 1.05, highRatio: 1.2 }),
      41_200,
      49_500,
    ],
    [
      'high end below the price is clamped to it',
      41_250,
      f({ lowRatio: 0.8, highRatio: 0.95 }),
      33_000,
      41_300,
    ],
    ['already whole', 40_000, f({ lowRatio: 1, highRatio: 1 }), 40_000, 40_000],
    ['a negative ratio never gives a negative price', 10_000, f({ lowRatio: -0.2 }), 0, 11_000],
  ] as const)('%s', (_, current, forecast, min, max) => {
    expect(expectedRange(current, forecast)).toEqual({ minPriceMinor: min, maxPriceMinor: max });
  });
});

describe('display', () => {
  it('shows whole dollars', () => {
    expect(predictionPriceDisplay(41_250)).toBe('$413');
    expect(predictionPriceDisplay(123_449)).toBe('$1,234');
  });

  it.each([
    [
      'wait',
      'Prices are likely to drop. We expect them to go as low as $371 before departure, so wait to book.',
    ],
    ['fair', 'This is a fair price. We expect prices between $371 and $454 before departure.'],
    ['good', 'This is a good price, lower than usual for this trip. We expect prices between $371 and $454.'],
    ['great', 'This is a great price, well below what this trip usually costs. Book now.'],
  ] as const)('%s', (recommendation, text) => {
    expect(predictionDisplayText(recommendation, { minPriceMinor: 37_100, maxPriceMinor: 45_400 })).toBe(
      text,
    );
  });
});
