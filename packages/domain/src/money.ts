/**
 * Money and rewards units. Amounts are integer minor units (cents); this module holds every rounding rule of
 * spec §9 so the rest of the domain never rounds on its own.
 */

export type Money = { amountMinor: number; currency: string };

/** The API's spec-shaped fiat value (api.md "Conventions"). */
export type FiatValue = { value: number; currencyCode: 'USD'; currencySymbol: '$' };

export type RewardsCurrency = 'Miles' | 'Cash' | (string & {});

export const MINOR_PER_UNIT = 100;
/** Spec §9: a travel credit converts at 100 rewards points per currency unit. */
export const CREDIT_POINTS_PER_UNIT = 100;

export function usd(amountMinor: number): Money {
  return { amountMinor, currency: 'USD' };
}

function assertIntegers(n: number, mul: number, div: number): void {
  if (!Number.isSafeInteger(n * mul) || !Number.isInteger(div) || div === 0) {
    throw new RangeError(`Integer arithmetic needs integers and a non-zero divisor: ${n}, ${mul}, ${div}`);
  }
}

/** Floor of num / den for den > 0, corrected for float error in the division. */
function floorDiv(num: number, den: number): number {
  let q = Math.floor(num / den);
  if (q * den > num) q -= 1;
  if ((q + 1) * den <= num) q += 1;
  return q;
}

/** Integer n * mul / div rounded half up (away from zero for negatives); the remainder decides, not a float. */
export function mulDivHalfUp(n: number, mul: number, div: number): number {
  assertIntegers(n, mul, div);
  const num = Math.abs(n * mul);
  const den = Math.abs(div);
  const quotient = floorDiv(num, den);
  const rounded = (num - quotient * den) * 2 >= den ? quotient + 1 : quotient;
  const negative = n * mul < 0 !== div < 0;
  return negative && rounded !== 0 ? -rounded : rounded;
}

/** Integer n * mul / div rounded up (towards positive infinity). */
export function mulDivCeil(n: number, mul: number, div: number): number {
  assertIntegers(n, mul, div);
  const num = div < 0 ? -(n * mul) : n * mul;
  const den = Math.abs(div);
  const quotient = floorDiv(num, den);
  return quotient * den === num ? quotient : quotient + 1;
}

/** `percentBps` basis points (1% = 100) of an amount, half up to whole cents. */
export function percentOfMinor(amountMinor: number, percentBps: number): number {
  return mulDivHalfUp(amountMinor, percentBps, 10_000);
}

/** Cents to the API's fiat value: major units with at most 2 decimals. */
export function toFiat(amountMinor: number): FiatValue {
  return { value: minorToMajor(amountMinor), currencyCode: 'USD', currencySymbol: '$' };
}

/**
 * Whole minor units to major ones: 12345 -> 123.45. Dividing an integer by 100 already gives the double nearest
 * the two-decimal value (what a toFixed(2) round trip gave, at a fraction of its cost: a flight search converts
 * a thousand prices); `+ 0` turns -0 into 0.
 */
export function minorToMajor(amountMinor: number): number {
  return Math.round(amountMinor) / MINOR_PER_UNIT + 0;
}

/** Major units (possibly with float noise, e.g. 0.1 + 0.2) to integer cents, half up. */
export function majorToMinor(value: number): number {
  const scaled = Number((value * MINOR_PER_UNIT).toFixed(6));
  return scaled < 0 ? -Math.round(-scaled) : Math.round(scaled);
}

/** Spec §9 display rounding: fiat shows in whole units, half up. Returns whole currency units. */
export function roundFiatToWholeUnits(amountMinor: number): number {
  return mulDivHalfUp(amountMinor, 1, MINOR_PER_UNIT);
}

const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const usdCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '$1,234.56', or with wholeUnits (spec §9 display rounding) '$1,235'. */
export function formatUsd(amountMinor: number, options: { wholeUnits?: boolean } = {}): string {
  if (options.wholeUnits) return usdWhole.format(roundFiatToWholeUnits(amountMinor));
  return usdCents.format(amountMinor / MINOR_PER_UNIT);
}

type RewardsUnit = { multiplier: number; decimals: number };

/** Spec §9: Miles multiplier 100 (1 USD = 100 miles), Cash multiplier 1 (1 USD = 1 cash, kept in cents). */
export const REWARDS_UNITS: Readonly<Record<string, RewardsUnit>> = {
  Miles: { multiplier: 100, decimals: 0 },
  Cash: { multiplier: 1, decimals: 2 },
};
// Points-style programmes not named by the spec behave like miles.
const DEFAULT_REWARDS_UNIT: RewardsUnit = { multiplier: 100, decimals: 0 };

export function rewardsUnit(currency: RewardsCurrency): RewardsUnit {
  return REWARDS_UNITS[currency] ?? DEFAULT_REWARDS_UNIT;
}

/** True for dollar-denominated rewards (Cash), which show 2 decimals and use % earn rates. */
export function isCashRewards(currency: RewardsCurrency): boolean {
  return rewardsUnit(currency).decimals === 2;
}

/**
 * Fiat cents to stored rewards minor units (miles for Miles, cents for Cash). Rounded up: spec §9 rounds
 * non-dollar rewards up, and a price must never be under-charged in rewards.
 */
export function fiatMinorToRewardsMinor(amountMinor: number, currency: RewardsCurrency): number {
  const { multiplier, decimals } = rewardsUnit(currency);
  return mulDivCeil(amountMinor, multiplier * 10 ** decimals, MINOR_PER_UNIT);
}

/** Stored rewards minor units to fiat cents (half up). */
export function rewardsMinorToFiatMinor(rewardsMinor: number, currency: RewardsCurrency): number {
  const { multiplier, decimals } = rewardsUnit(currency);
  return mulDivHalfUp(rewardsMinor, MINOR_PER_UNIT, multiplier * 10 ** decimals);
}

/** Stored rewards minor units to the API's Rewards.value (dollars with 2 decimals for Cash, whole miles). */
export function rewardsMinorToValue(rewardsMinor: number, currency: RewardsCurrency): number {
  const { decimals } = rewardsUnit(currency);
  return Number((rewardsMinor / 10 ** decimals).toFixed(decimals));
}

/** An API Rewards.value back to stored minor units; spec §9: dollar rewards 2 decimals, others rounded up. */
export function rewardsValueToMinor(value: number, currency: RewardsCurrency): number {
  const { decimals } = rewardsUnit(currency);
  if (decimals === 0) return Math.ceil(Number(value.toFixed(6)));
  return majorToMinor(value);
}

/** The rewards price of a fiat amount as the API shows it (Rewards.value). */
export function fiatMinorToRewardsValue(amountMinor: number, currency: RewardsCurrency): number {
  return rewardsMinorToValue(fiatMinorToRewardsMinor(amountMinor, currency), currency);
}

/** Spec §9: a travel credit is worth 100 rewards points per currency unit. */
export function creditMinorToRewardsPoints(creditMinor: number): number {
  return mulDivCeil(creditMinor, CREDIT_POINTS_PER_UNIT, MINOR_PER_UNIT);
}

// Multipliers such as 1.5X or 2.5% are held as hundredths so the money helpers stay in integer arithmetic.
function hundredths(multiplier: number): number {
  return Math.round(multiplier * 100);
}

/**
 * Rewards earned on a fiat amount, in stored units. Miles: amount × multiplier miles, rounded up (spec §9
 * "other rewards rounded up"). Cash: the multiplier is a percent (spec §9 '%' for cash), half up to a cent.
 */
export function earnMinor(amountMinor: number, multiplier: number, currency: RewardsCurrency): number {
  if (isCashRewards(currency)) return percentOfMinor(amountMinor, hundredths(multiplier));
  // cents × (multiplier × 100) / 10 000 = dollars × multiplier
  return mulDivCeil(amountMinor, hundredths(multiplier), 10_000);
}

const groupedInteger = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** '12,345 miles' or '$12.34' (Cash) from stored minor units. */
export function formatRewards(rewardsMinor: number, currency: RewardsCurrency, description?: string): string {
  if (isCashRewards(currency)) return usdCents.format(rewardsMinor / 100);
  const label = description ?? currency.toLowerCase();
  return `${groupedInteger.format(rewardsMinorToValue(rewardsMinor, currency))} ${label}`;
}
