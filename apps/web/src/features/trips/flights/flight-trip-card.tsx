import type { FlightTrip } from '@portal/contracts/flight-trips';
import { PlaneIcon } from '../../../components/ui/icons.tsx';
import { TripCardFrame } from '../list/trip-card-frame.tsx';
import { isCancelled, tripMoney } from '../trip-text.ts';
import {
  flightDatesText,
  flightTripPath,
  passengersText,
  tagLabels,
  tripAirlines,
} from './flight-trip-text.ts';
import { ScheduleChangeBadge } from './schedule-change/schedule-change-badge.tsx';

/** One booked flight in a trips list, laid out as a stay's card; the whole card opens its details. */
export function FlightTripCard({ trip }: { trip: FlightTrip }) {
  const pending = Boolean(trip.cancellationRequestedAt) && !isCancelled(trip);
  // The pending line below says it in words; its tag would only repeat it.
  const tags = tagLabels(pending ? trip.tags.filter((t) => t !== 'CancellationPending') : trip.tags);
  return (
    <TripCardFrame
      trip={trip}
      kind="Flight"
      name={trip.title}
      href={flightTripPath(trip)}
      place={tripAirlines(trip)}
      photoUrl={undefined}
      icon={<PlaneIcon className="size-10" />}
      amount={{ label: 'Total paid', value: tripMoney(trip.total) }}
      refunded={isCancelled(trip) && trip.refundTotal.value > 0 ? tripMoney(trip.refundTotal) : null}
    >
      <dl className="mt-3 grid grid-cols-1 gap-y-1 text-sm text-slate-700">
        <dt className="sr-only">Dates</dt>
        <dd className="font-medium text-slate-900">{flightDatesText(trip)}</dd>
        <dt className="sr-only">Passengers</dt>
        <dd>{passengersText(trip.passengers)}</dd>
        <dt className="sr-only">Confirmation number</dt>
        <dd>
          Confirmation <span className="font-semibold text-slate-900">#{trip.confirmationCode}</span>
          {trip.recordLocator ? (
            <>
              {' '}
              · Airline record locator{' '}
              <span className="font-semibold text-slate-900">{trip.recordLocator}</span>
            </>
          ) : null}
        </dd>
        {pending ? (
          <>
            <dt className="sr-only">Cancellation</dt>
            <dd className="font-medium text-amber-800">
              Cancellation pending · the airline is processing it, nothing refunded yet
            </dd>
          </>
        ) : null}
        {isCancelled(trip) ? null : <ScheduleChangeBadge trip={trip} />}
        {tags.length > 0 ? (
          <>
            <dt className="sr-only">Itinerary tags</dt>
            <dd className="flex flex-wrap gap-1.5 pt-1">
              {tags.map((tag) => (
                <span
                  key={tag}
                  className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
                >
                  {tag}
                </span>
              ))}
            </dd>
          </>
        ) : null}
      </dl>
    </TripCardFrame>
  );
}
