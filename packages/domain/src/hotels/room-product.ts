/** Spec §3 "Hotel room product": one rate of one room type, priced for the stay and rooms searched. */
import type { NightPrice } from './complimentary-night.ts';
import type { MealPlan, PaymentTiming, RefundPolicy } from './enums.ts';
import type { RateCancellationPolicy, RatePlan } from './model.ts';
import type { RatePrice } from './rate-price.ts';

export type HotelRoomProduct = {
  roomId: string;
  rateId: string;
  sellRateMinor: number;
  totalMinor: number;
  tripTotalMinor: number;
  perNightSellRateMinor: number;
  /** Spec §3 "nightly discount-aware prices". */
  nightly: readonly NightPrice[];
  tripTotalExcludingTaxesMinor: number;
  /** Charged with the booking (0 for pay at the hotel). */
  payNowMinor: number;
  refundPolicy: RefundPolicy;
  cancellationPolicy: RateCancellationPolicy;
  paymentTiming: PaymentTiming;
  mealPlan: MealPlan;
  /** Spec §3 priceFreezeOffer: the portal does not offer hotel price freezes yet. */
  priceFreezeOffer: null;
};

export function roomProduct(rate: RatePlan, price: RatePrice): HotelRoomProduct {
  return {
    roomId: rate.roomId,
    rateId: rate.rateId,
    sellRateMinor: price.sellRateMinor,
    totalMinor: price.totalMinor,
    tripTotalMinor: price.tripTotalMinor,
    perNightSellRateMinor: price.perNightSellRateMinor,
    nightly: price.nightly,
    tripTotalExcludingTaxesMinor: price.tripTotalExcludingTaxesMinor,
    payNowMinor: price.payNowMinor,
    refundPolicy: rate.cancellation.refundPolicy,
    cancellationPolicy: rate.cancellation,
    paymentTiming: rate.paymentTiming,
    mealPlan: rate.mealPlan,
    priceFreezeOffer: null,
  };
}
