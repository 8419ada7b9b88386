/**
 * Spec §4 "Hotel refundable-room variants": each room's products are kept as the default, and a refundable
 * variant (the product with cancel for any reason bought) is added beside one when its CFAR quote is eligible.
 * Two models, switched by experiment: the older one filters the variants, V1 leaves it to the quote.
 */
import {
  cfarCoverageMinor,
  cfarPremiumPerNightMinor,
  cfarPricingDescription,
  findCfarQuote,
  isCfarQuoteUsable,
} from './cfar.ts';
import type { CfarQuote } from './cfar.ts';
import type { PolicyScenario } from './enums.ts';
import type { HotelRoomProduct } from './room-product.ts';

export type VariantsModel = 'Older' | 'V1';

export type RefundableRoomsSettings = {
  /** "When refundable rooms are disabled, no variants are added." */
  enabled: boolean;
  model: VariantsModel;
  /** The feature that turns the TwoHotelOptionsOneNonRefOnePartiallyRef scenario on. */
  policyScenarioEnabled: boolean;
};

/** A product with cancel for any reason: spec §3's refundable-variant fields; prices include the premium. */
export type RefundableVariant = Omit<HotelRoomProduct, 'priceFreezeOffer'> & {
  kind: 'Refundable';
  isDefault: false;
  /** With rateId, what names the variant at checkout: the same rate, bought with this CFAR quote. */
  quoteId: string;
  premiumMinor: number;
  premiumPerNightMinor: number;
  coveragePercentage: number;
  coverageAmountMinor: number;
  pricingDescription: string;
  additionalInfo: { shouldRefundCfarPremium: boolean };
  priceFreezeOffer: null;
};

export type BaseOption = HotelRoomProduct & { kind: 'Base'; isDefault: true };
export type RoomOption = BaseOption | RefundableVariant;

/** A room type's products in the supplier's order (cheapest first, as a room's rates are listed). */
export type RoomProducts = { roomId: string; products: readonly HotelRoomProduct[] };
export type RoomOptions = { roomId: string; policyScenario: PolicyScenario; options: RoomOption[] };

function usableQuote(quotes: readonly CfarQuote[], product: HotelRoomProduct): CfarQuote | null {
  const quote = findCfarQuote(quotes, product);
  return quote && isCfarQuoteUsable(quote, product.paymentTiming) ? quote : null;
}

/**
 * Spec §4: TwoHotelOptionsOneNonRefOnePartiallyRef when the room has both a premium-refunding product and a
 * non-premium-refunding one (by their usable quotes' shouldRefundCfarPremium) and the feature is on.
 */
export function policyScenarioOf(
  room: RoomProducts,
  quotes: readonly CfarQuote[],
  featureOn: boolean,
): PolicyScenario {
  const refunding = room.products
    .map((product) => usableQuote(quotes, product))
    .filter((quote): quote is CfarQuote => quote !== null)
    .map((quote) => quote.shouldRefundCfarPremium);
  return featureOn && refunding.includes(true) && refunding.includes(false)
    ? 'TwoHotelOptionsOneNonRefOnePartiallyRef'
    : 'Other';
}

/** The refundable variant of a product under a quote. */
export function refundableVariant(product: HotelRoomProduct, quote: CfarQuote): RefundableVariant {
  const nights = product.nightly.length;
  const premiumPerNightMinor = cfarPremiumPerNightMinor(quote.premiumMinor, nights);
  const coverageAmountMinor = cfarCoverageMinor(product.payNowMinor, quote.coveragePercentage);
  return {
    ...product,
    kind: 'Refundable',
    isDefault: false,
    totalMinor: product.totalMinor + quote.premiumMinor,
    tripTotalMinor: product.tripTotalMinor + quote.premiumMinor,
    tripTotalExcludingTaxesMinor: product.tripTotalExcludingTaxesMinor + quote.premiumMinor,
    payNowMinor: product.payNowMinor + quote.premiumMinor,
    perNightSellRateMinor: product.perNightSellRateMinor + premiumPerNightMinor,
    quoteId: quote.quoteId,
    premiumMinor: quote.premiumMinor,
    premiumPerNightMinor,
    coveragePercentage: quote.coveragePercentage,
    coverageAmountMinor,
    pricingDescription: cfarPricingDescription({
      coveragePercentage: quote.coveragePercentage,
      coverageMinor: coverageAmountMinor,
      premiumPerNightMinor,
    }),
    additionalInfo: { shouldRefundCfarPremium: quote.shouldRefundCfarPremium },
  };
}

const base = (product: HotelRoomProduct): BaseOption => ({ ...product, kind: 'Base', isDefault: true });

/**
 * Older model, per room in product order:
 * - at most one variant per room;
 * - no variant for a product after a non-refundable product was seen, unless the room's scenario is
 *   TwoHotelOptionsOneNonRefOnePartiallyRef (a non-refundable product may itself get one);
 * - no variant when the next product costs less than it: the next product is the cheaper way to a
 *   cancellable room and is used instead (it may get the room's variant itself).
 */
function olderModel(
  products: readonly HotelRoomProduct[],
  quotes: readonly CfarQuote[],
  scenario: PolicyScenario,
): RoomOption[] {
  const options: RoomOption[] = [];
  let variantAdded = false;
  let nonRefundableSeen = false;
  products.forEach((product, index) => {
    options.push(base(product));
    const quote = usableQuote(quotes, product);
    const allowed = !nonRefundableSeen || scenario === 'TwoHotelOptionsOneNonRefOnePartiallyRef';
    if (quote && !variantAdded && allowed) {
      const variant = refundableVariant(product, quote);
      const next = products[index + 1];
      if (!next || next.tripTotalMinor >= variant.tripTotalMinor) {
        options.push(variant);
        variantAdded = true;
      }
    }
    if (product.refundPolicy === 'NonRefundable') nonRefundableSeen = true;
  });
  return options;
}

/** V1: a variant beside every product whose usable quote says it overrides the filtering logic. */
function v1Model(products: readonly HotelRoomProduct[], quotes: readonly CfarQuote[]): RoomOption[] {
  return products.flatMap((product) => {
    const quote = usableQuote(quotes, product);
    return quote?.overridesFilteringLogic
      ? [base(product), refundableVariant(product, quote)]
      : [base(product)];
  });
}

/** Each room's options: its products as defaults and the refundable variants the settings allow. */
export function roomOptions(
  rooms: readonly RoomProducts[],
  quotes: readonly CfarQuote[],
  settings: RefundableRoomsSettings,
): RoomOptions[] {
  return rooms.map((room) => {
    const policyScenario = policyScenarioOf(room, quotes, settings.policyScenarioEnabled);
    const options = !settings.enabled
      ? room.products.map(base)
      : settings.model === 'V1'
        ? v1Model(room.products, quotes)
        : olderModel(room.products, quotes, policyScenario);
    return { roomId: room.roomId, policyScenario, options };
  });
}
