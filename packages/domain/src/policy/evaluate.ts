// Spec §5 "Corporate policy": whether a hotel rate, car or flight fare is within a tier, with the reasons it is
// not in the words a traveler reads on the badge and the admin reads in reports.
import type {
  CarSubject,
  FlightPolicy,
  FlightSliceFacts,
  FlightSubject,
  HotelPolicy,
  HotelSubject,
  PolicyEvaluation,
  PolicySubject,
  PolicyTierRules,
} from './tier.ts';
import { dollars } from './tier.ts';

export const STAR_WORDS: Record<string, string> = { One: '1', Two: '2', Three: '3', Four: '4', Five: '5' };
export const FARE_WORDS: Record<string, string> = {
  BasicEconomy: 'Basic economy',
  Economy: 'Economy',
  PremiumEconomy: 'Premium economy',
  Business: 'Business',
  First: 'First',
};

const verdict = (violations: string[]): PolicyEvaluation => ({
  inPolicy: violations.length === 0,
  violations,
});

/**
 * Whether a result, rate or fare is in policy as its evaluation says: out of policy only when judged so, so one
 * nothing judged (a consumer's, a tier that restricts nothing) is never held back. The badge shows the judged
 * ones; the policy modal asks before the others; the "In policy" filters keep only these.
 */
export const isInPolicy = (evaluation: Pick<PolicyEvaluation, 'inPolicy'> | undefined): boolean =>
  evaluation?.inPolicy !== false;

function hotelViolations(policy: HotelPolicy, subject: HotelSubject): string[] {
  const out: string[] = [];
  if (!policy.allowedStarRatings.includes(subject.starRating)) {
    const stars = STAR_WORDS[subject.starRating];
    out.push(stars ? `${stars}-star hotels are not allowed` : 'Unrated hotels are not allowed');
  }
  if (policy.maxPricePerNight !== null && subject.pricePerNight > policy.maxPricePerNight)
    out.push(`Over the ${dollars(policy.maxPricePerNight)} nightly cap`);
  return out;
}

/**
 * Several hotel policies are alternatives: a rate that meets any one of them is in policy; otherwise the first
 * policy's reasons are given. No policy at all allows everything.
 */
export function evaluateHotel(tier: PolicyTierRules, subject: HotelSubject): PolicyEvaluation {
  const found = tier.hotels.policies.map((p) => hotelViolations(p, subject));
  if (found.length === 0 || found.some((v) => v.length === 0)) return verdict([]);
  return verdict(found[0] ?? []);
}

export function evaluateCar(tier: PolicyTierRules, subject: CarSubject): PolicyEvaluation {
  const caps = tier.cars.policies.map((p) => p.maxPricePerDay);
  if (caps.length === 0 || caps.some((cap) => cap === null || subject.pricePerDay <= cap)) return verdict([]);
  const lowest = Math.min(...(caps as number[]));
  return verdict([`Over the ${dollars(lowest)} daily cap`]);
}

/** Spec §5: a slice is long when its duration minus stopover time, in hours, exceeds minHoursForLongFlight. */
export function sliceDuration(tier: PolicyTierRules, slice: FlightSliceFacts): 'Short' | 'Long' {
  const flyingHours = (slice.durationMinutes - slice.stopoverMinutes) / 60;
  return flyingHours > tier.flights.minHoursForLongFlight ? 'Long' : 'Short';
}

function policyFor(tier: PolicyTierRules, duration: 'Short' | 'Long'): FlightPolicy | null {
  return tier.flights.policies.find((p) => p.duration === duration) ?? null;
}

const isRoundTrip = (subject: FlightSubject) =>
  subject.tripType === 'round_trip' || subject.tripType === 'open_jaw';

/**
 * The price cap of a flight trip in dollars, null when uncapped. One-way and multi-city: each slice brings the
 * one-way cap of its own duration and they add up (so the cap scales by slice count, and mixed short and long
 * slices sum their own caps). Round trip: the round-trip cap of the trip's duration (long when any slice is).
 */
export function flightCap(tier: PolicyTierRules, subject: FlightSubject): number | null {
  const durations = subject.slices.map((s) => sliceDuration(tier, s));
  if (isRoundTrip(subject)) {
    const policy = policyFor(tier, durations.includes('Long') ? 'Long' : 'Short');
    return policy?.maxPriceForRoundTrip ?? null;
  }
  let sum = 0;
  for (const duration of durations) {
    const cap = policyFor(tier, duration)?.maxPriceForOneWay ?? null;
    if (cap === null) return null;
    sum += cap;
  }
  return sum;
}

export function evaluateFlight(tier: PolicyTierRules, subject: FlightSubject): PolicyEvaluation {
  const out: string[] = [];
  const durations = subject.slices.map((s) => sliceDuration(tier, s));
  if (!tier.flights.enableLongFlights && durations.includes('Long'))
    out.push(`Flights over ${tier.flights.minHoursForLongFlight} hours are not allowed`);
  const refused = new Set<string>();
  subject.slices.forEach((slice, i) => {
    const policy = policyFor(tier, durations[i] ?? 'Short');
    if (policy && !policy.allowedFareClasses.includes(slice.fareClass)) refused.add(slice.fareClass);
  });
  for (const fareClass of refused) out.push(`${FARE_WORDS[fareClass] ?? fareClass} fares are not allowed`);
  const cap = flightCap(tier, subject);
  if (cap !== null && subject.pricePerTraveler > cap)
    out.push(`Over the ${dollars(cap)} ${isRoundTrip(subject) ? 'round-trip' : 'one-way'} cap`);
  return verdict(out);
}

export function evaluatePolicy(tier: PolicyTierRules, subject: PolicySubject): PolicyEvaluation {
  switch (subject.kind) {
    case 'Hotel':
      return evaluateHotel(tier, subject);
    case 'Car':
      return evaluateCar(tier, subject);
    case 'Flight':
      return evaluateFlight(tier, subject);
  }
}

/**
 * One slice's fare on the results page, judged before the other slices are chosen: against its share of the
 * trip's cap (a one-way or multi-city slice: the one-way cap of its duration; a round-trip slice: half the
 * round-trip cap of its duration). The quote judges the chosen trip whole with evaluateFlight.
 */
export function evaluateSliceFare(
  tier: PolicyTierRules,
  tripType: FlightSubject['tripType'],
  slice: FlightSliceFacts,
  pricePerTraveler: number,
): PolicyEvaluation {
  const roundTrip = tripType === 'round_trip' || tripType === 'open_jaw';
  const whole = evaluateFlight(tier, {
    kind: 'Flight',
    tripType: 'one_way',
    slices: [slice],
    pricePerTraveler: 0,
  });
  const out = [...whole.violations];
  const policy = policyFor(tier, sliceDuration(tier, slice));
  if (roundTrip) {
    const cap = policy?.maxPriceForRoundTrip ?? null;
    if (cap !== null && pricePerTraveler > cap / 2)
      out.push(`Over ${dollars(cap / 2)}, half the ${dollars(cap)} round-trip cap`);
  } else {
    const cap = policy?.maxPriceForOneWay ?? null;
    if (cap !== null && pricePerTraveler > cap) out.push(`Over the ${dollars(cap)} one-way cap`);
  }
  return verdict(out);
}
