// What each airline calls its fare shelves and what they allow, after the carriers' published fare families
// (2026): basic fares cannot be changed or refunded (United's basic economy also allows no carry-on bag), the US
// network carriers' standard fares change without a fee and cancel to a full travel credit, low-cost carriers
// charge a fee for either, and premium and luxury fares are flexible. The includes lines are what the fare
// details page lists for each shelf.
import type { CabinName, FareShelfRating } from '@portal/domain/flights/enums';
import type { FareRestrictions, Penalty } from '@portal/domain/flights/model';
import type { BrandFamily } from '../reference/airline-list.ts';

/** The shelf a fare sits on and the cabin it flies; `front` is a narrow-body's first/business cabin. */
export type ShelfKind = { shelf: FareShelfRating; cabin: CabinName; wide: boolean };

const NAMES: Record<
  BrandFamily,
  {
    basic: string;
    standard: string;
    enhanced: string;
    front: string;
    premiumEconomy: string;
    business: string;
  }
> = {
  AA: {
    basic: 'Basic Economy',
    standard: 'Main Cabin',
    enhanced: 'Main Cabin Extra',
    front: 'First',
    premiumEconomy: 'Premium Economy',
    business: 'Flagship Business',
  },
  DL: {
    basic: 'Basic',
    standard: 'Main',
    enhanced: 'Comfort+',
    front: 'Delta First',
    premiumEconomy: 'Premium Select',
    business: 'Delta One',
  },
  UA: {
    basic: 'Basic Economy',
    standard: 'Economy',
    enhanced: 'Economy Plus',
    front: 'First',
    premiumEconomy: 'Premium Plus',
    business: 'Polaris',
  },
  B6: {
    basic: 'Blue Basic',
    standard: 'Blue',
    enhanced: 'Blue Extra',
    front: 'Mint',
    premiumEconomy: 'Mint',
    business: 'Mint',
  },
  AS: {
    basic: 'Saver',
    standard: 'Main',
    enhanced: 'Premium Class',
    front: 'First',
    premiumEconomy: 'Premium',
    business: 'Business',
  },
  lcc: {
    basic: 'Basic',
    standard: 'Standard',
    enhanced: 'Bundle',
    front: 'Premium',
    premiumEconomy: 'Premium',
    business: 'Premium',
  },
  legacy: {
    basic: 'Economy Light',
    standard: 'Economy Classic',
    enhanced: 'Economy Flex',
    front: 'Business',
    premiumEconomy: 'Premium Economy',
    business: 'Business',
  },
};

const FIRST_NAMES: Partial<Record<string, string>> = { AA: 'Flagship First' };

export function brandName(family: BrandFamily, airline: string, kind: ShelfKind): string {
  const n = NAMES[family];
  switch (kind.shelf) {
    case 0:
      return n.basic;
    case 1:
      return n.standard;
    case 2:
      return n.enhanced;
    case 3:
      return kind.cabin === 'PremiumEconomy' ? n.premiumEconomy : n.front;
    case 4:
      return kind.cabin === 'First' ? (FIRST_NAMES[airline] ?? 'First') : n.business;
  }
}

const usd = (dollars: number): Penalty => ({ kind: 'WithFee', amountMinor: dollars * 100, currency: 'USD' });
const NO_PENALTY: Penalty = { kind: 'NoPenalty' };
const NOT_POSSIBLE: Penalty = { kind: 'NotPossible' };
const US_NETWORK = new Set<BrandFamily>(['AA', 'DL', 'UA', 'B6', 'AS']);

/** The restrictions of a shelf on a carrier's fare family; `longHaul` is a fare over 4,800 km. */
export function restrictionsFor(
  family: BrandFamily,
  airline: string,
  kind: ShelfKind,
  longHaul: boolean,
): FareRestrictions {
  const known = (cancelPenalty: Penalty, changePenalty: Penalty) => ({
    kind: 'known' as const,
    cancelPenalty,
    changePenalty,
  });
  if (kind.shelf >= 3)
    return {
      baggage: { carryOn: 'allowed', checked: 'allowed', checkedBagsIncluded: kind.shelf === 4 ? 3 : 2 },
      penalties: known(NO_PENALTY, NO_PENALTY),
      seatSelection: 'included',
      refundability: 'FullFtc',
    };
  if (family === 'lcc') {
    const fee = longHaul ? 149 : 99;
    if (kind.shelf === 0)
      return {
        baggage: { carryOn: 'notAllowed', checked: 'allowed', checkedBagsIncluded: 0 },
        penalties: known(usd(fee), usd(fee)),
        seatSelection: 'fee',
        refundability: 'PartialFtc',
      };
    return {
      baggage: { carryOn: 'allowed', checked: 'allowed', checkedBagsIncluded: kind.shelf === 2 ? 1 : 0 },
      penalties: kind.shelf === 2 ? known(NO_PENALTY, NO_PENALTY) : known(usd(fee - 30), usd(fee - 30)),
      seatSelection: 'included',
      refundability: kind.shelf === 2 ? 'FullFtc' : 'PartialFtc',
    };
  }
  if (kind.shelf === 0)
    return {
      baggage: {
        // United's basic economy allows a personal item only, except across an ocean.
        carryOn: airline === 'UA' && !longHaul ? 'notAllowed' : 'allowed',
        checked: 'allowed',
        checkedBagsIncluded: 0,
      },
      penalties: known(NOT_POSSIBLE, NOT_POSSIBLE),
      // Delta assigns basic seats at check-in.
      seatSelection: airline === 'DL' ? 'notAllowed' : 'fee',
      refundability: 'None',
    };
  if (US_NETWORK.has(family))
    return {
      baggage: { carryOn: 'allowed', checked: 'allowed', checkedBagsIncluded: longHaul ? 1 : 0 },
      penalties: known(NO_PENALTY, NO_PENALTY),
      seatSelection: 'included',
      refundability: 'FullFtc',
    };
  // Other network carriers: the classic fare changes for a fee; the flex fare is free to change and cancel.
  const flex = kind.shelf === 2;
  return {
    baggage: { carryOn: 'allowed', checked: 'allowed', checkedBagsIncluded: 1 },
    penalties: flex
      ? known(NO_PENALTY, NO_PENALTY)
      : known(usd(longHaul ? 300 : 100), usd(longHaul ? 200 : 70)),
    seatSelection: flex ? 'included' : 'fee',
    refundability: flex ? 'FullFtc' : 'PartialFtc',
  };
}

const money = (p: Penalty) => (p.kind === 'WithFee' ? `$${Math.round(p.amountMinor / 100)}` : '');

/** Short lines for the fare details page, from the restrictions and the shelf's extras. */
export function includesFor(kind: ShelfKind, r: FareRestrictions): string[] {
  const lines: string[] = [];
  lines.push(r.baggage.carryOn === 'notAllowed' ? 'Personal item only' : 'Personal item and carry-on bag');
  const bags = r.baggage.checkedBagsIncluded;
  lines.push(bags > 0 ? `${bags} checked bag${bags > 1 ? 's' : ''} included` : 'Checked bags for a fee');
  lines.push(
    r.seatSelection === 'included'
      ? 'Seat choice included'
      : r.seatSelection === 'fee'
        ? 'Seat choice for a fee'
        : 'Seat assigned at check-in',
  );
  if (r.penalties.kind === 'known') {
    const { changePenalty: change, cancelPenalty: cancel } = r.penalties;
    lines.push(
      change.kind === 'NoPenalty'
        ? 'Changes: no fee'
        : change.kind === 'WithFee'
          ? `Changes: ${money(change)} fee`
          : 'No changes',
    );
    lines.push(
      cancel.kind === 'NoPenalty'
        ? 'Cancel for full travel credit'
        : cancel.kind === 'WithFee'
          ? `Cancel for travel credit less a ${money(cancel)} fee`
          : 'No refund or credit if you cancel',
    );
  }
  if (kind.shelf === 0) lines.push('Boards last');
  if (kind.shelf === 2) lines.push('Extra legroom', 'Priority boarding');
  if (kind.shelf === 3)
    lines.push(
      kind.cabin === 'PremiumEconomy' ? 'Wider seat with more recline' : 'Roomy front-cabin seat',
      'Priority check-in and boarding',
    );
  if (kind.shelf === 4)
    lines.push(kind.cabin === 'First' ? 'Private suite' : 'Lie-flat seat', 'Lounge access');
  return lines;
}
