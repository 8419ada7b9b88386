/**
 * Airline future travel credits (spec §4: FtcAvailable, FtcExpired, FtcRedeemed): the value of a cancelled ticket
 * kept by its airline, to spend on a new ticket of the same airline. Instants are epoch milliseconds.
 */
import { addYears } from '../iso-date.ts';

export const FTC_STATES = ['FtcAvailable', 'FtcExpired', 'FtcRedeemed'] as const;
export type FtcState = (typeof FTC_STATES)[number];

export type TravelCredit = {
  /** The validating airline that holds the value (two-character IATA code). */
  airlineCode: string;
  amountMinor: number;
  currency: string;
  expiresAtMs: number;
  redeemedAtMs: number | null;
};

/**
 * Airlines keep a credit for 12 months from the original ticket's issue (the common rule of US carriers); the
 * supplier may send another date, which then wins.
 */
export const FTC_VALIDITY_YEARS = 1;

const DAY_MS = 86_400_000;

/** One calendar year after the original purchase, at the same UTC time of day (29 February -> 28 February). */
export function defaultFtcExpiry(ticketIssuedAtMs: number): number {
  const dayStart = Math.floor(ticketIssuedAtMs / DAY_MS) * DAY_MS;
  const date = new Date(dayStart).toISOString().slice(0, 10);
  return Date.parse(`${addYears(date, FTC_VALIDITY_YEARS)}T00:00:00Z`) + (ticketIssuedAtMs - dayStart);
}

/**
 * Redeemed wins: a credit spent before it expired stays redeemed afterwards. Otherwise it is available until its
 * expiry instant (exclusive).
 */
export function ftcState(
  credit: Pick<TravelCredit, 'expiresAtMs' | 'redeemedAtMs'>,
  nowMs: number,
): FtcState {
  if (credit.redeemedAtMs !== null && credit.redeemedAtMs <= nowMs) return 'FtcRedeemed';
  return nowMs < credit.expiresAtMs ? 'FtcAvailable' : 'FtcExpired';
}

export type FtcUnusableReason = 'Expired' | 'Redeemed' | 'OtherAirline' | 'OtherCurrency';

/**
 * Whether a credit can pay for a new ticket: only while available, only on the airline that issued it (a credit
 * is the airline's money, other carriers do not accept it), and only in its currency (no conversion at checkout).
 */
export function ftcUsableFor(
  credit: TravelCredit,
  ticket: { airlineCode: string; currency: string },
  nowMs: number,
): { usable: true } | { usable: false; reason: FtcUnusableReason } {
  const state = ftcState(credit, nowMs);
  if (state === 'FtcRedeemed') return { usable: false, reason: 'Redeemed' };
  if (state === 'FtcExpired') return { usable: false, reason: 'Expired' };
  if (credit.airlineCode.toUpperCase() !== ticket.airlineCode.toUpperCase())
    return { usable: false, reason: 'OtherAirline' };
  if (credit.currency !== ticket.currency) return { usable: false, reason: 'OtherCurrency' };
  return { usable: true };
}

export type FtcApplication = {
  /** Of the change fee, paid by the credit. */
  feePaidMinor: number;
  /** Of the new fare, paid by the credit. */
  farePaidMinor: number;
  /** Still due from another payment (card, rewards): the rest of the fee and of the fare. */
  dueMinor: number;
  /**
   * Credit value left unused. An airline credit is spent once (it becomes FtcRedeemed), so this value is lost
   * unless the airline reissues it; checkout shows it before the traveler confirms.
   */
  unusedMinor: number;
};

/**
 * How much of a new ticket a credit pays. When the fare says the change fee is taken from the credit first
 * (`feeFromCreditFirst`, the usual airline rule for redeeming a credit), the credit covers the fee before the
 * fare; otherwise it covers the fare only and the fee is paid by other means.
 */
export function applyFtc(input: {
  creditMinor: number;
  fareMinor: number;
  changeFeeMinor: number;
  feeFromCreditFirst: boolean;
}): FtcApplication {
  const credit = Math.max(0, input.creditMinor);
  const fare = Math.max(0, input.fareMinor);
  const fee = Math.max(0, input.changeFeeMinor);
  const feePaidMinor = input.feeFromCreditFirst ? Math.min(fee, credit) : 0;
  const farePaidMinor = Math.min(fare, credit - feePaidMinor);
  return {
    feePaidMinor,
    farePaidMinor,
    dueMinor: fee + fare - feePaidMinor - farePaidMinor,
    unusedMinor: credit - feePaidMinor - farePaidMinor,
  };
}
