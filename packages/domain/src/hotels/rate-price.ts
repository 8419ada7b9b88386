/**
 * The price of a rate plan for a stay and a number of rooms (spec §3 "Hotel room product"): nightly rates, the
 * complimentary fourth night, fees of spec §3's kinds, taxes on the room charges, and what is paid now or at the
 * hotel. Amounts stay in cents; spec §9's whole-unit display rounding is money.ts's (formatUsd wholeUnits).
 */
import { eachNight } from '../iso-date.ts';
import { fiatMinorToRewardsMinor, mulDivHalfUp, percentOfMinor, rewardsMinorToValue } from '../money.ts';
import type { RewardsCurrency } from '../money.ts';
import { MAX_ROOMS } from '../occupancy.ts';
import type { FeeLine } from '../pricing.ts';
import type { Stay } from '../stay-dates.ts';
import {
  complimentaryNightApplies,
  complimentaryNightDiscountMinor,
  discountAwareNightlyPrices,
} from './complimentary-night.ts';
import type { NightPrice } from './complimentary-night.ts';
import type { HotelFee, HotelSummary, NightlyRate, RatePlan } from './model.ts';

export type RatePriceInput = {
  rate: Pick<RatePlan, 'nightly' | 'fees' | 'taxes' | 'paymentTiming'>;
  stay: Stay;
  rooms: number;
  hotel: Pick<HotelSummary, 'collection' | 'offersComplimentaryNight'>;
};

/** Every amount is for all the rooms booked; "per night" is the stay's room charges divided by its nights. */
export type RatePrice = {
  nights: number;
  rooms: number;
  /** Spec §3 "nightly discount-aware prices", in stay order. */
  nightly: NightPrice[];
  sellRateBeforeDiscountMinor: number;
  complimentaryNightDiscountMinor: number;
  /** Room charges after the complimentary night (spec §3 sellRate). */
  sellRateMinor: number;
  /** sellRate / nights, half up to the cent (spec §3 perNightSellRate). */
  perNightSellRateMinor: number;
  perNightBeforeDiscountMinor: number;
  /** Fees charged with the booking. */
  fees: FeeLine[];
  feesMinor: number;
  /** Fees the traveler pays at the hotel whatever the payment timing (a resort fee at the desk). */
  dueAtPropertyFees: FeeLine[];
  dueAtPropertyFeesMinor: number;
  taxes: FeeLine[];
  taxesMinor: number;
  /** Room charges, taxes and fees charged with the booking. */
  totalMinor: number;
  /** Everything the stay costs: total plus the fees due at the property (spec §3 tripTotal). */
  tripTotalMinor: number;
  tripTotalExcludingTaxesMinor: number;
  /** Charged when booking: the total for PayNow, nothing for PayLater (the card only guarantees the room). */
  payNowMinor: number;
  /** Paid at the hotel: its fees for PayNow, the whole trip total for PayLater. */
  payAtHotelMinor: number;
};

/** The rate's price for each night of the stay, in order; null when a night has none (not sellable). */
export function stayNightlyRates(nightly: readonly NightlyRate[], stay: Stay): NightlyRate[] | null {
  const byDate = new Map(nightly.map((n) => [n.date, n.amountMinor]));
  const rates: NightlyRate[] = [];
  for (const date of eachNight(stay.from, stay.until)) {
    const amountMinor = byDate.get(date);
    if (amountMinor === undefined) return null;
    rates.push({ date, amountMinor });
  }
  return rates;
}

/** One fee for the stay: per-room amounts times the rooms; nightly fees apply to free nights too. */
export function hotelFeeMinor(fee: HotelFee, nights: number, rooms: number, sellRateMinor: number): number {
  switch (fee.basis) {
    case 'PerRoomPerStay':
      return fee.amountMinor * rooms;
    case 'PerRoomPerNight':
      return fee.amountMinor * rooms * nights;
    case 'PercentOfRoomRate':
      return percentOfMinor(sellRateMinor, fee.rateBps);
  }
}

const sum = (lines: readonly FeeLine[]) => lines.reduce((total, line) => total + line.amountMinor, 0);

/** The rate's price for the stay and rooms; null when the rate has no price for some night of the stay. */
export function priceRate(input: RatePriceInput): RatePrice | null {
  const { rate, stay, rooms, hotel } = input;
  if (!Number.isInteger(rooms) || rooms < 1 || rooms > MAX_ROOMS)
    throw new RangeError(`Rooms must be 1 to ${MAX_ROOMS}: ${rooms}`);
  const perRoom = stayNightlyRates(rate.nightly, stay);
  if (perRoom === null) return null;
  const nights = perRoom.length;
  if (nights < 1) throw new RangeError(`A stay needs at least one night: ${stay.from}..${stay.until}`);
  const nightly = discountAwareNightlyPrices(perRoom, rooms, complimentaryNightApplies(hotel, nights));
  const sellRateBeforeDiscountMinor = nightly.reduce((total, n) => total + n.beforeDiscountMinor, 0);
  const discountMinor = complimentaryNightDiscountMinor(nightly);
  const sellRateMinor = sellRateBeforeDiscountMinor - discountMinor;

  const fees: FeeLine[] = [];
  const dueAtPropertyFees: FeeLine[] = [];
  for (const fee of rate.fees ?? []) {
    const amountMinor = hotelFeeMinor(fee, nights, rooms, sellRateMinor);
    if (amountMinor !== 0)
      (fee.dueAtProperty ? dueAtPropertyFees : fees).push({ kind: fee.kind, amountMinor });
  }
  const taxes: FeeLine[] = [];
  for (const tax of rate.taxes ?? []) {
    const amountMinor = percentOfMinor(sellRateMinor, tax.rateBps);
    if (amountMinor !== 0) taxes.push({ kind: tax.kind, amountMinor });
  }
  const feesMinor = sum(fees);
  const dueAtPropertyFeesMinor = sum(dueAtPropertyFees);
  const taxesMinor = sum(taxes);
  const totalMinor = sellRateMinor + feesMinor + taxesMinor;
  const tripTotalMinor = totalMinor + dueAtPropertyFeesMinor;
  const payNow = rate.paymentTiming === 'PayNow';
  return {
    nights,
    rooms,
    nightly,
    sellRateBeforeDiscountMinor,
    complimentaryNightDiscountMinor: discountMinor,
    sellRateMinor,
    perNightSellRateMinor: mulDivHalfUp(sellRateMinor, 1, nights),
    perNightBeforeDiscountMinor: mulDivHalfUp(sellRateBeforeDiscountMinor, 1, nights),
    fees,
    feesMinor,
    dueAtPropertyFees,
    dueAtPropertyFeesMinor,
    taxes,
    taxesMinor,
    totalMinor,
    tripTotalMinor,
    tripTotalExcludingTaxesMinor: tripTotalMinor - taxesMinor,
    payNowMinor: payNow ? totalMinor : 0,
    payAtHotelMinor: payNow ? dueAtPropertyFeesMinor : tripTotalMinor,
  };
}

export type RewardsAccountRef = { accountReferenceId: string; currency: RewardsCurrency };
/** A rewards price in stored minor units and as the API's Rewards.value. */
export type RewardsPrice = { minor: number; value: number; currency: RewardsCurrency };

/**
 * An amount in each account's rewards (the API's Price.rewards), by money.ts's conversion: spec §9 dollar
 * rewards to 2 decimals, other rewards rounded up.
 */
export function rewardsPrices(
  amountMinor: number,
  accounts: readonly RewardsAccountRef[],
): Record<string, RewardsPrice> {
  const prices: Record<string, RewardsPrice> = {};
  for (const { accountReferenceId, currency } of accounts) {
    const minor = fiatMinorToRewardsMinor(amountMinor, currency);
    prices[accountReferenceId] = { minor, value: rewardsMinorToValue(minor, currency), currency };
  }
  return prices;
}

/**
 * The rewards price of a priced rate: what is charged now, since rewards pay the portal and a pay-at-hotel rate
 * charges nothing now (no rewards price then).
 */
export function rateRewardsPrices(
  price: Pick<RatePrice, 'payNowMinor'>,
  accounts: readonly RewardsAccountRef[],
): Record<string, RewardsPrice> {
  return price.payNowMinor > 0 ? rewardsPrices(price.payNowMinor, accounts) : {};
}
