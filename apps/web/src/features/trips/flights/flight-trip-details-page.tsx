import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import type { FlightTrip } from '@portal/contracts/flight-trips';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatInstant, PaymentsList, RefundsList } from '../details/price-lines.tsx';
import { TripDetailsPageShell } from '../details/trip-details-frame.tsx';
import { DetailsSection } from '../details/trip-sections.tsx';
import { BackToTrips } from '../details/trip-states.tsx';
import { CalendarIcon, ReceiptIcon } from '../trip-icons.tsx';
import { TripStatusBadge } from '../trip-status-badge.tsx';
import { isCancelled, tripMoney } from '../trip-text.ts';
import { downloadFlightCalendar } from './flight-calendar.ts';
import { FlightCancelModal } from './flight-cancel-modal.tsx';
import { FlightItinerary, FlightPassengers } from './flight-itinerary.tsx';
import { FlightPriceLines } from './flight-price-lines.tsx';
import { flightDatesText, flightTripPath, tagLabels } from './flight-trip-text.ts';
import { useFlightTrip } from './flights-trips-api.ts';

/** A flight can be cancelled online until it has flown; the quote then says how, or who to contact. */
function canAskToCancel(trip: FlightTrip): boolean {
  return !isCancelled(trip) && trip.timeState !== 'Past' && trip.ticketState !== 'Rejected';
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

function Actions({ trip, onCancel }: { trip: FlightTrip; onCancel: () => void }) {
  return (
    <Card className="p-5 md:p-6">
      <p className="text-sm text-slate-600">Confirmation number</p>
      <p className="text-lg font-bold tracking-wide text-slate-900">#{trip.confirmationCode}</p>
      <p className="mt-2 text-sm text-slate-600">Airline record locator</p>
      <p className="text-lg font-bold tracking-wide text-slate-900">
        {trip.recordLocator ?? 'Ticketing in progress'}
      </p>
      <div className="mt-4 flex items-baseline justify-between border-t border-slate-100 pt-4">
        <span className="text-slate-700">Total paid</span>
        <span className="text-xl font-bold text-slate-900">{tripMoney(trip.total)}</span>
      </div>
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
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cancelled = isCancelled(trip);
  const tags = tagLabels(trip.tags);
  const closeCancel = () => {
    setCancelOpen(false);
    // After a cancellation the opener is gone: put focus on the page's heading rather than lose it.
    setTimeout(() => {
      if (!document.activeElement || document.activeElement === document.body) headingRef.current?.focus();
    }, 0);
  };
  return (
    <>
      <BackToTrips to={cancelled || trip.timeState === 'Past' ? '/trips?tab=past' : '/trips'} />
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
              {trip.title}
            </h1>
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
          {cancelled ? (
            <p role="note" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
              This flight was cancelled{trip.cancelledAt ? ` on ${formatInstant(trip.cancelledAt)}` : ''}.{' '}
              {cancelledNote(trip)}
            </p>
          ) : null}
        </div>
        <aside aria-label="Trip actions" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="lg:sticky lg:top-6">
            <Actions trip={trip} onCancel={() => setCancelOpen(true)} />
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
          {trip.refunds.length > 0 ? (
            <DetailsSection id="refunds" title="Refunds">
              <RefundsList trip={trip} />
              <p className="mt-3 text-sm text-slate-600">
                Refunds to a card take 1 to 2 billing cycles to appear on your statement.
              </p>
            </DetailsSection>
          ) : null}
        </div>
      </div>
      <FlightCancelModal trip={trip} isOpen={cancelOpen} onClose={closeCancel} />
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
