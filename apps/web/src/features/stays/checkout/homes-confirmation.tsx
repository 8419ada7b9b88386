import type { ConfirmationProduct } from '../../../lib/checkout-product.ts';
import { downloadReservationIcs } from './add-to-calendar.ts';
import { isStayReservation } from './is-stay-reservation.ts';
import { BookedStaySummary, CancellationPolicy, ProviderInfo } from './stay-confirmation.tsx';

/** Vacation rentals on the confirmation page (lib/checkout-product.ts): the booked stay and its words. */
export const homesConfirmation: ConfirmationProduct = {
  texts: { confirmedBanner: 'Confirmed, your stay is booked.', summaryTitle: 'Your stay' },
  confirmation: (reservation) =>
    isStayReservation(reservation)
      ? {
          code: reservation.id.value,
          email: reservation.email,
          paidWith: reservation.paidWith,
          summary: <BookedStaySummary reservation={reservation} />,
          details: (
            <>
              <CancellationPolicy reservation={reservation} />
              <ProviderInfo reservation={reservation} />
            </>
          ),
          addToCalendar: () => downloadReservationIcs(reservation),
        }
      : null,
  // Back to the results of the same search (spec §2), whose query the confirmation's URL kept.
  noReservationHref: (search) => `/stays/availability/${search}`,
};
