/**
 * The searches of bench:flights: one-way, round-trip and a 3-slice multi-city over busy real routes, on three
 * dates only (D, D+3, D+7) so the simulator's per-date leg indexes (it keeps four) stay warm, as they would for a
 * busy server whose travelers mostly search the same weeks.
 */
import { addDays } from '@portal/domain/iso-date';

export const KINDS = ['one_way', 'round_trip', 'multi_city'] as const;
export type Kind = (typeof KINDS)[number];

/** Busy domestic and transatlantic routes flown by several carriers in the simulator's network at both scales. */
export const BUSY_ROUTES: readonly [string, string][] = [
  ['JFK', 'LAX'],
  ['ATL', 'ORD'],
  ['LAX', 'SFO'],
  ['ORD', 'LGA'],
  ['DFW', 'LAX'],
  ['ATL', 'MCO'],
  ['SEA', 'SFO'],
  ['DEN', 'PHX'],
  ['BOS', 'ORD'],
  ['JFK', 'LHR'],
];

/** Three-city loops for the multi-city search (A -> B -> C -> A would be four; the spec's example is three). */
const LOOPS: readonly [string, string, string, string][] = [
  ['JFK', 'LAX', 'ORD', 'JFK'],
  ['ATL', 'DEN', 'SEA', 'ATL'],
  ['BOS', 'MIA', 'DFW', 'BOS'],
  ['SFO', 'ORD', 'ATL', 'SFO'],
];

type Slice = { origin: string; destination: string; departureDate: string };

/** The slices of the i-th search of a kind; `day0` is the first travel date. */
export function slicesOf(kind: Kind, i: number, day0: string): Slice[] {
  const [d0, d3, d7] = [day0, addDays(day0, 3), addDays(day0, 7)];
  if (kind === 'multi_city') {
    const [a, b, c, back] = LOOPS[i % LOOPS.length]!;
    return [
      { origin: a, destination: b, departureDate: d0 },
      { origin: b, destination: c, departureDate: d3 },
      { origin: c, destination: back, departureDate: d7 },
    ];
  }
  const route = BUSY_ROUTES[i % BUSY_ROUTES.length]!;
  // Half the searches fly the route the other way.
  const [origin, destination] = Math.floor(i / BUSY_ROUTES.length) % 2 ? [route[1], route[0]] : route;
  const out = { origin, destination, departureDate: d0 };
  return kind === 'one_way' ? [out] : [out, { origin: destination, destination: origin, departureDate: d7 }];
}

/** The POST /api/v0/flights/search body (contracts FlightSearchRequest). */
export function requestBody(kind: Kind, i: number, day0: string) {
  return {
    tripType: kind,
    slices: slicesOf(kind, i, day0),
    passengers: { adultsCount: 1, childAges: [], lapInfantsCount: 0, seatedInfantsCount: 0 },
    cabin: 'Economy',
  };
}

/** Options in one answer, counted without JSON.parse so the client's CPU (same machine) stays small. */
export const answerOptions = (text: string) => text.split('"fares":').length - 1;
