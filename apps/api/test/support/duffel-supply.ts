// The Duffel flight supply as the supply tests drive it: over a fake port answering the LHR-JFK round trip of
// duffel-fixtures.ts, at a fixed now, with the search and fare helpers both the search and the review tests use.
import type { Passengers, SliceOption, TripSearch } from '@portal/domain/flights/model';
import { createDuffelFlightSupply } from '../../src/providers/flight-supply/duffel/duffel-flight-supply.ts';
import { fakePort } from './duffel-fake-port.ts';
import { roundTripOffers } from './duffel-fixtures.ts';
import { offerRequest } from './duffel-offers.ts';

export const now = new Date('2026-11-27T03:05:00Z');
export const oneAdult: Passengers = { adults: 1, childAges: [], lapInfants: 0, seatedInfants: 0 };
export const roundTrip: TripSearch = {
  slices: [
    { origin: 'LHR', destination: 'JFK', departureDate: '2026-12-10' },
    { origin: 'JFK', destination: 'LHR', departureDate: '2026-12-17' },
  ],
  passengers: oneAdult,
  cabin: 'Economy',
};
// The same arrays on every call, as FlightSupply asks of reference data.
const noAirports: never[] = [];
const noAirlines: never[] = [];
export const reference = { airports: () => noAirports, airlines: () => noAirlines };

export function setup(offers = roundTripOffers()) {
  const fake = fakePort(offerRequest(offers));
  return { ...fake, supply: createDuffelFlightSupply({ port: fake.port, reference }) };
}

export async function search(supply: ReturnType<typeof setup>['supply'], request = roundTrip) {
  const answer = await supply.search(request, now);
  if (answer.kind !== 'Found') throw new Error(`expected Found, got ${answer.kind}`);
  return answer.slices;
}

export const fare = (option: SliceOption, brand: string) => {
  const found = option.fares.find((f) => f.shortBrandName === brand);
  if (!found) throw new Error(`no ${brand} fare on ${option.id}`);
  return found;
};
export const byId = (options: SliceOption[], id: string) => options.find((o) => o.id === id)!;
