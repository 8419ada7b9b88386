// POST flights/search: the request checked against the search rules (domain search-request.ts), the supplier
// asked once for every slice, each slice's options ranked by the results rules, then mapped onto the contract
// with prices in fiat and each rewards account of the session.
import type { FlightSearchAnswer, FlightSearchRequest } from '@portal/contracts/flights';
import type { Airline, Passengers, SliceOption, TripSearch } from '@portal/domain/flights/model';
import {
  passengerProblems,
  searchRequestProblems,
  type SearchProblem,
} from '@portal/domain/flights/search-request';
import type { AppDeps } from '../../deps.ts';
import type { FlightSupply } from '../../providers/flight-supply/flight-supply.ts';
import { todayOf } from '../../lib/today.ts';
import { recordSearchObservations } from '../../providers/flight-supply/simulator/price-history-recorder.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { ApiError } from '../../plugins/errors.ts';
import { pricingAccountsOf } from './flight-pricing.ts';
import { rankSlice } from './flight-results.ts';
import { withFarePolicies } from './flight-policy.ts';
import { restrictiveTierOf } from '../../modules/policy/policy.service.ts';
import { brandNamer } from '@portal/contracts/flight-results';
import { dictionaries } from './flight-dictionaries.ts';
import { airportsByCode, toSearchOption, zoneOf } from './flights-mapping.ts';

/** What the flight services need from the composition root. */
export type FlightsDeps = Pick<AppDeps, 'db' | 'clock'> & { providers: { flightSupply: FlightSupply } };

/** 400 with every broken rule as `fields` (api.md), the first one's words as the message. */
export function assertNoProblems(problems: readonly SearchProblem[]): void {
  const [first] = problems;
  if (!first) return;
  throw new ApiError(400, 40000, first.message, {
    fields: problems.map(({ field, message }) => ({ field, message })),
  });
}

export function toPassengers(p: FlightSearchRequest['passengers']): Passengers {
  return {
    adults: p.adultsCount,
    childAges: p.childAges,
    lapInfants: p.lapInfantsCount,
    seatedInfants: p.seatedInfantsCount,
  };
}

/** The passengers of a review (no slices to check): spec §5 counts only. */
export function assertPassengers(p: FlightSearchRequest['passengers']): Passengers {
  assertNoProblems(passengerProblems(p));
  return toPassengers(p);
}

const airlineMaps = new WeakMap<readonly Airline[], ReadonlyMap<string, Airline>>();
export function airlinesByCode(airlines: readonly Airline[]): ReadonlyMap<string, Airline> {
  let map = airlineMaps.get(airlines);
  if (!map) {
    map = new Map(airlines.map((a) => [a.code, a]));
    airlineMaps.set(airlines, map);
  }
  return map;
}

export async function searchFlights(
  deps: FlightsDeps,
  session: AuthSession | null,
  request: FlightSearchRequest,
): Promise<FlightSearchAnswer> {
  const supply = deps.providers.flightSupply;
  const airports = airportsByCode(supply.airports());
  assertNoProblems(
    searchRequestProblems(request, {
      today: todayOf(deps.clock),
      isKnownAirport: (code) => airports.has(code),
    }),
  );
  const passengers = toPassengers(request.passengers);
  const trip: TripSearch = { slices: request.slices, passengers, cabin: request.cabin };
  const [found, accounts, tier] = await Promise.all([
    supply.search(trip, deps.clock.now()),
    pricingAccountsOf(deps, session),
    session ? restrictiveTierOf(deps.db, session.userId) : null,
  ]);
  // The fares shown today are the price history the prediction partner learns from (one row per route, date
  // and day; a lower fare seen later the same day replaces it). Losing an observation must not fail a search.
  await recordSearchObservations(deps.db, trip, found, deps.clock.now()).catch(() => undefined);
  // No flight on one slice means no trip: every slice answers an empty list (a client shows "no flights").
  const perSlice = found.kind === 'Found' ? found.slices : request.slices.map(() => []);
  const context = { airports, passengers, accounts };
  const airlines = airlinesByCode(supply.airlines());
  const lookups = { airlines, timeZone: (code: string) => zoneOf(airports, code) };
  const shown: SliceOption[] = [];
  const brands = brandNamer();
  const slices = request.slices.map((slice, i) => {
    const ranked = rankSlice(perSlice[i] ?? [], request, lookups);
    shown.push(...ranked.map((r) => r.option));
    return {
      origin: slice.origin,
      destination: slice.destination,
      departureDate: slice.departureDate,
      options: ranked.map((r) => toSearchOption(r.option, r, context, brands)),
    };
  });
  const searched = request.slices.flatMap((slice) => [slice.origin, slice.destination]);
  // A corporate traveler with a restrictive tier sees each fare judged against it (spec §5).
  return withFarePolicies(
    {
      tripType: request.tripType,
      slices,
      fareBrands: brands.brands,
      ...dictionaries(shown, searched, airports, airlines),
    },
    tier,
  );
}
