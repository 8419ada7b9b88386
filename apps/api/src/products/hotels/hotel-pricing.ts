// Catalog rows onto the domain's hotel model, and a rate plan priced for a stay: what search cards and the details
// page's room products are both built from, so the two never show different prices for the same rate.
import { eachNight } from '@portal/domain/iso-date';
import { mulDivHalfUp } from '@portal/domain/money';
import { checkInInstantMs } from '@portal/domain/hotels/local-time';
import type { HotelSummary, NightlyRate, RatePlan } from '@portal/domain/hotels/model';
import { priceRate, type RatePrice } from '@portal/domain/hotels/rate-price';
import { cancellationDeadlineMs, isFreeCancellationAt } from '@portal/domain/hotels/rate-cancellation';
import { starRatingFromNumber } from '@portal/domain/hotels/ratings';
import type { HotelOffer } from '@portal/domain/hotels/search-filters';
import type { Stay } from '@portal/domain/stay-dates';
import { utcOffsetAtLocal } from '../../lib/time-zone.ts';
import type { HotelRow, RatePlanRow } from './hotels-search.repository.ts';

export function toHotelSummary(row: HotelRow): HotelSummary {
  return {
    lodgingId: row.id,
    name: row.name,
    coordinates: { lat: row.lat, lon: row.lon },
    starRating: starRatingFromNumber(row.starRating),
    reviewScore: row.reviewCount > 0 ? row.reviewScore : null,
    reviewCount: row.reviewCount,
    collection: row.collection,
    chainName: row.chainName,
    loyaltyProgramCode: row.loyaltyProgramCode,
    amenities: row.amenities,
    offersComplimentaryNight: row.offersComplimentaryNight,
    checkInTime: row.checkInTime,
    checkOutTime: row.checkOutTime,
  };
}

/**
 * A rate plan's price of one room for one night (the catalog's rule, see hotel_rate_plans): the room night's base
 * price times the plan's factor, half up to the cent, plus the plan's nightly supplement (meals).
 */
export function planNightlyMinor(
  plan: Pick<RatePlanRow, 'priceFactorBps' | 'nightlySupplementMinor'>,
  base: number,
) {
  return mulDivHalfUp(base, plan.priceFactorBps, 10_000) + plan.nightlySupplementMinor;
}

/** The plan with a price for each night of the stay, from the room type's base prices in night order. */
export function toRatePlan(plan: RatePlanRow, stay: Stay, basePrices: readonly number[]): RatePlan {
  const nights = eachNight(stay.from, stay.until);
  const nightly: NightlyRate[] = nights.flatMap((date, i) => {
    const base = basePrices[i];
    return base === undefined ? [] : [{ date, amountMinor: planNightlyMinor(plan, base) }];
  });
  return {
    rateId: plan.id,
    roomId: plan.roomTypeId,
    nightly,
    mealPlan: plan.mealPlan,
    paymentTiming: plan.paymentTiming,
    cancellation: plan.cancellation,
    fees: plan.fees,
    taxes: plan.taxes,
  };
}

/** The instant of the stay's check-in at the hotel (its time zone's offset on that date). */
export function checkInMsOf(hotel: Pick<HotelRow, 'checkInTime' | 'timeZone'>, checkInDate: string): number {
  const localAsUtc = checkInInstantMs({ checkInDate, checkInTime: hotel.checkInTime, utcOffsetMinutes: 0 });
  return checkInInstantMs({
    checkInDate,
    checkInTime: hotel.checkInTime,
    utcOffsetMinutes: utcOffsetAtLocal(hotel.timeZone, localAsUtc),
  });
}

/** One rate priced for the stay and rooms, with its cancellation facts at `nowMs`. */
export type PricedRate = {
  plan: RatePlanRow;
  rate: RatePlan;
  price: RatePrice;
  roomName: string;
  freeCancellation: boolean;
  /** Epoch ms the policy's better terms end; null without a deadline. */
  deadlineMs: number | null;
};

export function pricePlan(input: {
  plan: RatePlanRow;
  roomName: string;
  basePrices: readonly number[];
  stay: Stay;
  rooms: number;
  hotel: HotelSummary;
  checkInMs: number;
  nowMs: number;
}): PricedRate | null {
  const rate = toRatePlan(input.plan, input.stay, input.basePrices);
  const price = priceRate({ rate, stay: input.stay, rooms: input.rooms, hotel: input.hotel });
  if (price === null) return null;
  return {
    plan: input.plan,
    rate,
    price,
    roomName: input.roomName,
    freeCancellation: isFreeCancellationAt(rate.cancellation, input.checkInMs, input.nowMs),
    deadlineMs: cancellationDeadlineMs(rate.cancellation, input.checkInMs),
  };
}

export function toOffer(priced: PricedRate): HotelOffer {
  return {
    rateId: priced.rate.rateId,
    roomId: priced.rate.roomId,
    perNightSellRateMinor: priced.price.perNightSellRateMinor,
    tripTotalMinor: priced.price.tripTotalMinor,
    mealPlan: priced.rate.mealPlan,
    freeCancellation: priced.freeCancellation,
  };
}
