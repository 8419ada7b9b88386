import { describe, expect, it } from 'vitest';
import type { HotelFee, NightlyRate, RatePlan } from './model.ts';
import {
  hotelFeeMinor,
  priceRate,
  rateRewardsPrices,
  rewardsPrices,
  stayNightlyRates,
} from './rate-price.ts';

const nightsFrom = (from: number, amounts: number[]): NightlyRate[] =>
  amounts.map((amountMinor, i) => ({ date: `2026-03-${String(from + i).padStart(2, '0')}`, amountMinor }));

const plain = { collection: 'NoCollection', offersComplimentaryNight: false } as const;
const select = { collection: 'Premier', offersComplimentaryNight: true } as const;

function rate(
  overrides: Partial<RatePlan> = {},
): Pick<RatePlan, 'nightly' | 'fees' | 'taxes' | 'paymentTiming'> {
  return {
    nightly: nightsFrom(1, [20000, 22000, 24000, 20000, 20000]),
    paymentTiming: 'PayNow',
    ...overrides,
  };
}

describe('the rate for the nights of a stay', () => {
  it.each([
    ['2026-03-01', '2026-03-04', [20000, 22000, 24000]],
    ['2026-03-03', '2026-03-04', [24000]],
    ['2026-03-05', '2026-03-07', null], // 6 March has no price
    ['2026-02-28', '2026-03-02', null], // nor 28 February
  ])('%s..%s -> %j', (from, until, amounts) => {
    const rates = stayNightlyRates(rate().nightly, { from, until });
    expect(rates?.map((r) => r.amountMinor) ?? null).toEqual(amounts);
  });
});

describe('fees', () => {
  it.each<[HotelFee, number]>([
    [{ kind: 'ServiceFee', basis: 'PerRoomPerStay', amountMinor: 1500 }, 3000],
    [{ kind: 'ResortFee', basis: 'PerRoomPerNight', amountMinor: 2500 }, 15000],
    [{ kind: 'PropertyFee', basis: 'PercentOfRoomRate', rateBps: 1000 }, 12000],
  ])('%o for 3 nights, 2 rooms, 120000 room charges = %i', (fee, amount) => {
    expect(hotelFeeMinor(fee, 3, 2, 120000)).toBe(amount);
  });
});

describe('priceRate', () => {
  it('prices one room without fees', () => {
    const price = priceRate({
      rate: rate(),
      stay: { from: '2026-03-01', until: '2026-03-04' },
      rooms: 1,
      hotel: plain,
    });
    expect(price).toMatchObject({
      nights: 3,
      rooms: 1,
      sellRateBeforeDiscountMinor: 66000,
      complimentaryNightDiscountMinor: 0,
      sellRateMinor: 66000,
      perNightSellRateMinor: 22000,
      perNightBeforeDiscountMinor: 22000,
      fees: [],
      taxes: [],
      totalMinor: 66000,
      tripTotalMinor: 66000,
      tripTotalExcludingTaxesMinor: 66000,
      payNowMinor: 66000,
      payAtHotelMinor: 0,
    });
  });

  it('multiplies by the rooms and shows the per-night price for all of them', () => {
    const price = priceRate({
      rate: rate(),
      stay: { from: '2026-03-01', until: '2026-03-04' },
      rooms: 3,
      hotel: plain,
    });
    expect(price?.sellRateMinor).toBe(198000);
    expect(price?.perNightSellRateMinor).toBe(66000);
    expect(price?.nightly.map((n) => n.priceMinor)).toEqual([60000, 66000, 72000]);
  });

  it('rounds the per-night average half up to the cent', () => {
    const thirds = rate({ nightly: nightsFrom(1, [3333, 3333, 3334]) });
    const price = priceRate({
      rate: thirds,
      stay: { from: '2026-03-01', until: '2026-03-04' },
      rooms: 2,
      hotel: plain,
    });
    // 20000 / 3 = 6666.67
    expect(price?.perNightSellRateMinor).toBe(6667);
  });

  it('takes the fourth night off at a select collection hotel, before taxes', () => {
    const price = priceRate({
      rate: rate({ taxes: [{ kind: 'Tax', rateBps: 1000 }] }),
      stay: { from: '2026-03-01', until: '2026-03-05' },
      rooms: 2,
      hotel: select,
    });
    expect(price).toMatchObject({
      nights: 4,
      sellRateBeforeDiscountMinor: 172000,
      complimentaryNightDiscountMinor: 40000,
      sellRateMinor: 132000,
      perNightSellRateMinor: 33000,
      perNightBeforeDiscountMinor: 43000,
      taxesMinor: 13200,
      totalMinor: 145200,
    });
    expect(price?.nightly.map((n) => n.complimentary)).toEqual([false, false, false, true]);
  });

  it('keeps every night paid for a three-night stay at a select hotel', () => {
    const price = priceRate({
      rate: rate(),
      stay: { from: '2026-03-01', until: '2026-03-04' },
      rooms: 1,
      hotel: select,
    });
    expect(price?.complimentaryNightDiscountMinor).toBe(0);
  });

  it('splits fees charged now from fees due at the property, and taxes the room charges', () => {
    const price = priceRate({
      rate: rate({
        fees: [
          { kind: 'ServiceFee', basis: 'PerRoomPerStay', amountMinor: 1500 },
          { kind: 'ResortFee', basis: 'PerRoomPerNight', amountMinor: 2500, dueAtProperty: true },
          { kind: 'PropertyFee', basis: 'PercentOfRoomRate', rateBps: 0 },
        ],
        taxes: [
          { kind: 'Tax', rateBps: 1200 },
          { kind: 'CityTax', rateBps: 0 },
        ],
      }),
      stay: { from: '2026-03-01', until: '2026-03-04' },
      rooms: 1,
      hotel: plain,
    });
    expect(price).toMatchObject({
      fees: [{ kind: 'ServiceFee', amountMinor: 1500 }],
      feesMinor: 1500,
      dueAtPropertyFees: [{ kind: 'ResortFee', amountMinor: 7500 }],
      dueAtPropertyFeesMinor: 7500,
      taxes: [{ kind: 'Tax', amountMinor: 7920 }],
      taxesMinor: 7920,
      totalMinor: 66000 + 1500 + 7920,
      tripTotalMinor: 66000 + 1500 + 7920 + 7500,
      tripTotalExcludingTaxesMinor: 66000 + 1500 + 7500,
      payNowMinor: 66000 + 1500 + 7920,
      payAtHotelMinor: 7500,
    });
  });

  it('charges nothing now for a pay-at-hotel rate', () => {
    const price = priceRate({
      rate: rate({
        paymentTiming: 'PayLater',
        fees: [{ kind: 'ResortFee', basis: 'PerRoomPerNight', amountMinor: 1000, dueAtProperty: true }],
      }),
      stay: { from: '2026-03-01', until: '2026-03-02' },
      rooms: 1,
      hotel: plain,
    });
    expect(price).toMatchObject({
      totalMinor: 20000,
      tripTotalMinor: 21000,
      payNowMinor: 0,
      payAtHotelMinor: 21000,
    });
  });

  it('is null when the rate has no price for a night of the stay', () => {
    expect(
      priceRate({ rate: rate(), stay: { from: '2026-03-04', until: '2026-03-08' }, rooms: 1, hotel: plain }),
    ).toBe(null);
  });

  it.each([0, 11, 1.5])('refuses %s rooms', (rooms) => {
    expect(() =>
      priceRate({ rate: rate(), stay: { from: '2026-03-01', until: '2026-03-02' }, rooms, hotel: plain }),
    ).toThrow(RangeError);
  });

  it('refuses a stay without nights', () => {
    expect(() =>
      priceRate({ rate: rate(), stay: { from: '2026-03-02', until: '2026-03-02' }, rooms: 1, hotel: plain }),
    ).toThrow(RangeError);
  });
});

describe('rewards prices', () => {
  const accounts = [
    { accountReferenceId: 'venture', currency: 'Miles' },
    { accountReferenceId: 'quicksilver', currency: 'Cash' },
    { accountReferenceId: 'other', currency: 'Points' },
  ];

  it('converts with money.ts: miles whole and rounded up, cash to the cent', () => {
    expect(rewardsPrices(12345, accounts)).toEqual({
      venture: { minor: 12345, value: 12345, currency: 'Miles' },
      quicksilver: { minor: 12345, value: 123.45, currency: 'Cash' },
      other: { minor: 12345, value: 12345, currency: 'Points' },
    });
  });

  it('prices what is charged now, and nothing for a pay-at-hotel rate', () => {
    expect(rateRewardsPrices({ payNowMinor: 10000 }, accounts.slice(0, 1))).toEqual({
      venture: { minor: 10000, value: 10000, currency: 'Miles' },
    });
    expect(rateRewardsPrices({ payNowMinor: 0 }, accounts)).toEqual({});
  });
});
