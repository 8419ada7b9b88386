// Tiers the policy tests share: one that allows everything and the demo's standard policy.
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

export const STANDARD_TIER: PolicyTierRules = {
  settings: { isApprovalRequired: true },
  hotels: { policies: [{ allowedStarRatings: ['Three', 'Four', 'Five'], maxPricePerNight: 300 }] },
  cars: { policies: [{ maxPricePerDay: 150 }] },
  flights: {
    enableLongFlights: true,
    minHoursForLongFlight: 6,
    policies: [
      {
        duration: 'Short',
        maxPriceForOneWay: 400,
        maxPriceForRoundTrip: 700,
        allowedFareClasses: ['BasicEconomy', 'Economy'],
      },
      {
        duration: 'Long',
        maxPriceForOneWay: 1000,
        maxPriceForRoundTrip: 1800,
        allowedFareClasses: ['BasicEconomy', 'Economy', 'PremiumEconomy'],
      },
    ],
  },
};
