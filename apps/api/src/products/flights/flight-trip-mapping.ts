// A stored flight booking as My trips shows it (contracts FlightTrip): the FlightReservation plus the time state,
// the itinerary title and tags, and the credit its cancellation left. Pure: the caller loads and passes the clock.
import type { FlightReservation } from '@portal/contracts/flight-booking';
import type { FlightTravelCredit, FlightTrip } from '@portal/contracts/flight-trips';
import type { FlightSegment } from '@portal/contracts/flights';
import type { Penalty } from '@portal/domain/flights/model';
import { itineraryTags } from '@portal/domain/flights/itinerary-tags';
import type { TicketLifecycleState } from '@portal/domain/flights/ticket-lifecycle';
import { TICKETING_PENDING } from '@portal/domain/flights/ticket-lifecycle';
import { flightTripTimeState, itineraryCities, itineraryTitle } from '@portal/domain/flights/trip-time';
import { majorToMinor } from '@portal/domain/money';
import type { TripPayments } from '../../modules/trips/trips.service.ts';

/** The ticket's place in its lifecycle: no ticket state yet means the airline is still ticketing. */
export function lifecycleOf(reservation: Pick<FlightReservation, 'ticketState'>): TicketLifecycleState {
  return reservation.ticketState ?? TICKETING_PENDING;
}

const instant = (zoned: string) => Date.parse(zoned);

/**
 * Spec §3 MultiProvider: the booking's tickets come from more than one supplier. The one place it is decided (the
 * cancel, exchange and schedule-change rules and the trip's tags all ask here). A booking records no provider per
 * ticket because it cannot have several: the flights line books the whole itinerary with one FlightSupply.book
 * call to the process's one supplier (the simulator, or Duffel), and a hacker fare or virtual interline it sells
 * is several tickets of that one supplier (multiTicketType), not several providers. So it is false; a supplier
 * that resold other providers' fares would record each slice's provider in the booked itinerary and answer here.
 */
export function isMultiProvider(_booked: Pick<FlightReservation, 'itinerary'>): boolean {
  return false;
}

type PenaltiesInfo = FlightReservation['itinerary']['slices'][number]['restrictions']['penaltiesInfo'];

export function firstSegment(r: Pick<FlightReservation, 'itinerary'>): FlightSegment {
  return r.itinerary.slices[0]!.segments[0]!;
}
export function lastSegment(r: Pick<FlightReservation, 'itinerary'>): FlightSegment {
  return r.itinerary.slices.at(-1)!.segments.at(-1)!;
}

/** The contract's penalties (fiat amounts) in the domain's shape (minor units), for the domain's rules. */
export function domainPenalties(
  info: PenaltiesInfo,
):
  | { kind: 'known'; cancelPenalty: Penalty; changePenalty: Penalty }
  | { kind: 'externallyManaged' }
  | { kind: 'unknown' } {
  if (info.kind !== 'known') return info;
  const penalty = (p: typeof info.cancelPenalty): Penalty =>
    p.kind === 'WithFee'
      ? {
          kind: 'WithFee',
          amountMinor: majorToMinor(p.amount?.value ?? 0),
          currency: p.amount?.currencyCode ?? 'USD',
        }
      : { kind: p.kind };
  return {
    kind: 'known',
    cancelPenalty: penalty(info.cancelPenalty),
    changePenalty: penalty(info.changePenalty),
  };
}

/** The strictest penalties of the trip: the first slice's fare decides unless another slice is unknown. */
export function tripPenalties(r: Pick<FlightReservation, 'itinerary'>) {
  const infos = r.itinerary.slices.map((s) => s.restrictions.penaltiesInfo);
  return domainPenalties(infos.find((i) => i.kind !== 'known') ?? infos[0]!);
}

export type FlightTripExtras = TripPayments & {
  confirmationCode: string;
  bookedAt: string;
  cancelledAt?: string;
  credit: FlightTravelCredit | null;
  /** When the traveler asked to cancel, while the airline has not finished it. */
  cancellationRequestedAt: Date | null;
  /** Fares, taxes and the agent fee as booked (the stored quote's pricing). */
  price: FlightTrip['price'];
  nowMs: number;
};

export function toFlightTrip(reservation: FlightReservation, extras: FlightTripExtras): FlightTrip {
  const { paidWith: _paid, createdAt: _created, ...booked } = reservation;
  const ticketState = lifecycleOf(reservation);
  const first = firstSegment(reservation);
  const last = lastSegment(reservation);
  const lastSlice = reservation.itinerary.slices.at(-1)!;
  const city = (code: string) => reservation.itinerary.airports[code]?.city ?? code;
  const cities = itineraryCities(
    reservation.itinerary.slices.map((s) => ({
      originCity: city(s.origin),
      destinationCity: city(s.destination),
    })),
  );
  const cancelled = reservation.status === 'Cancelled' || reservation.status === 'CancelledWithErrors';
  return {
    ...booked,
    tripKind: 'Flight',
    timeState: cancelled
      ? 'Canceled'
      : flightTripTimeState({
          ticketState,
          firstDepartureMs: instant(first.zonedScheduledDeparture),
          lastArrivalMs: instant(last.zonedScheduledArrival),
          nowMs: extras.nowMs,
        }),
    title: itineraryTitle(cities),
    tags: itineraryTags({
      ticketState: cancelled && ticketState !== 'Canceled' ? 'Canceled' : ticketState,
      cancellationPending: extras.cancellationRequestedAt !== null,
      travelCredit: extras.credit?.state ?? null,
      penalties: tripPenalties(reservation),
      multiTicketType: reservation.itinerary.multiTicketType,
      multiProvider: isMultiProvider(reservation),
      changeProtection: null,
      hasRemarks: false,
      firstDepartureMs: instant(first.zonedScheduledDeparture),
      lastDepartureMs: instant(lastSlice.segments[0]!.zonedScheduledDeparture),
      nowMs: extras.nowMs,
    }),
    confirmationCode: extras.confirmationCode,
    firstDeparture: first.zonedScheduledDeparture,
    lastArrival: last.zonedScheduledArrival,
    price: extras.price,
    bookedAt: extras.bookedAt,
    payments: extras.payments,
    refunds: extras.refunds,
    refundTotal: extras.refundTotal,
    ...(extras.cancelledAt ? { cancelledAt: extras.cancelledAt } : {}),
    ...(extras.cancellationRequestedAt
      ? { cancellationRequestedAt: extras.cancellationRequestedAt.toISOString() }
      : {}),
    credit: extras.credit,
  };
}
