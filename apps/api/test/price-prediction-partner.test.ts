import { describe, expect, it } from 'vitest';
import { shouldWait } from '@portal/domain/flights/prediction';
import {
  featuresAt,
  fitModel,
  forecastOf,
  seriesOf,
} from '../src/providers/price-prediction/prediction-model.ts';

// The partner's model on hand-made histories: it must learn what the histories show and nothing else.

/** A history observed from `from` days out to 1 day out, priced by `price(daysOut)`. */
const history = (price: (daysOut: number) => number, from = 120) =>
  seriesOf(Array.from({ length: from }, (_, i) => ({ daysOut: from - i, price: price(from - i) })));

// Falling to a trough at 30 days, then climbing: the classic shape.
const vShape = (wiggle: number) => (d: number) =>
  Math.round(
    40_000 * (d >= 30 ? 1 + (d - 30) * 0.004 : 1 + (30 - d) * 0.01) * (1 + wiggle * ((d * 7) % 3) * 0.001),
  );
// Climbing all the way.
const rising = (wiggle: number) => (d: number) =>
  Math.round(40_000 * (1 + (120 - d) * 0.004) + wiggle * (d % 2));

describe('prediction model', () => {
  const vModel = fitModel(Array.from({ length: 60 }, (_, i) => history(vShape(i % 5))));
  const riseModel = fitModel(Array.from({ length: 60 }, (_, i) => history(rising(i % 5))));

  it('advises waiting while the histories it learned from kept falling, buying once they climbed', () => {
    const test = history(vShape(2));
    const at = (d: number) => forecastOf(vModel, featuresAt(test, d))!;
    expect(shouldWait(at(60))).toBe(true);
    expect(at(60).waitRatio).toBeLessThan(0.95);
    expect(shouldWait(at(20))).toBe(false);
    expect(shouldWait(at(5))).toBe(false);
  });

  it('never advises waiting where prices only ever rose', () => {
    const test = history(rising(3));
    for (const d of [100, 60, 30, 10, 2])
      expect(shouldWait(forecastOf(riseModel, featuresAt(test, d))!)).toBe(false);
  });

  it('expects a range containing what followed, and knows nothing of days it never saw', () => {
    const test = history(vShape(1));
    const forecast = forecastOf(vModel, featuresAt(test, 60))!;
    expect(forecast.lowRatio).toBeLessThan(0.95);
    expect(forecast.highRatio).toBeGreaterThanOrEqual(1);
    expect(forecastOf(fitModel([history(vShape(0), 20)]), featuresAt(test, 60))).toBeNull();
  });

  it('learns from histories with gaps (searches are not daily) and counts its samples', () => {
    const gappy = Array.from({ length: 40 }, (_, i) =>
      seriesOf(
        Array.from({ length: 120 }, (_, k) => 120 - k)
          .filter((d) => (d + i) % 3 !== 0)
          .map((d) => ({ daysOut: d, price: vShape(0)(d) })),
      ),
    );
    const model = fitModel(gappy);
    expect(model.histories).toBe(40);
    expect(model.samples).toBeGreaterThan(40 * 70);
    expect(shouldWait(forecastOf(model, featuresAt(history(vShape(0)), 70))!)).toBe(true);
  });
});
