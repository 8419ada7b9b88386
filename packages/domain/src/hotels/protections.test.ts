import { describe, expect, it } from 'vitest';
import type { HotelCollection, PaymentTiming } from './enums.ts';
import {
  hotelEarnMinor,
  hotelPriceDropCreditMinor,
  hotelPriceDropEligibility,
  hotelPriceDropLastMonitoredDate,
  hotelsEarnChipText,
  isHotelPriceDropMonitored,
  isHotelPriceMatchAvailable,
  isPriceMatchClaimOpen,
  priceMatchRefundMinor,
} from './protections.ts';

describe('price drop protection (spec §5)', () => {
  it.each<[HotelCollection, string]>([
    ['NoCollection', 'Eligible'],
    ['Premier', 'NonEligible'],
    ['Lifestyle', 'NonEligible'],
  ])('%s hotel -> %s', (collection, eligibility) => {
    expect(hotelPriceDropEligibility({ collection })).toBe(eligibility);
  });

  it.each([
    ['2026-03-01', false], // before purchase
    ['2026-03-02', true], // the purchase day
    ['2026-03-07', true], // the 5th calendar day after
    ['2026-03-08', false],
  ])('booked 2 March, monitored on %s: %s', (today, monitored) => {
    expect(hotelPriceDropLastMonitoredDate('2026-03-02')).toBe('2026-03-07');
    expect(isHotelPriceDropMonitored('2026-03-02', today)).toBe(monitored);
  });

  it.each([
    [50000, 45000, 10000, 5000],
    [50000, 30000, 10000, 10000], // up to the amount shown before purchase
    [50000, 52000, 10000, 0], // the price went up
    [50000, 45000, -1, 0],
  ])('paid %i, now %i, cap %i -> credit %i', (paidMinor, currentMinor, capShownMinor, credit) => {
    expect(hotelPriceDropCreditMinor({ paidMinor, currentMinor, capShownMinor })).toBe(credit);
  });
});

describe('price match (spec §5)', () => {
  it.each<[HotelCollection, PaymentTiming, boolean]>([
    ['NoCollection', 'PayNow', true],
    ['NoCollection', 'PayLater', true],
    ['Premier', 'PayNow', true],
    ['Premier', 'PayLater', false], // pay at hotel at a Premier hotel
    ['Lifestyle', 'PayNow', true],
    ['Lifestyle', 'PayLater', false],
  ])('%s, %s -> %s', (collection, paymentTiming, available) => {
    expect(isHotelPriceMatchAvailable({ collection, paymentTiming })).toBe(available);
  });

  const bookedAt = Date.parse('2026-03-02T10:00:00Z');
  it.each([
    [bookedAt - 1, false],
    [bookedAt, true],
    [bookedAt + 24 * 3_600_000 - 1, true],
    [bookedAt + 24 * 3_600_000, false], // within 24 hours of booking
  ])('claim at %i -> %s', (at, open) => {
    expect(isPriceMatchClaimOpen(bookedAt, at)).toBe(open);
  });

  it.each([
    [50000, 45000, 'USD', 5000], // 100 percent of the difference
    [50000, 50000, 'USD', 0],
    [50000, 55000, 'USD', 0],
    [50000, 45000, 'EUR', 0], // priced in USD only
  ])('paid %i, found %i %s -> %i', (paidMinor, foundMinor, foundCurrency, refund) => {
    expect(priceMatchRefundMinor({ paidMinor, foundMinor, foundCurrency })).toBe(refund);
  });
});

describe('hotel earn (hotelsMultiplier)', () => {
  it.each([
    [50000, 10, 'Miles', 5000], // $500 at 10X
    [12345, 10, 'Miles', 1235], // 1234.5 miles rounded up
    [12345, 1.5, 'Miles', 186], // 185.175 rounded up
    [50000, 5, 'Cash', 2500], // 5% = $25.00
    [12345, 5, 'Cash', 617], // 617.25 cents half up
    [0, 10, 'Miles', 0], // pay at hotel: nothing charged, nothing earned
  ])('%i cents at %s %s -> %i', (amount, multiplier, currency, earned) => {
    expect(hotelEarnMinor(amount, { hotelsMultiplier: multiplier, currency })).toBe(earned);
  });

  it.each([
    [10, 'Miles', 'Earn 10X on hotels'],
    [5, 'Cash', 'Earn 5% on hotels'],
  ])('%s %s -> %s', (multiplier, currency, text) => {
    expect(hotelsEarnChipText(multiplier, currency)).toBe(text);
  });
});
