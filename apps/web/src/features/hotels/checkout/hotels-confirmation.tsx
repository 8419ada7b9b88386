import { HOTEL_RESULTS_PATH } from '@portal/domain/hotels/results-query';
import type { ConfirmationProduct } from '../../../lib/checkout-product.ts';
import { downloadHotelIcs } from './hotel-calendar.ts';
import { BookedHotelSummary, HotelBookingDetails } from './hotel-confirmation.tsx';
import { HotelWhatsNext } from './hotel-whats-next.tsx';
import { isHotelReservation } from './is-hotel-reservation.ts';

export const PENDING_BANNER = 'Booked, the hotel is confirming your reservation.';

/** Hotels on the confirmation page (lib/checkout-product.ts): the booked room and its words. */
export const hotelsConfirmation: ConfirmationProduct = {
  texts: { confirmedBanner: 'Confirmed, your hotel is booked.', summaryTitle: 'Your hotel' },
  confirmation: (reservation) =>
    isHotelReservation(reservation)
      ? {
          code: reservation.id.value,
          email: reservation.email,
          paidWith: reservation.paidWith,
          summary: <BookedHotelSummary reservation={reservation} />,
          details: <HotelBookingDetails reservation={reservation} />,
          whatsNext: <HotelWhatsNext reservation={reservation} />,
          addToCalendar: () => downloadHotelIcs(reservation),
          // Booked, but the hotel has not confirmed the reservation yet (the supplier answers later).
          ...(reservation.confirmationState === 'Pending' || reservation.status === 'PendingConfirm'
            ? { banner: PENDING_BANNER }
            : {}),
        }
      : null,
  // Back to the results of the same search, whose query the confirmation's URL kept.
  noReservationHref: (search) => `${HOTEL_RESULTS_PATH}${search}`,
};
