/**
 * Spec §3 itinerary tags of a booked flight, as the trip card and the details page show them. Each tag comes from
 * one fact of the booking; the order of ITINERARY_TAGS is the order they are shown in.
 */
import type { MultiTicketType } from './enums.ts';
import type { FareRestrictions } from './model.ts';
import type { TicketLifecycleState } from './ticket-lifecycle.ts';
import type { FtcState } from './travel-credit.ts';

/** Spec §3 "Itinerary tags". */
export const ITINERARY_TAGS = [
  'BookingPending',
  'Canceled',
  'CancellationPending',
  'Departed',
  'Ftc',
  'Exchangeable',
  'NonExchangeable',
  'AirlineControl',
  'ContactAirline',
  'ContactCustomerService',
  'MultiProvider',
  'Chfar',
  'NonChfar',
  'ContainsRemarks',
] as const;
export type ItineraryTag = (typeof ITINERARY_TAGS)[number];

export type ItineraryFacts = {
  ticketState: TicketLifecycleState;
  cancellationPending: boolean;
  /** The credit the cancelled ticket became, if any. */
  travelCredit: FtcState | null;
  penalties: FareRestrictions['penalties'];
  multiTicketType: MultiTicketType;
  multiProvider: boolean;
  /** Change-for-any-reason protection: bought, offered but declined, or never offered (no tag). */
  changeProtection: 'bought' | 'declined' | null;
  /** The airline attached remarks (special service notes) the traveler should read. */
  hasRemarks: boolean;
  firstDepartureMs: number;
  lastDepartureMs: number;
  nowMs: number;
};

/**
 * Exchangeability of a live ticket, from its change penalty: a fee or none means it can be changed online; a
 * change the fare forbids is NonExchangeable; rules held by the airline need the airline; rules nobody knows,
 * or several tickets to change together, need customer service.
 */
function changeTags(facts: ItineraryFacts): ItineraryTag[] {
  if (facts.penalties.kind === 'externallyManaged') return ['AirlineControl', 'ContactAirline'];
  if (facts.multiTicketType !== 'single' || facts.multiProvider) return ['ContactCustomerService'];
  if (facts.penalties.kind === 'unknown') return ['ContactCustomerService'];
  const change = facts.penalties.changePenalty.kind;
  if (change === 'Unknown') return ['ContactCustomerService'];
  return change === 'NotPossible' ? ['NonExchangeable'] : ['Exchangeable'];
}

export function itineraryTags(facts: ItineraryFacts): ItineraryTag[] {
  const tags = new Set<ItineraryTag>();
  const { ticketState } = facts;
  if (facts.multiProvider) tags.add('MultiProvider');
  if (facts.hasRemarks) tags.add('ContainsRemarks');
  if (facts.changeProtection === 'bought') tags.add('Chfar');
  if (facts.changeProtection === 'declined') tags.add('NonChfar');

  if (ticketState === 'Rejected') tags.add('ContactCustomerService');
  if (ticketState === 'Canceled') {
    tags.add('Canceled');
    // Only a credit the traveler can still spend is worth a tag on a cancelled trip.
    if (facts.travelCredit === 'FtcAvailable') tags.add('Ftc');
  }
  if (ticketState === 'TicketingPending') tags.add('BookingPending');
  if (ticketState === 'TicketingPending' || ticketState === 'Ticketed' || ticketState === 'Modified') {
    if (facts.cancellationPending) tags.add('CancellationPending');
    if (facts.nowMs >= facts.firstDepartureMs) tags.add('Departed');
    // Nothing left to change once the last slice has left, nor while a cancellation or ticketing is pending.
    const changeable =
      ticketState !== 'TicketingPending' && !facts.cancellationPending && facts.nowMs < facts.lastDepartureMs;
    if (changeable) for (const tag of changeTags(facts)) tags.add(tag);
  }
  return ITINERARY_TAGS.filter((tag) => tags.has(tag));
}
