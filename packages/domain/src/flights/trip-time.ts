/**
 * Where a booked flight sits in My trips (spec §4 trip time state) and its title (spec §9: up to 3 cities, then an
 * ellipsis). Instants are epoch milliseconds; the caller passes the scheduled times as the airline last sent them.
 */
import { ITINERARY_TITLE_MAX_CITIES } from '../constants.ts';
import type { TripTimeState } from '../enums.ts';
import type { TicketLifecycleState } from './ticket-lifecycle.ts';

/**
 * Spec §4: "a flight counts as past 24 hours after its scheduled arrival". The day's grace keeps the trip (its
 * receipt, its locator, a help link for lost bags) under Upcoming while the traveler is still finishing it.
 */
export const FLIGHT_PAST_AFTER_ARRIVAL_MS = 24 * 3_600_000;

/**
 * Future before the first departure; Present from it until 24 hours after the last scheduled arrival; Past from
 * then on. A cancelled ticket is Canceled whenever it was; a rejected one never flew (Invalid). A pending ticket
 * follows the clock like a ticketed one: the traveler still plans to fly it.
 */
export function flightTripTimeState(input: {
  ticketState: TicketLifecycleState;
  firstDepartureMs: number;
  lastArrivalMs: number;
  nowMs: number;
}): TripTimeState {
  if (input.ticketState === 'Canceled') return 'Canceled';
  if (input.ticketState === 'Rejected') return 'Invalid';
  if (!(input.firstDepartureMs <= input.lastArrivalMs)) return 'Invalid';
  if (input.nowMs < input.firstDepartureMs) return 'Future';
  if (input.nowMs < input.lastArrivalMs + FLIGHT_PAST_AFTER_ARRIVAL_MS) return 'Present';
  return 'Past';
}

/** Between the cities of a title. */
export const ITINERARY_TITLE_SEPARATOR = ' – ';
export const ITINERARY_TITLE_ELLIPSIS = '…';

/** "New York – London – Paris…": the first 3 cities, then an ellipsis when there are more. */
export function itineraryTitle(cities: readonly string[]): string {
  const shown = cities.slice(0, ITINERARY_TITLE_MAX_CITIES).join(ITINERARY_TITLE_SEPARATOR);
  return cities.length > ITINERARY_TITLE_MAX_CITIES ? `${shown}${ITINERARY_TITLE_ELLIPSIS}` : shown;
}

/**
 * The cities a trip visits in order, from its slices: the first origin, then each slice's destination, with the
 * origin of a slice added when it starts elsewhere (an open jaw). A city repeated back to back (a connection
 * through the same city, or a slice starting where the last one ended) is shown once. A round trip reads
 * "New York – London – New York".
 */
export function itineraryCities(
  slices: readonly { originCity: string; destinationCity: string }[],
): string[] {
  const cities: string[] = [];
  const push = (city: string) => {
    if (cities[cities.length - 1] !== city) cities.push(city);
  };
  for (const slice of slices) {
    push(slice.originCity);
    push(slice.destinationCity);
  }
  return cities;
}
