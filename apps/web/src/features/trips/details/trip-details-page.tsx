import { useParams } from 'react-router';
import type { HomeTrip } from '@portal/contracts/trips';
import { Card } from '../../../components/ui/card.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { downloadStayCalendar } from '../../../lib/stay-calendar.ts';
import { fullAddress, isCancelled, tripMoney } from '../trip-text.ts';
import { useTrip } from '../trips-api.ts';
import { PaymentsList, PriceBreakdown } from './price-lines.tsx';
import { AmountRow, ConfirmationNumber, TotalRow } from './trip-details-parts.tsx';
import { CancellationPolicyText, DetailsSection, ProviderInfo, StayFacts } from './trip-sections.tsx';
import {
  RefundsSection,
  TripActionButtons,
  TripDetailsFrame,
  TripDetailsPageShell,
} from './trip-details-frame.tsx';

export function receiptPath(trip: HomeTrip): string {
  return `/trips/homes/${encodeURIComponent(trip.id.value)}/receipt`;
}

export function addTripToCalendar(trip: HomeTrip): void {
  downloadStayCalendar({
    code: trip.confirmationCode,
    from: trip.stayDates.from,
    until: trip.stayDates.until,
    listingName: trip.listing.content.name,
    address: fullAddress(trip),
    hostName: trip.providerAdditionalReservationInfo.hostName,
  });
}

function TripActions({ trip, onCancel }: { trip: HomeTrip; onCancel: () => void }) {
  return (
    <Card className="p-5 md:p-6">
      <ConfirmationNumber code={trip.confirmationCode} />
      <TotalRow label="Total paid" amount={trip.total} />
      {isCancelled(trip) ? <AmountRow label="Refunded" amount={trip.refundTotal} refund /> : null}
      <TripActionButtons
        trip={trip}
        receiptPath={receiptPath(trip)}
        addToCalendar={() => addTripToCalendar(trip)}
        onCancel={onCancel}
      />
    </Card>
  );
}

function TripDetails({ trip }: { trip: HomeTrip }) {
  const { listing } = trip;
  const host = trip.providerAdditionalReservationInfo.hostName || listing.hostInfo.hostName;
  return (
    <TripDetailsFrame
      trip={trip}
      name={listing.content.name}
      address={fullAddress(trip)}
      photo={listing.content.media[0]}
      cancelledNote={
        trip.refundTotal.value > 0
          ? `${tripMoney(trip.refundTotal)} is refunded to the way you paid.`
          : 'No refund was due under the cancellation policy.'
      }
      actions={(onCancel) => <TripActions trip={trip} onCancel={onCancel} />}
    >
      <DetailsSection id="stay" title="Your stay">
        <StayFacts trip={trip} />
      </DetailsSection>
      <DetailsSection id="host" title="Address and host">
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-slate-600">Address</dt>
            <dd className="text-slate-900">{fullAddress(trip)}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-600">Your host</dt>
            <dd className="text-slate-900">{host}</dd>
          </div>
        </dl>
      </DetailsSection>
      <DetailsSection id="payments" title="How you paid">
        <PaymentsList trip={trip} />
      </DetailsSection>
      <RefundsSection trip={trip} show={trip.refunds.length > 0 || isCancelled(trip)} />
      <DetailsSection id="price" title="Price breakdown">
        <PriceBreakdown trip={trip} />
      </DetailsSection>
      <DetailsSection id="policy" title="Cancellation policy">
        <CancellationPolicyText trip={trip} />
      </DetailsSection>
      <DetailsSection id="info" title="Additional information">
        <ProviderInfo trip={trip} />
      </DetailsSection>
    </TripDetailsFrame>
  );
}

/** /trips/homes/:reservationId: everything about one booked stay, with receipt, calendar and cancel. */
export function TripDetailsPage() {
  const { reservationId = '' } = useParams();
  const trip = useTrip(reservationId);
  useDocumentTitle(trip.data ? `${trip.data.listing.content.name} - Trip details` : 'Trip details');
  return <TripDetailsPageShell query={trip}>{(data) => <TripDetails trip={data} />}</TripDetailsPageShell>;
}
