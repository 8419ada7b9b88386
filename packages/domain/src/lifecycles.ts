/** Lifecycles as tables of allowed transitions (DESIGN.md), and the time state of a trip. */
import {
  BOOKING_STATUSES,
  FULFIL_SESSION_STATUSES,
  QUOTE_SESSION_STATUSES,
  type BookingStatus,
  type FulfilSessionStatus,
  type QuoteSessionStatus,
  type TripTimeState,
} from './enums.ts';
import { compare, isIsoDate } from './iso-date.ts';

export type Transition<S extends string> = readonly [from: S, to: S];

export type Lifecycle<S extends string> = {
  name: string;
  states: readonly S[];
  transitions: readonly Transition<S>[];
};

export type QuoteSessionState = QuoteSessionStatus;
export const QUOTE_SESSION: Lifecycle<QuoteSessionState> = {
  name: 'quote session',
  states: QUOTE_SESSION_STATUSES,
  transitions: [
    ['Pending', 'Success'], // the supplier priced the stay: the quote is stored
    ['Pending', 'Failure'], // the supplier refused or errored: errors are stored (possibly none)
    ['Pending', 'Discarded'], // a new schedule replaced it before it finished (spec §4 step 1)
    ['Success', 'Discarded'], // dates, guests or listing changed, or a new quote was scheduled
    ['Failure', 'Discarded'], // a retry schedules a fresh session and drops this one
  ],
};

export type FulfilmentState = FulfilSessionStatus;
export const FULFILMENT: Lifecycle<FulfilmentState> = {
  name: 'fulfilment',
  states: FULFIL_SESSION_STATUSES,
  transitions: [
    ['Pending', 'Success'], // booking and payments committed: confirmation details are ready
    ['Pending', 'Failure'], // payment, rewards or supplier failure: errors are shown to the user
  ],
};

/** Spec §4 "Reservation states", for a booking of any product line. */
export type ReservationStatus = BookingStatus;
export const RESERVATION: Lifecycle<ReservationStatus> = {
  name: 'reservation',
  states: BOOKING_STATUSES,
  transitions: [
    ['Received', 'PendingConfirm'], // the booking request was accepted and awaits the host's confirmation
    ['Received', 'Confirmed'], // instant-book listings confirm at once
    ['Received', 'Failure'], // the dates were taken or a payment failed before anything was charged
    ['PendingConfirm', 'Confirmed'], // the host confirmed and every payment captured
    ['PendingConfirm', 'PartiallyPaid'], // the host confirmed but one of the payments is still outstanding
    ['PendingConfirm', 'Failure'], // the host declined or confirmation timed out; payments are voided
    ['PendingConfirm', 'Cancelled'], // the guest cancelled before the host answered
    ['PartiallyPaid', 'Confirmed'], // the outstanding payment captured
    ['PartiallyPaid', 'Cancelled'], // cancelled and every captured payment refunded
    ['PartiallyPaid', 'CancelledWithErrors'], // cancelled but a refund failed and needs support
    ['Confirmed', 'Cancelled'], // cancelled and every refund due went through
    ['Confirmed', 'CancelledWithErrors'], // cancelled but a refund failed and needs support
    ['CancelledWithErrors', 'Cancelled'], // support completed the failed refund
  ],
};

export function canTransition<S extends string>(lifecycle: Lifecycle<S>, from: S, to: S): boolean {
  return lifecycle.transitions.some(([f, t]) => f === from && t === to);
}

export class TransitionError extends Error {
  constructor(
    readonly lifecycle: string,
    readonly from: string,
    readonly to: string,
  ) {
    super(`A ${lifecycle} cannot go from ${from} to ${to}`);
    this.name = 'TransitionError';
  }
}

/** Throws TransitionError unless the table allows from -> to. */
export function assertTransition<S extends string>(lifecycle: Lifecycle<S>, from: S, to: S): void {
  if (!canTransition(lifecycle, from, to)) throw new TransitionError(lifecycle.name, from, to);
}

/** States with no way out. */
export function isTerminal<S extends string>(lifecycle: Lifecycle<S>, state: S): boolean {
  return !lifecycle.transitions.some(([from]) => from === state);
}

export type { TripTimeState };

const CANCELLED: readonly string[] = ['Cancelled', 'CancelledWithErrors'];

/**
 * Spec §4 trip time state of a stay, a half-open range [from, until): Present while today is one of its nights,
 * Past from the checkout day on (the stay is over; the trips list moves it to Past Trips that morning). A failed
 * reservation, or garbled dates, is Invalid.
 */
export function tripTimeState(input: {
  from: string;
  until: string;
  today: string;
  status?: ReservationStatus;
}): TripTimeState {
  if (input.status && CANCELLED.includes(input.status)) return 'Canceled';
  if (input.status === 'Failure') return 'Invalid';
  if (!isIsoDate(input.from) || !isIsoDate(input.until) || compare(input.from, input.until) >= 0)
    return 'Invalid';
  if (compare(input.today, input.from) < 0) return 'Future';
  if (compare(input.today, input.until) < 0) return 'Present';
  return 'Past';
}
