// The web's side of the results rules: it builds the domain's OptionFacts from the contract's FlightOption and
// calls the same filter and sort functions the API applies (packages/domain/src/flights/results*.ts), so a list
// filtered in the browser matches what a third-party client gets from the API for the same view.
import type { FlightOption } from '@portal/contracts/flights';
import type { FareShelfRating } from '@portal/domain/flights/enums';
import {
  carriesPolicyFacts,
  filterOptions,
  priceBounds,
  sortOptions,
  type OptionFacts,
  type ResultFilters,
} from '@portal/domain/flights/results';
import { majorToMinor, minorToMajor } from '@portal/domain/money';
import type { ResultsView } from './results-view.ts';

type Faceted = OptionFacts & { option: FlightOption };

/** Whether an airline is a low-cost carrier (the answer's airline reference data). */
export type LowCostLookup = (airlineCode: string) => boolean;

/** The wall-clock hour of a local time ("2026-12-01T07:05") at its airport. */
const localHour = (localTime: string) => Number(localTime.slice(11, 13));
/** A zoned time ("2026-12-01T07:05:00-05:00") as minutes since the epoch; 0 when unreadable. */
const utcMinute = (zoned: string) => Math.floor((Date.parse(zoned) || 0) / 60_000);

/** The domain's facts of one contract option (the same facts the API builds from the supplier's option). */
export function flightOptionFacts(option: FlightOption, lowCost: LowCostLookup): OptionFacts {
  const segments = option.segments;
  const first = segments[0]!;
  const last = segments[segments.length - 1]!;
  return {
    id: option.sliceId,
    departureUtcMinute: utcMinute(first.zonedScheduledDeparture),
    arrivalUtcMinute: utcMinute(last.zonedScheduledArrival),
    departureLocalHour: localHour(first.scheduledDeparture),
    arrivalLocalHour: localHour(last.scheduledArrival),
    durationMinutes: option.durationMinutes,
    stops: option.stops,
    airlines: segments.map((s) => ({
      code: s.marketingAirline.code,
      lowCost: lowCost(s.marketingAirline.code),
    })),
    // The contract puts each layover on the segment before it; the last segment's 0 is not a layover.
    layoverMinutes: segments.slice(0, -1).map((s) => s.stopoverDurationMinutes),
    priceMinor: Math.min(...option.fares.map((f) => majorToMinor(f.amount.fiat.value))),
    shelfRatings: option.fares.map((f) => f.fareShelf.rating as FareShelfRating),
    selfTransfer: segments.some((s) => s.isSelfTransferLayover),
    farePolicies: option.fares.map((f) => f.policy),
  };
}

/** The URL's view in the domain's filter terms (excludeLcc is the spec's ExcludeLcc airline filter). */
export function toResultFilters(view: ResultsView): ResultFilters {
  return {
    stops: view.stops,
    flight: view.flightFilters,
    airlines: view.excludeLcc ? [...view.airlines, 'ExcludeLcc'] : view.airlines,
    departureTimes: view.departure,
    arrivalTimes: view.arrival,
    ...(view.maxPrice === null ? {} : { priceMinor: { max: majorToMinor(view.maxPrice) } }),
    inPolicy: view.inPolicy,
  };
}

/** One slice's options as the view shows them: filtered then sorted by the domain's rules. */
export function applyView(
  options: readonly FlightOption[],
  view: ResultsView,
  lowCost: LowCostLookup,
): FlightOption[] {
  const facts: Faceted[] = options.map((option) => ({ ...flightOptionFacts(option, lowCost), option }));
  return sortOptions(filterOptions(facts, toResultFilters(view)), view.sort).map(({ option }) => option);
}

/** The price slider's ends per person, in whole currency units (the lowest rounded down, the highest up). */
export function priceRange(options: readonly FlightOption[]): { min: number; max: number } | null {
  const bounds = priceBounds(options.map((option) => flightOptionFacts(option, () => false)));
  return bounds && { min: Math.floor(minorToMajor(bounds.min)), max: Math.ceil(minorToMajor(bounds.max)) };
}

/** Whether the API judged these options' fares against a corporate policy (spec §5: the "In policy" filter). */
export const carriesPolicy = (options: readonly FlightOption[]): boolean =>
  carriesPolicyFacts(options.map((option) => ({ farePolicies: option.fares.map((f) => f.policy) })));
