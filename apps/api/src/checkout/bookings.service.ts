/**
 * What the rest of the API may ask of the engine's bookings: the trips module finds a user's booking and records
 * its cancellation here, so the engine's repositories stay its own (eslint-rules/api-boundaries.js).
 */
import { assertTransition, RESERVATION } from '@portal/domain/lifecycles';
import type { DbOrTx } from '@portal/db/client';
import {
  findBooking as findBookingRow,
  findUserBooking as findUserBookingRow,
  markBookingCancelled,
  type BookingRow,
} from './bookings.repository.ts';

/**
 * The user's booking with this confirmation code; another user's answers nothing, exactly like an unknown code.
 * With `lock`, concurrent cancellations of one booking run one after the other.
 */
export function findUserBooking(
  db: DbOrTx,
  userId: string,
  confirmationCode: string,
  lock: boolean,
): Promise<BookingRow | undefined> {
  return findUserBookingRow(db, userId, confirmationCode, lock);
}

/** A booking by its id, for a background job that holds the id (the flights cancel sweep). */
export function findBookingById(db: DbOrTx, id: string): Promise<BookingRow | undefined> {
  return findBookingRow(db, id);
}

/** Records a cancellation by the spec §4 reservation lifecycle (a refund the processor refused: with errors). */
export function cancelBooking(
  tx: DbOrTx,
  booking: BookingRow,
  status: 'Cancelled' | 'CancelledWithErrors',
  at: Date,
): Promise<BookingRow> {
  assertTransition(RESERVATION, booking.status, status);
  return markBookingCancelled(tx, booking.id, status, at);
}
