import { describe, expect, it } from 'vitest';
import type { CfarQuoteRequest, CfarRate } from '../src/providers/cfar/cfar-provider.ts';
import {
  CFAR_INELIGIBLE_SUPPLIER_ID,
  createCfarSimulator,
  simulatedCfarQuote,
} from '../src/providers/cfar/cfar-simulator.ts';

// The CFAR simulator's documented behaviour (README "Test cards and checkout outcomes").
const now = new Date('2027-03-01T12:00:00Z');
const checkInMs = Date.UTC(2027, 2, 5, 21, 0);
const request = (over: Partial<CfarQuoteRequest> = {}): CfarQuoteRequest => ({
  supplierId: 'sim',
  lodgingId: 'htl_1',
  checkInMs,
  rooms: 1,
  rates: [],
  now,
  ...over,
});
const rate = (over: Partial<CfarRate> = {}): CfarRate => ({
  roomId: 'rt_1',
  rateId: 'rp_1',
  refundPolicy: 'NonRefundable',
  paymentTiming: 'PayNow',
  payNowMinor: 503_70,
  ...over,
});

describe('CFAR simulator', () => {
  it.each([
    // policy, premium percent of $503.70 rounded up to whole dollars, premium refunded, V1 override
    ['NonRefundable', 61_00, false, true], // 60.44 -> 61
    ['PartiallyRefundable', 46_00, true, true], // 45.33 -> 46
    ['FullyRefundable', 31_00, true, false], // 30.22 -> 31
  ] as const)(
    '%s: premium %i, refunds premium %s, overrides filtering %s',
    (refundPolicy, premium, refunds, v1) => {
      expect(simulatedCfarQuote(request(), rate({ refundPolicy }))).toMatchObject({
        eligible: true,
        premiumMinor: premium,
        coveragePercentage: 80,
        shouldRefundCfarPremium: refunds,
        overridesFilteringLogic: v1,
      });
    },
  );

  it.each([
    ['the ineligible test supplier', request({ supplierId: CFAR_INELIGIBLE_SUPPLIER_ID }), rate()],
    ['a pay-at-hotel rate', request(), rate({ paymentTiming: 'PayLater' })],
    ['unknown terms', request(), rate({ refundPolicy: 'Unknown' })],
    ['a check-in under 48 hours away', request({ now: new Date(checkInMs - 47 * 3_600_000) }), rate()],
  ])('does not cover %s', (_name, req, r) => {
    expect(simulatedCfarQuote(req, r)).toMatchObject({ eligible: false, premiumMinor: 0 });
  });

  it('covers a check-in exactly 48 hours away', () => {
    expect(simulatedCfarQuote(request({ now: new Date(checkInMs - 48 * 3_600_000) }), rate()).eligible).toBe(
      true,
    );
  });

  it('answers each rate in order, the same quote id for the same quote and another for another price', async () => {
    const quotes = await createCfarSimulator().quote(
      request({ rates: [rate(), rate({ rateId: 'rp_2' }), rate({ payNowMinor: 600_00 })] }),
    );
    expect(quotes.map((q) => q.rateId)).toEqual(['rp_1', 'rp_2', 'rp_1']);
    expect(simulatedCfarQuote(request(), rate()).quoteId).toBe(quotes[0]!.quoteId);
    expect(new Set(quotes.map((q) => q.quoteId)).size).toBe(3);
  });
});
