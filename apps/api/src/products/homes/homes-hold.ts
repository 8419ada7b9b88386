// The homes line's part of the booking transaction: the stay's details and the calendar hold whose exclusion
// constraint decides, before any money moves, which of two buyers gets the nights.
import type { Tx } from '@portal/db/client';
import type { BookingRequest, HeldBooking } from '../../checkout/product-line.ts';
import {
  CheckoutFailure,
  fail,
  isExclusionViolation,
  NO_AVAILABILITY,
} from '../../checkout/purchase-errors.ts';
import { guestsRequestOf } from './reservation-mapping.ts';
import { insertStayBooking, insertStayHold, lockListingForBooking } from './stay-bookings.repository.ts';

export async function holdStay(tx: Tx, { booking, request }: BookingRequest): Promise<HeldBooking> {
  const stay = request as { listingId: string; stayDates: { from: string; until: string } };
  const listing = await lockListingForBooking(tx, stay.listingId);
  if (!listing) throw fail('ErrorCode', 'QuoteError', 'No price quote order product id avaialble');
  await insertStayBooking(tx, {
    bookingId: booking.id,
    listingId: listing.id,
    fromDate: stay.stayDates.from,
    untilDate: stay.stayDates.until,
    guests: guestsRequestOf(request as Record<string, unknown>),
    cancellationPolicy: {
      policy: listing.cancellationPolicy,
      description: listing.cancellationDescription,
      fullRefundDaysBefore: listing.fullRefundDaysBefore,
      partialRefundPercent: listing.partialRefundPercent,
      partialRefundDaysBefore: listing.partialRefundDaysBefore,
    },
  });
  try {
    await insertStayHold(tx, { ...stay.stayDates, listingId: listing.id, bookingId: booking.id });
  } catch (error) {
    if (isExclusionViolation(error)) throw new CheckoutFailure(NO_AVAILABILITY);
    throw error;
  }
  return { title: listing.name, ledgerText: `Vacation rental ${booking.confirmationCode}` };
}
