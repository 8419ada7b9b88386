// Replacement flights for an exchange: the supplier's options for one slice on the new date, in the booked
// cabin, each with its cheapest fare that still has seats for the booked passengers, cheapest first.
import type { BookedFlightSlice, BookedItinerary } from '@portal/contracts/flight-booking';
import type { CabinName } from '@portal/domain/flights/enums';
import type { FlightSupply } from '../../providers/flight-supply/flight-supply.ts';
import { fareForPassengers, searchPassengers, type StoredPassenger } from './flight-exchange.ts';
import { bookedItinerary, bucketKeyOf } from './flight-quote.ts';
import type { PricedTrip } from './flight-price.ts';
import { airlinesByCode } from './flights-search.service.ts';
import { airportsByCode } from './flights-mapping.ts';

/** How many replacement flights a change lists: a short list to compare, not a search page. */
export const EXCHANGE_OPTIONS_SHOWN = 5;

/** One replacement as shop keeps it: what confirm books, and the seats bucket it takes from. */
export type StoredOption = {
  optionId: string;
  slice: BookedFlightSlice;
  /** The airports and airlines the slice names, merged into the itinerary's dictionaries. */
  airports: BookedItinerary['airports'];
  airlines: BookedItinerary['airlines'];
  newFareMinor: number;
  fareId: string;
  bucketKey: string;
  seatsLeft: number;
  departureAt: string;
  arrivalAt: string;
};

export async function shopReplacements(
  supply: FlightSupply,
  want: {
    origin: string;
    destination: string;
    date: string;
    cabin: CabinName;
    /** The booked fare's shelf: a replacement stays on it (or the next one up), never a basic fare's rules. */
    shelf: number;
    passengers: readonly StoredPassenger[];
    /**
     * The booked ticket's airlines: an exchange reissues that ticket, so only their flights can replace a slice
     * (another airline's would be a new ticket, bought and cancelled separately).
     */
    airlines: ReadonlySet<string>;
    now: Date;
  },
): Promise<StoredOption[]> {
  const seats = want.passengers.filter((p) => p.type !== 'INF').length;
  const answer = await supply.search(
    {
      slices: [{ origin: want.origin, destination: want.destination, departureDate: want.date }],
      passengers: searchPassengers(want.passengers, want.date),
      cabin: want.cabin,
    },
    want.now,
  );
  if (answer.kind !== 'Found') return [];
  const airports = airportsByCode(supply.airports());
  const airlines = airlinesByCode(supply.airlines());
  const priced: StoredOption[] = [];
  for (const option of answer.slices[0] ?? []) {
    const legs = option.connection.legs;
    if (legs.length === 0 || legs[0]!.departureUtcMinute * 60_000 <= want.now.getTime()) continue;
    if (!legs.every((leg) => want.airlines.has(leg.marketingAirline))) continue;
    const fares = option.fares
      .filter((f) => f.cabin === want.cabin && f.shelf >= want.shelf && f.seatsLeft >= seats)
      .map((fare) => ({ fare, minor: fareForPassengers(fare, want.passengers) }))
      .sort((a, b) => a.fare.shelf - b.fare.shelf || a.minor - b.minor);
    const best = fares[0];
    if (!best) continue;
    const chosen = { option, fare: best.fare };
    const itinerary = bookedItinerary({ slices: [chosen] } as unknown as PricedTrip, airports, airlines);
    priced.push({
      optionId: option.id,
      slice: itinerary.slices[0]!,
      airports: itinerary.airports,
      airlines: itinerary.airlines,
      newFareMinor: best.minor,
      fareId: best.fare.fareId,
      bucketKey: bucketKeyOf(chosen),
      seatsLeft: best.fare.seatsLeft,
      departureAt: new Date(legs[0]!.departureUtcMinute * 60_000).toISOString(),
      arrivalAt: new Date(legs.at(-1)!.arrivalUtcMinute * 60_000).toISOString(),
    });
  }
  return priced.sort((a, b) => a.newFareMinor - b.newFareMinor).slice(0, EXCHANGE_OPTIONS_SHOWN);
}
