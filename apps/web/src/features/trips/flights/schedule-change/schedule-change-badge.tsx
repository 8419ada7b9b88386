import type { FlightTrip } from '@portal/contracts/flight-trips';
import { needsAnswer, SCHEDULE_CHANGE_BADGE } from './schedule-change-text.ts';

/** The card's badge in My trips while the change waits for the traveler's answer. */
export function ScheduleChangeBadge({ trip }: { trip: FlightTrip }) {
  if (!trip.scheduleChange || !needsAnswer(trip.scheduleChange)) return null;
  return (
    <>
      <dt className="sr-only">Schedule</dt>
      <dd className="pt-1">
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          {SCHEDULE_CHANGE_BADGE}
        </span>
      </dd>
    </>
  );
}
