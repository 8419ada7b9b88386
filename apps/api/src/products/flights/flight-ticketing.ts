// The flights line's supplier step (ProductLine.supplier): once the booking has committed with its seats held and
// its payments authorized, the airline is asked to book and ticket. Ticketed confirms the booking with the
// airline's record locator; a refusal fails it (the engine gives the seats and the money back); an airline still
// ticketing (TicketingUnconfirmed) is asked again by the recovery sweep; one that cannot tell whether it ticketed
// (TicketingUnknown) is given up on after the ticketing window, with that spec §8 code.
import type { Email, SupplierAnswer, SupplierStep } from '../../checkout/product-line.ts';
import { checkoutError } from '../../checkout/purchase-errors.ts';
import type { FlightSupply, TicketedPassenger } from '../../providers/flight-supply/flight-supply.ts';
import { findFlightBookings, setTicket } from './flight-bookings.repository.ts';
import { flightNotBookedEmail } from './flight-emails.ts';
import { flightReservationOf } from './flight-reservation.ts';

/** How long the portal waits for an airline that cannot say whether it ticketed (under the engine's window). */
export const TICKETING_WINDOW_MS = 10 * 60_000;

export const TICKETING_REJECTED = checkoutError(
  'ErrorCode',
  'BookError',
  'The airline could not issue your tickets, so your flight was not booked. Any payment has been returned.',
);
export const TICKETING_UNKNOWN = checkoutError(
  'ErrorCode',
  'TicketingUnknown',
  'The airline could not confirm your tickets, so your flight was not booked. Any payment has been returned.',
);
export const NO_TICKETING = checkoutError(
  'ErrorCode',
  'TicketingNotStarted',
  'Flights cannot be booked right now. Nothing was charged.',
);

export function flightTicketingStep(supply: FlightSupply): SupplierStep {
  return {
    async reserve(db, { booking, now }): Promise<SupplierAnswer> {
      const [row] = await findFlightBookings(db, [booking.id]);
      if (!row) throw new Error(`Flight booking ${booking.id} is missing`);
      if (!supply.book) return { kind: 'Rejected', error: NO_TICKETING };
      const answer = await supply.book({
        fareIds: row.fareIds,
        passengers: row.passengers as unknown as TicketedPassenger[],
        contact: row.contact,
        idempotencyKey: booking.id,
        requestedAt: booking.createdAt,
        now,
      });
      if (answer.kind === 'Ticketed') return { kind: 'Confirmed', reference: answer.recordLocator };
      if (answer.kind === 'Rejected') return { kind: 'Rejected', error: TICKETING_REJECTED };
      if (answer.kind === 'Unknown' && now.getTime() - booking.createdAt.getTime() >= TICKETING_WINDOW_MS)
        return { kind: 'Rejected', error: TICKETING_UNKNOWN };
      return { kind: 'Pending' };
    },

    // The booking fails for a refusal and for an unknown outcome alike: either way no ticket stands.
    record: (tx, bookingId, decision) =>
      decision.kind === 'Confirmed'
        ? setTicket(tx, bookingId, 'Ticketed', decision.reference)
        : setTicket(tx, bookingId, 'Rejected', null),

    async failureEmail(db, bookingId, error): Promise<Email> {
      return flightNotBookedEmail(await flightReservationOf(db, bookingId), error.value);
    },
  };
}
