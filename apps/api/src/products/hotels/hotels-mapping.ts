// Domain and catalog shapes onto the hotels contracts: amounts stay in cents until here and leave as spec Fiat
// values (api.md), Price with rewards per account filled in once a hotel quote prices them (as homes do).
import type { Price } from '@portal/contracts/common';
import type { HotelResult, LeadOffer, LodgingSuggestion } from '@portal/contracts/hotels';
import type { HotelDetails, HotelRoomProduct } from '@portal/contracts/hotel-details';
import { toFiat } from '@portal/domain/money';
import { roomProduct } from '@portal/domain/hotels/room-product';
import { guestRating, starRatingFromNumber } from '@portal/domain/hotels/ratings';
import { complimentaryNightApplies } from '@portal/domain/hotels/complimentary-night';
import type { HotelSummary } from '@portal/domain/hotels/model';
import type { FeeLine } from '@portal/domain/pricing';
import type { PricedRate } from './hotel-pricing.ts';
import type { HotelRow, LodgingNameRow } from './hotels-search.repository.ts';
import type { HotelReviewRow } from './hotels-shop.repository.ts';

export const priceOf = (amountMinor: number): Price => ({ fiat: toFiat(amountMinor), rewards: {} });

const feeLines = (lines: readonly FeeLine[]) =>
  lines.map((line) => ({ kind: line.kind, amount: toFiat(line.amountMinor) }));

const isoOrNull = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function toGuestRating(hotel: Pick<HotelSummary, 'reviewScore' | 'reviewCount'>) {
  const rating = guestRating(hotel.reviewScore);
  return rating === null || hotel.reviewScore === null
    ? null
    : {
        overallScore: hotel.reviewScore,
        outOfTen: rating.outOfTen,
        label: rating.label,
        reviewCount: hotel.reviewCount,
      };
}

export function toAddress(row: HotelRow) {
  return { line1: row.address, city: row.city, state: row.region, countryCode: row.countryCode };
}

export function toLodgingSuggestion(row: LodgingNameRow): LodgingSuggestion {
  return {
    kind: 'Lodging',
    lodgingId: row.id,
    name: row.name,
    city: row.city,
    state: row.region,
    countryCode: row.countryCode,
    collection: row.collection,
    starRating: starRatingFromNumber(row.starRating),
  };
}

export function toLeadOffer(priced: PricedRate, hotel: HotelSummary): LeadOffer {
  const { price, rate } = priced;
  return {
    roomId: rate.roomId,
    rateId: rate.rateId,
    roomName: priced.roomName,
    perNightSellRate: priceOf(price.perNightSellRateMinor),
    sellRate: priceOf(price.sellRateMinor),
    total: priceOf(price.totalMinor),
    tripTotal: priceOf(price.tripTotalMinor),
    taxesAndFees: priceOf(price.tripTotalMinor - price.sellRateMinor),
    refundPolicy: rate.cancellation.refundPolicy,
    freeCancellation: priced.freeCancellation,
    freeCancellationUntil: priced.freeCancellation ? isoOrNull(priced.deadlineMs) : null,
    mealPlan: rate.mealPlan,
    paymentTiming: rate.paymentTiming,
    complimentaryNightApplies: complimentaryNightApplies(hotel, price.nights),
  };
}

export function toHotelResult(
  row: HotelRow,
  hotel: HotelSummary,
  lead: PricedRate,
  distanceKm: number | null,
): HotelResult {
  const photo = row.photos[0];
  return {
    lodgingId: row.id,
    name: row.name,
    coordinates: { lat: row.lat, lon: row.lon },
    address: toAddress(row),
    starRating: hotel.starRating,
    userRating: toGuestRating(hotel),
    collection: row.collection,
    chainName: row.chainName,
    brand: row.brand,
    loyaltyProgramCode: row.loyaltyProgramCode,
    thumbnail: photo ? { url: photo.url, alt: photo.alt } : null,
    amenities: row.amenities,
    distanceKm: distanceKm === null ? null : Math.round(distanceKm * 100) / 100,
    offersComplimentaryNight: row.offersComplimentaryNight,
    lead: toLeadOffer(lead, hotel),
  };
}

/** Spec §3 "Hotel room product" of a priced rate, with its policy in words. */
export function toRoomProduct(priced: PricedRate, policyText: string): HotelRoomProduct {
  const product = roomProduct(priced.rate, priced.price);
  const { price } = priced;
  return {
    rateId: product.rateId,
    roomId: product.roomId,
    name: priced.plan.name,
    sellRate: priceOf(product.sellRateMinor),
    total: priceOf(product.totalMinor),
    tripTotal: priceOf(product.tripTotalMinor),
    perNightSellRate: priceOf(product.perNightSellRateMinor),
    perNightBeforeDiscount: priceOf(price.perNightBeforeDiscountMinor),
    nightly: product.nightly.map((n) => ({
      date: n.date,
      price: toFiat(n.priceMinor),
      beforeDiscount: toFiat(n.beforeDiscountMinor),
      complimentary: n.complimentary,
    })),
    tripTotalExcludingTaxes: priceOf(product.tripTotalExcludingTaxesMinor),
    complimentaryNightDiscount: toFiat(price.complimentaryNightDiscountMinor),
    taxes: feeLines(price.taxes),
    fees: feeLines(price.fees),
    dueAtProperty: feeLines(price.dueAtPropertyFees),
    payNow: toFiat(product.payNowMinor),
    payAtHotel: toFiat(price.payAtHotelMinor),
    paymentTiming: product.paymentTiming,
    mealPlan: product.mealPlan,
    refundPolicy: product.refundPolicy,
    cancellationPolicy: {
      refundPolicy: product.refundPolicy,
      deadline: isoOrNull(priced.deadlineMs),
      freeCancellation: priced.freeCancellation,
      description: policyText,
    },
    priceFreezeOffer: product.priceFreezeOffer,
  };
}

const STAY_MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * A guest review as the details page shows it: its /10 label from the spec §9 thresholds, and who stayed when
 * ('Verified guest · Couple · stayed March 2026') as its verification line. The contract has no title field, so
 * the title leads the comments.
 */
export function toHotelReview(row: HotelReviewRow): HotelDetails['reviews']['items'][number] {
  const rating = guestRating(row.score);
  return {
    overallScore: row.score,
    label: rating?.label ?? '',
    submittedDate: row.createdDate,
    comments: `${row.title}. ${row.text}`,
    authorName: row.authorName,
    verificationSource: {
      text: `Verified guest · ${row.travelerType} · stayed ${STAY_MONTH.format(new Date(`${row.stayMonth}T00:00:00Z`))}`,
    },
  };
}
