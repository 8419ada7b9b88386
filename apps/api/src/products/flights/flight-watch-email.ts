// The watched-trip alert (plain text): what changed, the route and dates, the old and new price and a link that
// opens the same search, so the reader can act on it without remembering what they watched.
import type { FlightSearchRequest } from '@portal/contracts/flights';
import type { PredictionRecommendation } from '@portal/domain/flights/enums';
import type { WatchReason } from '@portal/domain/flights/watch';
import { formatUsd } from '@portal/domain/money';
import { spellDate } from '@portal/domain/text';
import type { Email } from '../../checkout/product-line.ts';

/** Spec §1 recommendations in the words the prediction panel uses. */
const ADVICE: Record<PredictionRecommendation, string> = {
  great: 'a great price: book now',
  good: 'a good price: book now',
  fair: 'a fair price',
  wait: 'likely to drop: wait',
};

const CABIN_WORDS: Record<FlightSearchRequest['cabin'], string> = {
  BasicEconomy: 'Basic economy',
  Economy: 'Economy',
  PremiumEconomy: 'Premium economy',
  Business: 'Business',
  First: 'First',
};

export function routeLabel(search: FlightSearchRequest): string {
  const [first] = search.slices;
  const last = search.slices[search.slices.length - 1];
  if (!first || !last) return 'your trip';
  if (search.tripType === 'round_trip') return `${first.origin} to ${first.destination} and back`;
  if (search.slices.length === 1) return `${first.origin} to ${first.destination}`;
  return search.slices.map((s) => s.origin).join(', ') + `, ${last.destination}`;
}

function passengersLabel(p: FlightSearchRequest['passengers']): string {
  const parts = [`${p.adultsCount} ${p.adultsCount === 1 ? 'adult' : 'adults'}`];
  const children = p.childAges.length;
  if (children > 0) parts.push(`${children} ${children === 1 ? 'child' : 'children'}`);
  const infants = p.lapInfantsCount + p.seatedInfantsCount;
  if (infants > 0) parts.push(`${infants} ${infants === 1 ? 'infant' : 'infants'}`);
  return parts.join(', ');
}

/**
 * The flights results page for the same search. The query names every part of the search the way the flights
 * pages read it: trip type, one origin~destination~date triple per slice, passengers and cabin.
 */
export function flightSearchLink(publicUrl: string, search: FlightSearchRequest): string {
  const query = new URLSearchParams({ tripType: search.tripType });
  for (const s of search.slices) query.append('slice', `${s.origin}~${s.destination}~${s.departureDate}`);
  query.set('adults', String(search.passengers.adultsCount));
  if (search.passengers.childAges.length > 0) query.set('childAges', search.passengers.childAges.join(','));
  if (search.passengers.lapInfantsCount > 0)
    query.set('lapInfants', String(search.passengers.lapInfantsCount));
  if (search.passengers.seatedInfantsCount > 0) {
    query.set('seatedInfants', String(search.passengers.seatedInfantsCount));
  }
  query.set('cabin', search.cabin);
  return `${publicUrl}/flights/shop/?${query.toString()}`;
}

export type WatchAlert = {
  search: FlightSearchRequest;
  reasons: readonly WatchReason[];
  previousPriceMinor: number | null;
  priceMinor: number | null;
  recommendation: PredictionRecommendation | null;
  link: string;
};

export function flightWatchEmail(alert: WatchAlert): Email {
  const route = routeLabel(alert.search);
  const dropped = alert.reasons.includes('PriceDropped') && alert.priceMinor !== null;
  const now = alert.priceMinor === null ? null : formatUsd(alert.priceMinor);
  const subject = dropped
    ? `Price drop: ${route} is now ${now}`
    : `Time to book: ${route}${now ? ` at ${now}` : ''}`;
  const was =
    alert.previousPriceMinor !== null && alert.priceMinor !== null
      ? `${formatUsd(alert.previousPriceMinor)} -> ${formatUsd(alert.priceMinor)}` +
        (alert.priceMinor < alert.previousPriceMinor
          ? ` (${formatUsd(alert.previousPriceMinor - alert.priceMinor)} less)`
          : '')
      : (now ?? 'not available right now');
  const lines = [
    dropped
      ? `The price of a trip you watch dropped to ${now}.`
      : 'Our price prediction says now is the time to book a trip you watch.',
    '',
    route,
    ...alert.search.slices.map(
      (s, i) => `Flight ${i + 1}: ${s.origin} to ${s.destination}, ${spellDate(s.departureDate)}`,
    ),
    `${passengersLabel(alert.search.passengers)}, ${CABIN_WORDS[alert.search.cabin]}`,
    '',
    `Lowest price for all travelers: ${was}`,
    ...(alert.recommendation ? [`Prediction: ${ADVICE[alert.recommendation]}`] : []),
    '',
    `See the flights: ${alert.link}`,
    '',
    'Prices change often and are not guaranteed until you book.',
    'You get this email because you watch this trip. Stop watching it under My trips, Watched Trips.',
  ];
  return { subject, text: lines.join('\n') };
}
