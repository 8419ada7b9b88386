// What one slice of a Duffel offer sells, in the spec's fare terms (spec §3 "Flight fare", "Restrictions",
// "Penalty kinds", "Refundability"): the brand and its shelf, the cabin, bags, change and cancel penalties, seat
// choice and the short lines of the fare details page. Pure: reads the offer, knows nothing of the search.
import type { CabinClass, FlightsCondition, OfferSliceSegmentPassenger } from '@duffel/api/types';
import type { BaggageInfo, CabinName, FareShelfRating, Refundability } from '@portal/domain/flights/enums';
import type { FareRestrictions, Penalty } from '@portal/domain/flights/model';
import { currencyDigits, decimalToMinor } from './duffel-money.ts';
import type { DuffelOffer } from './duffel-port.ts';

type DuffelSlice = DuffelOffer['slices'][number];

/** The spec cabin a search asks Duffel for: Duffel has no basic cabin, basic fares are economy brands. */
export const DUFFEL_CABIN: Record<CabinName, CabinClass> = {
  BasicEconomy: 'economy',
  Economy: 'economy',
  PremiumEconomy: 'premium_economy',
  Business: 'business',
  First: 'first',
};

const CABIN_RANK: Record<CabinClass, number> = { economy: 0, premium_economy: 1, business: 2, first: 3 };

/** A penalty of spec §3 from a Duffel condition: null is unknown, not allowed is NotPossible, 0 is free. */
export function penaltyOf(condition: FlightsCondition | null | undefined): Penalty {
  if (!condition) return { kind: 'Unknown' };
  if (!condition.allowed) return { kind: 'NotPossible' };
  if (condition.penalty_amount === null || condition.penalty_currency === null) return { kind: 'Unknown' };
  const amountMinor = decimalToMinor(condition.penalty_amount, condition.penalty_currency);
  if (amountMinor === null) return { kind: 'Unknown' };
  if (amountMinor === 0) return { kind: 'NoPenalty' };
  return { kind: 'WithFee', amountMinor, currency: condition.penalty_currency };
}

/** Cancelling for a full credit (FullFtc), for a credit less a fee (PartialFtc), or for nothing. */
export function refundabilityOf(cancel: Penalty): Refundability {
  if (cancel.kind === 'NoPenalty') return 'FullFtc';
  if (cancel.kind === 'WithFee') return 'PartialFtc';
  return 'None';
}

/** The slice's own condition when Duffel gives one (it may differ per slice), else the whole offer's. */
function condition(offer: DuffelOffer, slice: DuffelSlice, kind: 'change' | 'refund') {
  const key = kind === 'change' ? 'change_before_departure' : 'refund_before_departure';
  const own = (slice.conditions as Partial<DuffelSlice['conditions']> | undefined)?.[key];
  return own !== undefined && own !== null ? own : offer.conditions[key];
}

/** The first passenger's view of each segment (passengers of one offer share the fare brand). */
function segmentPassengers(slice: DuffelSlice): (OfferSliceSegmentPassenger | undefined)[] {
  return slice.segments.map((segment) => segment.passengers[0]);
}

/** Bags included on every segment of the slice: allowed when each includes one, notAllowed when one has none. */
function baggage(slice: DuffelSlice): FareRestrictions['baggage'] {
  const seen = segmentPassengers(slice);
  if (seen.length === 0 || seen.some((p) => p === undefined)) {
    return { carryOn: 'unknown', checked: 'unknown', checkedBagsIncluded: 0 };
  }
  const least = (type: 'carry_on' | 'checked') =>
    Math.min(...seen.map((p) => p!.baggages.find((b) => b.type === type)?.quantity ?? 0));
  const info = (quantity: number): BaggageInfo => (quantity > 0 ? 'allowed' : 'notAllowed');
  const checked = least('checked');
  return { carryOn: info(least('carry_on')), checked: info(checked), checkedBagsIncluded: checked };
}

/** The lowest cabin over the slice's segments (a business fare with an economy feeder flies economy there). */
export function sliceCabinClass(slice: DuffelSlice): CabinClass {
  let lowest: CabinClass = 'first';
  for (const p of segmentPassengers(slice)) {
    const cabin = p?.cabin_class ?? 'economy';
    if (CABIN_RANK[cabin] < CABIN_RANK[lowest]) lowest = cabin;
  }
  return slice.segments.length === 0 ? 'economy' : lowest;
}

/**
 * The shelf of spec §3 (basic 0 ... luxury 4). Duffel's ngs_shelf (ATPCO's Next Generation Storefront, 1 limited
 * extras ... 5 lie-flat) maps one to one; without it the cabin decides, an economy brand with no change allowed
 * being basic.
 */
export function shelfOf(slice: DuffelSlice, changeable: boolean): FareShelfRating {
  const ngs = slice.ngs_shelf;
  if (typeof ngs === 'number' && ngs >= 1 && ngs <= 5) return (ngs - 1) as FareShelfRating;
  switch (sliceCabinClass(slice)) {
    case 'first':
    case 'business':
      return 4;
    case 'premium_economy':
      return 3;
    default:
      return changeable ? 1 : 0;
  }
}

/** The highest shelf a cabin's brands can take when two brands of one flight land on the same shelf. */
export const SHELF_CAP: Record<CabinClass, FareShelfRating> = {
  economy: 2,
  premium_economy: 3,
  business: 4,
  first: 4,
};

export function cabinNameOf(cabin: CabinClass, shelf: FareShelfRating): CabinName {
  if (cabin === 'economy') return shelf === 0 ? 'BasicEconomy' : 'Economy';
  return cabin === 'premium_economy' ? 'PremiumEconomy' : cabin === 'business' ? 'Business' : 'First';
}

const CABIN_LABEL: Record<CabinClass, string> = {
  economy: 'Economy',
  premium_economy: 'Premium Economy',
  business: 'Business',
  first: 'First',
};

/** The airline's brand for the shelf; an unbranded fare shows its cabin's marketing name. */
export function brandOf(slice: DuffelSlice): string {
  const brand = slice.fare_brand_name?.trim();
  if (brand) return brand;
  const marketing = segmentPassengers(slice)[0]?.cabin_class_marketing_name?.trim();
  return marketing || CABIN_LABEL[sliceCabinClass(slice)];
}

/** The booking class: the first letter of the fare basis (KLWC10A books in K). */
export function bookingCodeOf(slice: DuffelSlice): string {
  const basis = segmentPassengers(slice)[0]?.fare_basis_code ?? '';
  return /^[A-Za-z]/.test(basis) ? basis[0]!.toUpperCase() : '';
}

export type SliceFareTerms = {
  shortBrandName: string;
  cabinClass: CabinClass;
  shelf: FareShelfRating;
  bookingCode: string;
  restrictions: FareRestrictions;
  includes: string[];
};

function money(p: Penalty): string {
  if (p.kind !== 'WithFee') return '';
  const digits = currencyDigits(p.currency);
  return `${p.currency} ${(p.amountMinor / 10 ** digits).toFixed(digits)}`;
}

function penaltyLine(what: 'Changes' | 'Cancellation', p: Penalty): string {
  if (p.kind === 'NoPenalty')
    return what === 'Changes' ? 'Free changes' : 'Free cancellation for a full credit';
  if (p.kind === 'NotPossible')
    return what === 'Changes' ? 'No changes' : 'No refund or credit if you cancel';
  if (p.kind === 'WithFee') return `${what} for a fee (${money(p)})`;
  return `${what}: ask the airline`;
}

function amenityLines(slice: DuffelSlice): string[] {
  const cabin = segmentPassengers(slice)[0]?.cabin;
  const lines: string[] = [];
  const seat = cabin?.amenities?.seat?.type;
  if (seat === 'full_flat' || seat === 'angle_flat') lines.push('Lie-flat seat');
  if (seat === 'private_suite') lines.push('Private suite');
  if (cabin?.amenities?.seat?.pitch === 'more' || seat === 'extra_legroom') lines.push('Extra legroom');
  const wifi = cabin?.amenities?.wifi;
  if (wifi?.available) lines.push(wifi.cost === 'free' ? 'Free Wi-Fi' : 'Wi-Fi for a fee');
  if (cabin?.amenities?.power?.available) lines.push('Power outlet');
  return lines;
}

/** Every fare term of slice `sliceIndex` of the offer. */
export function sliceFareTerms(offer: DuffelOffer, sliceIndex: number): SliceFareTerms {
  const slice = offer.slices[sliceIndex]!;
  const changePenalty = penaltyOf(condition(offer, slice, 'change'));
  const cancelPenalty = penaltyOf(condition(offer, slice, 'refund'));
  const known = condition(offer, slice, 'change') !== null || condition(offer, slice, 'refund') !== null;
  const bags = baggage(slice);
  const seatChoice = slice.conditions?.advance_seat_selection;
  const seatSelection = seatChoice === true ? 'included' : seatChoice === false ? 'notAllowed' : 'fee';
  const cabinClass = sliceCabinClass(slice);
  const includes = [
    bags.carryOn === 'allowed'
      ? 'Carry-on bag included'
      : bags.carryOn === 'notAllowed'
        ? 'No carry-on bag'
        : '',
    bags.checked === 'allowed'
      ? `${bags.checkedBagsIncluded} checked bag${bags.checkedBagsIncluded > 1 ? 's' : ''} included`
      : bags.checked === 'notAllowed'
        ? 'Checked bags for a fee'
        : '',
    seatSelection === 'included'
      ? 'Seat choice included'
      : seatSelection === 'fee'
        ? 'Seat choice for a fee'
        : '',
    seatSelection === 'notAllowed' ? 'Seat assigned at check-in' : '',
    penaltyLine('Changes', changePenalty),
    penaltyLine('Cancellation', cancelPenalty),
    slice.conditions?.priority_boarding ? 'Priority boarding' : '',
    ...amenityLines(slice),
  ].filter((line) => line !== '');
  return {
    shortBrandName: brandOf(slice),
    cabinClass,
    shelf: shelfOf(slice, changePenalty.kind === 'NoPenalty' || changePenalty.kind === 'WithFee'),
    bookingCode: bookingCodeOf(slice),
    restrictions: {
      baggage: bags,
      penalties: known ? { kind: 'known', cancelPenalty, changePenalty } : { kind: 'unknown' },
      seatSelection,
      refundability: refundabilityOf(cancelPenalty),
    },
    includes,
  };
}
