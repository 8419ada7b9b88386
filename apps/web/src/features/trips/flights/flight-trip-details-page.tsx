import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import type { FlightTrip } from '@portal/contracts/flight-trips';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatInstant, PaymentsList } from '../details/price-lines.tsx';
import { RefundsSection, TripDetailsPageShell } from '../details/trip-details-frame.tsx';
import { CancelledNote, ConfirmationNumber, TotalRow, TripHeadline } from '../details/trip-details-parts.tsx';
import { DetailsSection } from '../details/trip-sections.tsx';
import { BackToTrips } from '../details/trip-states.tsx';
import { CalendarIcon, ReceiptIcon } from '../trip-icons.tsx';
import { isCancelled, tripMoney } from '../trip-text.ts';
import { downloadFlightCalendar } from './flight-calendar.ts';
import { FlightCancelModal } from './flight-cancel-modal.tsx';
import { FlightExchangeModal } from './exchange/flight-exchange-modal.tsx';
import { FlightItinerary, FlightPassengers } from './flight-itinerary.tsx';
import { FlightPriceLines } from './flight-price-lines.tsx';
import { flightDatesText, flightTripPath, tagLabels } from './flight-trip-text.ts';
import { useFlightTrip } from './flights-trips-api.ts';
import { CANCEL_PENDING_TEXT } from './use-flight-cancel.ts';
import { ScheduleChangeNotice } from './schedule-change/schedule-change-notice.tsx';

/**
 * A flight can be cancelled online until it has flown; the quote then says how, or who to contact. While the
 * airline is processing a cancellation there is nothing to change or cancel: the pending note says so.
 */
function canAskToCancel(trip: FlightTrip): boolean {
  return (
    !isCancelled(trip) &&
    !trip.cancellationRequestedAt &&
    trip.timeState !== 'Past' &&
    trip.ticketState !== 'Rejected'
  );
}

/** The airline took the request to cancel but has not cancelled yet: nothing has been refunded. */
function PendingCancelNote({ requestedAt }: { requestedAt: string }) {
  return (
    <p role="note" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
      <span className="font-semibold">Cancellation pending.</span> You asked to cancel this flight on{' '}
      {formatInstant(requestedAt)}. {CANCEL_PENDING_TEXT}
    </p>
  );
}

function cancelledNote(trip: FlightTrip): string {
  const parts: string[] = [];
  if (trip.refundTotal.value > 0)
    parts.push(`${tripMoney(trip.refundTotal)} is refunded to the way you paid.`);
  if (trip.credit) {
    parts.push(
      `${tripMoney(trip.credit.amount)} is a travel credit with ${trip.credit.airline.name} until ${formatInstant(trip.credit.expiresAt)}.`,
    );
  }
  return parts.join(' ') || 'No refund was due under the fare’s rules.';
}

function Actions({
  trip,
  onCancel,
  onChange,
}: {
  trip: FlightTrip;
  onCancel: () => void;
  onChange: () => void;
}) {
  return (
    <Card className="p-5 md:p-6">
      <ConfirmationNumber code={trip.confirmationCode} />
      <p className="mt-2 text-sm text-slate-600">Airline record locator</p>
      <p className="text-lg font-bold tracking-wide text-slate-900">
        {trip.recordLocator ?? 'Ticketing in progress'}
      </p>
      <TotalRow label="Total paid" amount={trip.total} />
      <div className="mt-5 flex flex-col gap-3">
        <ButtonLink to={`${flightTripPath(trip)}/receipt`} variant="secondary">
          <ReceiptIcon className="size-5" /> View receipt
        </ButtonLink>
        {isCancelled(trip) ? null : (
          <Button variant="secondary" onPress={() => downloadFlightCalendar(trip)}>
            <CalendarIcon className="size-5" /> Add to calendar
          </Button>
        )}
        {canAskToCancel(trip) ? (
          <Button variant="secondary" onPress={onChange}>
            Change flight
          </Button>
        ) : null}
        {canAskToCancel(trip) ? (
          <Button variant="ghost" onPress={onCancel} className="text-accent-700! hover:bg-red-50">
            Cancel flight
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

function FlightTripDetails({ trip }: { trip: FlightTrip }) {
  const [cancelOpen, setCancelOpen] = useState(false);
  const [changeOpen, setChangeOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cancelled = isCancelled(trip);
  const tags = tagLabels(trip.tags);
  const closeCancel = () => {
    setCancelOpen(false);
    // After a cancellation (or a pending one) the opener is gone: put focus on the page's heading rather than lose
    // it. While "Cancel flight" is still there the modal's focus scope gives focus back to it; focusing the heading
    // then would win (the scope restores a frame later, and only when focus was lost).
    if (!canAskToCancel(trip)) setTimeout(() => headingRef.current?.focus(), 0);
  };
  return (
    <>
      <BackToTrips to={cancelled || trip.timeState === 'Past' ? '/trips?tab=past' : '/trips'} />
      <div className="mt-6 grid gap-5 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-x-8">
        <div className="min-w-0 space-y-5 lg:col-start-1">
          <header>
            <TripHeadline trip={trip} headingRef={headingRef}>
              {trip.title}
            </TripHeadline>
            <p className="mt-1 text-slate-700">{flightDatesText(trip)}</p>
            {tags.length > 0 ? (
              <ul aria-label="Itinerary tags" className="mt-2 flex flex-wrap gap-1.5">
                {tags.map((tag) => (
                  <li
                    key={tag}
                    className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            ) : null}
          </header>
          {cancelled ? <CancelledNote trip={trip} subject="flight" note={cancelledNote(trip)} /> : null}
          {trip.cancellationRequestedAt && !cancelled ? (
            <PendingCancelNote requestedAt={trip.cancellationRequestedAt} />
          ) : null}
          {trip.scheduleChange && !cancelled ? (
            <ScheduleChangeNotice trip={trip} change={trip.scheduleChange} />
          ) : null}
        </div>
        <aside aria-label="Trip actions" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="lg:sticky lg:top-6">
            <Actions trip={trip} onCancel={() => setCancelOpen(true)} onChange={() => setChangeOpen(true)} />
          </div>
        </aside>
        <div className="min-w-0 space-y-5 lg:col-start-1">
          <DetailsSection id="itinerary" title="Itinerary">
            <p className="mb-4 text-sm text-slate-600">Times are local at each airport.</p>
            <FlightItinerary trip={trip} />
          </DetailsSection>
          <DetailsSection id="passengers" title="Passengers">
            <FlightPassengers trip={trip} />
          </DetailsSection>
          <DetailsSection id="price" title="Price breakdown">
            <FlightPriceLines trip={trip} />
          </DetailsSection>
          <DetailsSection id="payments" title="How you paid">
            <PaymentsList trip={trip} />
          </DetailsSection>
          <RefundsSection trip={trip} show={trip.refunds.length > 0} />
        </div>
      </div>
      <FlightCancelModal trip={trip} isOpen={cancelOpen} onClose={closeCancel} />
      <FlightExchangeModal trip={trip} isOpen={changeOpen} onClose={() => setChangeOpen(false)} />
    </>
  );
}

/** /trips/flights/:reservationId: every segment in local times, passengers, price, receipt, calendar, cancel. */
export function FlightTripDetailsPage() {
  const { reservationId = '' } = useParams();
  const trip = useFlightTrip(reservationId);
  useDocumentTitle(trip.data ? `${trip.data.title} - Trip details` : 'Trip details');
  return (
    <TripDetailsPageShell query={trip}>{(data) => <FlightTripDetails trip={data} />}</TripDetailsPageShell>
  );
}
