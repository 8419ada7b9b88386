import type { PolicyTier } from '@portal/contracts/session';
import { FARE_WORDS, STAR_WORDS } from '@portal/domain/policy/evaluate';
import { dollars, POLICY_FARE_CLASSES, POLICY_STAR_RATINGS } from '@portal/domain/policy/tier';

// A tier in plain words for its card: "Approval required · Hotels up to $350/night, 3–5 stars · …".

type Tier = Pick<PolicyTier, 'settings' | 'hotels' | 'cars' | 'flights'>;

/** "3–5 stars", "3 and 5 stars", "4 stars", "any star rating". */
export function starsText(allowed: readonly string[]): string {
  const numbers = POLICY_STAR_RATINGS.filter((s) => allowed.includes(s)).map((s) => Number(STAR_WORDS[s]));
  if (numbers.length === POLICY_STAR_RATINGS.length) return 'any star rating';
  const first = numbers[0];
  const last = numbers.at(-1);
  if (first === undefined || last === undefined) return 'no star rating';
  const unit = numbers.length === 1 && first === 1 ? 'star' : 'stars';
  if (numbers.length === 1) return `${first} ${unit}`;
  if (last - first === numbers.length - 1) return `${first}–${last} ${unit}`;
  return `${numbers.slice(0, -1).join(', ')} and ${last} ${unit}`;
}

/** "Basic economy, Economy"; "any cabin" when all five are allowed. */
export function fareClassesText(allowed: readonly string[]): string {
  const known = POLICY_FARE_CLASSES.filter((c) => allowed.includes(c));
  if (known.length === POLICY_FARE_CLASSES.length) return 'any cabin';
  return known.map((c) => FARE_WORDS[c] ?? c).join(', ') || 'no cabin';
}

function flightText(label: string, policy: Tier['flights']['policies'][number] | undefined): string {
  if (!policy) return `${label} at any price, any cabin`;
  const caps = [
    policy.maxPriceForOneWay === null ? null : `${dollars(policy.maxPriceForOneWay)} one-way`,
    policy.maxPriceForRoundTrip === null ? null : `${dollars(policy.maxPriceForRoundTrip)} round trip`,
  ].filter(Boolean);
  const price = caps.length > 0 ? `up to ${caps.join(', ')}` : 'at any price';
  return `${label} ${price}, ${fareClassesText(policy.allowedFareClasses)}`;
}

/** The tier's rules as short phrases, in the order an admin reads them. */
export function policySummary(tier: Tier): string[] {
  const hotel = tier.hotels.policies[0];
  const car = tier.cars.policies[0];
  const { flights } = tier;
  const flight = (d: 'Short' | 'Long') => flights.policies.find((p) => p.duration === d);
  const longLabel = `Long flights (over ${flights.minHoursForLongFlight} h)`;
  return [
    tier.settings.isApprovalRequired ? 'Approval required' : 'No approval needed',
    hotel
      ? `Hotels ${hotel.maxPricePerNight === null ? 'at any price' : `up to ${dollars(hotel.maxPricePerNight)}/night`}, ${starsText(hotel.allowedStarRatings)}`
      : 'Hotels at any price',
    car?.maxPricePerDay != null ? `Cars up to ${dollars(car.maxPricePerDay)}/day` : 'Cars at any price',
    flightText('Short flights', flight('Short')),
    flights.enableLongFlights ? flightText(longLabel, flight('Long')) : `${longLabel} not allowed`,
  ];
}
