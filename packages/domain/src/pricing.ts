/**
 * One price for a stay, used by search, shop and quote alike (listing-model.md): per-night rent (seasonal or
 * base), the best single discount, fees by basis, then market taxes on rent after discount plus fees.
 */
import { eachNight } from './iso-date.ts';
import { mulDivHalfUp, percentOfMinor } from './money.ts';
import type { Stay } from './stay-dates.ts';

/** spec §3 fee kinds: the one list the schema, the contracts and the pricing share. */
export const FEE_KINDS = [
  'CityTax',
  'CleaningFee',
  'Fee',
  'ServiceFee',
  'HotelFee',
  'OccupancyFee',
  'PetFee',
  'PropertyFee',
  'RecoveryChargesTax',
  'ResortFee',
  'SalesTax',
  'Tax',
  'TravelerServiceFee',
] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

/**
 * The kinds that name a tax. Taxes are the market's (levied on rent plus fees); a listing's own charges take the
 * other kinds, so a fee line and a tax line never share a name ("City tax" twice on one bill).
 */
export const TAX_KINDS = ['CityTax', 'SalesTax', 'Tax'] as const satisfies readonly FeeKind[];
export type TaxKind = (typeof TAX_KINDS)[number];
export type ListingFeeKind = Exclude<FeeKind, TaxKind>;
export const LISTING_FEE_KINDS = FEE_KINDS.filter((kind): kind is ListingFeeKind => !isTaxKind(kind));

export function isTaxKind(kind: string): kind is TaxKind {
  return (TAX_KINDS as readonly string[]).includes(kind);
}

export type SeasonalRate = { from: string; until: string; nightlyMinor: number };
export type StayDiscount = { description: string; minNights: number; percentBps: number };
export type ListingFee =
  | { kind: ListingFeeKind; basis: 'PerStay' | 'PerNight' | 'PerPetPerStay'; amountMinor: number }
  | { kind: ListingFeeKind; basis: 'PerGuestPerNight'; amountMinor: number; includedGuests?: number }
  | { kind: ListingFeeKind; basis: 'PercentOfRent'; rateBps: number };
export type MarketTax = { kind: TaxKind; rateBps: number };
export type PricingGuests = { adults: number; children: number; pets: number };

export type PriceStayInput = {
  stay: Stay;
  baseNightlyMinor: number;
  rates?: readonly SeasonalRate[];
  discounts?: readonly StayDiscount[];
  fees?: readonly ListingFee[];
  taxes?: readonly MarketTax[];
  guests: PricingGuests;
};

export type FeeLine = { kind: FeeKind; amountMinor: number };

export type StayPrice = {
  nights: number;
  nightlyAverageMinor: number;
  nightlyAverageBeforeDiscountMinor: number;
  /** Rent after the discount. */
  rentMinor: number;
  rentBeforeDiscountMinor: number;
  discounts: { description: string; amountMinor: number }[];
  /** Listing fees first, then each market tax as a line of its kind. */
  fees: FeeLine[];
  /** Listing fees only; taxes are in taxesMinor (and also appear as lines in `fees`). */
  feesTotalMinor: number;
  taxesMinor: number;
  totalMinor: number;
};

/** The nightly rent of one night: the seasonal rate whose [from, until) holds it, else the base rate. */
export function nightlyRentMinor(
  night: string,
  baseNightlyMinor: number,
  rates: readonly SeasonalRate[],
): number {
  const rate = rates.find((r) => r.from <= night && night < r.until);
  return rate ? rate.nightlyMinor : baseNightlyMinor;
}

/** The highest-percent discount whose minimum nights the stay meets; the first listed wins a tie. */
export function bestDiscount(discounts: readonly StayDiscount[], nights: number): StayDiscount | null {
  let best: StayDiscount | null = null;
  for (const d of discounts) {
    if (d.minNights <= nights && d.percentBps > 0 && (!best || d.percentBps > best.percentBps)) best = d;
  }
  return best;
}

/** Amount of one listing fee for the stay; zero when it does not apply (no pets, no extra guests). */
export function feeAmountMinor(
  fee: ListingFee,
  nights: number,
  guests: PricingGuests,
  rentMinor: number,
): number {
  switch (fee.basis) {
    case 'PerStay':
      return fee.amountMinor;
    case 'PerNight':
      return fee.amountMinor * nights;
    case 'PerGuestPerNight': {
      const extraGuests = Math.max(0, guests.adults + guests.children - (fee.includedGuests ?? 0));
      return fee.amountMinor * extraGuests * nights;
    }
    case 'PerPetPerStay':
      return fee.amountMinor * Math.max(0, guests.pets);
    case 'PercentOfRent':
      return percentOfMinor(rentMinor, fee.rateBps);
  }
}

export function priceStay(input: PriceStayInput): StayPrice {
  const nightsList = eachNight(input.stay.from, input.stay.until);
  const nights = nightsList.length;
  if (nights < 1)
    throw new RangeError(`A stay needs at least one night: ${input.stay.from}..${input.stay.until}`);

  const rates = input.rates ?? [];
  const rentBeforeDiscountMinor = nightsList.reduce(
    (sum, night) => sum + nightlyRentMinor(night, input.baseNightlyMinor, rates),
    0,
  );
  const discount = bestDiscount(input.discounts ?? [], nights);
  const discountMinor = discount ? percentOfMinor(rentBeforeDiscountMinor, discount.percentBps) : 0;
  const rentMinor = rentBeforeDiscountMinor - discountMinor;

  const feeLines: FeeLine[] = [];
  for (const fee of input.fees ?? []) {
    const amountMinor = feeAmountMinor(fee, nights, input.guests, rentMinor);
    if (amountMinor !== 0) feeLines.push({ kind: fee.kind, amountMinor });
  }
  const feesTotalMinor = feeLines.reduce((sum, line) => sum + line.amountMinor, 0);

  const taxBase = rentMinor + feesTotalMinor;
  const taxLines: FeeLine[] = [];
  for (const tax of input.taxes ?? []) {
    const amountMinor = percentOfMinor(taxBase, tax.rateBps);
    if (amountMinor !== 0) taxLines.push({ kind: tax.kind, amountMinor });
  }
  const taxesMinor = taxLines.reduce((sum, line) => sum + line.amountMinor, 0);

  return {
    nights,
    nightlyAverageMinor: mulDivHalfUp(rentMinor, 1, nights),
    nightlyAverageBeforeDiscountMinor: mulDivHalfUp(rentBeforeDiscountMinor, 1, nights),
    rentMinor,
    rentBeforeDiscountMinor,
    discounts: discount ? [{ description: discount.description, amountMinor: discountMinor }] : [],
    fees: [...feeLines, ...taxLines],
    feesTotalMinor,
    taxesMinor,
    totalMinor: rentMinor + feesTotalMinor + taxesMinor,
  };
}

/** Spec §9: the strikethrough nightly price shows when discounts sum above zero. */
export function showsStrikethrough(price: Pick<StayPrice, 'discounts'>): boolean {
  return price.discounts.reduce((sum, d) => sum + d.amountMinor, 0) > 0;
}
