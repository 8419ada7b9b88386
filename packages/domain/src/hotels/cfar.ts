/**
 * Hotel cancel for any reason (CFAR): its premium per stay and per night, its coverage, and when it may be
 * bought and exercised. Spec §5: bought at reservation for all rooms, exercised before check-in time. Spec §9:
 * "Per-night premium is the per-stay premium divided by nights, rounded up. CFAR premium percent is a rounded
 * share of total."
 */
import { MINOR_PER_UNIT, formatUsd, mulDivCeil, mulDivHalfUp, percentOfMinor } from '../money.ts';
import { HOTEL_CFAR_EXERCISE_HOURS_BEFORE_CHECK_IN } from './constants.ts';
import type { PaymentTiming } from './enums.ts';
import { hoursBeforeMs, instantToLocal, localDateTimeText } from './local-time.ts';

/** A cancel-for-any-reason provider's quote for one rate of one room type, covering every room booked. */
export type CfarQuote = {
  quoteId: string;
  roomId: string;
  rateId: string;
  eligible: boolean;
  /** The per-stay premium for all rooms, in cents. */
  premiumMinor: number;
  /** Share of the paid total refunded on exercise, in whole percent (e.g. 80). */
  coveragePercentage: number;
  /** Spec §3 additionalInfo.shouldRefundCfarPremium: the premium is refunded too on exercise. */
  shouldRefundCfarPremium: boolean;
  /** V1 (spec §4): the quote says its variant skips the older model's filtering. */
  overridesFilteringLogic: boolean;
};

/**
 * Spec §9: the per-stay premium divided by nights, rounded up. Rounded up to whole currency units, the unit
 * spec §9 shows fiat in, so the per-night figure shown is never below the real share.
 */
export function cfarPremiumPerNightMinor(premiumMinor: number, nights: number): number {
  if (!Number.isInteger(nights) || nights < 1) throw new RangeError(`Nights must be at least 1: ${nights}`);
  return mulDivCeil(premiumMinor, 1, nights * MINOR_PER_UNIT) * MINOR_PER_UNIT;
}

/** Spec §9: the premium as a share of the total, rounded half up to a whole percent (0 for a zero total). */
export function cfarPremiumPercent(premiumMinor: number, totalMinor: number): number {
  return totalMinor > 0 ? mulDivHalfUp(premiumMinor, 100, totalMinor) : 0;
}

/** What an exercise refunds of the paid total (without the premium). */
export function cfarCoverageMinor(paidMinor: number, coveragePercentage: number): number {
  return percentOfMinor(paidMinor, Math.round(coveragePercentage * 100));
}

/** A quote can be offered for a rate the traveler pays now: a pay-at-hotel booking has nothing to cover. */
export function isCfarQuoteUsable(quote: Pick<CfarQuote, 'eligible'>, paymentTiming: PaymentTiming): boolean {
  return quote.eligible && paymentTiming === 'PayNow';
}

/** Spec §4: quotes are matched to a product by room id and rate id. */
export function findCfarQuote(
  quotes: readonly CfarQuote[],
  product: { roomId: string; rateId: string },
): CfarQuote | null {
  return quotes.find((q) => q.roomId === product.roomId && q.rateId === product.rateId) ?? null;
}

export type CfarPurchaseProblem = 'NotAtReservation' | 'NotAllRooms';

/** Spec §5: "must be bought at reservation for all rooms". Empty when the purchase is allowed. */
export function cfarPurchaseProblems(input: {
  atReservation: boolean;
  roomsBooked: number;
  roomsCovered: number;
}): CfarPurchaseProblem[] {
  const problems: CfarPurchaseProblem[] = [];
  if (!input.atReservation) problems.push('NotAtReservation');
  if (input.roomsCovered !== input.roomsBooked) problems.push('NotAllRooms');
  return problems;
}

/** Spec §9 "Hotel: until check-in time": the last instant (exclusive) CFAR may be exercised. */
export function cfarExerciseDeadlineMs(checkInMs: number): number {
  return hoursBeforeMs(checkInMs, HOTEL_CFAR_EXERCISE_HOURS_BEFORE_CHECK_IN);
}

export type CfarExercise =
  | { kind: 'Refund'; refundMinor: number; coverageMinor: number; premiumRefundMinor: number }
  | { kind: 'PastCheckIn' }
  | { kind: 'AlreadyExercised' };

/** The refund of exercising CFAR at `atMs`. Spec §4: exercise is irreversible, so it happens once. */
export function exerciseCfar(input: {
  paidMinor: number;
  premiumMinor: number;
  coveragePercentage: number;
  shouldRefundCfarPremium: boolean;
  checkInMs: number;
  atMs: number;
  exercised: boolean;
}): CfarExercise {
  if (input.exercised) return { kind: 'AlreadyExercised' };
  if (input.atMs >= cfarExerciseDeadlineMs(input.checkInMs)) return { kind: 'PastCheckIn' };
  const coverageMinor = cfarCoverageMinor(input.paidMinor, input.coveragePercentage);
  const premiumRefundMinor = input.shouldRefundCfarPremium ? input.premiumMinor : 0;
  return {
    kind: 'Refund',
    refundMinor: coverageMinor + premiumRefundMinor,
    coverageMinor,
    premiumRefundMinor,
  };
}

/** 'Cancel for any reason until check-in and get 80% back ($591.36) for $15 per night.' */
export function cfarPricingDescription(input: {
  coveragePercentage: number;
  coverageMinor: number;
  premiumPerNightMinor: number;
}): string {
  return (
    `Cancel for any reason until check-in and get ${input.coveragePercentage}% back ` +
    `(${formatUsd(input.coverageMinor)}) for ${formatUsd(input.premiumPerNightMinor, { wholeUnits: true })} per night.`
  );
}

/**
 * The cover in a booking's cancellation policy, before the rate's own terms: 'Cancel for any reason until check-in
 * at Mar 5, 2027, 3:00 PM (hotel time) and get 80% back ($402.96).' (plus ', premium included' when the premium is
 * refunded too).
 */
export function cfarCancellationText(input: {
  checkInMs: number;
  utcOffsetMinutes: number;
  coveragePercentage: number;
  refundMinor: number;
  shouldRefundCfarPremium: boolean;
}): string {
  const until = localDateTimeText(
    instantToLocal(cfarExerciseDeadlineMs(input.checkInMs), input.utcOffsetMinutes),
  );
  const premium = input.shouldRefundCfarPremium ? ', premium included' : '';
  return (
    `Cancel for any reason until check-in at ${until} (hotel time) and get ` +
    `${input.coveragePercentage}% back (${formatUsd(input.refundMinor)}${premium}).`
  );
}
