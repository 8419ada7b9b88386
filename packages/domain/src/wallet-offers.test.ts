import { describe, expect, it } from 'vitest';
import { compareOffers, offerStatus, type StoredOfferStatus } from './wallet-offers.ts';

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
