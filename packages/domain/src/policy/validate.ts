// The rules an admin's edit of a policy tier must meet before it is saved (the admin portal shows them live and
// the server refuses the same). Each problem names the field as a path into the tier.
import type { PolicyTierRules } from './tier.ts';
import { POLICY_FARE_CLASSES, POLICY_STAR_RATINGS } from './tier.ts';

export type TierProblem = { path: string; message: string };

/** Caps are whole dollars up to this; anything larger is a typo, not a policy. */
export const MAX_POLICY_CAP = 100_000;

function capProblem(path: string, cap: number | null): TierProblem | null {
  if (cap === null) return null;
  if (!Number.isInteger(cap) || cap <= 0)
    return { path, message: 'A cap must be a whole number of dollars above 0 (or no cap)' };
  if (cap > MAX_POLICY_CAP)
    return { path, message: `A cap must be at most $${MAX_POLICY_CAP.toLocaleString('en-US')}` };
  return null;
}

function listProblems(
  path: string,
  values: readonly string[],
  allowed: readonly string[],
  what: string,
): TierProblem[] {
  const out: TierProblem[] = [];
  if (values.length === 0) out.push({ path, message: `Allow at least one ${what}` });
  const unknown = values.filter((v) => !allowed.includes(v));
  if (unknown.length > 0) out.push({ path, message: `Unknown ${what}: ${unknown.join(', ')}` });
  if (new Set(values).size !== values.length) out.push({ path, message: `A ${what} is listed twice` });
  return out;
}

export function validatePolicyTier(tier: PolicyTierRules): TierProblem[] {
  const out: (TierProblem | null)[] = [];
  tier.hotels.policies.forEach((p, i) => {
    const at = `hotels.policies.${i}`;
    out.push(
      ...listProblems(
        `${at}.allowedStarRatings`,
        p.allowedStarRatings,
        POLICY_STAR_RATINGS,
        'star rating (1-5)',
      ),
    );
    out.push(capProblem(`${at}.maxPricePerNight`, p.maxPricePerNight));
  });
  tier.cars.policies.forEach((p, i) =>
    out.push(capProblem(`cars.policies.${i}.maxPricePerDay`, p.maxPricePerDay)),
  );

  const { flights } = tier;
  if (
    !Number.isFinite(flights.minHoursForLongFlight) ||
    flights.minHoursForLongFlight < 1 ||
    flights.minHoursForLongFlight > 24
  )
    out.push({
      path: 'flights.minHoursForLongFlight',
      message: 'A long flight starts between 1 and 24 hours',
    });
  const durations = flights.policies.map((p) => p.duration);
  if (new Set(durations).size !== durations.length)
    out.push({ path: 'flights.policies', message: 'One flight policy per duration (Short, Long)' });
  flights.policies.forEach((p, i) => {
    const at = `flights.policies.${i}`;
    out.push(capProblem(`${at}.maxPriceForOneWay`, p.maxPriceForOneWay));
    out.push(capProblem(`${at}.maxPriceForRoundTrip`, p.maxPriceForRoundTrip));
    out.push(
      ...listProblems(`${at}.allowedFareClasses`, p.allowedFareClasses, POLICY_FARE_CLASSES, 'fare class'),
    );
    // A round trip is two one-way flights at least: a lower round-trip cap would make the pair cheaper apart.
    if (
      p.maxPriceForOneWay !== null &&
      p.maxPriceForRoundTrip !== null &&
      p.maxPriceForRoundTrip < p.maxPriceForOneWay
    )
      out.push({
        path: `${at}.maxPriceForRoundTrip`,
        message: 'The round-trip cap must be at least the one-way cap',
      });
  });
  return out.filter((p): p is TierProblem => p !== null);
}
