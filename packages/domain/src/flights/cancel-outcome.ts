/**
 * Spec §4 self-serve cancel of a booked flight that has no protection attached: which outcome the traveler sees
 * (ticketed_void, airline_full_refund, airline_partial_refund_or_cfar_cash, too_close_to_departure,
 * contact_customer_service, cancellation_pending), the cancel policy kind behind it, and the money: what goes back
 * to the original payment, what becomes a future travel credit, and the airline's penalty kept.
 *
 * Checks run in this order, first match wins, each for a reason:
 * 1. a cancellation already in flight: cancellation_pending (never cancel twice);
 * 2. a ticket already cancelled or rejected: nothing to cancel, support explains;
 * 3. too close to (or past) the first departure: the airline cannot process it before check-in closes;
 * 4. several tickets or several suppliers: cancelling one alone could strand the traveler, support does it;
 * 5. the void window (or no ticket yet): a full refund, whatever the fare says;
 * 6. the fare's cancel penalty and refundability: a refund to the payment, a credit, or support.
 */
import type { MultiTicketType, Refundability } from './enums.ts';
import type { FareRestrictions } from './model.ts';
import type { TicketLifecycleState } from './ticket-lifecycle.ts';
import type { VoidStatus } from './void-window.ts';

/** Spec §4 "Self-serve cancel outcomes" (the cfar_* ones need cancel-for-any-reason protection). */
export const SELF_SERVE_CANCEL_OUTCOMES = [
  'cfar_cash',
  'cfar_ftc',
  'cfar_ftc_with_penalty',
  'cfar_cash_or_cfar_ftc',
  'cfar_cash_or_cfar_ftc_with_penalty',
  'ticketed_void',
  'airline_full_refund',
  'airline_partial_refund_or_cfar_cash',
  'too_close_to_departure',
  'contact_customer_service',
  'cancellation_pending',
  'unrecognized',
  'error',
] as const;
export type SelfServeCancelOutcome = (typeof SELF_SERVE_CANCEL_OUTCOMES)[number];

/** Spec §4 "Cancel policy kinds". */
export const CANCEL_POLICY_KINDS = [
  'AirlineRefund',
  'ContactAirline',
  'Ftc',
  'MultiTicket',
  'NonRefundable',
  'NonCancellable',
  'PartialRefund',
  'TicketedVoid',
  'DelayedTicketingCancel',
  'TicketlessVoid',
  'MultiProvider',
] as const;
export type CancelPolicyKind = (typeof CANCEL_POLICY_KINDS)[number];

/**
 * Self-serve cancel closes 3 hours before the first departure: the airline needs the cancellation before check-in
 * closes, and spec §9 uses the same 3 hours as the last moment a flight can be cancelled (for any reason).
 */
export const SELF_SERVE_CANCEL_CUTOFF_MINUTES = 3 * 60;

/** Spec §8 fallback itinerary wording, shown where no self-serve outcome applies. */
export const CANCEL_FALLBACK_WORDING = {
  ContactAirline: 'Contact airline',
  ContactSupport: 'Contact support',
  NonRefundable: 'Non-refundable',
  NotAllowed: 'Not Allowed',
  ViewEligibility: 'Click Cancel Flight to view eligibility',
} as const;
export type CancelFallback = keyof typeof CANCEL_FALLBACK_WORDING;

export type CancelMoney = {
  /** Back to the original payments. */
  refundMinor: number;
  /** Issued as a future travel credit on the same airline. */
  creditMinor: number;
  /** Kept by the airline. */
  penaltyMinor: number;
  currency: string;
};

export type CancelDecision = {
  outcome: SelfServeCancelOutcome;
  /** Null when the rules of the fare are not known (support looks them up). */
  policyKind: CancelPolicyKind | null;
  money: CancelMoney;
  /** The spec §8 wording shown when the traveler cannot cancel online; null when they can. */
  fallback: CancelFallback | null;
};

export type CancelInput = {
  ticketState: TicketLifecycleState;
  voidStatus: VoidStatus;
  penalties: FareRestrictions['penalties'];
  /** Spec §3 refundability of the fare: FullFtc (credit, no fees), PartialFtc (credit less fees) or None. */
  refundability: Refundability;
  /** The fare refunds to the original payment (a refundable shelf) rather than as a credit. */
  refundableToPayment: boolean;
  multiTicketType: MultiTicketType;
  /** More than one supplier holds parts of the booking. */
  multiProvider: boolean;
  cancellationPending: boolean;
  /** What the tickets cost, taxes included, in minor units of `currency`. */
  paidMinor: number;
  currency: string;
  /** Airline penalties are charged per ticket, so a WithFee amount is multiplied by the ticketed passengers. */
  ticketedPassengers: number;
  nowMs: number;
  firstDepartureMs: number;
};

const MS_PER_MINUTE = 60_000;

function decision(
  outcome: SelfServeCancelOutcome,
  policyKind: CancelPolicyKind | null,
  money: Omit<CancelMoney, 'currency'>,
  currency: string,
  fallback: CancelFallback | null = null,
): CancelDecision {
  return { outcome, policyKind, money: { ...money, currency }, fallback };
}

const NOTHING = { refundMinor: 0, creditMinor: 0, penaltyMinor: 0 };

/** Minutes from now to the first departure (negative once it has left). */
export function minutesToDeparture(nowMs: number, firstDepartureMs: number): number {
  return Math.floor((firstDepartureMs - nowMs) / MS_PER_MINUTE);
}

export function cancelOutcome(input: CancelInput): CancelDecision {
  const { currency, paidMinor } = input;
  const support = (kind: CancelPolicyKind | null, fallback: CancelFallback) =>
    decision('contact_customer_service', kind, NOTHING, currency, fallback);

  if (input.cancellationPending) return decision('cancellation_pending', null, NOTHING, currency);
  if (input.ticketState === 'Canceled' || input.ticketState === 'Rejected')
    return support('NonCancellable', 'NotAllowed');
  if (minutesToDeparture(input.nowMs, input.firstDepartureMs) < SELF_SERVE_CANCEL_CUTOFF_MINUTES)
    return decision('too_close_to_departure', 'NonCancellable', NOTHING, currency, 'ContactAirline');
  if (input.multiTicketType !== 'single') return support('MultiTicket', 'ContactSupport');
  if (input.multiProvider) return support('MultiProvider', 'ContactSupport');

  const full = { refundMinor: paidMinor, creditMinor: 0, penaltyMinor: 0 };
  if (input.voidStatus === 'TicketedVoid') return decision('ticketed_void', 'TicketedVoid', full, currency);
  // Cancelling before the airline ticketed drops the reservation: nothing was issued, everything goes back.
  if (input.voidStatus === 'PreTicketVoidable')
    return decision('ticketed_void', 'DelayedTicketingCancel', full, currency);

  if (input.penalties.kind === 'externallyManaged') return support('ContactAirline', 'ContactAirline');
  if (input.penalties.kind === 'unknown') return support(null, 'ContactSupport');
  const penalty = input.penalties.cancelPenalty;
  if (penalty.kind === 'Unknown') return support(null, 'ContactSupport');
  if (penalty.kind === 'NotPossible') return support('NonCancellable', 'NotAllowed');
  // A fee in another currency cannot be netted off here without a rate: support settles it.
  if (penalty.kind === 'WithFee' && penalty.currency !== currency) return support(null, 'ContactSupport');

  const toCredit = !input.refundableToPayment;
  if (toCredit && input.refundability === 'None') return support('NonRefundable', 'NonRefundable');
  // FullFtc is spec §3 "FTC_no_fees": the credit keeps the whole value whatever fee the fare lists.
  const waived = toCredit && input.refundability === 'FullFtc';
  const perTicket = penalty.kind === 'WithFee' && !waived ? penalty.amountMinor : 0;
  const penaltyMinor = Math.min(paidMinor, perTicket * Math.max(1, input.ticketedPassengers));
  const back = paidMinor - penaltyMinor;
  if (back <= 0) return support('NonRefundable', 'NonRefundable');
  const money = toCredit
    ? { refundMinor: 0, creditMinor: back, penaltyMinor }
    : { refundMinor: back, creditMinor: 0, penaltyMinor };
  const kind: CancelPolicyKind = toCredit ? 'Ftc' : penaltyMinor > 0 ? 'PartialRefund' : 'AirlineRefund';
  const outcome = penaltyMinor > 0 ? 'airline_partial_refund_or_cfar_cash' : 'airline_full_refund';
  return decision(outcome, kind, money, currency);
}
