import { describe, expect, it } from 'vitest';
import type { CfarQuote } from './cfar.ts';
import type { PaymentTiming, RefundPolicy } from './enums.ts';
import type { RateCancellationPolicy } from './model.ts';
import { policyScenarioOf, refundableVariant, roomOptions } from './refundable-variants.ts';
import type { RefundableRoomsSettings, RoomOptions } from './refundable-variants.ts';
import type { HotelRoomProduct } from './room-product.ts';

const POLICIES: Record<RefundPolicy, RateCancellationPolicy> = {
  FullyRefundable: {
    refundPolicy: 'FullyRefundable',
    freeUntilHoursBeforeCheckIn: 24,
    penaltyAfterDeadline: { kind: 'Everything' },
  },
  PartiallyRefundable: {
    refundPolicy: 'PartiallyRefundable',
    refundableUntilHoursBeforeCheckIn: 24,
    penalty: { kind: 'Nights', nights: 1 },
  },
  NonRefundable: { refundPolicy: 'NonRefundable' },
  Unknown: { refundPolicy: 'Unknown' },
};

/** A 3-night product whose trip total is `total` (no taxes, so every total is the same). */
function product(
  rateId: string,
  refundPolicy: RefundPolicy,
  total: number,
  options: { roomId?: string; timing?: PaymentTiming } = {},
): HotelRoomProduct {
  const timing = options.timing ?? 'PayNow';
  const night = Math.round(total / 3);
  return {
    roomId: options.roomId ?? 'king',
    rateId,
    sellRateMinor: total,
    totalMinor: total,
    tripTotalMinor: total,
    perNightSellRateMinor: night,
    nightly: ['2026-03-01', '2026-03-02', '2026-03-03'].map((date) => ({
      date,
      beforeDiscountMinor: night,
      discountMinor: 0,
      priceMinor: night,
      complimentary: false,
    })),
    tripTotalExcludingTaxesMinor: total,
    payNowMinor: timing === 'PayNow' ? total : 0,
    refundPolicy,
    cancellationPolicy: POLICIES[refundPolicy],
    paymentTiming: timing,
    mealPlan: 'RoomOnly',
    priceFreezeOffer: null,
  };
}

const quote = (rateId: string, overrides: Partial<CfarQuote> = {}): CfarQuote => ({
  quoteId: `q-${rateId}`,
  roomId: 'king',
  rateId,
  eligible: true,
  premiumMinor: 3000,
  coveragePercentage: 80,
  shouldRefundCfarPremium: false,
  overridesFilteringLogic: false,
  ...overrides,
});

const older: RefundableRoomsSettings = { enabled: true, model: 'Older', policyScenarioEnabled: false };
const v1: RefundableRoomsSettings = { enabled: true, model: 'V1', policyScenarioEnabled: false };

/** 'saver' / 'saver+cfar' for each option of the only room. */
const listed = (rooms: RoomOptions[]) =>
  rooms[0]!.options.map((o) => (o.kind === 'Refundable' ? `${o.rateId}+cfar` : o.rateId));

type Row = [string, HotelRoomProduct[], CfarQuote[], RefundableRoomsSettings, string[]];

describe('spec §4 refundable-room variants', () => {
  it.each<Row>([
    // Each base product is kept as the default and a variant is added alongside when a quote is eligible.
    [
      'variant beside its product',
      [product('saver', 'NonRefundable', 30000)],
      [quote('saver')],
      older,
      ['saver', 'saver+cfar'],
    ],
    ['no quote, no variant', [product('saver', 'NonRefundable', 30000)], [], older, ['saver']],
    [
      'ineligible quote, no variant',
      [product('saver', 'NonRefundable', 30000)],
      [quote('saver', { eligible: false })],
      older,
      ['saver'],
    ],
    [
      'pay at hotel: nothing paid to cover',
      [product('saver', 'NonRefundable', 30000, { timing: 'PayLater' })],
      [quote('saver')],
      older,
      ['saver'],
    ],
    // Quotes are matched by room id and rate id.
    [
      'a quote for the same rate of another room does not match',
      [product('saver', 'NonRefundable', 30000)],
      [quote('saver', { roomId: 'queen' })],
      older,
      ['saver'],
    ],
    // Older model: a refundable variant is added once per room.
    [
      'older: once per room',
      [product('saver', 'PartiallyRefundable', 30000), product('flex', 'PartiallyRefundable', 40000)],
      [quote('saver'), quote('flex')],
      older,
      ['saver', 'saver+cfar', 'flex'],
    ],
    // Older model: skipped after a non-refundable policy was seen...
    [
      'older: skipped after a non-refundable product',
      [product('saver', 'NonRefundable', 30000), product('partial', 'PartiallyRefundable', 32000)],
      [quote('partial')],
      older,
      ['saver', 'partial'],
    ],
    [
      'older: the non-refundable product itself may get one',
      [product('saver', 'NonRefundable', 30000), product('partial', 'PartiallyRefundable', 40000)],
      [quote('saver'), quote('partial')],
      older,
      ['saver', 'saver+cfar', 'partial'],
    ],
    [
      'older: a refundable product before any non-refundable one',
      [product('partial', 'PartiallyRefundable', 30000), product('saver', 'NonRefundable', 31000)],
      [quote('saver')],
      older,
      ['partial', 'saver', 'saver+cfar'],
    ],
    // ...unless the policy scenario allows it.
    [
      'older: scenario TwoHotelOptions allows a variant after a non-refundable product',
      [product('saver', 'NonRefundable', 30000), product('partial', 'PartiallyRefundable', 32000)],
      [quote('saver'), quote('partial', { shouldRefundCfarPremium: true })],
      { ...older, policyScenarioEnabled: true },
      ['saver', 'partial', 'partial+cfar'],
    ],
    [
      'older: the same room with the scenario feature off',
      [product('saver', 'NonRefundable', 30000), product('partial', 'PartiallyRefundable', 32000)],
      [quote('saver'), quote('partial', { shouldRefundCfarPremium: true })],
      older,
      ['saver', 'partial'],
    ],
    // Older model: if the next product's price is lower than the variant's, the next product is used.
    [
      'older: next product cheaper than the variant',
      [product('saver', 'PartiallyRefundable', 30000), product('flex', 'FullyRefundable', 32000)],
      [quote('saver'), quote('flex')],
      older,
      ['saver', 'flex', 'flex+cfar'],
    ],
    [
      'older: next product as dear as the variant keeps the variant',
      [product('saver', 'PartiallyRefundable', 30000), product('flex', 'FullyRefundable', 33000)],
      [quote('saver'), quote('flex')],
      older,
      ['saver', 'saver+cfar', 'flex'],
    ],
    [
      'older: the last product has no next one',
      [product('flex', 'FullyRefundable', 30000)],
      [quote('flex')],
      older,
      ['flex', 'flex+cfar'],
    ],
    // Newer model (V1): a variant only when the quote says it overrides the filtering logic.
    [
      'V1: quote without the override',
      [product('saver', 'NonRefundable', 30000)],
      [quote('saver')],
      v1,
      ['saver'],
    ],
    [
      'V1: every overriding quote, no older filtering',
      [product('saver', 'NonRefundable', 30000), product('partial', 'PartiallyRefundable', 31000)],
      [
        quote('saver', { overridesFilteringLogic: true }),
        quote('partial', { overridesFilteringLogic: true }),
      ],
      v1,
      ['saver', 'saver+cfar', 'partial', 'partial+cfar'],
    ],
    [
      'V1: an overriding but ineligible quote',
      [product('saver', 'NonRefundable', 30000)],
      [quote('saver', { overridesFilteringLogic: true, eligible: false })],
      v1,
      ['saver'],
    ],
    // When refundable rooms are disabled, no variants are added.
    [
      'disabled (older)',
      [product('saver', 'NonRefundable', 30000)],
      [quote('saver')],
      { ...older, enabled: false },
      ['saver'],
    ],
    [
      'disabled (V1)',
      [product('saver', 'NonRefundable', 30000)],
      [quote('saver', { overridesFilteringLogic: true })],
      { ...v1, enabled: false },
      ['saver'],
    ],
  ])('%s', (_name, products, quotes, settings, expected) => {
    expect(listed(roomOptions([{ roomId: 'king', products }], quotes, settings))).toEqual(expected);
  });

  it('keeps each base product as the default', () => {
    const [room] = roomOptions(
      [{ roomId: 'king', products: [product('saver', 'NonRefundable', 30000)] }],
      [quote('saver')],
      older,
    );
    expect(room!.options.map((o) => [o.kind, o.isDefault])).toEqual([
      ['Base', true],
      ['Refundable', false],
    ]);
  });

  it('works room by room', () => {
    const rooms = roomOptions(
      [
        { roomId: 'king', products: [product('saver', 'NonRefundable', 30000)] },
        { roomId: 'queen', products: [product('saver', 'NonRefundable', 25000, { roomId: 'queen' })] },
      ],
      [quote('saver', { roomId: 'queen' })],
      older,
    );
    expect(rooms.map((r) => [r.roomId, r.options.length])).toEqual([
      ['king', 1],
      ['queen', 2],
    ]);
  });
});

describe('policy scenario', () => {
  const room = {
    roomId: 'king',
    products: [product('saver', 'NonRefundable', 30000), product('partial', 'PartiallyRefundable', 32000)],
  };
  it.each<[string, CfarQuote[], boolean, string]>([
    [
      'premium-refunding and not, feature on',
      [quote('saver'), quote('partial', { shouldRefundCfarPremium: true })],
      true,
      'TwoHotelOptionsOneNonRefOnePartiallyRef',
    ],
    [
      'premium-refunding and not, feature off',
      [quote('saver'), quote('partial', { shouldRefundCfarPremium: true })],
      false,
      'Other',
    ],
    [
      'only premium-refunding',
      [
        quote('saver', { shouldRefundCfarPremium: true }),
        quote('partial', { shouldRefundCfarPremium: true }),
      ],
      true,
      'Other',
    ],
    ['only non-premium-refunding', [quote('saver'), quote('partial')], true, 'Other'],
    [
      'one of them not eligible',
      [quote('saver'), quote('partial', { shouldRefundCfarPremium: true, eligible: false })],
      true,
      'Other',
    ],
    ['no quotes', [], true, 'Other'],
  ])('%s -> %s', (_name, quotes, featureOn, scenario) => {
    expect(policyScenarioOf(room, quotes, featureOn)).toBe(scenario);
  });

  it('is reported per room', () => {
    const [result] = roomOptions(
      [room],
      [quote('saver'), quote('partial', { shouldRefundCfarPremium: true })],
      {
        ...older,
        policyScenarioEnabled: true,
      },
    );
    expect(result!.policyScenario).toBe('TwoHotelOptionsOneNonRefOnePartiallyRef');
  });
});

describe('the refundable variant', () => {
  it('carries the spec §3 fields with the premium in its prices', () => {
    const variant = refundableVariant(
      product('saver', 'NonRefundable', 30000),
      quote('saver', { premiumMinor: 4501, shouldRefundCfarPremium: true }),
    );
    expect(variant).toMatchObject({
      kind: 'Refundable',
      isDefault: false,
      rateId: 'saver',
      quoteId: 'q-saver',
      totalMinor: 34501,
      tripTotalMinor: 34501,
      tripTotalExcludingTaxesMinor: 34501,
      payNowMinor: 34501,
      sellRateMinor: 30000,
      premiumMinor: 4501,
      premiumPerNightMinor: 1600, // 15.0033 rounded up to whole units
      perNightSellRateMinor: 11600,
      coveragePercentage: 80,
      coverageAmountMinor: 24000,
      pricingDescription:
        'Cancel for any reason until check-in and get 80% back ($240.00) for $16 per night.',
      additionalInfo: { shouldRefundCfarPremium: true },
      cancellationPolicy: { refundPolicy: 'NonRefundable' },
    });
  });
});
