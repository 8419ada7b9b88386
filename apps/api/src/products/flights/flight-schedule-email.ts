// The schedule change email (plain text, as flight-emails.ts): which flights moved, from when to when in the
// airports' local times, and what the traveler can do next. The subject carries the confirmation code.
import type { FlightScheduleChange } from '@portal/contracts/flight-schedule-change';
import type { FlightSegment } from '@portal/contracts/flights';
import { formatTime12h, spellDate } from '@portal/domain/text';
import type { Email } from '../../checkout/product-line.ts';

const localTime = (local: string) => `${spellDate(local.slice(0, 10))} ${formatTime12h(local.slice(11, 16))}`;
const times = (s: FlightSegment) =>
  `${s.origin.locationCode} ${localTime(s.scheduledDeparture)} -> ` +
  `${s.destination.locationCode} ${localTime(s.scheduledArrival)}`;

/** What to do next, by the change's next step (spec §4 schedule-change next steps). */
export function nextStepLine(change: Pick<FlightScheduleChange, 'nextStep' | 'canAccept'>): string {
  if (change.canAccept)
    return 'Open your trip in My trips to accept the new schedule, or to get help if it does not work for you.';
  if (change.nextStep === 'ContactAirline')
    return 'Please contact the airline: only it can move you to other flights. Your trip in My trips shows how.';
  if (change.nextStep === 'ContactSupport')
    return 'Please contact us: open your trip in My trips and choose Get help.';
  return 'There is nothing you need to do.';
}

export function scheduleChangeEmail(confirmationCode: string, change: FlightScheduleChange): Email {
  const lines = [
    'The airline changed the schedule of your flight.',
    '',
    `Booking reference: #${confirmationCode}`,
    '',
  ];
  for (const segment of change.segments) {
    if (segment.kind === 'Unchanged') continue;
    const { before, after } = segment;
    lines.push(`${before.marketingAirline.code} ${before.marketingAirline.flightNumber}`);
    lines.push(`  Was: ${times(before)}`);
    lines.push(after ? `  Now: ${times(after)}` : '  Now: cancelled by the airline');
  }
  lines.push('');
  if (change.severity === 'Major')
    lines.push(
      'This is a major change: if the new schedule does not work for you, you may be entitled to a refund.',
    );
  lines.push(nextStepLine(change));
  return { subject: `Your flight schedule changed. (${confirmationCode})`, text: lines.join('\n') };
}
