import type { FlightOption } from '@portal/contracts/flights';
import type { TimeOfDayBucket } from '@portal/domain/flights/enums';
import type { ResultsView } from './results-view.ts';

/** A layover this long or shorter is short (the ShortLayover flight filter). */
export const SHORT_LAYOVER_MINUTES = 120;

/** Spec §9 buckets by the local hour: early morning before 5, morning before 12, afternoon before 18. */
export function bucketOf(localTime: string): TimeOfDayBucket {
  const hour = Number(localTime.slice(11, 13));
  if (hour < 5) return 'earlyMorning';
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

const MAX_STOPS = { any: Infinity, none: 0, oneOrLess: 1, twoOrLess: 2 } as const;

export const lowestAmount = (o: FlightOption) => Math.min(...o.fares.map((f) => f.amount.fiat.value));
const departure = (o: FlightOption) => o.segments[0]?.zonedScheduledDeparture ?? '';
const arrival = (o: FlightOption) => o.segments[o.segments.length - 1]?.zonedScheduledArrival ?? '';
const instant = (zoned: string) => Date.parse(zoned) || 0;
const score = (o: FlightOption) =>
  (o.fareScore.isBest ? 8 : 0) +
  (o.fareScore.isCheapest ? 4 : 0) +
  (o.fareScore.isFastest ? 2 : 0) +
  (o.fareScore.isBestQuality ? 1 : 0);

const COMPARE: Record<ResultsView['sort'], (a: FlightOption, b: FlightOption) => number> = {
  price: (a, b) => lowestAmount(a) - lowestAmount(b),
  duration: (a, b) => a.durationMinutes - b.durationMinutes,
  stops: (a, b) => a.stops - b.stops,
  departureTime: (a, b) => instant(departure(a)) - instant(departure(b)),
  arrivalTime: (a, b) => instant(arrival(a)) - instant(arrival(b)),
  fareScore: (a, b) => score(b) - score(a),
};

/**
 * One slice's options as the view shows them: filtered (stops, flight filters, airlines, low-cost carriers, time of
 * day, price cap) then sorted by the view's key, ties broken by price then duration so the order is stable.
 */
export function applyView(
  options: readonly FlightOption[],
  view: ResultsView,
  lowCost: (airlineCode: string) => boolean,
): FlightOption[] {
  const carriers = (o: FlightOption) => o.segments.map((s) => s.marketingAirline.code);
  const kept = options.filter((o) => {
    if (o.stops > MAX_STOPS[view.stops]) return false;
    if (view.flightFilters.includes('NonStop') && o.stops > 0) return false;
    if (
      view.flightFilters.includes('ShortLayover') &&
      o.segments.some((s) => s.stopoverDurationMinutes > SHORT_LAYOVER_MINUTES)
    )
      return false;
    if ((view.excludeLcc || view.flightFilters.includes('NoLCC')) && carriers(o).some(lowCost)) return false;
    if (view.airlines.length && !carriers(o).some((c) => view.airlines.includes(c))) return false;
    const first = o.segments[0];
    const last = o.segments[o.segments.length - 1];
    if (view.departure.length && first && !view.departure.includes(bucketOf(first.scheduledDeparture)))
      return false;
    if (view.arrival.length && last && !view.arrival.includes(bucketOf(last.scheduledArrival))) return false;
    if (view.maxPrice !== null && lowestAmount(o) > view.maxPrice) return false;
    return true;
  });
  const compare = COMPARE[view.sort];
  return kept.sort(
    (a, b) => compare(a, b) || lowestAmount(a) - lowestAmount(b) || a.durationMinutes - b.durationMinutes,
  );
}
