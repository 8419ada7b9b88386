/**
 * Spec §9 "Complimentary fourth night": stays of at least four nights at select Premier and Lifestyle hotels.
 * Our rule (hotels/constants.ts): every 4th night of the stay (the 4th, 8th, 12th ...) is free in every room.
 */
import {
  COMPLIMENTARY_NIGHT_COLLECTIONS,
  COMPLIMENTARY_NIGHT_EVERY,
  COMPLIMENTARY_NIGHT_MIN_NIGHTS,
} from './constants.ts';
import type { HotelSummary, NightlyRate } from './model.ts';

type OfferFacts = Pick<HotelSummary, 'collection' | 'offersComplimentaryNight'>;

/** A select hotel: one of the Premier or Lifestyle collection that takes part in the offer. */
export function offersComplimentaryNight(hotel: OfferFacts): boolean {
  return hotel.offersComplimentaryNight && COMPLIMENTARY_NIGHT_COLLECTIONS.includes(hotel.collection);
}

/** The offer applies to a stay of at least four nights at a select hotel. */
export function complimentaryNightApplies(hotel: OfferFacts, nights: number): boolean {
  return offersComplimentaryNight(hotel) && nights >= COMPLIMENTARY_NIGHT_MIN_NIGHTS;
}

/** 0-based indexes of the free nights of a stay: 3, 7, 11 ... (none under four nights). */
export function complimentaryNightIndexes(nights: number): number[] {
  const free: number[] = [];
  for (let i = COMPLIMENTARY_NIGHT_EVERY - 1; i < nights; i += COMPLIMENTARY_NIGHT_EVERY) free.push(i);
  return free;
}

/** One night of the stay for every room booked: the spec's "nightly discount-aware prices". */
export type NightPrice = {
  date: string;
  beforeDiscountMinor: number;
  discountMinor: number;
  priceMinor: number;
  complimentary: boolean;
};

/** Nightly prices for `rooms` rooms, in stay order, with the free nights at zero when the offer applies. */
export function discountAwareNightlyPrices(
  nightly: readonly NightlyRate[],
  rooms: number,
  offerApplies: boolean,
): NightPrice[] {
  const free = new Set(offerApplies ? complimentaryNightIndexes(nightly.length) : []);
  return nightly.map((night, index) => {
    const beforeDiscountMinor = night.amountMinor * rooms;
    const complimentary = free.has(index);
    const discountMinor = complimentary ? beforeDiscountMinor : 0;
    return {
      date: night.date,
      beforeDiscountMinor,
      discountMinor,
      priceMinor: beforeDiscountMinor - discountMinor,
      complimentary,
    };
  });
}

/** The discount of the free nights. */
export function complimentaryNightDiscountMinor(prices: readonly NightPrice[]): number {
  return prices.reduce((sum, night) => sum + night.discountMinor, 0);
}
