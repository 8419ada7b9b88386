import { describe, expect, it } from 'vitest';
import { compareOffers, offerStatus, offerValueMinor, type StoredOfferStatus } from './wallet-offers.ts';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const HOUR = 3_600_000;

describe('offerStatus', () => {
  it.each([
    ['Available', HOUR, 'Available'],
    ['Available', 1, 'Available'],
    ['Available', 0, 'Expired'],
    ['Available', -HOUR, 'Expired'],
    ['Used', HOUR, 'Used'],
    ['Used', -HOUR, 'Used'],
    ['Expired', HOUR, 'Expired'],
  ] as [StoredOfferStatus, number, StoredOfferStatus][])(
    'stored %s expiring at now%+d ms is %s',
    (stored, offset, expected) => {
      expect(offerStatus(stored, NOW + offset, NOW)).toBe(expected);
    },
  );
});

describe('compareOffers', () => {
  it('puts live offers first by soonest expiry, then ended ones by latest expiry', () => {
    const offers = [
      { id: 'e-old', status: 'Expired' as const, expiresAtMs: NOW - 10 * HOUR },
      { id: 'a-late', status: 'Available' as const, expiresAtMs: NOW + 9 * HOUR },
      { id: 'u-recent', status: 'Used' as const, expiresAtMs: NOW + 2 * HOUR },
      { id: 'a-soon', status: 'Available' as const, expiresAtMs: NOW + HOUR },
      { id: 'e-recent', status: 'Expired' as const, expiresAtMs: NOW - HOUR },
    ];
    expect([...offers].sort(compareOffers).map((o) => o.id)).toEqual([
      'a-soon',
      'a-late',
      'u-recent',
      'e-recent',
      'e-old',
    ]);
  });

  it('breaks ties by id so the order is stable', () => {
    const a = { id: 'a', status: 'Available' as const, expiresAtMs: NOW };
    const b = { id: 'b', status: 'Available' as const, expiresAtMs: NOW };
    expect([b, a].sort(compareOffers).map((o) => o.id)).toEqual(['a', 'b']);
  });
});

describe('offerValueMinor', () => {
  const percent = (percentBps: number, maxAmountMinor: number | null) => ({
    amountMinor: null,
    percentBps,
    maxAmountMinor,
  });
  it.each([
    // "10% off your next stay, up to $100" on a $5,334.05 stay pays $100, not $533.41.
    ['10% capped at $100 on $5,334.05', percent(1000, 10_000), 533_405, 10_000],
    ['10% capped at $100 under the cap', percent(1000, 10_000), 80_000, 8_000],
    ['10% capped at $100 exactly at the cap', percent(1000, 10_000), 100_000, 10_000],
    ['10% without a cap', percent(1000, null), 533_405, 53_341],
    ['a fixed $50', { amountMinor: 5_000, percentBps: null, maxAmountMinor: null }, 30_000, 5_000],
    [
      'a fixed $50 on a $30 total',
      { amountMinor: 5_000, percentBps: null, maxAmountMinor: null },
      3_000,
      3_000,
    ],
    [
      'a fixed $50 capped at $40',
      { amountMinor: 5_000, percentBps: null, maxAmountMinor: 4_000 },
      30_000,
      4_000,
    ],
    [
      'neither amount nor percentage',
      { amountMinor: null, percentBps: null, maxAmountMinor: 10_000 },
      30_000,
      0,
    ],
  ])('%s', (_name, offer, totalMinor, valueMinor) => {
    expect(offerValueMinor(offer, totalMinor)).toBe(valueMinor);
  });
});
