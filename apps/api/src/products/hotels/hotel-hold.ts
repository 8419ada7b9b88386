// The hotel line's part of the booking transaction, before any money moves: the booking's details and its rooms
// claimed on every night of the stay by one conditional UPDATE. Fewer nights claimed than the stay has means
// another buyer took the last room: the engine rolls everything back and answers NoAvailability.
import type { HotelsQuoteRequest } from '@portal/contracts/hotel-booking';
import type { Tx } from '@portal/db/client';
import { diffDays } from '@portal/domain/iso-date';
import type { BookingRequest, HeldBooking } from '../../checkout/product-line.ts';
import { CheckoutFailure, fail, NO_AVAILABILITY } from '../../checkout/purchase-errors.ts';
import { claimRoomNights, insertHotelBooking } from './hotel-bookings.repository.ts';
import { findHotel, findRatePlans } from './hotels-shop.repository.ts';
import { recordCfarPurchase } from './hotel-cfar.ts';

/** 23514: the CHECK (booked <= allotment) refused a row, should a claim ever get past its own condition. */
function isCheckViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23514') return true;
  }
  return false;
}

export async function holdHotel(tx: Tx, { booking, request }: BookingRequest): Promise<HeldBooking> {
  const req = request as HotelsQuoteRequest;
  const [hotel, plans] = await Promise.all([findHotel(tx, req.lodgingId), findRatePlans(tx, req.lodgingId)]);
  const plan = plans.find((p) => p.id === req.rateId && p.roomTypeId === req.roomId);
  if (!hotel || !plan) throw fail('ErrorCode', 'QuoteError', 'No price quote order product id avaialble');
  const { from, until } = req.stayDates;
  await insertHotelBooking(tx, {
    bookingId: booking.id,
    lodgingId: hotel.id,
    roomTypeId: plan.roomTypeId,
    ratePlanId: plan.id,
    checkIn: from,
    checkOut: until,
    rooms: req.roomsCount,
    adults: req.adultsCount,
    childrenAges: req.childrenAges,
    loyaltyProgramCode: req.loyaltyNumber ? hotel.loyaltyProgramCode : null,
    loyaltyNumber: req.loyaltyNumber || null,
    specialRequests: req.specialRequests || null,
    paymentTiming: plan.paymentTiming,
    // The terms as booked: a later change to the rate plan does not change this booking's refund.
    cancellation: plan.cancellation,
    // The supplier is asked once this commits (hotel-supplier.ts); until it answers the hotel has not confirmed.
    confirmationState: 'Pending',
  });
  // Cancel for any reason is bought at reservation for all rooms (spec §5), with the booking or not at all.
  await recordCfarPurchase(tx, booking);
  let claimed: number;
  try {
    claimed = await claimRoomNights(tx, { roomTypeId: plan.roomTypeId, from, until, rooms: req.roomsCount });
  } catch (error) {
    if (isCheckViolation(error)) throw new CheckoutFailure(NO_AVAILABILITY);
    throw error;
  }
  if (claimed !== diffDays(until, from)) throw new CheckoutFailure(NO_AVAILABILITY);
  return { title: hotel.name, ledgerText: `Hotel ${booking.confirmationCode}` };
}
