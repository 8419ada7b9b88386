import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import type { HomeTrip } from '@portal/contracts/trips';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { downloadStayCalendar } from '../../../lib/stay-calendar.ts';
import { CancelReservationModal } from '../cancel/cancel-modal.tsx';
import { CalendarIcon, PinIcon, ReceiptIcon } from '../trip-icons.tsx';
import { TripStatusBadge } from '../trip-status-badge.tsx';
import { canRequestCancellation, fullAddress, isCancelled, tripMoney } from '../trip-text.ts';
import { useTrip } from '../trips-api.ts';
import { PaymentsList, PriceBreakdown, RefundsList, formatInstant } from './price-lines.tsx';
import { CancellationPolicyText, DetailsSection, ProviderInfo, StayFacts } from './trip-sections.tsx';
import { BackToTrips, TripLoadError, TripSkeleton } from './trip-states.tsx';

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
  const cancelled = isCancelled(trip);
  return (
    <Card className="p-5 md:p-6">
      <p className="text-sm text-slate-600">Confirmation number</p>
      <p className="text-lg font-bold tracking-wide text-slate-900">#{trip.confirmationCode}</p>
      <div className="mt-4 flex items-baseline justify-between border-t border-slate-100 pt-4">
        <span className="text-slate-700">Total paid</span>
        <span className="text-xl font-bold text-slate-900">{tripMoney(trip.total)}</span>
      </div>
      {cancelled ? (
        <div className="mt-1 flex items-baseline justify-between">
          <span className="text-slate-700">Refunded</span>
          <span className="font-semibold text-emerald-800">{tripMoney(trip.refundTotal)}</span>
        </div>
      ) : null}
      <div className="mt-5 flex flex-col gap-3">
        <ButtonLink to={receiptPath(trip)} variant="secondary">
          <ReceiptIcon className="size-5" /> View receipt
        </ButtonLink>
        {cancelled ? null : (
          <Button variant="secondary" onPress={() => addTripToCalendar(trip)}>
            <CalendarIcon className="size-5" /> Add to calendar
          </Button>
        )}
        {canRequestCancellation(trip) ? (
          <Button variant="ghost" onPress={onCancel} className="text-accent-700! hover:bg-red-50">
            Cancel reservation
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

function TripDetails({ trip }: { trip: HomeTrip }) {
  const [cancelOpen, setCancelOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const closeCancel = () => {
    setCancelOpen(false);
    // After a cancellation the opener is gone: put focus on the page's heading rather than lose it.
    if (cancelled) setTimeout(() => headingRef.current?.focus(), 0);
  };
  const { listing } = trip;
  const photo = listing.content.media[0];
  const cancelled = isCancelled(trip);
  const host = trip.providerAdditionalReservationInfo.hostName || listing.hostInfo.hostName;
  return (
    <>
      <BackToTrips to={cancelled || trip.timeState === 'Past' ? '/trips?tab=past' : '/trips'} />
      <div className="mt-3 overflow-hidden rounded-2xl bg-slate-100">
        {photo ? (
          <img
            src={photo.url}
            alt={photo.alt || listing.content.name}
            className={`h-56 w-full object-cover md:h-80 ${cancelled ? 'grayscale-[50%]' : ''}`}
          />
        ) : null}
      </div>
      <div className="mt-6 grid gap-5 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-x-8">
        <div className="min-w-0 space-y-5 lg:col-start-1">
          <header>
            <div className="flex flex-wrap items-center gap-2">
              <TripStatusBadge trip={trip} />
              <span className="text-sm text-slate-600">Booked {formatInstant(trip.bookedAt)}</span>
            </div>
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="mt-2 text-2xl font-bold tracking-tight text-slate-900 outline-none md:text-3xl"
            >
              {listing.content.name}
            </h1>
            <p className="mt-1 flex items-start gap-1.5 text-slate-700">
              <PinIcon className="mt-0.5 size-5 shrink-0 text-slate-500" />
              {fullAddress(trip)}
            </p>
          </header>
          {cancelled ? (
            <p role="note" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
              This reservation was cancelled
              {trip.cancelledAt ? ` on ${formatInstant(trip.cancelledAt)}` : ''}.{' '}
              {trip.refundTotal.value > 0
                ? `${tripMoney(trip.refundTotal)} is refunded to the way you paid.`
                : 'No refund was due under the cancellation policy.'}
            </p>
          ) : null}
        </div>
        <aside aria-label="Trip actions" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="lg:sticky lg:top-6">
            <TripActions trip={trip} onCancel={() => setCancelOpen(true)} />
          </div>
        </aside>
        <div className="min-w-0 space-y-5 lg:col-start-1">
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
          {trip.refunds.length > 0 || cancelled ? (
            <DetailsSection id="refunds" title="Refunds">
              {trip.refunds.length > 0 ? (
                <RefundsList trip={trip} />
              ) : (
                <p>No refund was due under the cancellation policy.</p>
              )}
              <p className="mt-3 text-sm text-slate-600">
                Refunds to a card take 1 to 2 billing cycles to appear on your statement.
              </p>
            </DetailsSection>
          ) : null}
          <DetailsSection id="price" title="Price breakdown">
            <PriceBreakdown trip={trip} />
          </DetailsSection>
          <DetailsSection id="policy" title="Cancellation policy">
            <CancellationPolicyText trip={trip} />
          </DetailsSection>
          <DetailsSection id="info" title="Additional information">
            <ProviderInfo trip={trip} />
          </DetailsSection>
        </div>
      </div>
      <CancelReservationModal trip={trip} isOpen={cancelOpen} onClose={closeCancel} />
    </>
  );
}

/** /trips/homes/:reservationId: everything about one booked stay, with receipt, calendar and cancel. */
export function TripDetailsPage() {
  const { reservationId = '' } = useParams();
  const trip = useTrip(reservationId);
  useDocumentTitle(trip.data ? `${trip.data.listing.content.name} - Trip details` : 'Trip details');
  return (
    <div className="mx-auto max-w-[1100px] px-5 py-6 md:px-8 md:py-8">
      {trip.isPending ? (
        <TripSkeleton label="Loading your trip" />
      ) : trip.isError ? (
        <TripLoadError error={trip.error} onRetry={() => void trip.refetch()} retrying={trip.isRefetching} />
      ) : (
        <TripDetails trip={trip.data} />
      )}
    </div>
  );
}
