import { PolicyTierName, type AdminPolicyTier, type PolicyTierInput } from '@portal/contracts/admin-policies';
import type { FlightPolicy } from '@portal/domain/policy/tier';
import { POLICY_FARE_CLASSES, POLICY_STAR_RATINGS } from '@portal/domain/policy/tier';
import { validatePolicyTier } from '@portal/domain/policy/validate';

// The Policies editor's form: what the admin types (caps as text, so a half-typed value can be judged), turned
// into a tier and judged by the same validatePolicyTier the server applies, field by field.

type FlightCaps = { oneWay: string; roundTrip: string; fareClasses: string[] };

export type TierForm = {
  name: string;
  isApprovalRequired: boolean;
  stars: string[];
  nightlyCap: string;
  dailyCap: string;
  enableLongFlights: boolean;
  minHours: string;
  short: FlightCaps;
  long: FlightCaps;
  /** Policies beyond the first hotel and car one (the API allows several): kept as they are. */
  otherHotels: PolicyTierInput['hotels']['policies'];
  otherCars: PolicyTierInput['cars']['policies'];
};

/** A field's error by its path in the tier ("hotels.policies.0.maxPricePerNight"), or "name". */
export type TierErrors = Record<string, string>;

const capText = (cap: number | null | undefined) => (cap === null || cap === undefined ? '' : String(cap));

/** Empty is no cap; anything else is read as a number (NaN when it is not one, which the rules refuse). */
function capOf(text: string): number | null {
  const clean = text.trim().replace(/^\$/, '').replaceAll(',', '');
  return clean === '' ? null : Number(clean);
}

function capsOf(policy: FlightPolicy | undefined): FlightCaps {
  // No policy for a duration restricts nothing: shown as no caps and every fare class.
  return {
    oneWay: capText(policy?.maxPriceForOneWay),
    roundTrip: capText(policy?.maxPriceForRoundTrip),
    fareClasses: [...(policy?.allowedFareClasses ?? POLICY_FARE_CLASSES)],
  };
}

export const BLANK_TIER: TierForm = {
  name: '',
  isApprovalRequired: false,
  stars: ['Three', 'Four', 'Five'],
  nightlyCap: '',
  dailyCap: '',
  enableLongFlights: true,
  minHours: '6',
  short: { oneWay: '', roundTrip: '', fareClasses: ['BasicEconomy', 'Economy'] },
  long: { oneWay: '', roundTrip: '', fareClasses: ['BasicEconomy', 'Economy', 'PremiumEconomy'] },
  otherHotels: [],
  otherCars: [],
};

export function formOf(tier: AdminPolicyTier): TierForm {
  const [hotel, ...otherHotels] = tier.hotels.policies;
  const [car, ...otherCars] = tier.cars.policies;
  const flight = (d: 'Short' | 'Long') => tier.flights.policies.find((p) => p.duration === d);
  return {
    name: tier.name,
    isApprovalRequired: tier.settings.isApprovalRequired,
    stars: [...(hotel?.allowedStarRatings ?? POLICY_STAR_RATINGS)],
    nightlyCap: capText(hotel?.maxPricePerNight),
    dailyCap: capText(car?.maxPricePerDay),
    enableLongFlights: tier.flights.enableLongFlights,
    minHours: String(tier.flights.minHoursForLongFlight),
    short: capsOf(flight('Short')),
    long: capsOf(flight('Long')),
    otherHotels,
    otherCars,
  };
}

/** The tier the form describes; a cap that is not a number stays NaN so the rules name it. */
export function inputOf(form: TierForm): PolicyTierInput {
  const star = (s: string) => POLICY_STAR_RATINGS.indexOf(s as (typeof POLICY_STAR_RATINGS)[number]);
  const cabin = (c: string) => POLICY_FARE_CLASSES.indexOf(c as (typeof POLICY_FARE_CLASSES)[number]);
  const flight = (duration: 'Short' | 'Long', caps: FlightCaps) => ({
    duration,
    maxPriceForOneWay: capOf(caps.oneWay),
    maxPriceForRoundTrip: capOf(caps.roundTrip),
    allowedFareClasses: [...caps.fareClasses].sort((a, b) => cabin(a) - cabin(b)),
  });
  return {
    name: form.name.trim(),
    settings: { isApprovalRequired: form.isApprovalRequired },
    hotels: {
      policies: [
        {
          allowedStarRatings: [...form.stars].sort((a, b) => star(a) - star(b)),
          maxPricePerNight: capOf(form.nightlyCap),
        },
        ...form.otherHotels,
      ],
    },
    cars: { policies: [{ maxPricePerDay: capOf(form.dailyCap) }, ...form.otherCars] },
    flights: {
      enableLongFlights: form.enableLongFlights,
      minHoursForLongFlight: form.minHours.trim() === '' ? Number.NaN : Number(form.minHours),
      policies: [flight('Short', form.short), flight('Long', form.long)],
    },
  };
}

/** Every field's first problem: the tier name's rule from the contract, the rest from the domain. */
export function errorsOf(form: TierForm): TierErrors {
  const errors: TierErrors = {};
  const name = PolicyTierName.safeParse(form.name);
  if (!name.success) errors.name = name.error.issues[0]?.message ?? 'Give the tier a name.';
  for (const problem of validatePolicyTier(inputOf(form))) errors[problem.path] ??= problem.message;
  return errors;
}

/** Paths of the form's fields, as validatePolicyTier names them. */
export const FIELD = {
  stars: 'hotels.policies.0.allowedStarRatings',
  nightlyCap: 'hotels.policies.0.maxPricePerNight',
  dailyCap: 'cars.policies.0.maxPricePerDay',
  minHours: 'flights.minHoursForLongFlight',
  flight: (d: 'short' | 'long', field: 'maxPriceForOneWay' | 'maxPriceForRoundTrip' | 'allowedFareClasses') =>
    `flights.policies.${d === 'short' ? 0 : 1}.${field}`,
} as const;
