import { useParams } from 'react-router';
import type { HomeTrip } from '@portal/contracts/trips';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDate, nightsBetween } from '../../../lib/format.ts';
import { PaymentsList, PriceBreakdown } from '../details/price-lines.tsx';
import { tripPathOf } from '../trip-line.ts';
import { fullAddress, guestsText, isCancelled } from '../trip-text.ts';
import { useTrip } from '../trips-api.ts';
import { ReceiptBlock, ReceiptFrame, ReceiptPageShell, ReceiptRefunds } from './receipt-parts.tsx';

function Receipt({ trip }: { trip: HomeTrip }) {
  const nights = nightsBetween(trip.stayDates.from, trip.stayDates.until);
  const cancelled = isCancelled(trip);
  return (
    <ReceiptFrame trip={trip}>
      <ReceiptBlock title="Stay">
        <p className="font-semibold text-slate-900">{trip.listing.content.name}</p>
        <p className="text-slate-700">{fullAddress(trip)}</p>
        <p className="mt-1 text-slate-700">
          {formatDate(trip.stayDates.from)} to {formatDate(trip.stayDates.until)} · {nights}{' '}
          {nights === 1 ? 'night' : 'nights'} · {guestsText(trip.guests)}
        </p>
      </ReceiptBlock>

      <ReceiptBlock title="Charges">
        <PriceBreakdown trip={trip} />
      </ReceiptBlock>

      <ReceiptBlock title="Payments">
        <PaymentsList trip={trip} />
      </ReceiptBlock>

      {cancelled || trip.refunds.length > 0 ? <ReceiptRefunds trip={trip} /> : null}
    </ReceiptFrame>
  );
}

/** /trips/homes/:reservationId/receipt: a clean, printable receipt. */
export function ReceiptPage() {
  const { reservationId = '' } = useParams();
  const trip = useTrip(reservationId);
  useDocumentTitle(trip.data ? `Receipt #${trip.data.confirmationCode}` : 'Receipt');
  return (
    <ReceiptPageShell trip={trip} backTo={tripPathOf}>
      {(data) => <Receipt trip={data} />}
    </ReceiptPageShell>
  );
}
