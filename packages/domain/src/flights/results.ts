/**
 * Flight results rules (spec §3 stop, flight and airline filters; spec §9 time-of-day buckets; a price range; the
 * spec §5 "In policy" filter;
 * with results-scores.ts the fare scores, Best-of tags and sort keys, re-exported here), shared by the API (third-party clients' query) and the web (client-side sort and filters). They read
 * `OptionFacts`, the few facts of one slice option that do not depend on the contract's shape, so both sides
 * build them from what they hold and get the same answer. Callers may extend OptionFacts with their own fields:
 * every function keeps the objects it is given.
 */
import { isInPolicy } from '../policy/evaluate.ts';
import type { PolicyEvaluation } from '../policy/tier.ts';
import type { FareShelfRating, FlightFilter, StopFilter, TimeOfDayBucket } from './enums.ts';

// One import for the results page and the search service: the fare scores, Best-of tags and sort keys too.
export {
  type FareScore,
  bestBlend,
  bestOfTags,
  fareScores,
  qualityPoints,
  sortOptions,
} from './results-scores.ts';
export { optionFacts, type FactsLookups } from './results-facts.ts';

export type OptionFacts = {
  /** The slice option's id: the last tie-break, so an order never depends on the supplier's. */
  id: string;
  departureUtcMinute: number;
  arrivalUtcMinute: number;
  /** Wall-clock hour (0-23) of the first departure at its airport, and of the last arrival at its airport. */
  departureLocalHour: number;
  arrivalLocalHour: number;
  durationMinutes: number;
  stops: number;
  /** One per leg: the marketing airline and whether it is a low-cost carrier. */
  airlines: readonly { code: string; lowCost: boolean }[];
  /** One per layover (legs - 1). */
  layoverMinutes: readonly number[];
  /** The lowest fare of the option (per adult), in minor units. */
  priceMinor: number;
  /** The shelves the option sells (spec §3 ratings 0 basic to 4 luxury). */
  shelfRatings: readonly FareShelfRating[];
  /** A layover is a self-transfer (virtual interline). */
  selfTransfer: boolean;
  /**
   * Spec §5: each fare's evaluation against the traveler's corporate tier, as its badge shows it; left out (or
   * undefined per fare) where nothing judged the fares: a consumer, a tier that restricts nothing.
   */
  farePolicies?: readonly (Pick<PolicyEvaluation, 'inPolicy'> | undefined)[];
};

/** ShortLayover: every layover is 2 hours or less (a nonstop has none, so it passes). */
export const SHORT_LAYOVER_MAX_MINUTES = 120;

/**
 * Spec §9 time-of-day buckets, by the local wall-clock hour at the airport: early morning 00:00-05:59, morning
 * 06:00-11:59, afternoon 12:00-17:59, evening 18:00-23:59. `from` inclusive, `until` exclusive.
 */
export const TIME_OF_DAY_HOURS: Record<TimeOfDayBucket, { from: number; until: number }> = {
  earlyMorning: { from: 0, until: 6 },
  morning: { from: 6, until: 12 },
  afternoon: { from: 12, until: 18 },
  evening: { from: 18, until: 24 },
};

export function timeOfDayBucket(localHour: number): TimeOfDayBucket {
  if (localHour < 6) return 'earlyMorning';
  if (localHour < 12) return 'morning';
  if (localHour < 18) return 'afternoon';
  return 'evening';
}

export type ResultFilters = {
  /** Default any. */
  stops?: StopFilter;
  /** A combination (all must hold); NoFilter or an empty list keeps everything. */
  flight?: readonly FlightFilter[];
  /**
   * Airline codes (the spec's AA B6 DL F9 NK UA, or any other carrier's code) and/or ExcludeLcc. With codes, an
   * option is kept when every leg is marketed by one of them ("fly only these airlines"); ExcludeLcc drops an
   * option with any leg on a low-cost carrier. Both apply when both are given. Empty keeps everything.
   */
  airlines?: readonly string[];
  /** Buckets of the first departure's local hour; empty keeps everything. */
  departureTimes?: readonly TimeOfDayBucket[];
  /** Buckets of the last arrival's local hour; empty keeps everything. */
  arrivalTimes?: readonly TimeOfDayBucket[];
  /** Inclusive bounds on priceMinor; either may be left out. */
  priceMinor?: { min?: number; max?: number };
  /** Spec §5 "In policy": only options with a fare in policy. Default off. */
  inPolicy?: boolean;
};

const MAX_STOPS_BY_FILTER: Record<StopFilter, number> = {
  any: Number.POSITIVE_INFINITY,
  none: 0,
  oneOrLess: 1,
  twoOrLess: 2,
};

export function passesStopFilter(option: OptionFacts, filter: StopFilter): boolean {
  return option.stops <= MAX_STOPS_BY_FILTER[filter];
}

const hasLowCost = (option: OptionFacts) => option.airlines.some((airline) => airline.lowCost);

const FLIGHT_FILTER_TESTS: Record<FlightFilter, (option: OptionFacts) => boolean> = {
  NoFilter: () => true,
  ShortLayover: (option) => option.layoverMinutes.every((minutes) => minutes <= SHORT_LAYOVER_MAX_MINUTES),
  NonStop: (option) => option.stops === 0,
  NoLCC: (option) => !hasLowCost(option),
};

export function passesFlightFilters(option: OptionFacts, filters: readonly FlightFilter[]): boolean {
  return filters.every((filter) => FLIGHT_FILTER_TESTS[filter](option));
}

export function passesAirlineFilter(option: OptionFacts, airlines: readonly string[]): boolean {
  if (airlines.includes('ExcludeLcc') && hasLowCost(option)) return false;
  const codes = airlines.filter((code) => code !== 'ExcludeLcc');
  return codes.length === 0 || option.airlines.every((airline) => codes.includes(airline.code));
}

/**
 * An option is in policy when one of its fares is (by the rule its badges follow): the traveler can book it
 * without giving a reason. An option whose fares nobody judged passes.
 */
export function hasFareInPolicy(option: Pick<OptionFacts, 'farePolicies'>): boolean {
  return !option.farePolicies || option.farePolicies.some(isInPolicy);
}

/** Whether any option's fares were judged against a policy (the "In policy" filter is offered only then). */
export function carriesPolicyFacts(options: readonly Pick<OptionFacts, 'farePolicies'>[]): boolean {
  return options.some((option) => option.farePolicies?.some((policy) => policy !== undefined) ?? false);
}

function passesBuckets(localHour: number, buckets: readonly TimeOfDayBucket[] | undefined): boolean {
  return !buckets || buckets.length === 0 || buckets.includes(timeOfDayBucket(localHour));
}

export function passesFilters(option: OptionFacts, filters: ResultFilters): boolean {
  const price = filters.priceMinor;
  return (
    passesStopFilter(option, filters.stops ?? 'any') &&
    passesFlightFilters(option, filters.flight ?? []) &&
    passesAirlineFilter(option, filters.airlines ?? []) &&
    passesBuckets(option.departureLocalHour, filters.departureTimes) &&
    passesBuckets(option.arrivalLocalHour, filters.arrivalTimes) &&
    (price?.min === undefined || option.priceMinor >= price.min) &&
    (price?.max === undefined || option.priceMinor <= price.max) &&
    (!filters.inPolicy || hasFareInPolicy(option))
  );
}

export function filterOptions<T extends OptionFacts>(options: readonly T[], filters: ResultFilters): T[] {
  return options.filter((option) => passesFilters(option, filters));
}

/** The price slider's ends: the lowest and highest priceMinor, or null for no options. */
export function priceBounds(options: readonly OptionFacts[]): { min: number; max: number } | null {
  if (options.length === 0) return null;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const option of options) {
    min = Math.min(min, option.priceMinor);
    max = Math.max(max, option.priceMinor);
  }
  return { min, max };
}

/** The airlines the options fly (for the airline filter's choices), each with its options' lowest price. */
export function airlineChoices(
  options: readonly OptionFacts[],
): { code: string; lowestPriceMinor: number }[] {
  const lowest = new Map<string, number>();
  for (const option of options) {
    for (const { code } of option.airlines) {
      lowest.set(code, Math.min(lowest.get(code) ?? Number.POSITIVE_INFINITY, option.priceMinor));
    }
  }
  return [...lowest]
    .map(([code, lowestPriceMinor]) => ({ code, lowestPriceMinor }))
    .sort((a, b) => a.lowestPriceMinor - b.lowestPriceMinor || (a.code < b.code ? -1 : 1));
}
