import { describe, expect, it } from 'vitest';
import {
  bestDiscount,
  FEE_KINDS,
  feeAmountMinor,
  isTaxKind,
  LISTING_FEE_KINDS,
  nightlyRentMinor,
  priceStay,
  showsStrikethrough,
} from './pricing.ts';
import type { ListingFee } from './pricing.ts';

const guests = { adults: 2, children: 0, pets: 0 };

describe('nightly rent', () => {
  const rates = [{ from: '2025-07-01', until: '2025-07-08', nightlyMinor: 30000 }];
  it.each([
    ['2025-06-30', 20000], // before the season
    ['2025-07-01', 30000], // first night of the season
    ['2025-07-07', 30000], // last night of the season
    ['2025-07-08', 20000], // until is exclusive
  ])('%s costs %i', (night, minor) => {
    expect(nightlyRentMinor(night, 20000, rates)).toBe(minor);
  });
});

describe('best discount', () => {
  const discounts = [
    { description: 'Weekly discount', minNights: 7, percentBps: 1000 },
    { description: 'Monthly discount', minNights: 28, percentBps: 2500 },
    { description: 'Also weekly', minNights: 7, percentBps: 1000 },
  ];
  it.each([
    [6, null],
    [7, 'Weekly discount'],
    [27, 'Weekly discount'],
    [28, 'Monthly discount'],
  ])('%i nights -> %s', (nights, description) => {
    expect(bestDiscount(discounts, nights)?.description ?? null).toBe(description);
  });
  it('ignores zero-percent discounts', () => {
    expect(bestDiscount([{ description: 'none', minNights: 1, percentBps: 0 }], 3)).toBeNull();
  });
});

describe('fee bases', () => {
  const cases: [ListingFee, { adults: number; children: number; pets: number }, number][] = [
    [{ kind: 'CleaningFee', basis: 'PerStay', amountMinor: 15000 }, guests, 15000],
    [{ kind: 'ResortFee', basis: 'PerNight', amountMinor: 2500 }, guests, 7500],
    [
      { kind: 'Fee', basis: 'PerGuestPerNight', amountMinor: 1000, includedGuests: 4 },
      { adults: 4, children: 0, pets: 0 },
      0,
    ],
    [
      { kind: 'Fee', basis: 'PerGuestPerNight', amountMinor: 1000, includedGuests: 4 },
      { adults: 4, children: 2, pets: 0 },
      6000,
    ],
    [
      { kind: 'Fee', basis: 'PerGuestPerNight', amountMinor: 1000 },
      { adults: 1, children: 0, pets: 0 },
      3000,
    ],
    [{ kind: 'PetFee', basis: 'PerPetPerStay', amountMinor: 5000 }, guests, 0],
    [
      { kind: 'PetFee', basis: 'PerPetPerStay', amountMinor: 5000 },
      { adults: 2, children: 0, pets: 2 },
      10000,
    ],
    [{ kind: 'ServiceFee', basis: 'PercentOfRent', rateBps: 1200 }, guests, 7200],
  ];
  it.each(cases)('%o with %o = %i over 3 nights and 60000 rent', (fee, g, expected) => {
    expect(feeAmountMinor(fee, 3, g, 60000)).toBe(expected);
  });
});

describe('priceStay', () => {
  it('prices a plain stay', () => {
    const price = priceStay({
      stay: { from: '2025-05-01', until: '2025-05-04' },
      baseNightlyMinor: 20000,
      guests,
    });
    expect(price).toEqual({
      nights: 3,
      nightlyAverageMinor: 20000,
      nightlyAverageBeforeDiscountMinor: 20000,
      rentMinor: 60000,
      rentBeforeDiscountMinor: 60000,
      discounts: [],
      fees: [],
      feesTotalMinor: 0,
      taxesMinor: 0,
      totalMinor: 60000,
    });
    expect(showsStrikethrough(price)).toBe(false);
  });

  it('prices a full week across a season edge with discount, fees and taxes', () => {
    const price = priceStay({
      stay: { from: '2025-06-28', until: '2025-07-05' }, // 3 base nights + 4 seasonal nights
      baseNightlyMinor: 20000,
      rates: [{ from: '2025-07-01', until: '2025-09-01', nightlyMinor: 30000 }],
      discounts: [{ description: 'Weekly discount', minNights: 7, percentBps: 1000 }],
      fees: [
        { kind: 'CleaningFee', basis: 'PerStay', amountMinor: 15000 },
        { kind: 'ServiceFee', basis: 'PercentOfRent', rateBps: 1200 },
        { kind: 'PetFee', basis: 'PerPetPerStay', amountMinor: 5000 },
      ],
      taxes: [
        { kind: 'SalesTax', rateBps: 625 },
        { kind: 'CityTax', rateBps: 200 },
      ],
      guests: { adults: 2, children: 1, pets: 1 },
    });
    // rent 3*20000 + 4*30000 = 180000; 10% off = 18000 -> 162000
    // fees: cleaning 15000, service 12% of 162000 = 19440, pet 5000 -> 39440
    // tax base 201440: sales 6.25% = 12590, city 2% = 4028.8 -> 4029
    expect(price).toEqual({
      nights: 7,
      nightlyAverageMinor: 23143, // 162000 / 7 = 23142.857
      nightlyAverageBeforeDiscountMinor: 25714, // 180000 / 7 = 25714.28
      rentMinor: 162000,
      rentBeforeDiscountMinor: 180000,
      discounts: [{ description: 'Weekly discount', amountMinor: 18000 }],
      fees: [
        { kind: 'CleaningFee', amountMinor: 15000 },
        { kind: 'ServiceFee', amountMinor: 19440 },
        { kind: 'PetFee', amountMinor: 5000 },
        { kind: 'SalesTax', amountMinor: 12590 },
        { kind: 'CityTax', amountMinor: 4029 },
      ],
      feesTotalMinor: 39440,
      taxesMinor: 16619,
      totalMinor: 218059,
    });
    expect(price.totalMinor).toBe(price.rentMinor + price.feesTotalMinor + price.taxesMinor);
    expect(showsStrikethrough(price)).toBe(true);
  });

  it('rounds each line half up to whole cents', () => {
    const price = priceStay({
      stay: { from: '2025-05-01', until: '2025-05-02' },
      baseNightlyMinor: 12345,
      fees: [{ kind: 'ServiceFee', basis: 'PercentOfRent', rateBps: 1000 }], // 1234.5 -> 1235
      guests,
    });
    expect(price.fees).toEqual([{ kind: 'ServiceFee', amountMinor: 1235 }]);
  });

  it('rejects a stay without nights', () => {
    expect(() =>
      priceStay({ stay: { from: '2025-05-01', until: '2025-05-01' }, baseNightlyMinor: 1, guests }),
    ).toThrow(RangeError);
  });
});

describe('fee and tax kinds', () => {
  it.each(FEE_KINDS.map((kind) => [kind]))('%s is either a listing fee or a tax, never both', (kind) => {
    expect(Number(isTaxKind(kind)) + Number((LISTING_FEE_KINDS as readonly string[]).includes(kind))).toBe(1);
  });

  it.each([
    ['CityTax', true],
    ['SalesTax', true],
    ['Tax', true],
    ['RecoveryChargesTax', false],
    ['CleaningFee', false],
  ])('isTaxKind(%s) is %s', (kind, tax) => {
    expect(isTaxKind(kind)).toBe(tax);
  });
});
