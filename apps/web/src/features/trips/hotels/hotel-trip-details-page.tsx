import { useParams } from 'react-router';
import type { HotelTrip } from '@portal/contracts/trips';
import { Card } from '../../../components/ui/card.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { downloadStayCalendar } from '../../../lib/stay-calendar.ts';
import { PaymentsList } from '../details/price-lines.tsx';
import {
  RefundsSection,
  TripActionButtons,
  TripDetailsFrame,
  TripDetailsPageShell,
} from '../details/trip-details-frame.tsx';
import { AmountRow, ConfirmationNumber, TotalRow } from '../details/trip-details-parts.tsx';
import { DetailsSection } from '../details/trip-sections.tsx';
import { receiptPathOf } from '../trip-line.ts';
import { isCancelled, tripMoney } from '../trip-text.ts';
import { useHotelTrip } from '../trips-api.ts';
import { HotelPriceBreakdown } from './hotel-price-lines.tsx';
import { GuestRequests, HotelPlace, HotelStayFacts, RoomAndRate } from './hotel-trip-sections.tsx';
import { guaranteeText, hotelAddress, paysAtHotel } from './hotel-trip-text.ts';

export function addHotelTripToCalendar(trip: HotelTrip): void {
  downloadStayCalendar({
    code: trip.confirmationCode,
    from: trip.stayDates.from,
    until: trip.stayDates.until,
    listingName: trip.lodging.name,
    address: hotelAddress(trip),
  });
}

function HotelTripActions({ trip, onCancel }: { trip: HotelTrip; onCancel: () => void }) {
  const cancelled = isCancelled(trip);
  return (
    <Card className="p-5 md:p-6">
      <ConfirmationNumber code={trip.confirmationCode} />
      <TotalRow label="Paid now" amount={trip.total} />
      {trip.dueAtHotel.value > 0 && !cancelled ? (
        <AmountRow label="Due at the hotel" amount={trip.dueAtHotel} />
      ) : null}
      {cancelled && !paysAtHotel(trip) ? (
        <AmountRow label="Refunded" amount={trip.refundTotal} refund />
      ) : null}
      <TripActionButtons
        trip={trip}
        receiptPath={receiptPathOf(trip)}
        addToCalendar={() => addHotelTripToCalendar(trip)}
        onCancel={onCancel}
      />
    </Card>
  );
}

function cancelledNote(trip: HotelTrip): string {
  if (paysAtHotel(trip) && trip.total.value === 0) return 'Nothing was charged for this booking.';
  return trip.refundTotal.value > 0
    ? `${tripMoney(trip.refundTotal)} is refunded to the way you paid.`
    : 'No refund was due under the cancellation policy.';
}

function HotelTripDetails({ trip }: { trip: HotelTrip }) {
  return (
    <TripDetailsFrame
      trip={trip}
      name={trip.lodging.name}
      address={hotelAddress(trip)}
      photo={trip.lodging.photo}
      cancelledNote={cancelledNote(trip)}
      actions={(onCancel) => <HotelTripActions trip={trip} onCancel={onCancel} />}
    >
      <DetailsSection id="stay" title="Your stay">
        <HotelStayFacts trip={trip} />
      </DetailsSection>
      <DetailsSection id="room" title="Room and rate">
        <RoomAndRate trip={trip} />
      </DetailsSection>
      <DetailsSection id="hotel" title="Hotel">
        <HotelPlace trip={trip} />
      </DetailsSection>
      <DetailsSection id="guest" title="Guest details">
        <GuestRequests trip={trip} />
      </DetailsSection>
      <DetailsSection id="price" title="Price breakdown">
        <HotelPriceBreakdown trip={trip} />
      </DetailsSection>
      <DetailsSection id="payments" title="How you paid">
        {guaranteeText(trip) ?? <PaymentsList trip={trip} />}
      </DetailsSection>
      <RefundsSection
        trip={trip}
        show={trip.refunds.length > 0 || (isCancelled(trip) && trip.total.value > 0)}
      />
      <DetailsSection id="policy" title="Cancellation policy">
        <p className="whitespace-pre-line">{trip.cancellationPolicy.description}</p>
      </DetailsSection>
    </TripDetailsFrame>
  );
}

/** /trips/hotels/:reservationId: everything about one booked hotel stay, with receipt, calendar and cancel. */
export function HotelTripDetailsPage() {
  const { reservationId = '' } = useParams();
  const trip = useHotelTrip(reservationId);
  useDocumentTitle(trip.data ? `${trip.data.lodging.name} - Trip details` : 'Trip details');
  return (
    <TripDetailsPageShell query={trip}>{(data) => <HotelTripDetails trip={data} />}</TripDetailsPageShell>
  );
}
