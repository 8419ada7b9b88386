import { describe, expect, it } from 'vitest';
import { refundFor, showsFreeCancellation, splitRefund } from './cancellation.ts';
import type { CancellationTerms, PaidPart } from './cancellation.ts';

const checkInDate = '2025-06-15';
const terms = (over: Partial<CancellationTerms>): CancellationTerms => ({
  policy: 'FullyRefundable',
  fullRefundDaysBefore: null,
  partialRefundPercent: null,
  partialRefundDaysBefore: null,
  ...over,
});

describe('refundFor', () => {
  it.each([
    // fully refundable with a 14-day deadline
    [terms({ fullRefundDaysBefore: 14 }), '2025-06-01', 'Full', 100000],
    [terms({ fullRefundDaysBefore: 14 }), '2025-06-02', 'None', 0],
    // fully refundable without a deadline: up to the day before check-in
    [terms({}), '2025-06-14', 'Full', 100000],
    [terms({}), '2025-06-15', 'None', 0],
    [terms({ fullRefundDaysBefore: 0 }), '2025-06-15', 'Full', 100000],
    [terms({ fullRefundDaysBefore: 0 }), '2025-06-16', 'None', 0],
    // partially refundable: 50% until 7 days before, full until 30 days before
    [
      terms({
        policy: 'PartiallyRefundable',
        fullRefundDaysBefore: 30,
        partialRefundPercent: 50,
        partialRefundDaysBefore: 7,
      }),
      '2025-05-16',
      'Full',
      100000,
    ],
    [
      terms({
        policy: 'PartiallyRefundable',
        fullRefundDaysBefore: 30,
        partialRefundPercent: 50,
        partialRefundDaysBefore: 7,
      }),
      '2025-05-17',
      'Partial',
      50000,
    ],
    [
      terms({
        policy: 'PartiallyRefundable',
        fullRefundDaysBefore: null,
        partialRefundPercent: 50,
        partialRefundDaysBefore: 7,
      }),
      '2025-06-08',
      'Partial',
      50000,
    ],
    [
      terms({
        policy: 'PartiallyRefundable',
        fullRefundDaysBefore: null,
        partialRefundPercent: 50,
        partialRefundDaysBefore: 7,
      }),
      '2025-06-09',
      'None',
      0,
    ],
    [
      terms({ policy: 'PartiallyRefundable', partialRefundPercent: 0, partialRefundDaysBefore: 7 }),
      '2025-01-01',
      'None',
      0,
    ],
    [terms({ policy: 'NonRefundable' }), '2025-01-01', 'None', 0],
  ])('%o cancelled %s -> %s %i', (t, cancelDate, kind, refundMinor) => {
    expect(refundFor({ terms: t, paidMinor: 100000, cancelDate, checkInDate })).toMatchObject({
      kind,
      refundMinor,
    });
  });

  it('sends unknown policies to support', () => {
    expect(
      refundFor({ terms: terms({ policy: 'Unknown' }), paidMinor: 1, cancelDate: '2025-01-01', checkInDate }),
    ).toEqual({
      kind: 'ContactSupport',
    });
  });

  it('rounds a partial refund half up', () => {
    const t = terms({ policy: 'PartiallyRefundable', partialRefundPercent: 50, partialRefundDaysBefore: 1 });
    expect(refundFor({ terms: t, paidMinor: 12345, cancelDate: '2025-06-01', checkInDate })).toEqual({
      kind: 'Partial',
      percent: 50,
      refundMinor: 6173,
    });
  });

  it.each([
    // an exact refund from the line wins over the day rules (a non-refundable rate with CFAR), capped at paid
    ['NonRefundable', 59_136, 73_920, 'Partial', 80, 59_136],
    ['NonRefundable', 0, 73_920, 'None', 0, 0],
    ['FullyRefundable', 73_920, 73_920, 'Full', 100, 73_920],
    ['NonRefundable', 80_000, 73_920, 'Full', 100, 73_920],
    ['Unknown', 1_000, 3_000, 'Partial', 33, 1_000],
  ] as const)('%s with an exact refund of %i out of %i: %s', (policy, refund, paid, kind, percent, minor) => {
    const t = terms({ policy, refundMinor: refund });
    expect(refundFor({ terms: t, paidMinor: paid, cancelDate: '2025-06-20', checkInDate })).toEqual({
      kind,
      percent,
      refundMinor: minor,
    });
  });
});

describe('splitRefund', () => {
  const payments: PaidPart[] = [
    { kind: 'Card', amountMinor: 33333 },
    { kind: 'Rewards', amountMinor: 33333 },
    { kind: 'Offer', amountMinor: 33334 },
  ];
  it.each([
    [100000, [33333, 33333, 33334]],
    [50000, [16667, 16666, 16667]],
    [1, [0, 0, 1]],
    [0, [0, 0, 0]],
    [99999, [33333, 33333, 33333]], // remainders .66667, .66667, .66666
    [2, [1, 0, 1]], // ties go to the earlier payment
  ])('refund %i -> %o', (refund, amounts) => {
    const parts = splitRefund(refund, payments);
    expect(parts.map((p) => p.amountMinor)).toEqual(amounts);
    expect(parts.reduce((s, p) => s + p.amountMinor, 0)).toBe(refund);
    parts.forEach((p, i) => expect(p.amountMinor).toBeLessThanOrEqual(payments[i]?.amountMinor ?? 0));
  });

  it('sums exactly across many odd splits', () => {
    const many: PaidPart[] = [
      { kind: 'Card', amountMinor: 12377 },
      { kind: 'Rewards', amountMinor: 8191 },
      { kind: 'Credit', amountMinor: 2500 },
      { kind: 'Offer', amountMinor: 1 },
    ];
    for (let refund = 0; refund <= 23069; refund += 97) {
      const parts = splitRefund(refund, many);
      expect(parts.reduce((s, p) => s + p.amountMinor, 0)).toBe(refund);
    }
  });

  it('stays exact for very large amounts', () => {
    const big: PaidPart[] = [
      { kind: 'Card', amountMinor: 400_000_000_01 },
      { kind: 'Rewards', amountMinor: 200_000_000_00 },
    ];
    const parts = splitRefund(300_000_000_00, big);
    expect(parts.reduce((s, p) => s + p.amountMinor, 0)).toBe(300_000_000_00);
  });

  it('rejects refunds above what was paid', () => {
    expect(() => splitRefund(100001, payments)).toThrow(RangeError);
    expect(() => splitRefund(-1, payments)).toThrow(RangeError);
  });

  it('shows the free cancellation badge only when fully refundable', () => {
    expect(showsFreeCancellation('FullyRefundable')).toBe(true);
    expect(showsFreeCancellation('PartiallyRefundable')).toBe(false);
  });
});
