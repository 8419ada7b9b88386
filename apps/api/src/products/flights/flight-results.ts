// The one seam between the flights API and the domain's results rules (packages/domain/src/flights/results*.ts and
// trip.ts: fare scores, Best-of tags, sort keys, stop / flight / airline / time-of-day / price filters, the trip's
// multi-ticket type), which the web applies to the same options, so both always agree.
import type { BestOfTag, MultiTicketType } from '@portal/domain/flights/enums';
import type { Airline, SliceOption } from '@portal/domain/flights/model';
import {
  bestOfTags,
  fareScores,
  filterOptions,
  optionFacts,
  sortOptions,
  type FactsLookups,
  type FareScore,
  type OptionFacts,
  type ResultFilters,
} from '@portal/domain/flights/results';
import { multiTicketTypeOf } from '@portal/domain/flights/trip';
import { majorToMinor } from '@portal/domain/money';
import type { FlightSearchRequest } from '@portal/contracts/flights';

export type RankedOption = {
  option: SliceOption;
  fareScore: FareScore;
  bestOfTags: BestOfTag[];
  multiTicketType: MultiTicketType;
};

export type ResultsLookups = {
  airlines: ReadonlyMap<string, Airline>;
  /** The IANA zone of an airport (UTC for one without reference data). */
  timeZone: (airport: string) => string;
};

/** One ticket: the same airline, or two airlines of one alliance (the reference data's alliances). */
export function interlinesWith(airlines: ReadonlyMap<string, Airline>) {
  return (a: string, b: string): boolean => {
    if (a === b) return true;
    const alliance = airlines.get(a)?.alliance ?? null;
    return alliance !== null && alliance === airlines.get(b)?.alliance;
  };
}

function ticketingOf(option: SliceOption) {
  return {
    airlines: option.connection.legs.map((leg) => leg.marketingAirline),
    selfTransfer: option.connection.selfTransferAt.some(Boolean),
  };
}

/** The trip's multi-ticket type from its chosen slice options (spec §3 booked itinerary). */
export function tripMultiTicketType(
  options: readonly SliceOption[],
  airlines: ReadonlyMap<string, Airline>,
): MultiTicketType {
  return multiTicketTypeOf(options.map(ticketingOf), interlinesWith(airlines));
}

/** The contract's filters in the domain's terms (the price range from fiat major units to minor units). */
export function toResultFilters(filters: FlightSearchRequest['filters']): ResultFilters {
  if (!filters) return {};
  const { price, ...rest } = filters;
  return {
    ...rest,
    ...(price
      ? {
          priceMinor: {
            ...(price.min === undefined ? {} : { min: majorToMinor(price.min) }),
            ...(price.max === undefined ? {} : { max: majorToMinor(price.max) }),
          },
        }
      : {}),
  };
}

type Faceted = OptionFacts & { option: SliceOption };

/**
 * Rankings by the supplier's options array and the query's sort and filters: the supplier answers the same array
 * to every search of a route and day (its slice cache) and the ranking is a pure function of it, the query and the
 * reference data, so each busy route is ranked once per way of asking. Callers only read the rankings.
 */
const rankings = new WeakMap<readonly SliceOption[], Map<string, RankedOption[]>>();
/** Ways of asking kept per options array (sorts times filters a busy route is searched with). */
const RANKINGS_PER_SLICE = 16;

/**
 * One slice's options: scored among all of the slice's options (a filter narrows what is shown, not what
 * "cheapest" or "fastest" means), then filtered and sorted as the request asks; without a sort key, in the
 * supplier's order.
 */
export function rankSlice(
  options: readonly SliceOption[],
  query: Pick<FlightSearchRequest, 'sort' | 'filters'>,
  lookups: ResultsLookups,
): readonly RankedOption[] {
  let byQuery = rankings.get(options);
  if (!byQuery) {
    byQuery = new Map();
    rankings.set(options, byQuery);
  }
  const key = JSON.stringify([query.sort ?? null, query.filters ?? null]);
  let ranked = byQuery.get(key);
  if (!ranked) {
    ranked = rankOptions(options, query, lookups);
    if (byQuery.size >= RANKINGS_PER_SLICE) byQuery.clear();
    byQuery.set(key, ranked);
  }
  return ranked;
}

function rankOptions(
  options: readonly SliceOption[],
  query: Pick<FlightSearchRequest, 'sort' | 'filters'>,
  lookups: ResultsLookups,
): RankedOption[] {
  const factsLookups: FactsLookups = {
    airline: (code) => lookups.airlines.get(code),
    timeZone: lookups.timeZone,
  };
  const interlines = interlinesWith(lookups.airlines);
  // An option without a leg or a fare cannot be shown or booked (the contract needs both): left out.
  const facts: Faceted[] = options
    .filter((option) => option.connection.legs.length > 0 && option.fares.length > 0)
    .map((option) => ({ ...optionFacts(option, factsLookups), option }));
  const scores = new Map(fareScores(facts).map((score, i) => [facts[i]!.option, score]));
  const kept = filterOptions(facts, toResultFilters(query.filters));
  const ordered = query.sort ? sortOptions(kept, query.sort) : kept;
  return ordered.map(({ option }) => {
    const fareScore = scores.get(option)!;
    return {
      option,
      fareScore,
      bestOfTags: bestOfTags(fareScore),
      multiTicketType: multiTicketTypeOf([ticketingOf(option)], interlines),
    };
  });
}
