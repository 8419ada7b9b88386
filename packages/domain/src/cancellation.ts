/** Refund of a cancelled stay by its policy terms, split back over the payments that paid it. */
import { diffDays } from './iso-date.ts';
import { mulDivHalfUp } from './money.ts';

export type CancellationPolicyKind = 'FullyRefundable' | 'PartiallyRefundable' | 'NonRefundable' | 'Unknown';

export type CancellationTerms = {
  policy: CancellationPolicyKind;
  /** Full refund when cancelled at least this many days before check-in; null = until the day before. */
  fullRefundDaysBefore: number | null;
  partialRefundPercent: number | null;
  partialRefundDaysBefore: number | null;
  /**
   * The exact refund when a line decides it at this instant by a rule days cannot express (a hotel's cancel for
   * any reason refunds its coverage until check-in time); capped at what was paid. The day rules apply without it.
   */
  refundMinor?: number;
};

export type RefundDecision =
  { kind: 'Full' | 'Partial' | 'None'; percent: number; refundMinor: number } | { kind: 'ContactSupport' };

/** When no deadline is given, a refundable stay can be cancelled for a refund until the day before check-in. */
const DEFAULT_FULL_REFUND_DAYS_BEFORE = 1;

function exactRefund(wantedMinor: number, paidMinor: number): RefundDecision {
  const refundMinor = Math.min(Math.max(0, paidMinor), Math.max(0, Math.round(wantedMinor)));
  const percent = paidMinor > 0 ? mulDivHalfUp(refundMinor, 100, paidMinor) : 0;
  if (refundMinor === 0) return { kind: 'None', percent: 0, refundMinor: 0 };
  return { kind: refundMinor >= paidMinor ? 'Full' : 'Partial', percent, refundMinor };
}

/** The refund due for a reservation of `paidMinor` cancelled on `cancelDate` (ISO) before `checkInDate`. */
export function refundFor(input: {
  terms: CancellationTerms;
  paidMinor: number;
  cancelDate: string;
  checkInDate: string;
}): RefundDecision {
  const { terms, paidMinor } = input;
  const daysBefore = diffDays(input.checkInDate, input.cancelDate);
  if (terms.refundMinor !== undefined) return exactRefund(terms.refundMinor, paidMinor);
  const decide = (kind: 'Full' | 'Partial' | 'None', percent: number): RefundDecision => ({
    kind,
    percent,
    refundMinor: mulDivHalfUp(paidMinor, percent, 100),
  });
  switch (terms.policy) {
    case 'Unknown':
      return { kind: 'ContactSupport' };
    case 'NonRefundable':
      return decide('None', 0);
    case 'FullyRefundable':
      return daysBefore >= (terms.fullRefundDaysBefore ?? DEFAULT_FULL_REFUND_DAYS_BEFORE)
        ? decide('Full', 100)
        : decide('None', 0);
    case 'PartiallyRefundable': {
      if (terms.fullRefundDaysBefore !== null && daysBefore >= terms.fullRefundDaysBefore)
        return decide('Full', 100);
      const percent = Math.min(100, Math.max(0, terms.partialRefundPercent ?? 0));
      const deadline = terms.partialRefundDaysBefore ?? DEFAULT_FULL_REFUND_DAYS_BEFORE;
      return percent > 0 && daysBefore >= deadline ? decide('Partial', percent) : decide('None', 0);
    }
  }
}

export type PaymentKind = 'Card' | 'Rewards' | 'Offer' | 'Credit';
/** One payment of the booking, valued in fiat cents (rewards at the fiat value they paid). */
export type PaidPart = { kind: PaymentKind; amountMinor: number };

/**
 * Splits a refund over the payments in proportion to what each paid, in whole cents that sum exactly to the
 * refund: floor shares, then the leftover cents go to the largest remainders (earlier payments win ties).
 */
export function splitRefund(refundMinor: number, payments: readonly PaidPart[]): PaidPart[] {
  const paid = payments.reduce((sum, p) => sum + Math.max(0, p.amountMinor), 0);
  if (!Number.isInteger(refundMinor) || refundMinor < 0) throw new RangeError(`Bad refund: ${refundMinor}`);
  if (refundMinor > paid) throw new RangeError(`Refund ${refundMinor} exceeds the ${paid} paid`);
  if (paid === 0) return payments.map((p) => ({ kind: p.kind, amountMinor: 0 }));
  // BigInt: refund x payment can pass 2^53 for large bookings, and the remainders must be exact.
  const shares = payments.map((p, index) => {
    const exact = BigInt(refundMinor) * BigInt(Math.max(0, p.amountMinor));
    return { index, floor: Number(exact / BigInt(paid)), remainder: exact % BigInt(paid) };
  });
  let leftover = refundMinor - shares.reduce((sum, s) => sum + s.floor, 0);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : b.remainder > a.remainder ? 1 : -1,
  );
  for (const share of byRemainder) {
    if (leftover === 0) break;
    share.floor += 1;
    leftover -= 1;
  }
  return payments.map((p, i) => ({ kind: p.kind, amountMinor: shares[i]?.floor ?? 0 }));
}

/** Spec §9: the free-cancellation badge shows for a fully refundable policy. */
export function showsFreeCancellation(policy: CancellationPolicyKind): boolean {
  return policy === 'FullyRefundable';
}

export const FREE_CANCELLATION_TEXT = 'Free cancellation';
export const DEFAULT_PAYMENT_SCHEDULE_TEXT = 'Full payment is due at the time of booking.';
