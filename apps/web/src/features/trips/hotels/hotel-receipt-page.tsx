import { useParams } from 'react-router';
import type { HotelTrip } from '@portal/contracts/trips';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDate } from '../../../lib/format.ts';
import { PaymentsList, RefundsList } from '../details/price-lines.tsx';
import { ReceiptBlock, ReceiptFrame, ReceiptPageShell } from '../receipt/receipt-parts.tsx';
import { isCancelled, tripMoney } from '../trip-text.ts';
import { useHotelTrip } from '../trips-api.ts';
import { HotelPriceBreakdown } from './hotel-price-lines.tsx';
import { hotelAddress, hotelGuestsText, rateText, roomLine, roomsText } from './hotel-trip-text.ts';

function HotelReceipt({ trip }: { trip: HotelTrip }) {
  const cancelled = isCancelled(trip);
  const net = { ...trip.total, value: Math.round((trip.total.value - trip.refundTotal.value) * 100) / 100 };
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
        {trip.payments.length > 0 ? (
          <PaymentsList trip={trip} />
        ) : (
          <p className="text-slate-700">
            Nothing was charged for this booking. You pay {tripMoney(trip.dueAtHotel)} at the hotel.
          </p>
        )}
      </ReceiptBlock>

      {trip.refunds.length > 0 || (cancelled && trip.total.value > 0) ? (
        <ReceiptBlock title="Refunds">
          {trip.refunds.length > 0 ? (
            <RefundsList trip={trip} />
          ) : (
            <p className="text-slate-700">No refund was due under the cancellation policy.</p>
          )}
          <div className="mt-3 flex justify-between rounded-lg bg-slate-50 px-3 py-2 font-bold text-slate-900 print:bg-transparent print:px-0">
            <span>Net paid</span>
            <span className="tabular-nums">{tripMoney(net)}</span>
          </div>
        </ReceiptBlock>
      ) : null}

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
  return <ReceiptPageShell trip={trip}>{(data) => <HotelReceipt trip={data} />}</ReceiptPageShell>;
}
