// The airports and airlines dictionaries of a flight answer (search and booked itinerary): every code its options
// name, once, with the reference data a client shows.
import type { Airline, Airport, SliceOption } from '@portal/domain/flights/model';
import type { AirportsByCode } from './flights-mapping.ts';

export function toAirportInfo(a: Airport) {
  return {
    code: a.code,
    name: a.name,
    city: a.city,
    countryCode: a.countryCode,
    country: a.country,
    timeZone: a.timeZone,
  };
}

export function toAirlineInfo(a: Airline) {
  return { code: a.code, name: a.name, lowCost: a.lowCost };
}

/** The airports and airlines dictionaries of an answer: every code its options and its slices name. */
export function dictionaries(
  options: readonly SliceOption[],
  searched: readonly string[],
  airports: AirportsByCode,
  airlines: ReadonlyMap<string, Airline>,
) {
  const airportOut: Record<string, ReturnType<typeof toAirportInfo>> = {};
  const airlineOut: Record<string, ReturnType<typeof toAirlineInfo>> = {};
  // The searched airports too, so a slice without options can still name its cities.
  for (const code of searched) {
    const airport = airports.get(code);
    if (airport) airportOut[code] = toAirportInfo(airport);
  }
  for (const option of options) {
    for (const leg of option.connection.legs) {
      for (const code of [leg.origin, leg.destination]) {
        const airport = airports.get(code);
        if (airport && !airportOut[code]) airportOut[code] = toAirportInfo(airport);
      }
      for (const code of [leg.marketingAirline, leg.operatingAirline]) {
        const airline = airlines.get(code);
        if (airline && !airlineOut[code]) airlineOut[code] = toAirlineInfo(airline);
      }
    }
  }
  return { airports: airportOut, airlines: airlineOut };
}
