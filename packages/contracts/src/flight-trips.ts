import { z } from 'zod';
import { TRIP_TIME_STATES } from '@portal/domain/enums';
import {
  CANCEL_FALLBACK_WORDING,
  CANCEL_POLICY_KINDS,
  SELF_SERVE_CANCEL_OUTCOMES,
  type CancelFallback,
} from '@portal/domain/flights/cancel-outcome';
import { ITINERARY_TAGS } from '@portal/domain/flights/itinerary-tags';
import { FTC_STATES } from '@portal/domain/flights/travel-credit';
import { ApprovalState } from './approvals.ts';
import { Fiat } from './common.ts';
import { FlightReservation, type BookedFlightSlice, type BookedPassenger } from './flight-booking.ts';
import { FlightScheduleChange } from './flight-schedule-change.ts';
import { AirlineInfo } from './flights.ts';
import {
  CancelConfirmRequest,
  CancelQuoteRequest,
  RefundLine,
  TripListAnswer,
  TripPayment,
  TripRefund,
} from './trips.ts';

// Booked flights in My trips (issue 14 "After booking"; spec §3 itinerary tags, §4 flight ticket, trip time state,
// void status, future travel credit, self-serve cancel outcomes, cancel policy kinds, §8 cancel fallback wording).
// A FlightTrip is the booking as stored (the itinerary, passengers and price the traveler bought) plus what My
// trips derives from it: time state, title, tags, payments, refunds and the travel credit a cancellation gave.

/** Spec §8 fallback wording keys (ContactAirline …); the words are CANCEL_FALLBACK_WORDING's. */
const FALLBACKS = Object.keys(CANCEL_FALLBACK_WORDING) as [CancelFallback, ...CancelFallback[]];

export const FlightItineraryTag = z.enum(ITINERARY_TAGS).meta({ id: 'FlightItineraryTag' });
export type FlightItineraryTag = z.infer<typeof FlightItineraryTag>;
export const FtcState = z.enum(FTC_STATES).meta({ id: 'FtcState' });
export type FtcState = z.infer<typeof FtcState>;
export const FlightCancelOutcome = z.enum(SELF_SERVE_CANCEL_OUTCOMES).meta({ id: 'FlightCancelOutcome' });
export type FlightCancelOutcome = z.infer<typeof FlightCancelOutcome>;
export const FlightCancelPolicyKind = z.enum(CANCEL_POLICY_KINDS).meta({ id: 'FlightCancelPolicyKind' });
export type FlightCancelPolicyKind = z.infer<typeof FlightCancelPolicyKind>;

export type FlightTripSlice = BookedFlightSlice;
export type FlightTripPassenger = BookedPassenger;

/**
 * An airline future travel credit (spec §4 FtcAvailable, FtcExpired, FtcRedeemed): what a cancelled ticket
 * whose fare gives credit leaves, usable on the same airline only until it expires.
 */
export const FlightTravelCredit = z
  .object({
    id: z.string(),
    airline: AirlineInfo,
    amount: Fiat,
    issuedAt: z.string(),
    expiresAt: z.string(),
    state: FtcState,
    /** The trip whose cancellation gave it (the portal's H-… code) and the airline's record locator. */
    confirmationCode: z.string(),
    recordLocator: z.string().nullable(),
    redeemedAt: z.string().optional(),
  })
  .meta({ id: 'FlightTravelCredit' });
export type FlightTravelCredit = z.infer<typeof FlightTravelCredit>;

/**
 * A booked flight trip: the FlightReservation as stored (its payments as every line's trips show them, not its
 * `paidWith`), plus what My trips derives. `id.value` is the confirmation code (H-…), the `reservationId` of
 * itinerary/flights and flights/cancel. `title` is the itinerary title (up to 3 cities then an ellipsis); `firstDeparture` and
 * `lastArrival` are zoned ISO times (with the airport's offset) for sorting and the time state.
 */
export const FlightTrip = FlightReservation.omit({ paidWith: true, createdAt: true })
  .extend({
    tripKind: z.literal('Flight'),
    timeState: z.enum(TRIP_TIME_STATES),
    title: z.string(),
    tags: z.array(FlightItineraryTag),
    confirmationCode: z.string(),
    firstDeparture: z.string(),
    lastArrival: z.string(),
    /**
     * The price as booked, and `changes`: what confirmed changes (exchanges) charged since, fare differences and
     * penalties together, so the lines add up to `total`.
     */
    price: z.object({ baseFare: Fiat, taxes: Fiat, agentFee: Fiat, changes: Fiat }),
    bookedAt: z.string(),
    payments: z.array(TripPayment),
    refunds: z.array(TripRefund),
    refundTotal: Fiat,
    cancelledAt: z.string().optional(),
    /** When the traveler asked to cancel, while the airline is still processing it (spec §4 cancellation_pending). */
    cancellationRequestedAt: z.string().optional(),
    /** The airline credit the cancellation left, when the fare gave credit instead of money. */
    credit: FlightTravelCredit.nullable(),
    /** The airline's schedule change of the booked flights, when there is one (issue 14 "Schedule changes"). */
    scheduleChange: FlightScheduleChange.optional(),
    /** Issue 15: the booking's approval request, when it needed one. */
    approval: ApprovalState.optional(),
  })
  .meta({ id: 'FlightTrip' });
export type FlightTrip = z.infer<typeof FlightTrip>;

/**
 * PUT itinerary/list with the flights key typed: trips.ts cannot name FlightTrip (this file builds on its payment
 * shapes), so the list's answer with flights is declared here, and the route and the web check answers with it.
 */
export const TripListWithFlightsAnswer = TripListAnswer.extend({
  flights: z.array(FlightTrip).optional(),
}).meta({ id: 'TripListWithFlightsAnswer' });
export type TripListWithFlightsAnswer = z.infer<typeof TripListWithFlightsAnswer>;

/** GET /api/v0/itinerary/flights/:reservationId. */
export const FlightTripAnswer = z.object({ trip: FlightTrip }).meta({ id: 'FlightTripAnswer' });
export type FlightTripAnswer = z.infer<typeof FlightTripAnswer>;

/** GET /api/v0/itinerary/flights/credits: spec §2 "Airline Travel Credits", available first, then newest. */
export const FlightCreditsAnswer = z
  .object({ credits: z.array(FlightTravelCredit) })
  .meta({ id: 'FlightCreditsAnswer' });
export type FlightCreditsAnswer = z.infer<typeof FlightCreditsAnswer>;

/**
 * POST flights/cancel/quote when the traveler can cancel here: what they get BEFORE confirming. Exactly one of
 * refund (money back to the sources paid, `breakdown`) or credit (an airline FTC) is non-zero, except a refund
 * with a penalty kept by the airline. `voidable` marks the void window (ticketed_void: everything back).
 */
export const FlightCancelQuote = z
  .object({
    type: z.literal('FlightCancelQuote'),
    quoteId: z.string(),
    outcome: FlightCancelOutcome,
    policyKind: FlightCancelPolicyKind.nullable(),
    paid: Fiat,
    refund: Fiat,
    breakdown: z.array(RefundLine),
    credit: Fiat,
    penalty: Fiat,
    creditAirline: AirlineInfo.optional(),
    creditExpiresAt: z.string().optional(),
    voidDeadline: z.string().optional(),
    expiresAt: z.string(),
  })
  .meta({ id: 'FlightCancelQuote' });
export type FlightCancelQuote = z.infer<typeof FlightCancelQuote>;

/**
 * The traveler cannot cancel here: the outcome, the spec §8 fallback (its words are CANCEL_FALLBACK_WORDING's)
 * and a message saying what to do instead.
 */
export const FlightCancelUnavailable = z
  .object({
    type: z.literal('FlightCancelUnavailable'),
    outcome: FlightCancelOutcome,
    fallback: z.enum(FALLBACKS),
    message: z.string(),
  })
  .meta({ id: 'FlightCancelUnavailable' });
export type FlightCancelUnavailable = z.infer<typeof FlightCancelUnavailable>;

export const FlightCancelQuoteAnswer = z.discriminatedUnion('type', [
  FlightCancelQuote,
  FlightCancelUnavailable,
]);
export type FlightCancelQuoteAnswer = z.infer<typeof FlightCancelQuoteAnswer>;

/**
 * POST flights/cancel/confirm: the cancelled trip, the money refunded and the credit issued (if any). When the
 * airline answered "cancel requested" instead, `status` is CancellationPending (outcome cancellation_pending):
 * nothing is refunded yet and no credit issued; both follow once the airline has cancelled, with an email.
 */
export const FlightCancelConfirmAnswer = z
  .object({
    status: z.enum(['Cancelled', 'CancellationPending']),
    outcome: FlightCancelOutcome,
    refund: Fiat,
    credit: FlightTravelCredit.nullable(),
    trip: FlightTrip,
  })
  .meta({ id: 'FlightCancelConfirmAnswer' });
export type FlightCancelConfirmAnswer = z.infer<typeof FlightCancelConfirmAnswer>;

/** POST flights/cancel/quote: the flight trip by its confirmation code (H-…). */
export const FlightCancelQuoteRequest = CancelQuoteRequest.meta({
  id: 'FlightCancelQuoteRequest',
  examples: [{ reservationId: 'H-7KQ2M9XA' }],
});
export type FlightCancelQuoteRequest = z.infer<typeof FlightCancelQuoteRequest>;

/** POST flights/cancel/confirm: the trip and the quote the traveler saw. */
export const FlightCancelConfirmRequest = CancelConfirmRequest.meta({
  id: 'FlightCancelConfirmRequest',
  examples: [{ reservationId: 'H-7KQ2M9XA', quoteId: '3b8f6a0e-2c4d-4e1f-9a7b-5d6c8e9f0a1b' }],
});
export type FlightCancelConfirmRequest = z.infer<typeof FlightCancelConfirmRequest>;

/**
 * 409 codes of flights/cancel/confirm beyond the shared quote ones (CancelConflictCode 40901-40904): the flight
 * can no longer be cancelled online (too close to departure, support only), or it already is cancelled.
 */
export const FlightCancelConflictCode = {
  NotCancellable: 40911,
  AlreadyCancelled: 40912,
} as const;
