import type { FlightWatch } from '@portal/contracts/flight-watch';
import { formatDate } from '../../../lib/format.ts';

/** "JFK → LAX", "JFK ⇄ LAX" for a round trip, every stop of a multi-city trip. */
export function routeText(search: FlightWatch['search']): string {
  const [first] = search.slices;
  if (!first) return '';
  if (search.tripType === 'round_trip') return `${first.origin} ⇄ ${first.destination}`;
  const last = search.slices[search.slices.length - 1] ?? first;
  return [...search.slices.map((s) => s.origin), last.destination].join(' → ');
}

export function datesText(search: FlightWatch['search']): string {
  return search.slices.map((s) => formatDate(s.departureDate, 'dayYear')).join(' – ');
}

export function passengersText(p: FlightWatch['search']['passengers']): string {
  const parts = [`${p.adultsCount} ${p.adultsCount === 1 ? 'Adult' : 'Adults'}`];
  const children = p.childAges.length;
  if (children > 0) parts.push(`${children} ${children === 1 ? 'Child' : 'Children'}`);
  const infants = p.lapInfantsCount + p.seatedInfantsCount;
  if (infants > 0) parts.push(`${infants} ${infants === 1 ? 'Infant' : 'Infants'}`);
  return parts.join(', ');
}

/** Spec §1 recommendations in plain words. */
export const RECOMMENDATION_TEXT: Record<NonNullable<FlightWatch['recommendation']>, string> = {
  great: 'Great price: book now',
  good: 'Good price: book now',
  fair: 'Fair price',
  wait: 'Wait: likely to drop',
};

export const NOTIFICATION_TEXT: Record<FlightWatch['notification'], string> = {
  EmailOnly: 'Email alerts',
  AppNotifications: 'App notifications',
};
