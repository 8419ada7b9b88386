// The embedded partner's model, in the manner of Etzioni et al. (KDD 2003, "To Buy or Not to Buy"): features of
// a price seen today (days to departure, the price against the route and date's recent typical price, the recent
// trend), a table of similar situations learned from recorded histories, and Q-learning's backward pass: the value
// of waiting at d days out is what a traveler who waits and follows the advice from then on actually paid in the
// training histories. Pure and in memory: the partner feeds it rows of flight_price_history, the backtest feeds it
// the histories it recorded. It never sees how the supplier prices (see isolation.test.ts).
import {
  PREDICTION_RULES,
  shouldWait,
  type PredictionRules,
  type PriceForecast,
} from '@portal/domain/flights/prediction';

/** Lowest price per days-to-departure (index), NaN where nothing was observed. Index 0 is departure day. */
export type PriceSeries = Float64Array;

export type Features = {
  dayBucket: number;
  /** Days since the lowest price seen so far for this route and date (0: today is the lowest). */
  sinceLowBucket: number;
  /** Today's price against the lowest seen so far. */
  aboveLowBucket: number;
  /** Today's price against the recent typical price: what makes a price good or great. */
  rel: number;
};

/** How many past days form the route and date's "typical" price. */
const TYPICAL_WINDOW = 21;
const SINCE_LOW_EDGES = [1, 3, 8, 15];
const ABOVE_LOW_EDGES = [1.004, 1.02, 1.05, 1.1];
/** Prior weight of the coarser cell when a cell has few samples (hierarchical shrinkage). */
const SHRINK = 10;
/** How far ahead the high end of the expected range looks. */
const HIGH_HORIZON = 7;

function bucketOf(value: number, edges: readonly number[]): number {
  let i = 0;
  while (i < edges.length && value >= (edges[i] ?? Infinity)) i += 1;
  return i;
}

/** Each day inside 60 days is its own bucket (the fences fall on exact days); coarser further out. */
export function dayBucketOf(daysOut: number): number {
  if (daysOut <= 60) return daysOut;
  if (daysOut <= 90) return 61 + Math.floor((daysOut - 61) / 5);
  return 70 + Math.floor((daysOut - 91) / 15);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * The features of the price at `daysOut`, from what was observed that day and before (larger days out). The
 * lowest price so far and how long ago it was tell where the route is on its curve: still falling (the low is
 * today), flat at the bottom, or climbing past it; no route-specific parameter is needed.
 */
export function featuresAt(series: PriceSeries, daysOut: number): Features {
  const price = series[daysOut] ?? NaN;
  const window: number[] = [];
  let low = price;
  let lowAt = daysOut;
  for (let d = daysOut; d < series.length; d += 1) {
    const seen = series[d];
    if (seen === undefined || Number.isNaN(seen)) continue;
    if (d < daysOut + TYPICAL_WINDOW) window.push(seen);
    if (seen < low) {
      low = seen;
      lowAt = d;
    }
  }
  return {
    dayBucket: dayBucketOf(daysOut),
    sinceLowBucket: bucketOf(lowAt - daysOut, SINCE_LOW_EDGES),
    aboveLowBucket: bucketOf(price / low, ABOVE_LOW_EDGES),
    rel: window.length >= 3 ? price / median(window) : 1,
  };
}

type Stats = {
  n: number;
  wait: number;
  helped: number;
  low: number;
  lowSq: number;
  high: number;
  highSq: number;
};
type Sample = { wait: number; helped: boolean; low: number; high: number };

const emptyStats = (): Stats => ({ n: 0, wait: 0, helped: 0, low: 0, lowSq: 0, high: 0, highSq: 0 });

export type PredictionModel = {
  cells: Map<string, Stats>;
  /** Training situations (a price seen with a later price to compare). */
  samples: number;
  /** Route and departure date histories it learned from. */
  histories: number;
};

function keysOf(f: Features): [string, string, string] {
  return [
    `${f.dayBucket}`,
    `${f.dayBucket}|${f.sinceLowBucket}`,
    `${f.dayBucket}|${f.sinceLowBucket}|${f.aboveLowBucket}`,
  ];
}

function add(model: PredictionModel, f: Features, sample: Sample): void {
  for (const key of keysOf(f)) {
    const s = model.cells.get(key) ?? emptyStats();
    s.n += 1;
    s.wait += sample.wait;
    s.helped += sample.helped ? 1 : 0;
    s.low += sample.low;
    s.lowSq += sample.low * sample.low;
    s.high += sample.high;
    s.highSq += sample.high * sample.high;
    model.cells.set(key, s);
  }
}

type Estimate = {
  n: number;
  wait: number;
  helped: number;
  low: number;
  lowSd: number;
  high: number;
  highSd: number;
};

function shrink(stats: Stats | undefined, prior: Estimate | null): Estimate | null {
  if (!stats || stats.n === 0) return prior;
  const k = prior ? SHRINK : 0;
  const mix = (sum: number, priorValue: number) => (sum + k * priorValue) / (stats.n + k);
  const sd = (sum: number, sq: number) => Math.sqrt(Math.max(0, sq / stats.n - (sum / stats.n) ** 2));
  return {
    n: stats.n,
    wait: mix(stats.wait, prior?.wait ?? 0),
    helped: mix(stats.helped, prior?.helped ?? 0),
    low: mix(stats.low, prior?.low ?? 0),
    lowSd: sd(stats.low, stats.lowSq),
    high: mix(stats.high, prior?.high ?? 0),
    highSd: sd(stats.high, stats.highSq),
  };
}

/** The forecast for a price with these features, or null when the model never saw that many days out. */
export function forecastOf(model: PredictionModel, f: Features): PriceForecast | null {
  const [dayKey, relKey, fullKey] = keysOf(f);
  const day = shrink(model.cells.get(dayKey), null);
  const rel = shrink(model.cells.get(relKey), day);
  const full = shrink(model.cells.get(fullKey), rel);
  if (!full || !rel) return null;
  return {
    waitRatio: full.wait,
    helpedShare: full.helped,
    samples: rel.n,
    lowRatio: Math.min(1, full.low - 1.28 * full.lowSd),
    highRatio: Math.max(1, full.high + 1.28 * full.highSd),
    relativeToTypical: f.rel,
  };
}

/** The nearest observed day closer to departure than `daysOut` (at least 1: the traveler buys the day before). */
function nextObserved(series: PriceSeries, daysOut: number): number | null {
  for (let d = daysOut - 1; d >= 1; d -= 1) if (!Number.isNaN(series[d] ?? NaN)) return d;
  return null;
}

/**
 * Learns from histories, closest to departure first: at each day the value of waiting is what the traveler paid
 * by waiting to the next observation and going on from there as the already learned days advise (with the same
 * rules as the advice, so the values are those of the policy the traveler is given).
 */
export function fitModel(
  histories: readonly PriceSeries[],
  maxDaysOut = 120,
  rules: Readonly<PredictionRules> = PREDICTION_RULES,
): PredictionModel {
  const model: PredictionModel = { cells: new Map(), samples: 0, histories: histories.length };
  const paid = histories.map((series) => new Float64Array(series.length).fill(NaN));
  for (let d = 1; d <= maxDaysOut; d += 1) {
    const pending: { index: number; features: Features; next: number }[] = [];
    histories.forEach((series, index) => {
      const price = series[d] ?? NaN;
      if (Number.isNaN(price)) return;
      const next = nextObserved(series, d);
      const value = next === null ? NaN : (paid[index]?.[next] ?? NaN);
      if (next === null || Number.isNaN(value)) {
        paid[index]![d] = price;
        return;
      }
      let low = Infinity;
      let high = 0;
      for (let ahead = d - 1; ahead >= 1; ahead -= 1) {
        const seen = series[ahead] ?? NaN;
        if (Number.isNaN(seen)) continue;
        low = Math.min(low, seen / price);
        if (ahead >= d - HIGH_HORIZON) high = Math.max(high, seen / price);
      }
      const features = featuresAt(series, d);
      add(model, features, { wait: value / price, helped: value < price, low, high: Math.max(high, 1) });
      model.samples += 1;
      pending.push({ index, features, next });
    });
    for (const { index, features, next } of pending) {
      const forecast = forecastOf(model, features);
      const series = histories[index]!;
      paid[index]![d] = forecast && shouldWait(forecast, rules) ? paid[index]![next]! : series[d]!;
    }
  }
  return model;
}

/** A series from observations: days out computed by the caller (the date arithmetic is the caller's). */
export function seriesOf(
  observations: readonly { daysOut: number; price: number }[],
  length = 181,
): PriceSeries {
  const series = new Float64Array(length).fill(NaN);
  for (const { daysOut, price } of observations) {
    if (daysOut >= 0 && daysOut < length) series[daysOut] = Math.min(series[daysOut] || Infinity, price);
  }
  return series;
}
