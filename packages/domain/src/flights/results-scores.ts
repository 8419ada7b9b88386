/**
 * Spec §3 fare scores of the options of one slice's results (isCheapest, isFastest, isBest, isBestQuality), the
 * Best-of tags derived from them, and the results order by the spec's sort keys. Each flag marks exactly one
 * option (the first by its tie-breaks), so every Best-of tag shows once per list. Scores are relative to the list
 * they are computed over: the caller passes one slice's full results (before the traveler's filters), so a tag
 * does not move as filters change.
 */
import { BEST_OF_TAGS, type BestOfTag, type FlightSortKey } from './enums.ts';
import type { OptionFacts } from './results.ts';

export type FareScore = { isCheapest: boolean; isFastest: boolean; isBest: boolean; isBestQuality: boolean };

/** Per stop and for a self-transfer, added to the Best blend (a stop costs about a tenth of the fastest time). */
export const BEST_STOP_PENALTY = 0.1;
export const BEST_SELF_TRANSFER_PENALTY = 0.25;

/**
 * Best (lower is better): price relative to the cheapest + duration relative to the fastest + 0.1 per stop +
 * 0.25 for a self-transfer. Price and time weigh the same: an option twice the cheapest price is as far from
 * best as one twice the fastest time. 2 is the floor (the cheapest option is also the fastest nonstop).
 */
export function bestBlend(option: OptionFacts, cheapestMinor: number, fastestMinutes: number): number {
  return (
    option.priceMinor / Math.max(1, cheapestMinor) +
    option.durationMinutes / Math.max(1, fastestMinutes) +
    BEST_STOP_PENALTY * option.stops +
    (option.selfTransfer ? BEST_SELF_TRANSFER_PENALTY : 0)
  );
}

/**
 * Best quality (higher is better), the product rather than the price: 3 per rating of the highest shelf sold
 * (a luxury cabin beats a basic-only flight), 1 per shelf sold (more choice), 4 for a nonstop or 2 for one
 * stop, minus 5 for a self-transfer and 2 for a leg on a low-cost carrier.
 */
export function qualityPoints(option: OptionFacts): number {
  const highestShelf = option.shelfRatings.reduce<number>((max, rating) => Math.max(max, rating), 0);
  const shelves = new Set(option.shelfRatings).size;
  const stops = option.stops === 0 ? 4 : option.stops === 1 ? 2 : 0;
  const selfTransfer = option.selfTransfer ? 5 : 0;
  const lowCost = option.airlines.some((airline) => airline.lowCost) ? 2 : 0;
  return 3 * highestShelf + shelves + stops - selfTransfer - lowCost;
}

type Compare = (a: OptionFacts, b: OptionFacts) => number;
const byPrice: Compare = (a, b) => a.priceMinor - b.priceMinor;
const byDuration: Compare = (a, b) => a.durationMinutes - b.durationMinutes;
const byDeparture: Compare = (a, b) => a.departureUtcMinute - b.departureUtcMinute;
const byArrival: Compare = (a, b) => a.arrivalUtcMinute - b.arrivalUtcMinute;
const byStops: Compare = (a, b) => a.stops - b.stops;
const byId: Compare = (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const chain =
  (...compares: Compare[]): Compare =>
  (a, b) => {
    for (const compare of compares) {
      const order = compare(a, b);
      if (order !== 0) return order;
    }
    return 0;
  };

function lowest(options: readonly OptionFacts[], pick: (o: OptionFacts) => number): number {
  return options.reduce((min, option) => Math.min(min, pick(option)), Number.POSITIVE_INFINITY);
}

/** The comparators behind each flag and sort key; `fareScore` needs the list's cheapest and fastest. */
function comparators(options: readonly OptionFacts[]) {
  const cheapest = lowest(options, (o) => o.priceMinor);
  const fastest = lowest(options, (o) => o.durationMinutes);
  const blends = new Map(options.map((o) => [o, bestBlend(o, cheapest, fastest)]));
  const byBlend: Compare = (a, b) => blends.get(a)! - blends.get(b)!;
  const byQuality: Compare = (a, b) => qualityPoints(b) - qualityPoints(a);
  return {
    cheapest: chain(byPrice, byDuration, byDeparture, byId),
    fastest: chain(byDuration, byPrice, byDeparture, byId),
    best: chain(byBlend, byPrice, byDuration, byId),
    quality: chain(byQuality, byDuration, byPrice, byId),
  };
}

function first(options: readonly OptionFacts[], compare: Compare): OptionFacts | undefined {
  return options.reduce<OptionFacts | undefined>(
    (winner, option) => (winner === undefined || compare(option, winner) < 0 ? option : winner),
    undefined,
  );
}

/** One FareScore per option, in the order given. */
export function fareScores(options: readonly OptionFacts[]): FareScore[] {
  const compare = comparators(options);
  const cheapest = first(options, compare.cheapest);
  const fastest = first(options, compare.fastest);
  const best = first(options, compare.best);
  const quality = first(options, compare.quality);
  return options.map((option) => ({
    isCheapest: option === cheapest,
    isFastest: option === fastest,
    isBest: option === best,
    isBestQuality: option === quality,
  }));
}

const TAG_OF: Record<BestOfTag, keyof FareScore> = {
  'Best Overall': 'isBest',
  'Best Price': 'isCheapest',
  'Best Quality': 'isBestQuality',
  Fastest: 'isFastest',
};

/** The spec's Best-of tags of a score, in the spec's order. */
export function bestOfTags(score: FareScore): BestOfTag[] {
  return BEST_OF_TAGS.filter((tag) => score[TAG_OF[tag]]);
}

/**
 * The options in `key` order, each key with tie-breaks so the order is total: arrivalTime and departureTime then
 * duration and price; duration then price and departure; price then duration and departure; stops then price
 * and duration; fareScore by the Best blend (the Best Overall option first) then price and duration. The option
 * id breaks the last tie. Sorting a filtered list by fareScore blends against that list's cheapest and fastest.
 */
export function sortOptions<T extends OptionFacts>(options: readonly T[], key: FlightSortKey): T[] {
  const orders: Record<FlightSortKey, () => Compare> = {
    arrivalTime: () => chain(byArrival, byDuration, byPrice, byId),
    departureTime: () => chain(byDeparture, byDuration, byPrice, byId),
    duration: () => chain(byDuration, byPrice, byDeparture, byId),
    fareScore: () => comparators(options).best,
    price: () => chain(byPrice, byDuration, byDeparture, byId),
    stops: () => chain(byStops, byPrice, byDuration, byId),
  };
  return [...options].sort(orders[key]());
}
