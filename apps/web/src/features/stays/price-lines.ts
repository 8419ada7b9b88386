import type { Fiat } from '@portal/contracts/common';
import type { Availability, FeeKind, Listing } from '@portal/contracts/listings';

export type Rate = NonNullable<Availability['rate']>;
export type RatePrice = Rate['price'];

type FeeLine = { kind: FeeKind; amount: Fiat };

const CENT = 0.005;

/**
 * The answer lists listing fees first and then one line per market tax, whose sum is `taxes` (listing-model.md).
 * The breakdown shows fees and taxes apart, so the trailing lines that add up to the taxes total are the taxes.
 */
export function splitFees(
  fees: readonly FeeLine[],
  taxesValue: number,
): { fees: FeeLine[]; taxes: FeeLine[] } {
  if (taxesValue <= CENT) return { fees: [...fees], taxes: [] };
  let sum = 0;
  for (let i = fees.length - 1; i >= 0; i--) {
    sum += fees[i]?.amount.value ?? 0;
    if (Math.abs(sum - taxesValue) < CENT) return { fees: fees.slice(0, i), taxes: fees.slice(i) };
    if (sum > taxesValue + CENT) break;
  }
  // Not the documented order: show every line as a fee and taxes as one total line.
  return { fees: [...fees], taxes: [] };
}

/** Spec §9: the strikethrough nightly price shows only when the discounts sum above zero. */
export function hasDiscount(price: Pick<RatePrice, 'discounts'>): boolean {
  return price.discounts.reduce((sum, d) => sum + d.amount.value, 0) > 0;
}

export function fiat(value: number, like: Fiat): Fiat {
  return { ...like, value };
}

export function isFreeCancellation(
  listingRate: { cancellationPolicy: { policy: string } } | undefined,
): boolean {
  return listingRate?.cancellationPolicy.policy === 'FullyRefundable';
}

export const DEFAULT_PAYMENT_SCHEDULE = 'Full payment is due at the time of booking.';
export const FREE_CANCELLATION = 'Free cancellation';

export function cityState(listing: Listing): string {
  const { city, state } = listing.content.location.address;
  return [city, state].filter(Boolean).join(', ');
}
