// The embedded CFAR provider: deterministic quotes, so the same stay and price always get the same premium and
// quote id (a real partner's quote id names its offer; this one is a hash of what was quoted). Its rules and test
// inputs are in the README table "Test cards and checkout outcomes".
import { createHash } from 'node:crypto';
import type { CfarQuote } from '@portal/domain/hotels/cfar';
import type { RefundPolicy } from '@portal/domain/hotels/enums';
import { MS_PER_HOUR } from '@portal/domain/hotels/local-time';
import { MINOR_PER_UNIT, mulDivCeil } from '@portal/domain/money';
import type { CfarProvider, CfarQuoteRequest, CfarRate } from './cfar-provider.ts';

/** A hotel whose supplier is this id gets no cover at all (the "not eligible" test input). */
export const CFAR_INELIGIBLE_SUPPLIER_ID = 'sim-cfar-ineligible';

/** The partner does not cover a stay that starts sooner than this. */
export const CFAR_MIN_HOURS_BEFORE_CHECK_IN = 48;

/** Share of the amount paid now refunded on exercise, in whole percent. */
export const CFAR_COVERAGE_PERCENT = 80;

/**
 * The premium as a percent of the amount paid now, by the rate's own refund policy: the less the rate refunds by
 * itself, the more the cover is worth. Unknown terms are not covered.
 */
const PREMIUM_PERCENT: Record<RefundPolicy, number | null> = {
  NonRefundable: 12,
  PartiallyRefundable: 9,
  FullyRefundable: 6,
  Unknown: null,
};

function quoteIdOf(request: CfarQuoteRequest, rate: CfarRate, premiumMinor: number): string {
  const digest = createHash('sha256')
    .update(
      [
        request.lodgingId,
        rate.roomId,
        rate.rateId,
        request.checkInMs,
        request.rooms,
        rate.payNowMinor,
        premiumMinor,
      ].join('|'),
    )
    .digest('hex');
  return `cfq_${digest.slice(0, 20)}`;
}

/** The simulator's quote of one rate (pure: the same request always answers the same quote). */
export function simulatedCfarQuote(request: CfarQuoteRequest, rate: CfarRate): CfarQuote {
  const percent = PREMIUM_PERCENT[rate.refundPolicy];
  const eligible =
    percent !== null &&
    request.supplierId !== CFAR_INELIGIBLE_SUPPLIER_ID &&
    rate.paymentTiming === 'PayNow' &&
    rate.payNowMinor > 0 &&
    request.checkInMs - request.now.getTime() >= CFAR_MIN_HOURS_BEFORE_CHECK_IN * MS_PER_HOUR;
  // Whole dollars, rounded up: the partner prices in the units spec §9 shows fiat in.
  const premiumMinor =
    eligible && percent !== null
      ? mulDivCeil(rate.payNowMinor, percent, 100 * MINOR_PER_UNIT) * MINOR_PER_UNIT
      : 0;
  return {
    quoteId: quoteIdOf(request, rate, premiumMinor),
    roomId: rate.roomId,
    rateId: rate.rateId,
    eligible,
    premiumMinor,
    coveragePercentage: CFAR_COVERAGE_PERCENT,
    // A rate that refunds something by itself gets the premium back too on exercise; a non-refundable one not.
    shouldRefundCfarPremium: rate.refundPolicy !== 'NonRefundable',
    // V1 (spec §4): the partner offers its variant beside every rate that does not already refund in full.
    overridesFilteringLogic: rate.refundPolicy !== 'FullyRefundable',
  };
}

export function createCfarSimulator(): CfarProvider {
  return {
    async quote(request) {
      return request.rates.map((rate) => simulatedCfarQuote(request, rate));
    },
  };
}
