import { useParams } from 'react-router';
import type { HotelTrip } from '@portal/contracts/trips';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDate } from '../../../lib/format.ts';
import { PaymentsList } from '../details/price-lines.tsx';
import { ReceiptBlock, ReceiptFrame, ReceiptPageShell, ReceiptRefunds } from '../receipt/receipt-parts.tsx';
import { tripPathOf } from '../trip-line.ts';
import { isCancelled } from '../trip-text.ts';
import { useHotelTrip } from '../trips-api.ts';
import { HotelPriceBreakdown } from './hotel-price-lines.tsx';
import {
  guaranteeText,
  hotelAddress,
  hotelGuestsText,
  rateText,
  roomLine,
  roomsText,
} from './hotel-trip-text.ts';

function HotelReceipt({ trip }: { trip: HotelTrip }) {
  const cancelled = isCancelled(trip);
  return (
    <ReceiptFrame trip={trip}>
      <ReceiptBlock title="Hotel stay">
        <p className="font-semibold text-slate-900">{trip.lodging.name}</p>
        <p className="text-slate-700">{hotelAddress(trip)}</p>
        <p className="mt-1 text-slate-700">
          {formatDate(trip.stayDates.from)} to {formatDate(trip.stayDates.until)} · {trip.nights}{' '}
          {trip.nights === 1 ? 'night' : 'nights'} · {roomsText(trip.roomsCount)} · {hotelGuestsText(trip)}
        </p>
        <p className="mt-1 text-slate-700">
          {roomLine(trip)} · {rateText(trip)}
        </p>
      </ReceiptBlock>

      <ReceiptBlock title="Charges">
        <HotelPriceBreakdown trip={trip} />
      </ReceiptBlock>

      <ReceiptBlock title="Payments">
        {guaranteeText(trip) === null ? (
          <PaymentsList trip={trip} />
        ) : (
          <p className="text-slate-700">{guaranteeText(trip)}</p>
        )}
      </ReceiptBlock>

      {trip.refunds.length > 0 || (cancelled && trip.total.value > 0) ? <ReceiptRefunds trip={trip} /> : null}

      <ReceiptBlock title="Cancellation policy">
        <p className="text-slate-700">{trip.cancellationPolicy.description}</p>
      </ReceiptBlock>
    </ReceiptFrame>
  );
}

/** /trips/hotels/:reservationId/receipt: the hotel stay's printable receipt. */
export function HotelReceiptPage() {
  const { reservationId = '' } = useParams();
  const trip = useHotelTrip(reservationId);
  useDocumentTitle(trip.data ? `Receipt #${trip.data.confirmationCode}` : 'Receipt');
  return (
    <ReceiptPageShell trip={trip} backTo={tripPathOf}>
      {(data) => <HotelReceipt trip={data} />}
    </ReceiptPageShell>
  );
}
