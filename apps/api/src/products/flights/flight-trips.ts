// Minimal trips side of the flights line, so a booked flight appears in the trips list and can be cancelled by
// the engine's rules until helper fl-trips lands the real versions (flight-trips.ts, flight-cancel.ts): trips
// answer the FlightReservation, and cancelling goes by the spec's fallback (a non-refundable fare: contact the
// airline for any refund or credit).
import type { DbOrTx } from '@portal/db/client';
import type { CancellationBasis, Email, TripSummary } from '../../checkout/product-line.ts';
import type { BookingRow } from '../../checkout/bookings.repository.ts';
import { findFlightBookings, listFlightSummaries } from './flight-bookings.repository.ts';
import { itineraryLines } from './flight-emails.ts';
import { flightReservationOf, toFlightReservation } from './flight-reservation.ts';

export async function flightTripSummaries(db: DbOrTx, userId: string): Promise<TripSummary[]> {
  return (await listFlightSummaries(db, userId)).map((row) => ({
    id: row.id,
    from: row.fromDate,
    until: row.untilDate,
    status: row.status,
    paidWithOffer: row.paidWithOffer,
  }));
}

export async function loadFlightTrips(db: DbOrTx, bookingIds: readonly string[]): Promise<unknown[]> {
  const rows = await findFlightBookings(db, bookingIds);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out: unknown[] = [];
  for (const id of bookingIds) {
    const row = byId.get(id);
    if (row) out.push(await toFlightReservation(db, row));
  }
  return out;
}

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
