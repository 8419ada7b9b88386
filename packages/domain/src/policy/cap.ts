// Issue 15 reports "savings against policy caps": the cap that applied to a booking, scaled to what was paid.
// A tier caps a unit (a night, a day, a traveler's fare); the booking's total has the units, rooms and taxes
// on top, so the cap is scaled by the same factor: cap × total ÷ unit price.
import { flightCap } from './evaluate.ts';
import type { PolicySubject, PolicyTierRules } from './tier.ts';

/**
 * The tier's cap on the subject's unit price in dollars, null when uncapped. Hotels: the nightly cap of the
 * first policy that allows the star rating (the policy the rate is judged by), else the first policy's. Cars:
 * policies are alternatives, so the highest cap; any uncapped policy leaves the car uncapped.
 */
export function unitCap(tier: PolicyTierRules, subject: PolicySubject): number | null {
  switch (subject.kind) {
    case 'Hotel': {
      const policies = tier.hotels.policies;
      const judged = policies.find((p) => p.allowedStarRatings.includes(subject.starRating)) ?? policies[0];
      return judged?.maxPricePerNight ?? null;
    }
    case 'Car': {
      const caps = tier.cars.policies.map((p) => p.maxPricePerDay);
      if (caps.length === 0 || caps.some((c) => c === null)) return null;
      return Math.max(...(caps as number[]));
    }
    case 'Flight':
      return flightCap(tier, subject);
  }
}

const unitPrice = (subject: PolicySubject): number =>
  subject.kind === 'Hotel'
    ? subject.pricePerNight
    : subject.kind === 'Car'
      ? subject.pricePerDay
      : subject.pricePerTraveler;

/** The cap for the booking as a whole, in minor units: null when uncapped or the total is not known. */
export function bookingCapMinor(
  tier: PolicyTierRules,
  subject: PolicySubject,
  totalMinor: number | null,
): number | null {
  const cap = unitCap(tier, subject);
  const price = unitPrice(subject);
  if (cap === null || totalMinor === null || price <= 0) return null;
  return Math.round((totalMinor * cap) / price);
}
