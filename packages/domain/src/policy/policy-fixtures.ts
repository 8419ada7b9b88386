// Tiers the policy tests share: one that allows everything and the demo's standard policy.
import { standardTravelPolicy } from './standard-tier.ts';
import type { PolicyTierRules } from './tier.ts';

export const OPEN_TIER: PolicyTierRules = {
  settings: { isApprovalRequired: false },
  hotels: {
    policies: [{ allowedStarRatings: ['One', 'Two', 'Three', 'Four', 'Five'], maxPricePerNight: null }],
  },
  cars: { policies: [{ maxPricePerDay: null }] },
  flights: {
    enableLongFlights: true,
    minHoursForLongFlight: 6,
    policies: [
      {
        duration: 'Short',
        maxPriceForOneWay: null,
        maxPriceForRoundTrip: null,
        allowedFareClasses: ['BasicEconomy', 'Economy', 'PremiumEconomy', 'Business', 'First'],
      },
      {
        duration: 'Long',
        maxPriceForOneWay: null,
        maxPriceForRoundTrip: null,
        allowedFareClasses: ['BasicEconomy', 'Economy', 'PremiumEconomy', 'Business', 'First'],
      },
    ],
  },
};

// The demo's standard policy, but its long flights allow premium economy, so the tests see a fare class allowed on
// one duration and not the other.
const standard = standardTravelPolicy();
export const STANDARD_TIER: PolicyTierRules = {
  ...standard,
  flights: {
    ...standard.flights,
    policies: standard.flights.policies.map((p) =>
      p.duration === 'Long' ? { ...p, allowedFareClasses: [...p.allowedFareClasses, 'PremiumEconomy'] } : p,
    ),
  },
};
