// The rental supplier behind each listing. Search and shop show the portal's cached rates; a quote asks the
// supplier for the live ones, which may have moved since the guest saw the listing. That move is what the
// price-difference modal of spec §4 tells the guest about.
import type { SeasonalRate } from '@portal/domain/pricing';

export type NightlyRates = { baseNightlyMinor: number; rates: readonly SeasonalRate[] };

export interface ListingSupply {
  /** The nightly rates the supplier charges now for the listing, given the portal's cached ones. */
  liveRates(providerListingId: string, cached: NightlyRates): NightlyRates;
}

/**
 * Supplier ids the simulator moves the price of, so that a person can see both price-change modals on demo data
 * (README "Test cards and checkout outcomes"): every nightly rate +12% or -10%, in whole dollars.
 */
export const RATE_RISES_PROVIDER_ID = 'hc-rate-rises';
export const RATE_DROPS_PROVIDER_ID = 'hc-rate-drops';

const FACTORS: Record<string, number> = { [RATE_RISES_PROVIDER_ID]: 1.12, [RATE_DROPS_PROVIDER_ID]: 0.9 };

const scaled = (minor: number, factor: number) => Math.round((minor * factor) / 100) * 100;

export function createSupplySimulator(): ListingSupply {
  return {
    liveRates(providerListingId, cached) {
      const factor = FACTORS[providerListingId];
      if (factor === undefined) return cached;
      return {
        baseNightlyMinor: scaled(cached.baseNightlyMinor, factor),
        rates: cached.rates.map((r) => ({ ...r, nightlyMinor: scaled(r.nightlyMinor, factor) })),
      };
    },
  };
}
