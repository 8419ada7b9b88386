import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import type { HotelTrip } from '@portal/contracts/trips';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { downloadStayCalendar } from '../../../lib/stay-calendar.ts';
import { CancelReservationModal } from '../cancel/cancel-modal.tsx';
import { PaymentsList, RefundsList, formatInstant } from '../details/price-lines.tsx';
import { DetailsSection } from '../details/trip-sections.tsx';
import { BackToTrips, TripLoadError, TripSkeleton } from '../details/trip-states.tsx';
import { CalendarIcon, PinIcon, ReceiptIcon } from '../trip-icons.tsx';
import { receiptPathOf } from '../trip-line.ts';
import { TripStatusBadge } from '../trip-status-badge.tsx';
import { canRequestCancellation, isCancelled, tripMoney } from '../trip-text.ts';
import { useHotelTrip } from '../trips-api.ts';
import { HotelPriceBreakdown } from './hotel-price-lines.tsx';
import { GuestRequests, HotelPlace, HotelStayFacts, RoomAndRate } from './hotel-trip-sections.tsx';
import { hotelAddress, paysAtHotel } from './hotel-trip-text.ts';

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
      <p className="text-sm text-slate-600">Confirmation number</p>
      <p className="text-lg font-bold tracking-wide text-slate-900">#{trip.confirmationCode}</p>
      <div className="mt-4 flex items-baseline justify-between border-t border-slate-100 pt-4">
        <span className="text-slate-700">Paid now</span>
        <span className="text-xl font-bold text-slate-900">{tripMoney(trip.total)}</span>
      </div>
      {trip.dueAtHotel.value > 0 && !cancelled ? (
        <div className="mt-1 flex items-baseline justify-between">
          <span className="text-slate-700">Due at the hotel</span>
          <span className="font-semibold text-slate-900">{tripMoney(trip.dueAtHotel)}</span>
        </div>
      ) : null}
      {cancelled && !paysAtHotel(trip) ? (
        <div className="mt-1 flex items-baseline justify-between">
          <span className="text-slate-700">Refunded</span>
          <span className="font-semibold text-emerald-800">{tripMoney(trip.refundTotal)}</span>
        </div>
      ) : null}
      <div className="mt-5 flex flex-col gap-3">
        <ButtonLink to={receiptPathOf(trip)} variant="secondary">
          <ReceiptIcon className="size-5" /> View receipt
        </ButtonLink>
        {cancelled ? null : (
          <Button variant="secondary" onPress={() => addHotelTripToCalendar(trip)}>
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

function cancelledNote(trip: HotelTrip): string {
  if (paysAtHotel(trip) && trip.total.value === 0) return 'Nothing was charged for this booking.';
  return trip.refundTotal.value > 0
    ? `${tripMoney(trip.refundTotal)} is refunded to the way you paid.`
    : 'No refund was due under the cancellation policy.';
}

function HotelTripDetails({ trip }: { trip: HotelTrip }) {
  const [cancelOpen, setCancelOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cancelled = isCancelled(trip);
  const closeCancel = () => {
    setCancelOpen(false);
    // After a cancellation the opener is gone: put focus on the page's heading rather than lose it.
    if (cancelled) setTimeout(() => headingRef.current?.focus(), 0);
  };
  const photo = trip.lodging.photo;
  return (
    <>
      <BackToTrips to={cancelled || trip.timeState === 'Past' ? '/trips?tab=past' : '/trips'} />
      <div className="mt-3 overflow-hidden rounded-2xl bg-slate-100">
        {photo ? (
          <img
            src={photo.url}
            alt={photo.alt || trip.lodging.name}
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
              {trip.lodging.name}
            </h1>
            <p className="mt-1 flex items-start gap-1.5 text-slate-700">
              <PinIcon className="mt-0.5 size-5 shrink-0 text-slate-500" />
              {hotelAddress(trip)}
            </p>
          </header>
          {cancelled ? (
            <p role="note" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
              This reservation was cancelled
              {trip.cancelledAt ? ` on ${formatInstant(trip.cancelledAt)}` : ''}. {cancelledNote(trip)}
            </p>
          ) : null}
        </div>
        <aside aria-label="Trip actions" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="lg:sticky lg:top-6">
            <HotelTripActions trip={trip} onCancel={() => setCancelOpen(true)} />
          </div>
        </aside>
        <div className="min-w-0 space-y-5 lg:col-start-1">
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
            {trip.payments.length > 0 ? (
              <PaymentsList trip={trip} />
            ) : (
              <p>Nothing was charged for this booking. Your card guarantees the room.</p>
            )}
          </DetailsSection>
          {trip.refunds.length > 0 || (cancelled && trip.total.value > 0) ? (
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
          <DetailsSection id="policy" title="Cancellation policy">
            <p className="whitespace-pre-line">{trip.cancellationPolicy.description}</p>
          </DetailsSection>
        </div>
      </div>
      <CancelReservationModal trip={trip} isOpen={cancelOpen} onClose={closeCancel} />
    </>
  );
}

/** /trips/hotels/:reservationId: everything about one booked hotel stay, with receipt, calendar and cancel. */
export function HotelTripDetailsPage() {
  const { reservationId = '' } = useParams();
  const trip = useHotelTrip(reservationId);
  useDocumentTitle(trip.data ? `${trip.data.lodging.name} - Trip details` : 'Trip details');
  return (
    <div className="mx-auto max-w-[1100px] px-5 py-6 md:px-8 md:py-8">
      {trip.isPending ? (
        <TripSkeleton label="Loading your trip" />
      ) : trip.isError ? (
        <TripLoadError error={trip.error} onRetry={() => void trip.refetch()} retrying={trip.isRefetching} />
      ) : (
        <HotelTripDetails trip={trip.data} />
      )}
    </div>
  );
}
