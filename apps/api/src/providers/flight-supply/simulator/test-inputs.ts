// Inputs a client (an e2e journey, a person trying the review page) can rely on, documented in the README's
// "Flights test inputs". They act on a slice's origin and destination, whatever its flights and connections:
// the simulator behaves there like an airline whose inventory moved between the search and the review.
import { UNSERVED_AIRPORT } from '../reference/airport-list.ts';

/** Basic fares show 1 seat left in the search and answer SoldOut at the review (another channel sold it). */
export const SOLD_OUT_BASIC_ROUTE = 'DEN-PHX';
/** Every fare costs 12% more (base fare) at the review than in the search: moved Up. */
export const RISING_ROUTE = 'SEA-SFO';
/** Every fare costs 10% less (base fare) at the review than in the search: moved Down. */
export const FALLING_ROUTE = 'MIA-ATL';
/** A real airport no airline serves: a search to or from it answers NoFlights. */
export const NO_FLIGHTS_AIRPORT = UNSERVED_AIRPORT;

export type Stage = 'search' | 'review';

/** The factor on a route's base fares at a stage. */
export function reviewPriceFactor(routeKey: string, stage: Stage): number {
  if (stage === 'search') return 1;
  return routeKey === RISING_ROUTE ? 1.12 : routeKey === FALLING_ROUTE ? 0.9 : 1;
}

/** Seats the test route's basic bucket shows, or null to use the simulated inventory. */
export function basicSeatsOverride(routeKey: string, stage: Stage): number | null {
  if (routeKey !== SOLD_OUT_BASIC_ROUTE) return null;
  return stage === 'search' ? 1 : 0;
}

/**
 * Passenger surnames (compared without case) that drive ticketing (README "Flights test inputs"):
 * TicketingRejected: the airline refuses to ticket (NotTicketed); TicketingUnconfirmed: ticketing answers Pending
 * until TICKETING_PENDING_MS after the portal first asked, then Ticketed; TicketingUnknown: the airline never
 * tells whether it ticketed, so the portal gives up after its ticketing window.
 */
export const TICKETING_SURNAMES = {
  rejected: 'ticketingrejected',
  unconfirmed: 'ticketingunconfirmed',
  unknown: 'ticketingunknown',
} as const;
export const TICKETING_PENDING_MS = 2 * 60_000;

/**
 * A passenger surname (any case) whose ticketed booking the airline retimes at once: every flight of the first
 * slice leaves and lands SCHEDULE_CHANGE_SHIFT_MINUTES later (a minor schedule change the traveler can accept).
 */
export const SCHEDULE_CHANGE_SURNAME = 'schedulechange';
export const SCHEDULE_CHANGE_SHIFT_MINUTES = 45;

/**
 * A passenger surname (any case) whose cancellation the airline takes as "cancel requested": it answers Pending
 * until CANCEL_PENDING_MS after the portal first asked, then Done (spec §4 cancellation_pending).
 */
export const CANCEL_PENDING_SURNAME = 'cancelpending';
export const CANCEL_PENDING_MS = 5 * 60_000;
