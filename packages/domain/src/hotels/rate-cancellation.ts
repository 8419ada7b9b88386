/**
 * Cancelling a hotel booking by its rate's refund policy (spec §3 "Refund policy"): the deadline counted back
 * from the check-in instant, the penalty, the refund at a given instant and the policy in words. A pay-at-hotel
 * booking charged nothing, so it refunds nothing; the penalty is what the hotel may charge the guarantee card.
 */
import { FREE_CANCELLATION_TEXT } from '../cancellation.ts';
import { formatUsd, percentOfMinor } from '../money.ts';
import { hoursBeforeMs, instantToLocal, localDateTimeText } from './local-time.ts';
import type { PaymentTiming } from './enums.ts';
import type { CancellationPenalty, RateCancellationPolicy, RatePlan } from './model.ts';
import type { RatePrice } from './rate-price.ts';

/** The booking as its cancellation sees it. */
export type BookedStay = {
  policy: RateCancellationPolicy;
  paymentTiming: PaymentTiming;
  /** The booking's total (room charges, taxes and fees charged with it): the base of a penalty. */
  totalMinor: number;
  /** What the booking charged: the total for PayNow, 0 for PayLater. */
  paidMinor: number;
  /** Discount-aware price of each night for every room, in stay order (for a penalty in nights). */
  nightlyMinor: readonly number[];
  rooms: number;
  checkInMs: number;
};

export type HotelRefundDecision =
  | { kind: 'Full' | 'Partial' | 'None'; refundMinor: number; penaltyMinor: number }
  | { kind: 'NothingCharged'; refundMinor: 0; penaltyMinor: number }
  | { kind: 'ContactSupport' };

/** The last instant (exclusive) a cancellation gets the policy's better terms; null when it has none. */
export function cancellationDeadlineMs(policy: RateCancellationPolicy, checkInMs: number): number | null {
  switch (policy.refundPolicy) {
    case 'FullyRefundable':
      return hoursBeforeMs(checkInMs, policy.freeUntilHoursBeforeCheckIn);
    case 'PartiallyRefundable':
      return hoursBeforeMs(checkInMs, policy.refundableUntilHoursBeforeCheckIn);
    case 'NonRefundable':
    case 'Unknown':
      return null;
  }
}

/** A penalty in cents, never more than the booking's total. */
export function penaltyMinor(
  penalty: CancellationPenalty,
  stay: Pick<BookedStay, 'totalMinor' | 'nightlyMinor' | 'rooms'>,
): number {
  const amount = (() => {
    switch (penalty.kind) {
      case 'Nights':
        return stay.nightlyMinor.slice(0, Math.max(0, penalty.nights)).reduce((sum, n) => sum + n, 0);
      case 'Percent':
        return percentOfMinor(stay.totalMinor, penalty.percentBps);
      case 'Amount':
        return penalty.amountMinor * stay.rooms;
      case 'Everything':
        return stay.totalMinor;
    }
  })();
  return Math.min(stay.totalMinor, Math.max(0, amount));
}

/** The penalty that applies to a cancellation at `atMs`; null when only support can say. */
export function penaltyAt(stay: BookedStay, atMs: number): number | null {
  const { policy } = stay;
  switch (policy.refundPolicy) {
    case 'Unknown':
      return null;
    case 'NonRefundable':
      return stay.totalMinor;
    case 'FullyRefundable':
      return atMs < hoursBeforeMs(stay.checkInMs, policy.freeUntilHoursBeforeCheckIn)
        ? 0
        : penaltyMinor(policy.penaltyAfterDeadline, stay);
    case 'PartiallyRefundable':
      return atMs < hoursBeforeMs(stay.checkInMs, policy.refundableUntilHoursBeforeCheckIn)
        ? penaltyMinor(policy.penalty, stay)
        : stay.totalMinor;
  }
}

/** The refund of a cancellation at `atMs`: what was paid less the penalty. */
export function hotelRefundAt(stay: BookedStay, atMs: number): HotelRefundDecision {
  const penalty = penaltyAt(stay, atMs);
  if (penalty === null) return { kind: 'ContactSupport' };
  if (stay.paymentTiming === 'PayLater')
    return { kind: 'NothingCharged', refundMinor: 0, penaltyMinor: penalty };
  const kept = Math.min(penalty, stay.paidMinor);
  const refundMinor = stay.paidMinor - kept;
  const kind = kept === 0 ? 'Full' : refundMinor === 0 ? 'None' : 'Partial';
  return { kind, refundMinor, penaltyMinor: kept };
}

/** The free-cancellation badge (spec §9) for a fully refundable rate whose deadline is still ahead at `atMs`. */
export function isFreeCancellationAt(
  policy: RateCancellationPolicy,
  checkInMs: number,
  atMs: number,
): boolean {
  return (
    policy.refundPolicy === 'FullyRefundable' &&
    atMs < hoursBeforeMs(checkInMs, policy.freeUntilHoursBeforeCheckIn)
  );
}

function percentText(bps: number): string {
  return `${Number((bps / 100).toFixed(2))}%`;
}

/** 'the first night', 'the first 2 nights', '25% of the total', '$50.00 per room', 'the full amount'. */
export function penaltyText(penalty: CancellationPenalty): string {
  switch (penalty.kind) {
    case 'Nights':
      return penalty.nights === 1 ? 'the first night' : `the first ${penalty.nights} nights`;
    case 'Percent':
      return `${percentText(penalty.percentBps)} of the total`;
    case 'Amount':
      return `${formatUsd(penalty.amountMinor)} per room`;
    case 'Everything':
      return 'the full amount';
  }
}

export const NON_REFUNDABLE_TEXT = 'Non-refundable';
export const UNKNOWN_POLICY_TEXT = 'Contact support for the cancellation policy';

/**
 * The policy with its deadline in the hotel's local time ('Free cancellation until Fri, Mar 6, 2026, 2:00 PM
 * (hotel time). After that, non-refundable.'). `utcOffsetMinutes` is the hotel's offset at the deadline.
 */
export function cancellationPolicyText(input: {
  policy: RateCancellationPolicy;
  checkInMs: number;
  utcOffsetMinutes: number;
}): string {
  const { policy } = input;
  const until = (hours: number) =>
    `${localDateTimeText(instantToLocal(hoursBeforeMs(input.checkInMs, hours), input.utcOffsetMinutes))} (hotel time)`;
  switch (policy.refundPolicy) {
    case 'NonRefundable':
      return NON_REFUNDABLE_TEXT;
    case 'Unknown':
      return UNKNOWN_POLICY_TEXT;
    case 'FullyRefundable': {
      const late = policy.penaltyAfterDeadline;
      const after = late.kind === 'Everything' ? 'non-refundable' : `cancelling costs ${penaltyText(late)}`;
      return `${FREE_CANCELLATION_TEXT} until ${until(policy.freeUntilHoursBeforeCheckIn)}. After that, ${after}.`;
    }
    case 'PartiallyRefundable':
      return (
        `Partially refundable until ${until(policy.refundableUntilHoursBeforeCheckIn)}: cancelling costs ` +
        `${penaltyText(policy.penalty)}. After that, non-refundable.`
      );
  }
}

/** The booked stay of a priced rate, for its cancellation. */
export function bookedStayOf(
  rate: Pick<RatePlan, 'cancellation' | 'paymentTiming'>,
  price: Pick<RatePrice, 'totalMinor' | 'payNowMinor' | 'nightly' | 'rooms'>,
  checkInMs: number,
): BookedStay {
  return {
    policy: rate.cancellation,
    paymentTiming: rate.paymentTiming,
    totalMinor: price.totalMinor,
    paidMinor: price.payNowMinor,
    nightlyMinor: price.nightly.map((n) => n.priceMinor),
    rooms: price.rooms,
    checkInMs,
  };
}
