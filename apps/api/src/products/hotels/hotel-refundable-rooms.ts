// Spec §4 "Hotel refundable-room variants" on the API: the user's experiment settings, the cancel-for-any-reason
// partner's quotes for a hotel's rates, and each refundable variant as the contract's room product. The rules
// (which variants, their premium per night and coverage) are the domain's refundable-variants.ts and cfar.ts.
import type { HotelRoomProduct as RoomProductAnswer } from '@portal/contracts/hotel-details';
import { ExperimentId } from '@portal/contracts/session';
import { cfarCancellationText, isCfarQuoteUsable, type CfarQuote } from '@portal/domain/hotels/cfar';
import {
  refundableVariant,
  roomOptions,
  type RefundableRoomsSettings,
  type RefundableVariant,
} from '@portal/domain/hotels/refundable-variants';
import { roomProduct, type HotelRoomProduct } from '@portal/domain/hotels/room-product';
import { toFiat } from '@portal/domain/money';
import type { AppDeps } from '../../deps.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { utcOffsetMinutes } from '../../lib/time-zone.ts';
import { activeExperiments, type ExperimentsFile } from '../../modules/experiments/experiments.service.ts';
import type { CfarProvider } from '../../providers/cfar/cfar-provider.ts';
import type { PricedRate } from './hotel-pricing.ts';
import { priceOf, toRoomProduct } from './hotels-mapping.ts';

/** The user's variants of the refundable-rooms experiments, as PUT experiments/active answers them. */
export async function refundableRoomsSettings(
  deps: Pick<AppDeps, 'db'>,
  file: ExperimentsFile,
  session: AuthSession,
): Promise<RefundableRoomsSettings> {
  const audience = session.tenant === 'capone-corporate' ? 'corporate' : 'consumer';
  const { experiments } = await activeExperiments(deps, file, session.userId, audience);
  const variantOf = (id: string) => experiments.find((e) => e.id === id)?.variant;
  const rooms = variantOf(ExperimentId.HotelRefundableRooms);
  return {
    enabled: rooms === 'available' || rooms === 'v1',
    model: rooms === 'v1' ? 'V1' : 'Older',
    policyScenarioEnabled: variantOf(ExperimentId.HotelCfarPolicyScenario) === 'available',
  };
}

/** The hotel and stay the partner quotes for. */
export type CfarStay = {
  cfar: CfarProvider;
  hotel: { id: string; supplierId: string; timeZone: string };
  checkInMs: number;
  rooms: number;
  now: Date;
};

/** The partner's quotes for these products; none when it cannot answer (the base rates still sell). */
async function quotesFor(stay: CfarStay, products: readonly HotelRoomProduct[]): Promise<CfarQuote[]> {
  if (products.length === 0) return [];
  try {
    return await stay.cfar.quote({
      supplierId: stay.hotel.supplierId,
      lodgingId: stay.hotel.id,
      checkInMs: stay.checkInMs,
      rooms: stay.rooms,
      now: stay.now,
      rates: products.map((p) => ({
        roomId: p.roomId,
        rateId: p.rateId,
        refundPolicy: p.refundPolicy,
        paymentTiming: p.paymentTiming,
        payNowMinor: p.payNowMinor,
      })),
    });
  } catch {
    return [];
  }
}

/** A refundable variant as the contract's room product: its prices include the premium. */
export function toRefundableProduct(
  priced: PricedRate,
  policyText: string,
  variant: RefundableVariant,
  stay: Pick<CfarStay, 'hotel' | 'checkInMs'>,
): RoomProductAnswer {
  const base = toRoomProduct(priced, policyText);
  const { shouldRefundCfarPremium } = variant.additionalInfo;
  const cover = cfarCancellationText({
    checkInMs: stay.checkInMs,
    utcOffsetMinutes: utcOffsetMinutes(stay.hotel.timeZone, stay.checkInMs),
    coveragePercentage: variant.coveragePercentage,
    refundMinor: variant.coverageAmountMinor + (shouldRefundCfarPremium ? variant.premiumMinor : 0),
    shouldRefundCfarPremium,
  });
  return {
    ...base,
    total: priceOf(variant.totalMinor),
    tripTotal: priceOf(variant.tripTotalMinor),
    perNightSellRate: priceOf(variant.perNightSellRateMinor),
    perNightBeforeDiscount: priceOf(priced.price.perNightBeforeDiscountMinor + variant.premiumPerNightMinor),
    tripTotalExcludingTaxes: priceOf(variant.tripTotalExcludingTaxesMinor),
    payNow: toFiat(variant.payNowMinor),
    cancellationPolicy: { ...base.cancellationPolicy, description: `${cover} ${policyText}` },
    isDefault: false,
    premiumPrices: priceOf(variant.premiumMinor),
    premiumPricesPerNight: priceOf(variant.premiumPerNightMinor),
    quoteId: variant.quoteId,
    coveragePercentage: variant.coveragePercentage,
    coverageAmount: toFiat(variant.coverageAmountMinor),
    pricingDescription: variant.pricingDescription,
    additionalInfo: { shouldRefundCfarPremium },
  };
}

/**
 * Each room's rates for the details page: its priced rates as the default products, each followed by the
 * refundable variant the settings and the partner's quotes add (one partner call for the whole hotel).
 */
export async function roomRatesWithVariants(
  stay: CfarStay,
  settings: RefundableRoomsSettings,
  pricedByRoom: ReadonlyMap<string, readonly PricedRate[]>,
  policyText: (priced: PricedRate) => string,
): Promise<Map<string, RoomProductAnswer[]>> {
  const rooms = [...pricedByRoom].map(([roomId, priced]) => ({
    roomId,
    products: priced.map((p) => roomProduct(p.rate, p.price)),
  }));
  const quotes = settings.enabled
    ? await quotesFor(
        stay,
        rooms.flatMap((r) => r.products),
      )
    : [];
  const out = new Map<string, RoomProductAnswer[]>();
  for (const room of roomOptions(rooms, quotes, settings)) {
    const priced = pricedByRoom.get(room.roomId) ?? [];
    const products = room.options.flatMap((option) => {
      const p = priced.find((candidate) => candidate.rate.rateId === option.rateId);
      if (!p) return [];
      const text = policyText(p);
      return option.kind === 'Refundable'
        ? [toRefundableProduct(p, text, option, stay)]
        : [{ ...toRoomProduct(p, text), isDefault: true }];
    });
    out.set(room.roomId, products);
  }
  return out;
}

/** The refundable variant of a rate priced live for a quote, or null when the partner does not cover it now. */
export async function cfarVariantFor(stay: CfarStay, priced: PricedRate): Promise<RefundableVariant | null> {
  const product = roomProduct(priced.rate, priced.price);
  const [quote] = await quotesFor(stay, [product]);
  return quote && isCfarQuoteUsable(quote, product.paymentTiming) ? refundableVariant(product, quote) : null;
}
