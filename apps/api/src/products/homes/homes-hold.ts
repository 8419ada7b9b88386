// The homes line's part of the booking transaction: the reservation row and the calendar hold whose exclusion
// constraint decides, before any money moves, which of two buyers gets the nights.
import { confirmationCode } from '@portal/domain/constants';
import { assertTransition, RESERVATION } from '@portal/domain/lifecycles';
import type { Tx } from '@portal/db/client';
import type { BookingRequest, HeldBooking } from '../../checkout/product-line.ts';
import {
  CheckoutFailure,
  fail,
  isExclusionViolation,
  NO_AVAILABILITY,
} from '../../checkout/purchase-errors.ts';
import { confirmationSuffix } from '../../checkout/purchase-tokens.ts';
import { guestsRequestOf } from './reservation-mapping.ts';
import {
  insertReservation,
  insertReservationHold,
  lockListingForBooking,
} from '../../checkout/reservations.repository.ts';
import { findListing } from '../../modules/stays/stays.repository.ts';

export async function holdStay(tx: Tx, booking: BookingRequest): Promise<HeldBooking> {
  const request = booking.request as { listingId: string; stayDates: { from: string; until: string } };
  const listing = await findListing(tx, request.listingId);
  if (!listing) throw fail('ErrorCode', 'QuoteError', 'No price quote order product id avaialble');
  await lockListingForBooking(tx, listing.id);
  // Instant book: the reservation is received and confirmed in this one transaction.
  assertTransition(RESERVATION, 'Received', 'Confirmed');
  const reservation = await insertReservation(tx, {
    confirmationCode: confirmationCode(confirmationSuffix()),
    userId: booking.userId,
    listingId: listing.id,
    quoteSessionId: booking.quoteSessionId,
    fromDate: request.stayDates.from,
    untilDate: request.stayDates.until,
    guests: guestsRequestOf(booking.request as Record<string, unknown>),
    status: 'Confirmed',
    price: booking.quote,
    totalMinor: booking.totalMinor,
    cancellationPolicy: {
      policy: listing.cancellationPolicy,
      description: listing.cancellationDescription,
      fullRefundDaysBefore: listing.fullRefundDaysBefore,
      partialRefundPercent: listing.partialRefundPercent,
      partialRefundDaysBefore: listing.partialRefundDaysBefore,
    },
    email: booking.email,
    createdAt: booking.now,
  });
  try {
    await insertReservationHold(tx, {
      ...request.stayDates,
      listingId: listing.id,
      reservationId: reservation.id,
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw new CheckoutFailure(NO_AVAILABILITY);
    throw error;
  }
  return {
    bookingId: reservation.id,
    confirmationCode: reservation.confirmationCode,
    title: listing.name,
    ledgerText: `Vacation rental ${reservation.confirmationCode}`,
  };
}
