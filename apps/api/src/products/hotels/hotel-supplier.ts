// The hotel line's supplier step (ProductLine.supplier): once the booking has committed with its rooms held, the
// hotel's supplier is asked to reserve them for the main guest. Its spec §8 rejection becomes the checkout error
// the guest reads; its confirmation, or the rooms being unavailable, becomes the spec §4 confirmation state.
import { hotelRejectionFailure } from '@portal/domain/hotels/booking-rejections';
import type { SupplierAnswer, SupplierStep } from '../../checkout/product-line.ts';
import { checkoutError } from '../../checkout/purchase-errors.ts';
import type { HotelSupply } from '../../providers/supply/hotel-supply.ts';
import {
  findHotelBookingDetails,
  findHotelBookings,
  setConfirmationState,
} from './hotel-bookings.repository.ts';
import { hotelNotBookedEmail } from './hotel-emails.ts';
import { catalogOf, toHotelReservation } from './hotel-reservation.ts';
import { findHotel } from './hotels-shop.repository.ts';

export function hotelSupplierStep(supply: HotelSupply): SupplierStep {
  return {
    async reserve(db, { booking, mainGuest, now }): Promise<SupplierAnswer> {
      const details = await findHotelBookingDetails(db, booking.id);
      const hotel = details ? await findHotel(db, details.lodgingId) : undefined;
      if (!details || !hotel) throw new Error(`Hotel booking ${booking.id} is missing its hotel`);
      const answer = await supply.reserve({
        supplierId: hotel.supplierId,
        lodgingId: hotel.id,
        roomId: details.roomTypeId,
        rateId: details.ratePlanId,
        stay: { from: details.checkIn, until: details.checkOut },
        rooms: details.rooms,
        // The main guest step asks no country; the supplier checks the one it is given, when it is.
        primaryGuest: { givenName: mainGuest.givenName, surname: mainGuest.surname, countryCode: null },
        idempotencyKey: booking.id,
        requestedAt: booking.createdAt,
        now,
      });
      if (answer.kind === 'Confirmed')
        return { kind: 'Confirmed', reference: answer.supplierConfirmationCode };
      if (answer.kind === 'Pending') return { kind: 'Pending' };
      const failure = hotelRejectionFailure(answer.rejection);
      return { kind: 'Rejected', error: checkoutError(failure.kind, answer.rejection, failure.message) };
    },

    record: (tx, bookingId, decision) =>
      decision.kind === 'Confirmed'
        ? setConfirmationState(tx, bookingId, 'Confirmed', decision.reference)
        : setConfirmationState(tx, bookingId, 'Unavailable', null),

    async failureEmail(db, bookingId, error) {
      const [row] = await findHotelBookings(db, [bookingId]);
      if (!row) throw new Error(`Hotel booking ${bookingId} is missing`);
      const reservation = await toHotelReservation(db, row, (await catalogOf(db, [row])).get(row.id)!);
      return hotelNotBookedEmail(reservation, error.value);
    },
  };
}
