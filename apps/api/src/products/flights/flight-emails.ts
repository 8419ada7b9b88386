// The flights line's confirmation and not-booked emails (plain text). Subjects carry the confirmation code, as
// the other lines' do, so GET /outbox finds them; times are the airports' local times, as on the ticket.
import type { FlightReservation } from '@portal/contracts/flight-booking';
import { formatUsd, majorToMinor } from '@portal/domain/money';
import { formatTime12h, spellDate } from '@portal/domain/text';
import type { Email } from '../../checkout/product-line.ts';

const money = (value: number) => formatUsd(majorToMinor(value));
const PASSENGER_WORDS = { ADT: 'adult', CNN: 'child', INF: 'lap infant', INS: 'infant in a seat' } as const;

/** "Tue, Mar 5, 2027 8:10 AM": a local wall-clock time of the segment ("2027-03-05T08:10"). */
const localTime = (local: string) => `${spellDate(local.slice(0, 10))} ${formatTime12h(local.slice(11, 16))}`;

export function itineraryLines(r: Pick<FlightReservation, 'itinerary'>): string[] {
  const { slices, airports } = r.itinerary;
  const lines: string[] = [];
  slices.forEach((slice, i) => {
    const from = airports[slice.origin]?.city ?? slice.origin;
    const to = airports[slice.destination]?.city ?? slice.destination;
    lines.push(`Flight ${i + 1}: ${from} to ${to}, ${slice.fareShelf.shortBrandName}`);
    for (const s of slice.segments) {
      const carrier = `${s.marketingAirline.code} ${s.marketingAirline.flightNumber}`;
      lines.push(
        `  ${carrier} ${s.origin.locationCode} ${localTime(s.scheduledDeparture)} -> ` +
          `${s.destination.locationCode} ${localTime(s.scheduledArrival)}` +
          (s.plusDays > 0 ? ` (+${s.plusDays})` : ''),
      );
    }
  });
  return lines;
}

function passengerLines(r: FlightReservation): string[] {
  return r.passengers.map((p) => `  ${p.givenName} ${p.surname} (${PASSENGER_WORDS[p.type]})`);
}

function paidLines(r: FlightReservation): string[] {
  return r.paidWith.lines.map((line) => `  ${line.description}: ${money(line.amount.value)}`);
}

export function flightConfirmationEmail(r: FlightReservation): Email {
  const code = r.id.value;
  const lines = [
    'Your flight is booked.',
    '',
    `Your booking confirmation is #${code}`,
    r.recordLocator
      ? `Airline confirmation (record locator): ${r.recordLocator}`
      : 'The airline is issuing your tickets.',
    '',
    ...itineraryLines(r),
    '',
    'Passengers:',
    ...passengerLines(r),
    '',
    `Total paid: ${money(r.total.value)}`,
    'Paid with:',
    ...paidLines(r),
  ];
  return { subject: `Confirmed, your flight is booked. (${code})`, text: lines.join('\n') };
}

/** A booking the airline refused or never ticketed after the traveler left checkout. */
export function flightNotBookedEmail(r: FlightReservation, reason: string): Email {
  const code = r.id.value;
  const lines = [
    'We could not book your flight.',
    '',
    reason,
    '',
    ...itineraryLines(r),
    '',
    `Booking reference: #${code}. Any payment taken for it has been returned.`,
  ];
  return { subject: `Your flight was not booked. (${code})`, text: lines.join('\n') };
}
