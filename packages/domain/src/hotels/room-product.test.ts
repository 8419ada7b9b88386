import { describe, expect, it } from 'vitest';
import type { RatePlan } from './model.ts';
import { priceRate } from './rate-price.ts';
import { roomProduct } from './room-product.ts';

describe('room product', () => {
  it('carries the spec §3 fields of a priced rate', () => {
    const rate: RatePlan = {
      rateId: 'flex',
      roomId: 'king',
      nightly: [
        { date: '2026-03-01', amountMinor: 20000 },
        { date: '2026-03-02', amountMinor: 24000 },
      ],
      mealPlan: 'Breakfast',
      paymentTiming: 'PayNow',
      cancellation: { refundPolicy: 'NonRefundable' },
      taxes: [{ kind: 'Tax', rateBps: 1000 }],
    };
    const price = priceRate({
      rate,
      stay: { from: '2026-03-01', until: '2026-03-03' },
      rooms: 1,
      hotel: { collection: 'NoCollection', offersComplimentaryNight: false },
    });
    expect(price).not.toBeNull();
    const product = roomProduct(rate, price!);
    expect(product).toEqual({
      roomId: 'king',
      rateId: 'flex',
      sellRateMinor: 44000,
      totalMinor: 48400,
      tripTotalMinor: 48400,
      perNightSellRateMinor: 22000,
      nightly: price!.nightly,
      tripTotalExcludingTaxesMinor: 44000,
      payNowMinor: 48400,
      refundPolicy: 'NonRefundable',
      cancellationPolicy: { refundPolicy: 'NonRefundable' },
      paymentTiming: 'PayNow',
      mealPlan: 'Breakfast',
      priceFreezeOffer: null,
    });
  });
});
