// Exchanging a booked flight (issue 14 "Exchange"): the domain decides (exchange.ts exchangeEntry, sliceActions,
// exchangePrice); this module gathers its facts from the booking as stored, prices replacement fares for the
// booked passengers, and words what the traveler who cannot change online should do instead.
import type { FlightReservation } from '@portal/contracts/flight-booking';
import type { FlightExchangeSlice } from '@portal/contracts/flight-exchange';
import type { ExchangeEntry, ExchangeEligibilityInput } from '@portal/domain/flights/exchange';
import type { Passengers, PassengerPrices, SupplyFare } from '@portal/domain/flights/model';
import type { Refundability } from '@portal/domain/flights/enums';
import { ageOnTravel } from '@portal/domain/flights/passenger-types';
import { voidStatus } from '@portal/domain/flights/void-window';
import { POINT_OF_SALE, POINT_OF_SALE_ZONE } from './flight-cancel.ts';
import { isMultiProvider, lifecycleOf, tripPenalties } from './flight-trip-mapping.ts';

/** A passenger as stored on the booking (flight_bookings.passengers): the type and the birth date. */
export type StoredPassenger = {
  type: 'ADT' | 'CNN' | 'INF' | 'INS';
  givenName: string;
  surname: string;
  dateOfBirth?: string;
};

export const departureMsOf = (slice: FlightReservation['itinerary']['slices'][number]) =>
  Date.parse(slice.segments[0]!.zonedScheduledDeparture);

export function exchangeFacts(input: {
  reservation: FlightReservation;
  purchasedAtMs: number;
  failedAttempts: number;
  nowMs: number;
}): ExchangeEligibilityInput {
  const { reservation, nowMs } = input;
  const ticketState = lifecycleOf(reservation);
  const slices = reservation.itinerary.slices;
  return {
    itineraryFound: true,
    ticketState,
    voidStatus: voidStatus({
      ticketState,
      purchasedAtMs: input.purchasedAtMs,
      nowMs,
      pointOfSale: POINT_OF_SALE,
      zone: POINT_OF_SALE_ZONE,
    }),
    penalties: tripPenalties(reservation),
    fareClassKnown: slices.every((s) => s.bookingCode.length > 0),
    multiTicket: reservation.itinerary.multiTicketType !== 'single',
    multiProvider: isMultiProvider(reservation),
    failedAttempts: input.failedAttempts,
    sliceDeparturesMs: slices.map(departureMsOf),
    nowMs,
  };
}

/** The booked slices and what the traveler may pick for each (a departed one is Flown and stays). */
export function exchangeSlices(reservation: FlightReservation, nowMs: number): FlightExchangeSlice[] {
  return reservation.itinerary.slices.map((s, index) => ({
    index,
    origin: s.origin,
    destination: s.destination,
    departure: s.segments[0]!.zonedScheduledDeparture,
    actions: departureMsOf(s) <= nowMs ? ['Flown'] : ['Keep', 'Change', 'Remove'],
  }));
}

/** The least generous slice decides: one slice's leftover cannot be kept as credit without the others'. */
export function tripRefundability(reservation: FlightReservation): Refundability {
  const slices = reservation.itinerary.slices;
  if (slices.some((s) => s.restrictions.refundability === 'None')) return 'None';
  if (slices.some((s) => s.restrictions.refundability === 'PartialFtc')) return 'PartialFtc';
  return 'FullFtc';
}

/** Lap infants fly on an adult's ticket: the airline's change fee is per ticket. */
export const ticketedPassengers = (r: FlightReservation) =>
  r.passengers.filter((p) => p.type !== 'INF').length;

/** The change penalty per ticket in minor units (NoPenalty and WithFee only: exchangeEntry refuses the rest). */
export function changePenaltyOf(
  reservation: FlightReservation,
): { kind: 'NoPenalty' } | { kind: 'WithFee'; amountMinor: number } {
  const penalties = tripPenalties(reservation);
  if (penalties.kind !== 'known') return { kind: 'NoPenalty' };
  const change = penalties.changePenalty;
  return change.kind === 'WithFee'
    ? { kind: 'WithFee', amountMinor: change.amountMinor }
    : { kind: 'NoPenalty' };
}

/** The search passengers of the booked ones, typed at the date of the new flight. */
export function searchPassengers(passengers: readonly StoredPassenger[], date: string): Passengers {
  const ofType = (t: StoredPassenger['type']) => passengers.filter((p) => p.type === t);
  return {
    adults: ofType('ADT').length,
    childAges: ofType('CNN').map((p) =>
      Math.min(17, Math.max(2, p.dateOfBirth ? ageOnTravel(p.dateOfBirth, date) : 10)),
    ),
    lapInfants: ofType('INF').length,
    seatedInfants: ofType('INS').length,
  };
}

const BAND: Record<StoredPassenger['type'], keyof PassengerPrices> = {
  ADT: 'adult',
  CNN: 'child',
  INF: 'lapInfant',
  INS: 'seatedInfant',
};

/** What a fare costs all the booked passengers. */
export function fareForPassengers(fare: SupplyFare, passengers: readonly StoredPassenger[]): number {
  return passengers.reduce((sum, p) => sum + fare.pricePerPassenger[BAND[p.type]], 0);
}

/** The words of a step that is not SliceSelection: why, and what to do instead (a way to reach people). */
export function exchangeMessage(entry: ExchangeEntry, airlineName: string): string | null {
  switch (entry.step) {
    case 'SliceSelection':
      return null;
    case 'ItineraryNotFound':
      return 'We could not find this itinerary. Please contact Customer Support.';
    case 'TicketedVoidable':
      return 'Your booking can still be cancelled for a full refund today. Cancel it and book the flights you want instead.';
    case 'ContactAirline':
      return `${airlineName} manages changes to this ticket. Please contact the airline to change it.`;
    case 'ContactSupport':
      return 'This trip has several tickets. Please contact Customer Support to change it.';
    case 'TooManyAttemptsSupport':
      return 'The airline refused several change requests. Please contact Customer Support to change this trip.';
    case 'IneligibleForExchange':
      return entry.reason === 'ContractNotFound' || entry.reason === 'MissingCoverageOrFareClass'
        ? 'We could not load the change rules of this fare. Please contact Customer Support.'
        : 'This ticket cannot be changed online. Please contact Customer Support.';
  }
}
