// Duffel's amounts are decimal strings in the offer's currency ("45.00" GBP, "5300" JPY). The supply works in
// integer minor units, and splits a whole-trip total into what each slice and each passenger shows.
import type { PassengerPrices, Passengers } from '@portal/domain/flights/model';

/** Digits after the decimal point of a currency (2 for USD, 0 for JPY), from the platform's ISO 4217 data. */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** "123.45" in USD -> 12345; null when the string is not a plain non-negative decimal. */
export function decimalToMinor(amount: string, currency: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,6}))?$/.exec(amount.trim());
  if (!match) return null;
  const digits = currencyDigits(currency);
  const fraction = (match[2] ?? '').padEnd(digits, '0');
  // Duffel never sends more decimals than the currency has; if it did, the extra digits are dropped (floor).
  return Number(match[1]) * 10 ** digits + Number(fraction.slice(0, digits) || '0');
}

/**
 * A whole-trip total split evenly over its slices, the remainder on the first ones, so the shares add up to the
 * total exactly. Duffel prices the trip, not the slice: this is what a slice shows when it is chosen on its own.
 */
export function sliceShares(totalMinor: number, sliceCount: number): number[] {
  const base = Math.floor(totalMinor / sliceCount);
  const remainder = totalMinor - base * sliceCount;
  return Array.from({ length: sliceCount }, (_, i) => base + (i < remainder ? 1 : 0));
}

/** A lap infant pays about a tenth of a seat (taxes and the infant fare); Duffel does not price per passenger. */
const LAP_INFANT_TENTHS = 1;

/**
 * What each passenger type pays out of an amount for all passengers. Duffel gives one total for everyone, so
 * every passenger with a seat pays the same share and a lap infant a tenth of it; each is rounded up to the minor
 * unit, so the shown total is never below Duffel's (at most one minor unit per passenger above it).
 */
export function perPassengerPrices(amountMinor: number, passengers: Passengers): PassengerPrices {
  const seated = passengers.adults + passengers.childAges.length + passengers.seatedInfants;
  const tenths = seated * 10 + passengers.lapInfants * LAP_INFANT_TENTHS;
  const seat = Math.ceil((amountMinor * 10) / tenths);
  const lapInfant = Math.ceil((amountMinor * LAP_INFANT_TENTHS) / tenths);
  return { adult: seat, child: seat, seatedInfant: seat, lapInfant };
}
