/**
 * Spec §1 flight price prediction: what the partner's forecast means for the traveler. The partner (a model fitted
 * on recorded price histories) says what a traveler who waits can expect to pay; these rules turn that into
 * wait / fair / good / great, a confidence, the expected price range in whole currency units and the words shown.
 * Pure: the partner and the backtest call the same rules, so the benchmark scores what the page says.
 */
import { formatUsd } from '../money.ts';
import type { PredictionRecommendation } from './enums.ts';

/** What the partner learned about a price like this one: ratios to the current price unless said otherwise. */
export type PriceForecast = {
  /** Expected price paid by waiting and following the advice later, divided by the current price. */
  waitRatio: number;
  /** Share of the similar training situations in which waiting paid less than buying, 0 to 1. */
  helpedShare: number;
  /** How many training situations the forecast rests on. */
  samples: number;
  /** The low and high end of the prices expected before departure, divided by the current price. */
  lowRatio: number;
  highRatio: number;
  /** The current price divided by the typical recent price of this route and date (below 1: cheaper). */
  relativeToTypical: number;
};

export type PredictionRules = {
  waitMargin: number;
  minHelpedShare: number;
  minSamples: number;
  greatBelow: number;
  goodBelow: number;
};

export const PREDICTION_RULES: Readonly<PredictionRules> = {
  /**
   * Waiting must be expected to save more than this share of the price, and must have helped in at least
   * `minHelpedShare` of similar situations. Chosen with bench:prediction on held-out routes: the share guards
   * against risky waits better than a margin does (a margin also hides a trough weeks ahead).
   */
  waitMargin: 0,
  minHelpedShare: 0.6,
  /** Fewer training situations than this: the partner does not advise waiting. */
  minSamples: 30,
  /** At or below these shares of the typical price a price to buy is great, or good; above, fair. */
  greatBelow: 0.93,
  goodBelow: 0.985,
};

/** Whether the partner advises waiting: the saving expected, a majority of similar cases, enough evidence. */
export function shouldWait(
  forecast: PriceForecast,
  rules: Readonly<PredictionRules> = PREDICTION_RULES,
): boolean {
  return (
    forecast.samples >= rules.minSamples &&
    forecast.waitRatio < 1 - rules.waitMargin &&
    forecast.helpedShare >= rules.minHelpedShare
  );
}

export function recommendationOf(
  forecast: PriceForecast,
  rules: Readonly<PredictionRules> = PREDICTION_RULES,
): PredictionRecommendation {
  if (shouldWait(forecast, rules)) return 'wait';
  if (forecast.relativeToTypical <= rules.greatBelow) return 'great';
  if (forecast.relativeToTypical <= rules.goodBelow) return 'good';
  return 'fair';
}

/**
 * 0 to 1: how often the advice was right in similar situations, shrunk toward a coin toss when the evidence is
 * thin (20 samples count half), rounded to two decimals for display.
 */
export function confidenceOf(
  forecast: PriceForecast,
  rules: Readonly<PredictionRules> = PREDICTION_RULES,
): number {
  const right = shouldWait(forecast, rules) ? forecast.helpedShare : 1 - forecast.helpedShare;
  const weight = forecast.samples / (forecast.samples + 20);
  const confidence = 0.5 + (Math.min(1, Math.max(0, right)) - 0.5) * weight;
  return Math.round(Math.max(0, Math.min(1, confidence)) * 100) / 100;
}

/**
 * The expected range in minor units of whole currency units: the low end rounded down and never above the
 * current price, the high end rounded up and never below it, so the range always contains today's price.
 */
export function expectedRange(
  currentMinor: number,
  forecast: PriceForecast,
): { minPriceMinor: number; maxPriceMinor: number } {
  const low = Math.min(currentMinor, currentMinor * Math.max(0, forecast.lowRatio));
  const high = Math.max(currentMinor, currentMinor * forecast.highRatio);
  const down = Math.floor(low / 100) * 100;
  const up = Math.ceil(high / 100) * 100;
  return { minPriceMinor: Math.max(0, down), maxPriceMinor: up };
}

/** A price as shown in the prediction: whole dollars ("$412"). */
export function predictionPriceDisplay(amountMinor: number): string {
  return formatUsd(amountMinor, { wholeUnits: true });
}

/** The sentence under the recommendation. */
export function predictionDisplayText(
  recommendation: PredictionRecommendation,
  range: { minPriceMinor: number; maxPriceMinor: number },
): string {
  const low = predictionPriceDisplay(range.minPriceMinor);
  const high = predictionPriceDisplay(range.maxPriceMinor);
  switch (recommendation) {
    case 'wait':
      return `Prices are likely to drop. We expect them to go as low as ${low} before departure, so wait to book.`;
    case 'fair':
      return `This is a fair price. We expect prices between ${low} and ${high} before departure.`;
    case 'good':
      return `This is a good price, lower than usual for this trip. We expect prices between ${low} and ${high}.`;
    case 'great':
      return `This is a great price, well below what this trip usually costs. Book now.`;
  }
}
