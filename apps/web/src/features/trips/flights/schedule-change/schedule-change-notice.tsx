import { useId, useRef } from 'react';
import type { FlightScheduleChange, ScheduleChangeSegment } from '@portal/contracts/flight-schedule-change';
import type { FlightSegment } from '@portal/contracts/flights';
import type { FlightTrip } from '@portal/contracts/flight-trips';
import { Button } from '../../../../components/ui/button.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { usePortalConfig } from '../../../../lib/portal-config.ts';
import { airportCity, flightNumberText, localClock, localDay, zoneLabel } from '../flight-trip-text.ts';
import { useScheduleChangeAnswer } from './schedule-change-api.ts';
import {
  needsAnswer,
  SCHEDULE_CHANGE_TITLE,
  scheduleChangeIntro,
  severityText,
  shiftText,
} from './schedule-change-text.ts';

// The trip page's notice of an airline schedule change (issue 14): old against new times of each moved flight,
// at the airports' clocks, and the traveler's next step (accept the new schedule, or get help).

const FAILED = 'We couldn’t send your answer. Please try again.';

/** One line per end of the flight; the clock and the day each stay whole, so a narrow column wraps between them. */
function Times({ trip, segment }: { trip: FlightTrip; segment: FlightSegment }) {
  const at = (code: string, local: string, zoned: string) => (
    <>
      <span className="whitespace-nowrap">
        {localClock(local)} {zoneLabel(zoned, trip.itinerary.airports[code]?.timeZone)}
      </span>
      , <span className="whitespace-nowrap">{localDay(local)}</span>
    </>
  );
  return (
    <>
      <span className="block">
        Departs{' '}
        <time dateTime={segment.zonedScheduledDeparture}>
          {at(segment.origin.locationCode, segment.scheduledDeparture, segment.zonedScheduledDeparture)}
        </time>
      </span>
      <span className="block">
        Arrives{' '}
        <time dateTime={segment.zonedScheduledArrival}>
          {at(segment.destination.locationCode, segment.scheduledArrival, segment.zonedScheduledArrival)}
        </time>
      </span>
    </>
  );
}

function MovedFlight({ trip, moved }: { trip: FlightTrip; moved: ScheduleChangeSegment }) {
  const { before, after } = moved;
  const route = `${airportCity(trip, before.origin.locationCode)} to ${airportCity(trip, before.destination.locationCode)}`;
  return (
    <li className="rounded-lg border border-amber-200 bg-white p-3">
      <p className="font-semibold text-slate-900">
        {flightNumberText(trip, before).number} · {route}
        {moved.kind === 'Changed' && moved.departureShiftMinutes !== 0 ? (
          <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
            {shiftText(moved.departureShiftMinutes)}
          </span>
        ) : null}
      </p>
      <dl className="mt-2 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-600">Was</dt>
          <dd className="text-slate-600 line-through decoration-slate-400">
            <Times trip={trip} segment={before} />
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">Now</dt>
          <dd className="font-medium text-slate-900">
            {after ? <Times trip={trip} segment={after} /> : 'Cancelled by the airline'}
          </dd>
        </div>
      </dl>
    </li>
  );
}

export function ScheduleChangeNotice({ trip, change }: { trip: FlightTrip; change: FlightScheduleChange }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { supportPhone } = usePortalConfig();
  const { accept, help } = useScheduleChangeAnswer(trip.id.value);
  const busy = accept.isPending || help.isPending;
  const failure = accept.error ?? help.error;
  const moved = change.segments.filter((s) => s.kind !== 'Unchanged');
  const severity = severityText(change);
  // Once answered the buttons go: focus moves to the heading so a keyboard user is not left on nothing.
  const answered = () => setTimeout(() => headingRef.current?.focus(), 0);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-800 md:p-5"
    >
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-bold text-amber-950 outline-none"
      >
        {SCHEDULE_CHANGE_TITLE}
      </h2>
      <p className="mt-1">{scheduleChangeIntro(change)}</p>
      {severity && !change.acceptedAt ? <p className="mt-1 font-medium">{severity}</p> : null}
      <ul aria-label="Changed flights" className="mt-3 space-y-2">
        {moved.map((m) => (
          <MovedFlight key={`${m.sliceIndex}-${m.before.zonedScheduledDeparture}`} trip={trip} moved={m} />
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-600">Times are local at each airport.</p>
      <div role="status" aria-live="polite">
        {help.data ? (
          <p className="mt-3 rounded-lg bg-white p-3 font-medium">
            {help.data.contact.message}
            {help.data.contact.kind === 'Support' ? (
              <>
                {' '}
                <a
                  className="text-brand-700 underline"
                  href={`tel:${help.data.contact.phoneNumber.replace(/[^\d+]/g, '')}`}
                >
                  Call {help.data.contact.phoneNumber}
                </a>
              </>
            ) : null}
          </p>
        ) : change.helpRequestedAt ? (
          <p className="mt-3 text-sm">Questions? Call {supportPhone}.</p>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
          {isApiError(failure) && failure.status === 409 ? failure.message : FAILED}
        </p>
      ) : null}
      {needsAnswer(change) ? (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          {change.canAccept ? (
            <Button isDisabled={busy} onPress={() => accept.mutate(undefined, { onSuccess: answered })}>
              Accept the new schedule
            </Button>
          ) : null}
          <Button
            variant={change.canAccept ? 'secondary' : 'primary'}
            isDisabled={busy}
            onPress={() => help.mutate(undefined, { onSuccess: answered })}
          >
            Get help
          </Button>
        </div>
      ) : null}
    </section>
  );
}
