// The flights line's trips: its bookings as FlightTrips (My trips, trip details) and its airline travel credits.
import type { BookedItinerary, FlightsPriceQuote } from '@portal/contracts/flight-booking';
import type { FlightTravelCredit, FlightTrip } from '@portal/contracts/flight-trips';
import type { DbOrTx } from '@portal/db/client';
import { ftcState } from '@portal/domain/flights/travel-credit';
import { flightTripTimeState } from '@portal/domain/flights/trip-time';
import { toFiat } from '@portal/domain/money';
import type { CancellationBasis, Email, TripSummary } from '../../checkout/product-line.ts';
import type { BookingRow } from '../../checkout/bookings.repository.ts';
import { loadTripPayments } from '../../modules/trips/trips.service.ts';
import { findFlightBookings } from './flight-bookings.repository.ts';
import { findPendingCancellations } from './flight-cancellations.repository.ts';
import { findExchangeCharges } from './flight-exchange.repository.ts';
import { itineraryLines } from './flight-emails.ts';
import { flightReservationOf, toFlightReservation } from './flight-reservation.ts';
import { withScheduleChange } from './flight-schedule-change.ts';
import { findScheduleChanges } from './flight-schedule.repository.ts';
import { lifecycleOf, toFlightTrip } from './flight-trip-mapping.ts';
import {
  findCreditsOfBookings,
  listFlightTripFacts,
  listUserCredits,
  type FlightCreditRow,
} from './flight-trips.repository.ts';

/** Each flight placed by its instants (spec §4: past 24 hours after the scheduled arrival), not by its dates. */
export async function flightTripSummaries(db: DbOrTx, userId: string, now: Date): Promise<TripSummary[]> {
  return (await listFlightTripFacts(db, userId)).map((row) => ({
    id: row.id,
    from: row.fromDate,
    until: row.untilDate,
    status: row.status,
    paidWithOffer: row.paidWithOffer,
    timeState:
      row.status === 'Cancelled' || row.status === 'CancelledWithErrors'
        ? 'Canceled'
        : flightTripTimeState({
            ticketState: lifecycleOf(row),
            firstDepartureMs: row.firstDepartureAt.getTime(),
            lastArrivalMs: row.lastArrivalAt.getTime(),
            nowMs: now.getTime(),
          }),
  }));
}

export function toTravelCredit(
  row: FlightCreditRow,
  airlines: BookedItinerary['airlines'],
  now: Date,
): FlightTravelCredit {
  const airline = airlines[row.airlineCode] ?? {
    code: row.airlineCode,
    name: row.airlineCode,
    lowCost: false,
  };
  return {
    id: row.id,
    airline,
    amount: toFiat(row.amountMinor),
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    state: ftcState(
      { expiresAtMs: row.expiresAt.getTime(), redeemedAtMs: row.redeemedAt?.getTime() ?? null },
      now.getTime(),
    ),
    confirmationCode: row.confirmationCode,
    recordLocator: row.recordLocator,
    ...(row.redeemedAt ? { redeemedAt: row.redeemedAt.toISOString() } : {}),
  };
}

const minor = (value: number | undefined) => Math.round((value ?? 0) * 100);

/** The trips of these bookings, in the order of `ids`, at `now`. */
export async function loadFlightTrips(db: DbOrTx, ids: readonly string[], now: Date): Promise<FlightTrip[]> {
  // One after another: inside a transaction the handle is one connection.
  const rows = await findFlightBookings(db, ids);
  const paymentsOf = await loadTripPayments(db, ids);
  const credits = new Map((await findCreditsOfBookings(db, ids)).map((c) => [c.bookingId, c]));
  const pending = await findPendingCancellations(db, ids);
  const changed = await findExchangeCharges(db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const trips: FlightTrip[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    const reservation = await toFlightReservation(db, row);
    const quote = (row.price ?? {}) as Partial<FlightsPriceQuote>;
    const credit = credits.get(id);
    trips.push(
      toFlightTrip(reservation, {
        confirmationCode: row.confirmationCode,
        bookedAt: row.createdAt.toISOString(),
        ...(row.cancelledAt ? { cancelledAt: row.cancelledAt.toISOString() } : {}),
        ...paymentsOf(id),
        credit: credit ? toTravelCredit(credit, reservation.itinerary.airlines, now) : null,
        cancellationRequestedAt: pending.get(id) ?? null,
        price: {
          baseFare: toFiat(minor(quote.pricing?.baseFare.value)),
          taxes: toFiat(minor(quote.pricing?.taxes.value)),
          agentFee: toFiat(minor(quote.agentFee?.value)),
          changes: toFiat(changed.get(id) ?? 0),
        },
        nowMs: now.getTime(),
      }),
    );
  }
  // Issue 14 schedule changes, by the booking of each trip's confirmation code.
  const changes = new Map((await findScheduleChanges(db, ids)).map((c) => [c.bookingId, c]));
  const codeToId = new Map(rows.map((r) => [r.confirmationCode, r.id]));
  return trips.map((trip) =>
    withScheduleChange(changes.get(codeToId.get(trip.confirmationCode) ?? ''), now, trip),
  );
}

/** GET itinerary/flights/credits: available credits first, then by expiry. */
export async function loadFlightCredits(
  db: DbOrTx,
  userId: string,
  now: Date,
): Promise<FlightTravelCredit[]> {
  const rows = await listUserCredits(db, userId);
  const airlines = new Map<string, BookedItinerary['airlines']>();
  for (const booking of await findFlightBookings(db, [...new Set(rows.map((r) => r.bookingId))])) {
    airlines.set(booking.id, (booking.itinerary as unknown as BookedItinerary).airlines);
  }
  const credits = rows.map((r) => toTravelCredit(r, airlines.get(r.bookingId) ?? {}, now));
  const rank = (c: FlightTravelCredit) => (c.state === 'FtcAvailable' ? 0 : 1);
  return credits.sort((a, b) => rank(a) - rank(b));
}

// The engine's cancel path (homes' and hotels' terms) until flights cancel through flight-cancel.ts: a flight's
// refund is decided by its fare (the cancel modal's flights/cancel calls), never by a stay's policy.
export async function flightCancellationTerms(db: DbOrTx, booking: BookingRow): Promise<CancellationBasis> {
  const [row] = await findFlightBookings(db, [booking.id]);
  if (!row) throw new Error(`Flight booking ${booking.id} is missing`);
  return {
    from: row.departureDate,
    until: row.returnDate,
    terms: {
      policy: 'NonRefundable',
      fullRefundDaysBefore: null,
      partialRefundPercent: null,
      partialRefundDaysBefore: null,
    },
    policyDescription: 'Non-refundable',
    refundText: `Refund for cancelled flight ${booking.confirmationCode}`,
  };
}

export async function flightCancellationEmail(db: DbOrTx, bookingId: string): Promise<Email> {
  const r = await flightReservationOf(db, bookingId);
  const lines = [
    'Your flight booking is cancelled.',
    '',
    `Booking reference: #${r.id.value}`,
    '',
    ...itineraryLines(r),
  ];
  return { subject: `Your flight is cancelled. (${r.id.value})`, text: lines.join('\n') };
}
