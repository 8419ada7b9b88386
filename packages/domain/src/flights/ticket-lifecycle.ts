/**
 * Spec §4 "Flight ticket" states (Canceled, Modified, Rejected, Ticketed) as a transition table. A booked ticket
 * starts as TicketingPending: the airline has the reservation but has not issued the ticket yet (the ticketing
 * call is asynchronous; spec §8 TicketingUnconfirmed keeps it there for a while).
 */
import type { Lifecycle } from '../lifecycles.ts';

export const FLIGHT_TICKET_STATES = ['Canceled', 'Modified', 'Rejected', 'Ticketed'] as const;
export type FlightTicketState = (typeof FLIGHT_TICKET_STATES)[number];

/** Before the airline answers, a ticket is pending; it is not a spec state, so it is kept apart. */
export const TICKETING_PENDING = 'TicketingPending' as const;
export type TicketLifecycleState = FlightTicketState | typeof TICKETING_PENDING;

export const FLIGHT_TICKET: Lifecycle<TicketLifecycleState> = {
  name: 'flight ticket',
  states: [TICKETING_PENDING, ...FLIGHT_TICKET_STATES],
  transitions: [
    ['TicketingPending', 'Ticketed'], // the airline issued the ticket numbers
    ['TicketingPending', 'Rejected'], // the airline refused to ticket: the engine gives the money back
    ['TicketingPending', 'Canceled'], // voided before ticketing (PreTicketVoidable)
    ['Ticketed', 'Canceled'], // voided in the window, or cancelled for a refund or a travel credit
    ['Ticketed', 'Modified'], // an exchange or an accepted schedule change reissued the ticket
    ['Modified', 'Modified'], // a second exchange or schedule change reissues it again
    ['Modified', 'Canceled'], // a reissued ticket can still be cancelled
  ],
};

/** A ticket the traveler holds and can fly on (or change, or cancel). */
export function isLiveTicket(state: TicketLifecycleState): boolean {
  return state === 'Ticketed' || state === 'Modified';
}
