// A booked flight trip as FlightReservation (purchase/fulfill/poll, the confirmation page and email): the
// itinerary and passengers as booked, the ticketing outcome, and how it was paid, read from its stored rows.
import type { BookedItinerary, BookedPassenger, FlightReservation } from '@portal/contracts/flight-booking';
import type { DbOrTx } from '@portal/db/client';
import { toFiat } from '@portal/domain/money';
import { paidWithOf } from '../../checkout/paid-with.ts';
import { findFlightBookings, type FlightBookingRow } from './flight-bookings.repository.ts';

export async function toFlightReservation(db: DbOrTx, row: FlightBookingRow): Promise<FlightReservation> {
  const passengers = (row.passengers as unknown as (BookedPassenger & { dateOfBirth?: string })[]).map(
    ({ travelerId, type, givenName, surname }) => ({ travelerId, type, givenName, surname }),
  );
  return {
    id: { value: row.confirmationCode },
    status: row.status,
    recordLocator: row.recordLocator,
    ticketState: row.ticketState,
    itinerary: row.itinerary as unknown as BookedItinerary,
    passengers,
    contact: row.contact,
    total: toFiat(row.totalMinor),
    paidWith: await paidWithOf(db, row.id),
    email: row.email,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function flightReservationOf(db: DbOrTx, bookingId: string): Promise<FlightReservation> {
  const [row] = await findFlightBookings(db, [bookingId]);
  if (!row) throw new Error(`Flight booking ${bookingId} is missing`);
  return toFlightReservation(db, row);
}
