import type { CabinName } from '../flights/enums.ts';
import type { POLICY_STAR_RATINGS, PolicyTierRules } from './tier.ts';

type StarRating = (typeof POLICY_STAR_RATINGS)[number];

/**
 * The demo company's "Standard travel policy": the seed gives it to Acme, and the API documents it as the example
 * tier. Restrictive enough that the demo markets show both badges (docs/demo-data.md "Corporate policy"): luxury
 * hotels pass the $300 nightly cap, premium cabins are out, and so are pricier fares.
 */
export function standardTravelPolicy() {
  const stars: StarRating[] = ['Three', 'Four', 'Five'];
  const economy = (): CabinName[] => ['BasicEconomy', 'Economy'];
  return {
    name: 'Standard travel policy',
    settings: { isApprovalRequired: true },
    hotels: { policies: [{ allowedStarRatings: stars, maxPricePerNight: 300 }] },
    cars: { policies: [{ maxPricePerDay: 150 }] },
    flights: {
      enableLongFlights: true,
      minHoursForLongFlight: 6,
      policies: [
        {
          duration: 'Short' as const,
          maxPriceForOneWay: 400,
          maxPriceForRoundTrip: 700,
          allowedFareClasses: economy(),
        },
        {
          duration: 'Long' as const,
          maxPriceForOneWay: 1000,
          maxPriceForRoundTrip: 1800,
          allowedFareClasses: economy(),
        },
      ],
    },
  } satisfies PolicyTierRules & { name: string };
}
