// Cancel for any reason on a hotel booking: what the booking bought (read from its quote as booked, which is what
// was charged) and what cancelling it refunds now: the cover's refund until check-in time when that beats the
// rate's own terms (spec §5 "exercised before check-in time", §9 "Hotel: until check-in time").
import { z } from 'zod';
import type { Tx } from '@portal/db/client';
import { cfarCancellationText, cfarCoverageMinor, exerciseCfar } from '@portal/domain/hotels/cfar';
import { formatUsd, majorToMinor } from '@portal/domain/money';
import type { BookingRow } from '../../checkout/bookings.repository.ts';
import { insertCfarPurchase, type CfarPurchaseRow } from './hotel-cfar.repository.ts';

/** The stored quote's rate when it is a refundable variant (HotelsPriceQuote.rate). */
const BoughtVariant = z.object({
  rate: z.object({
    isDefault: z.literal(false),
    quoteId: z.string(),
    premiumPrices: z.object({ fiat: z.object({ value: z.number() }) }),
    coveragePercentage: z.number().int(),
    additionalInfo: z.object({ shouldRefundCfarPremium: z.boolean() }),
  }),
});

/** In the booking transaction: records the cover when the booked quote is a refundable variant. */
export async function recordCfarPurchase(tx: Tx, booking: BookingRow): Promise<void> {
  const parsed = BoughtVariant.safeParse(booking.price);
  if (!parsed.success) return;
  const { rate } = parsed.data;
  await insertCfarPurchase(tx, {
    bookingId: booking.id,
    quoteId: rate.quoteId,
    premiumMinor: majorToMinor(rate.premiumPrices.fiat.value),
    coveragePercentage: rate.coveragePercentage,
    shouldRefundPremium: rate.additionalInfo.shouldRefundCfarPremium,
  });
}

/**
 * The cover's refund if exercised at `atMs`: coveragePercentage of what was paid without the premium, plus the
 * premium when the quote said so; null once check-in time has come (the rate's own terms apply then).
 */
export function cfarRefundAt(input: {
  purchase: CfarPurchaseRow;
  paidMinor: number;
  checkInMs: number;
  atMs: number;
}): number | null {
  const { purchase } = input;
  const exercise = exerciseCfar({
    paidMinor: Math.max(0, input.paidMinor - purchase.premiumMinor),
    premiumMinor: purchase.premiumMinor,
    coveragePercentage: purchase.coveragePercentage,
    shouldRefundCfarPremium: purchase.shouldRefundPremium,
    checkInMs: input.checkInMs,
    atMs: input.atMs,
    exercised: false,
  });
  return exercise.kind === 'Refund' ? exercise.refundMinor : null;
}

/**
 * The cover as the booking's cancellation policy states it, before the rate's own terms: what it refunds until
 * check-in time and the premium paid for it.
 */
export function cfarPolicyText(input: {
  purchase: CfarPurchaseRow;
  paidMinor: number;
  checkInMs: number;
  utcOffsetMinutes: number;
}): string {
  const { purchase } = input;
  const coverageMinor = cfarCoverageMinor(
    Math.max(0, input.paidMinor - purchase.premiumMinor),
    purchase.coveragePercentage,
  );
  const text = cfarCancellationText({
    checkInMs: input.checkInMs,
    utcOffsetMinutes: input.utcOffsetMinutes,
    coveragePercentage: purchase.coveragePercentage,
    refundMinor: coverageMinor + (purchase.shouldRefundPremium ? purchase.premiumMinor : 0),
    shouldRefundCfarPremium: purchase.shouldRefundPremium,
  });
  return `${text} Premium paid: ${formatUsd(purchase.premiumMinor)}.`;
}
