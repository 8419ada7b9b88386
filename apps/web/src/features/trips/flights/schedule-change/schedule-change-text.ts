import type { FlightScheduleChange } from '@portal/contracts/flight-schedule-change';

// The words of a schedule change (spec §4 schedule-change next steps), shared by the trip page and the card.

export const SCHEDULE_CHANGE_TITLE = 'Your flight schedule changed';
export const SCHEDULE_CHANGE_BADGE = 'Schedule changed';

/** The change still waits for the traveler (the card's badge, the notice's buttons). */
export function needsAnswer(change: FlightScheduleChange): boolean {
  return change.nextStep === 'ContactAirline' || change.nextStep === 'ContactSupport';
}

/** What the airline did and what the traveler can do, by the next step. */
export function scheduleChangeIntro(change: FlightScheduleChange): string {
  if (change.acceptedAt) return 'You accepted the new schedule. Your itinerary shows the new times.';
  if (change.helpRequestedAt) return 'You asked for help with this change.';
  if (change.nextStep === 'NotAllowed')
    return 'The airline changed these flights. There is nothing left to decide online.';
  if (change.canAccept)
    return 'The airline changed the times of your flights. Review the new times, then accept them or get help.';
  if (change.nextStep === 'ContactAirline')
    return 'The airline changed your flights so that only the airline can rebook them. Get help to see how to reach it.';
  return 'The airline changed your flights. Get help and we will sort it out with you.';
}

export function severityText(change: FlightScheduleChange): string | null {
  return change.severity === 'Major'
    ? 'This is a major change: if the new schedule does not work for you, you may be entitled to a refund.'
    : null;
}

/** '+45 min', '-2h 30m': how far a time moved. */
export function shiftText(minutes: number): string {
  const sign = minutes > 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  const h = Math.floor(abs / 60);
  const m = abs % 60;
  if (h === 0) return `${sign}${m} min`;
  return m === 0 ? `${sign}${h}h` : `${sign}${h}h ${m}m`;
}
