/** The live price of a hotel rate as the HotelsPriceQuote: due now, at the hotel, and in each account's rewards. */
import type { Price, Rewards } from '@portal/contracts/common';
import type { BookedLodging, HotelsPriceQuote } from '@portal/contracts/hotel-booking';
import type { PriceDifference } from '@portal/domain/checkout';
import { cancellationPolicyText } from '@portal/domain/hotels/rate-cancellation';
import { earnMinor, fiatMinorToRewardsValue, rewardsMinorToValue, toFiat } from '@portal/domain/money';
import type { LinePrice } from '../../checkout/product-line.ts';
import type { AccountWithBalance } from '../../modules/rewards/rewards.service.ts';
import { utcOffsetMinutes } from '../../lib/time-zone.ts';
import type { PricedRate } from './hotel-pricing.ts';
import type { CheckedStay } from './hotel-stay-request.ts';
import { toAddress, toRoomProduct } from './hotels-mapping.ts';
import type { HotelDetailsRow, RoomTypeRow } from './hotels-shop.repository.ts';
import { starRatingFromNumber } from '@portal/domain/hotels/ratings';
import type { RefundableVariant } from '@portal/domain/hotels/refundable-variants';
import { toRefundableProduct } from './hotel-refundable-rooms.ts';

/** The stored quote: everything but paymentSessionToken, which is re-derived from the quote token on poll. */
export type StoredHotelQuote = Omit<HotelsPriceQuote, 'paymentSessionToken'>;

function rewardsOf(amountMinor: number, accounts: readonly AccountWithBalance[]): Record<string, Rewards> {
  const out: Record<string, Rewards> = {};
  for (const { account } of accounts) {
    out[account.accountReferenceId] = {
      value: fiatMinorToRewardsValue(amountMinor, account.currency),
      currency: account.currency,
      currencyDescription: account.currencyDescription,
    };
  }
  return out;
}

function addressText(hotel: HotelDetailsRow): string {
  const a = toAddress(hotel);
  return [a.line1, a.city, a.state, a.countryCode].filter((part) => part).join(', ');
}

export function toBookedLodging(hotel: HotelDetailsRow): BookedLodging {
  const photo = hotel.photos[0];
  return {
    lodgingId: hotel.id,
    name: hotel.name,
    starRating: starRatingFromNumber(hotel.starRating),
    collection: hotel.collection,
    chainName: hotel.chainName,
    loyaltyProgramCode: hotel.loyaltyProgramCode,
    address: addressText(hotel),
    checkInTime: hotel.checkInTime,
    checkOutTime: hotel.checkOutTime,
    timeZone: hotel.timeZone,
    photo: photo ? { url: photo.url, alt: photo.alt } : null,
  };
}

/**
 * The line's price: the engine charges `dueNow` (the rate's pay-now total plus the agent fee; a PayLater rate
 * charges only the agent fee), and the guest pays `dueAtHotel` at the desk.
 */
export function buildHotelQuote(input: {
  hotel: HotelDetailsRow;
  room: RoomTypeRow;
  priced: PricedRate;
  /** The refundable variant bought (cancel for any reason): its premium is charged now. */
  variant: RefundableVariant | null;
  stay: CheckedStay;
  checkInMs: number;
  agentFeeMinor: number;
  accounts: readonly AccountWithBalance[];
  difference: PriceDifference | null;
  orderedProductId: string;
  expiresAt: Date;
}): LinePrice & { ok: true } {
  const { hotel, priced, stay, agentFeeMinor, accounts } = input;
  const { price } = priced;
  const premiumMinor = input.variant?.premiumMinor ?? 0;
  const dueNowMinor = price.payNowMinor + premiumMinor + agentFeeMinor;
  const tripTotalMinor = price.tripTotalMinor + premiumMinor + agentFeeMinor;
  const withRewards = (minor: number): Price => ({
    fiat: toFiat(minor),
    rewards: rewardsOf(minor, accounts),
  });
  const earn: Record<string, number> = {};
  for (const { account } of accounts) {
    // Earned on what the portal charges; a stay paid at the hotel earns with the hotel, not here.
    const earned = earnMinor(dueNowMinor, account.earn.hotelsMultiplier, account.currency);
    earn[account.accountReferenceId] = rewardsMinorToValue(earned, account.currency);
  }
  const policyText = cancellationPolicyText({
    policy: priced.rate.cancellation,
    checkInMs: input.checkInMs,
    utcOffsetMinutes: utcOffsetMinutes(hotel.timeZone, input.checkInMs),
  });
  const tripTotal = withRewards(tripTotalMinor);
  const dueNow = withRewards(dueNowMinor);
  const quote: StoredHotelQuote = {
    orderedProductId: input.orderedProductId,
    lodging: toBookedLodging(hotel),
    roomName: input.room.name,
    rate: input.variant
      ? toRefundableProduct(priced, policyText, input.variant, { hotel, checkInMs: input.checkInMs })
      : { ...toRoomProduct(priced, policyText), isDefault: true },
    stay: { fromDate: stay.from, untilDate: stay.until, nights: stay.nights, roomsCount: stay.rooms },
    agentFee: toFiat(agentFeeMinor),
    summary: [
      { type: 'total', value: tripTotal.fiat, rewardsValue: tripTotal.rewards },
      { type: 'due-today', value: dueNow.fiat, rewardsValue: dueNow.rewards },
      { type: 'due-at-hotel', value: toFiat(price.payAtHotelMinor) },
    ],
    tripTotal,
    dueNow,
    dueAtHotel: toFiat(price.payAtHotelMinor),
    // A pay-at-hotel room is guaranteed by a card; only an amount due now can be paid with anything else.
    paymentOptions: {
      cardRequired: priced.rate.paymentTiming === 'PayLater',
      rewards: dueNowMinor > 0,
      travelWalletOffer: dueNowMinor > 0,
      travelWalletCredit: dueNowMinor > 0,
    },
    earnValuesByRewardAcctId: earn,
    priceChange: input.difference
      ? { direction: input.difference.direction, amount: toFiat(input.difference.amountMinor) }
      : null,
    nights: stay.nights,
    expiresAt: input.expiresAt.toISOString(),
  };
  return { ok: true, quote, totalMinor: dueNowMinor };
}
