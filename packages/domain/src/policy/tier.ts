// Spec §3 "Policy tier" as the rules read it: the domain's own shape (structurally the contract's PolicyTier,
// which the API and web pass in as is), so this package needs nothing but itself.
import type { CabinName, TripType } from '../flights/enums.ts';
import { CABIN_NAMES } from '../flights/enums.ts';

/** The star ratings a hotel policy may allow (NotAvailable is never allowed: an unrated hotel is out). */
export const POLICY_STAR_RATINGS = ['One', 'Two', 'Three', 'Four', 'Five'] as const;
/** The fare classes a flight policy may allow (spec §5: "all 5 fare classes"). */
export const POLICY_FARE_CLASSES: readonly CabinName[] = CABIN_NAMES;

export type HotelPolicy = { allowedStarRatings: readonly string[]; maxPricePerNight: number | null };
export type CarPolicy = { maxPricePerDay: number | null };
export type FlightPolicy = {
  duration: 'Short' | 'Long';
  maxPriceForOneWay: number | null;
  maxPriceForRoundTrip: number | null;
  allowedFareClasses: readonly string[];
};

/** Caps are whole dollars, as admins enter them. */
export type PolicyTierRules = {
  settings: { isApprovalRequired: boolean };
  hotels: { policies: readonly HotelPolicy[] };
  cars: { policies: readonly CarPolicy[] };
  flights: {
    enableLongFlights: boolean;
    minHoursForLongFlight: number;
    policies: readonly FlightPolicy[];
  };
};

export type PolicyEvaluation = { inPolicy: boolean; violations: string[] };

export type HotelSubject = { kind: 'Hotel'; starRating: string; pricePerNight: number };
export type CarSubject = { kind: 'Car'; pricePerDay: number };
export type FlightSliceFacts = {
  /** First departure to last arrival, layovers included. */
  durationMinutes: number;
  /** The layovers' time on the ground, taken off the duration before judging long or short. */
  stopoverMinutes: number;
  fareClass: string;
};
export type FlightSubject = {
  kind: 'Flight';
  tripType: TripType;
  slices: readonly FlightSliceFacts[];
  /** What the flights cost one traveler, taxes included, in dollars (caps are per traveler). */
  pricePerTraveler: number;
};
/** What a product line tells the policy about a quote or a shopping result. */
export type PolicySubject = HotelSubject | CarSubject | FlightSubject;

/**
 * Spec §5: not restrictive only when all hotel policies allow all 5 star ratings with no nightly cap, cars have no
 * daily cap, and flights have long flights enabled, no caps and all 5 fare classes.
 */
export function isRestrictive(tier: PolicyTierRules): boolean {
  const hotelsOpen = tier.hotels.policies.every(
    (p) => p.maxPricePerNight === null && POLICY_STAR_RATINGS.every((s) => p.allowedStarRatings.includes(s)),
  );
  const carsOpen = tier.cars.policies.every((p) => p.maxPricePerDay === null);
  const flightsOpen =
    tier.flights.enableLongFlights &&
    tier.flights.policies.every(
      (p) =>
        p.maxPriceForOneWay === null &&
        p.maxPriceForRoundTrip === null &&
        POLICY_FARE_CLASSES.every((c) => p.allowedFareClasses.includes(c)),
    );
  return !(hotelsOpen && carsOpen && flightsOpen);
}

/** "$1,250": caps are whole dollars; a price shows its cents only when it has them. */
export function dollars(amount: number): string {
  const cents = Math.round(amount * 100) % 100 !== 0;
  return `$${amount.toLocaleString('en-US', {
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  })}`;
}
