// The simulator's side of the price history (issue 13): the lowest adult fare of a route and departure date per
// observation day, as the simulator prices it. Searches record today's observation through a recorder the search
// service is given (price-history-recorder.ts); the demo backfill and the backtest (bench/flights-prediction.ts)
// generate earlier days here with the same dynamics. The prediction partner only ever sees the recorded rows.
import { dayNumber, daysBetween, fareMultiplier, typicalLoadFactor, unitHash } from './price-dynamics.ts';

export type RouteRef = { origin: string; destination: string };

/**
 * The route's lowest adult Economy base fare before demand, minor units: the backfill's stand-in for the fare
 * builder's base when the simulator has not priced the route. Longer-looking routes cost more; stable per route.
 */
export function routeBaseMinor(route: RouteRef): number {
  return 7_900 + Math.round(unitHash(`${route.origin}-${route.destination}|base`) * 32_000);
}

/** Airlines competing on the route, 1 to 4, stable per route. */
export function routeCompetitors(route: RouteRef): number {
  return 1 + Math.floor(unitHash(`${route.origin}-${route.destination}|carriers`) * 4);
}

/** The lowest adult fare of a route and date seen on an observation day, minor units (whole cents). */
export function simulatedLowestFareMinor(
  route: RouteRef,
  departureDate: string,
  observedOn: string,
  baseMinor = routeBaseMinor(route),
): number {
  const routeKey = `${route.origin}-${route.destination}`;
  const daysOut = daysBetween(observedOn, departureDate);
  const multiplier = fareMultiplier({
    routeKey,
    departureDate,
    observedOn,
    competitors: routeCompetitors(route),
    loadFactor: typicalLoadFactor(routeKey, departureDate, daysOut),
  });
  return Math.round(baseMinor * multiplier);
}

export type HistoryRow = {
  origin: string;
  destination: string;
  departureDate: string;
  observedOn: string;
  lowestPriceMinor: number;
  currency: string;
};

/**
 * The rows a route and date would have recorded on each day from `firstObservedOn` to `lastObservedOn` (both
 * included, never after the departure date), oldest first.
 */
export function simulatedHistory(
  route: RouteRef,
  departureDate: string,
  firstObservedOn: string,
  lastObservedOn: string,
  baseMinor?: number,
): HistoryRow[] {
  const rows: HistoryRow[] = [];
  const last = lastObservedOn < departureDate ? lastObservedOn : departureDate;
  for (let n = dayNumber(firstObservedOn); n <= dayNumber(last); n += 1) {
    const day = isoOfDay(n);
    rows.push({
      ...route,
      departureDate,
      observedOn: day,
      lowestPriceMinor: simulatedLowestFareMinor(route, departureDate, day, baseMinor),
      currency: 'USD',
    });
  }
  return rows;
}

function isoOfDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}
