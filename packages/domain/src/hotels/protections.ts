/**
 * Price drop protection and price match for hotel bookings (spec §4, §5, §9), and the rewards a hotel booking
 * earns. Spec §5: "Price drop protection is not available on packages or on Premier or Lifestyle hotel
 * bookings"; "Price match is not available on packages, vacation rentals, or pay-at-hotel bookings of Premier
 * or Lifestyle hotels".
 */
import { addDays } from '../iso-date.ts';
import { earnMinor, isCashRewards, percentOfMinor } from '../money.ts';
import type { RewardsCurrency } from '../money.ts';
import {
  HOTEL_PRICE_DROP_MONITOR_DAYS,
  PRICE_MATCH_CLAIM_HOURS,
  PRICE_MATCH_CURRENCY,
  PRICE_MATCH_REFUND_PERCENT,
} from './constants.ts';
import type { HotelCollection, PaymentTiming } from './enums.ts';
import { MS_PER_HOUR } from './local-time.ts';

/** Spec §4 "Price drop: Eligible or NonEligible". */
export type PriceDropEligibility = 'Eligible' | 'NonEligible';

const isCollectionHotel = (collection: HotelCollection) =>
  collection === 'Premier' || collection === 'Lifestyle';

export function hotelPriceDropEligibility(booking: { collection: HotelCollection }): PriceDropEligibility {
  return isCollectionHotel(booking.collection) ? 'NonEligible' : 'Eligible';
}

/** Spec §9: hotels are monitored for 5 calendar days after purchase; the last date monitored. */
export function hotelPriceDropLastMonitoredDate(bookedOn: string): string {
  return addDays(bookedOn, HOTEL_PRICE_DROP_MONITOR_DAYS);
}

export function isHotelPriceDropMonitored(bookedOn: string, today: string): boolean {
  return today >= bookedOn && today <= hotelPriceDropLastMonitoredDate(bookedOn);
}

/** Spec §9: the drop is credited "up to the amount shown before purchase". */
export function hotelPriceDropCreditMinor(input: {
  paidMinor: number;
  currentMinor: number;
  capShownMinor: number;
}): number {
  return Math.min(Math.max(0, input.paidMinor - input.currentMinor), Math.max(0, input.capShownMinor));
}

export function isHotelPriceMatchAvailable(booking: {
  collection: HotelCollection;
  paymentTiming: PaymentTiming;
}): boolean {
  return !(isCollectionHotel(booking.collection) && booking.paymentTiming === 'PayLater');
}

/** Spec §5/§9: a claim within 24 hours of booking (the instant of booking included, its end excluded). */
export function isPriceMatchClaimOpen(bookedAtMs: number, atMs: number): boolean {
  return atMs >= bookedAtMs && atMs < bookedAtMs + PRICE_MATCH_CLAIM_HOURS * MS_PER_HOUR;
}

/**
 * Spec §9: 100 percent of the difference to a lower public price priced in USD (spec §5). That the price is
 * public, an exact match and verifiable is an agent's call, not this rule's.
 */
export function priceMatchRefundMinor(input: {
  paidMinor: number;
  foundMinor: number;
  foundCurrency: string;
}): number {
  if (input.foundCurrency !== PRICE_MATCH_CURRENCY || input.foundMinor >= input.paidMinor) return 0;
  return percentOfMinor(input.paidMinor - input.foundMinor, PRICE_MATCH_REFUND_PERCENT * 100);
}

/**
 * Rewards a hotel booking earns at the account's hotelsMultiplier on what the portal charges the card (a
 * pay-at-hotel booking charges nothing through the portal, so it earns nothing here). Miles: amount times the
 * multiplier, rounded up (spec §9 "other rewards rounded up"); cash: the multiplier is a percent (spec §9),
 * half up to the cent: money.ts's earnMinor at the account's hotels multiplier.
 */
export function hotelEarnMinor(
  cardPaidMinor: number,
  account: { hotelsMultiplier: number; currency: RewardsCurrency },
): number {
  return earnMinor(cardPaidMinor, account.hotelsMultiplier, account.currency);
}

/** Spec §9: earn messages use % for cash and X otherwise: 'Earn 10X on hotels', 'Earn 5% on hotels'. */
export function hotelsEarnChipText(multiplier: number, currency: RewardsCurrency): string {
  return `Earn ${multiplier}${isCashRewards(currency) ? '%' : 'X'} on hotels`;
}
