// The flights line's part of the booking transaction, before any money moves: the booking's details as quoted,
// and its seats taken from each slice's fare bucket by a conditional UPDATE. A bucket without the seats means
// other buyers took the last of them: the engine rolls everything back and answers NoAvailability.
import type { Tx } from '@portal/db/client';
import type { BookingRequest, HeldBooking } from '../../checkout/product-line.ts';
import { CheckoutFailure, checkoutError, fail } from '../../checkout/purchase-errors.ts';
import {
  insertFlightBooking,
  recordBookingSeats,
  seedSeatBucket,
  takeSeats,
} from './flight-bookings.repository.ts';
import type { StoredFlightQuote } from './flight-quote.ts';

export const SEATS_GONE = checkoutError(
  'NoAvailability',
  'NoAvailability',
  'The last seats of this fare were just sold. Please choose another flight or fare.',
);

/** 23514: the CHECK (seats_sold <= seats_total) refused a row, should a take ever get past its own condition. */
function isCheckViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23514') return true;
  }
  return false;
}

export async function holdFlight(tx: Tx, { booking }: BookingRequest): Promise<HeldBooking> {
  const quote = booking.price as unknown as StoredFlightQuote | null;
  const facts = quote?.hold;
  if (!quote || !facts) throw fail('ErrorCode', 'QuoteError', 'No price quote order product id avaialble');
  await insertFlightBooking(tx, {
    bookingId: booking.id,
    fareIds: facts.fareIds,
    itinerary: quote.itinerary as unknown as Record<string, unknown>,
    passengers: facts.passengers,
    contact: quote.contact,
    firstDepartureAt: new Date(facts.firstDepartureAt),
    lastArrivalAt: new Date(facts.lastArrivalAt),
    departureDate: facts.departureDate,
    returnDate: facts.returnDate,
    // The airline is asked to ticket once this commits (flight-ticketing.ts).
    ticketState: null,
    recordLocator: null,
  });
  // Buckets in key order, so two buyers of overlapping trips lock them in the same order and never deadlock.
  const wanted = new Map<string, { seatsLeft: number; seats: number }>();
  for (const b of facts.buckets) {
    const prior = wanted.get(b.key);
    wanted.set(b.key, { seatsLeft: b.seatsLeft, seats: (prior?.seats ?? 0) + facts.seats });
  }
  const taken = [...wanted.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, w]) => ({ key, ...w }));
  for (const t of taken) {
    if (t.seats === 0) continue;
    await seedSeatBucket(tx, t.key, t.seatsLeft);
    let ok: boolean;
    try {
      ok = await takeSeats(tx, t.key, t.seats);
    } catch (error) {
      if (isCheckViolation(error)) throw new CheckoutFailure(SEATS_GONE);
      throw error;
    }
    if (!ok) throw new CheckoutFailure(SEATS_GONE);
  }
  await recordBookingSeats(
    tx,
    booking.id,
    taken.filter((t) => t.seats > 0),
  );
  const route = quote.itinerary.slices
    .map((s) => s.origin)
    .concat(quote.itinerary.slices.at(-1)!.destination);
  return { title: `Flight ${route.join(' – ')}`, ledgerText: `Flight ${booking.confirmationCode}` };
}
