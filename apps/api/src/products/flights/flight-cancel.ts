// Cancelling a booked flight (issue 14 "After booking": void, cancel, airline travel credit). The domain decides
// (void-window voidStatus, cancel-outcome cancelOutcome); this module gathers its facts from the booking as
// stored and words the answer the cancel modal shows BEFORE the traveler confirms.
import type { FlightReservation } from '@portal/contracts/flight-booking';
import type { FlightCancelQuoteAnswer } from '@portal/contracts/flight-trips';
import type { RefundLine } from '@portal/contracts/trips';
import {
  CANCEL_FALLBACK_WORDING,
  cancelOutcome,
  type CancelDecision,
} from '@portal/domain/flights/cancel-outcome';
import { defaultFtcExpiry } from '@portal/domain/flights/travel-credit';
import { voidDeadline, voidStatus, type PointOfSale } from '@portal/domain/flights/void-window';
import { toFiat } from '@portal/domain/money';
import { firstSegment, isMultiProvider, lifecycleOf, tripPenalties } from './flight-trip-mapping.ts';

/**
 * The portal sells to US consumers (spec §9 void window "about 24 business hours for US consumers"); its business
 * hours are counted on the East Coast clock, where the airlines' US void desks work. A Canadian point of sale
 * (11:59 pm of the purchase day) is supported by the domain and would be chosen here by the account's country.
 */
export const POINT_OF_SALE: PointOfSale = 'US';
export const POINT_OF_SALE_ZONE = 'America/New_York';

/**
 * Fares on the premium and luxury shelves (rating 3 and up) refund to the original payment, as the airlines'
 * fully refundable fares do; lower shelves give a future travel credit (their refundability says how much).
 */
export const REFUND_TO_PAYMENT_MIN_SHELF = 3;

export type FlightCancelFacts = {
  reservation: FlightReservation;
  /** What the booking charged (fares, taxes and agent fee), in minor units. */
  paidMinor: number;
  purchasedAtMs: number;
  nowMs: number;
  cancellationPending: boolean;
};

export function flightCancelDecision(facts: FlightCancelFacts): CancelDecision {
  const { reservation } = facts;
  const ticketState = lifecycleOf(reservation);
  const slices = reservation.itinerary.slices;
  // The least generous slice decides: one slice's fare cannot be refunded without the others.
  const refundability = slices.some((s) => s.restrictions.refundability === 'None')
    ? 'None'
    : slices.some((s) => s.restrictions.refundability === 'PartialFtc')
      ? 'PartialFtc'
      : 'FullFtc';
  return cancelOutcome({
    ticketState,
    voidStatus: voidStatus({
      ticketState,
      purchasedAtMs: facts.purchasedAtMs,
      nowMs: facts.nowMs,
      pointOfSale: POINT_OF_SALE,
      zone: POINT_OF_SALE_ZONE,
    }),
    penalties: tripPenalties(reservation),
    refundability,
    refundableToPayment: slices.every((s) => s.fareShelf.rating >= REFUND_TO_PAYMENT_MIN_SHELF),
    multiTicketType: reservation.itinerary.multiTicketType,
    multiProvider: isMultiProvider(reservation),
    cancellationPending: facts.cancellationPending,
    paidMinor: facts.paidMinor,
    currency: reservation.total.currencyCode,
    // Lap infants fly on an adult's ticket: the airline's fee is per ticket.
    ticketedPassengers: reservation.passengers.filter((p) => p.type !== 'INF').length,
    nowMs: facts.nowMs,
    firstDepartureMs: Date.parse(firstSegment(reservation).zonedScheduledDeparture),
  });
}

/** The validating airline: the first segment's marketing carrier issues the ticket and keeps a credit. */
export function validatingAirline(reservation: FlightReservation) {
  const code = firstSegment(reservation).marketingAirline.code;
  return reservation.itinerary.airlines[code] ?? { code, name: code, lowCost: false };
}

/** What to tell the traveler who cannot cancel here (spec §8 fallback wording, then what to do). */
export function fallbackMessage(decision: CancelDecision, airlineName: string): string {
  switch (decision.outcome) {
    case 'cancellation_pending':
      return 'Your cancellation is being processed. We will email you when it is done.';
    case 'too_close_to_departure':
      return `Your flight leaves in less than 3 hours, too late to cancel online. Please contact ${airlineName}.`;
    default:
      break;
  }
  switch (decision.fallback) {
    case 'ContactAirline':
      return `${airlineName} manages changes to this ticket. Please contact the airline to cancel.`;
    case 'NonRefundable':
      return 'This fare is non-refundable: cancelling gives no refund and no travel credit. Contact support if you still want to cancel.';
    case 'NotAllowed':
      return 'This ticket cannot be cancelled.';
    default:
      return 'Please contact Customer Support to cancel this flight.';
  }
}

/** The quote answer: the money of the decision, or why the traveler must ask someone else. */
export function flightCancelQuoteAnswer(
  facts: FlightCancelFacts,
  decision: CancelDecision,
  quote: { quoteId: string; expiresAt: Date; breakdown: RefundLine[] },
): FlightCancelQuoteAnswer {
  const airline = validatingAirline(facts.reservation);
  if (decision.fallback !== null || decision.outcome === 'cancellation_pending') {
    const fallback = decision.fallback ?? 'ContactSupport';
    return {
      type: 'FlightCancelUnavailable',
      outcome: decision.outcome,
      fallback,
      message: `${CANCEL_FALLBACK_WORDING[fallback]}: ${fallbackMessage(decision, airline.name)}`,
    };
  }
  const { money } = decision;
  const voidable = decision.outcome === 'ticketed_void';
  return {
    type: 'FlightCancelQuote',
    quoteId: quote.quoteId,
    outcome: decision.outcome,
    policyKind: decision.policyKind,
    paid: toFiat(facts.paidMinor),
    refund: toFiat(money.refundMinor),
    breakdown: money.refundMinor > 0 ? quote.breakdown : [],
    credit: toFiat(money.creditMinor),
    penalty: toFiat(money.penaltyMinor),
    ...(money.creditMinor > 0
      ? {
          creditAirline: airline,
          creditExpiresAt: new Date(defaultFtcExpiry(facts.purchasedAtMs)).toISOString(),
        }
      : {}),
    ...(voidable
      ? {
          voidDeadline: new Date(
            voidDeadline(facts.purchasedAtMs, POINT_OF_SALE, POINT_OF_SALE_ZONE),
          ).toISOString(),
        }
      : {}),
    expiresAt: quote.expiresAt.toISOString(),
  };
}
