/**
 * Trip-level labels: the trip type a list of slices makes (spec §3 trip types) and the booked itinerary's
 * multiTicketType (spec §3: single, hackerFare, virtualInterline).
 */
import type { MultiTicketType, TripType } from './enums.ts';

export const MAX_TRIP_SLICES = 5;

/**
 * one_way: one slice. round_trip: two slices, the second flying back from the first's destination to its origin.
 * open_jaw: two slices where exactly one end differs (back from another airport, or back to another airport).
 * multi_city: three to five slices, or two unrelated slices (neither end matches). Airports are compared by
 * code: a return to another airport of the same city (JFK out, LGA back) is an open jaw.
 */
export function tripTypeOf(slices: readonly { origin: string; destination: string }[]): TripType {
  if (slices.length < 1 || slices.length > MAX_TRIP_SLICES) {
    throw new RangeError(`A trip has 1 to ${MAX_TRIP_SLICES} slices: ${slices.length}`);
  }
  if (slices.length === 1) return 'one_way';
  if (slices.length > 2) return 'multi_city';
  const [out, back] = slices as [
    { origin: string; destination: string },
    { origin: string; destination: string },
  ];
  const returnsFromDestination = back.origin === out.destination;
  const returnsToOrigin = back.destination === out.origin;
  if (returnsFromDestination && returnsToOrigin) return 'round_trip';
  if (returnsFromDestination || returnsToOrigin) return 'open_jaw';
  return 'multi_city';
}

export type TicketingSlice = {
  /** The marketing airline of each leg. */
  airlines: readonly string[];
  /** A layover of the slice is a self-transfer. */
  selfTransfer: boolean;
};

/**
 * virtualInterline when any slice has a self-transfer (the traveler collects and re-checks bags: the stronger
 * warning, so it wins over hackerFare); hackerFare when the trip's airlines cannot all share one ticket (some
 * pair does not interline), so it is sold as separate one-way tickets; otherwise single.
 */
export function multiTicketTypeOf(
  slices: readonly TicketingSlice[],
  interlines: (carrierA: string, carrierB: string) => boolean,
): MultiTicketType {
  if (slices.some((slice) => slice.selfTransfer)) return 'virtualInterline';
  const airlines = [...new Set(slices.flatMap((slice) => slice.airlines))];
  for (let i = 0; i < airlines.length; i++) {
    for (let j = i + 1; j < airlines.length; j++) {
      if (!interlines(airlines[i]!, airlines[j]!)) return 'hackerFare';
    }
  }
  return 'single';
}
