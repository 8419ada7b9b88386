import { describe, expect, it } from 'vitest';
import type { CancellationTerms } from './cancellation.ts';
import type { ReservationStatus, TripTimeState } from './lifecycles.ts';
import { compareTrips, decideCancellation, isInTab, planRefund, tripTabs } from './trips.ts';
import type { BookedPayment, TripsTab } from './trips.ts';

describe('trip tabs', () => {
  it.each([
    ['Future', false, ['Upcoming']],
    ['Present', false, ['Upcoming']],
    ['Past', false, ['Past']],
    ['Canceled', false, ['Past']],
    ['Future', true, ['Upcoming', 'WithOffers']],
    ['Canceled', true, ['Past', 'WithOffers']],
    ['Invalid', true, []],
  ] as const)('%s (offer %s) -> %j', (state, offer, tabs) => {
    expect(tripTabs(state, offer)).toEqual(tabs);
  });

  it.each([
    ['Future', false, undefined, true],
    ['Past', false, undefined, true],
    ['Invalid', false, undefined, false],
    ['Present', false, 'Upcoming', true],
    ['Present', false, 'Past', false],
    ['Canceled', false, 'Upcoming', false],
    ['Future', false, 'WithOffers', false],
    ['Past', true, 'WithOffers', true],
  ] as [TripTimeState, boolean, TripsTab | undefined, boolean][])(
    '%s offer %s in tab %s: %s',
    (state, offer, tab, listed) => {
      expect(isInTab(state, offer, tab)).toBe(listed);
    },
  );
});

const terms = (over: Partial<CancellationTerms> = {}): CancellationTerms => ({
  policy: 'FullyRefundable',
  fullRefundDaysBefore: 14,
  partialRefundPercent: null,
  partialRefundDaysBefore: null,
  ...over,
});
const partial = terms({
  policy: 'PartiallyRefundable',
  fullRefundDaysBefore: 30,
  partialRefundPercent: 50,
  partialRefundDaysBefore: 7,
});
const stay = { from: '2025-06-15', until: '2025-06-18', paidMinor: 100_000 };

describe('decideCancellation', () => {
  it.each([
    // status, today, terms, expected
    ['Confirmed', '2025-06-01', terms(), { ok: true, kind: 'Full', percent: 100, refundMinor: 100_000 }],
    ['Confirmed', '2025-06-02', terms(), { ok: true, kind: 'None', percent: 0, refundMinor: 0 }],
    ['PendingConfirm', '2025-05-01', terms(), { ok: true, kind: 'Full', percent: 100, refundMinor: 100_000 }],
    ['PartiallyPaid', '2025-05-01', terms(), { ok: true, kind: 'Full', percent: 100, refundMinor: 100_000 }],
    ['Confirmed', '2025-05-16', partial, { ok: true, kind: 'Full', percent: 100, refundMinor: 100_000 }],
    ['Confirmed', '2025-05-17', partial, { ok: true, kind: 'Partial', percent: 50, refundMinor: 50_000 }],
    ['Confirmed', '2025-06-08', partial, { ok: true, kind: 'Partial', percent: 50, refundMinor: 50_000 }],
    ['Confirmed', '2025-06-09', partial, { ok: true, kind: 'None', percent: 0, refundMinor: 0 }],
    [
      'Confirmed',
      '2025-05-01',
      terms({ policy: 'NonRefundable' }),
      { ok: true, kind: 'None', percent: 0, refundMinor: 0 },
    ],
    ['Confirmed', '2025-05-01', terms({ policy: 'Unknown' }), { ok: false, reason: 'ContactSupport' }],
    // check-in day: the policy decides (here, nothing is refunded)
    ['Confirmed', '2025-06-15', terms(), { ok: true, kind: 'None', percent: 0, refundMinor: 0 }],
    ['Confirmed', '2025-06-16', terms(), { ok: false, reason: 'PastStay' }],
    ['Confirmed', '2025-06-18', terms(), { ok: false, reason: 'PastStay' }],
    ['Cancelled', '2025-05-01', terms(), { ok: false, reason: 'AlreadyCancelled' }],
    ['CancelledWithErrors', '2025-05-01', terms(), { ok: false, reason: 'AlreadyCancelled' }],
    ['Failure', '2025-05-01', terms(), { ok: false, reason: 'ContactSupport' }],
    ['Received', '2025-05-01', terms(), { ok: false, reason: 'Pending' }],
  ] as [ReservationStatus, string, CancellationTerms, object][])('%s on %s', (status, today, t, expected) => {
    expect(decideCancellation({ ...stay, status, today, terms: t })).toEqual(expected);
  });
});

describe('planRefund', () => {
  const card: BookedPayment = { id: 'c', kind: 'Card', amountMinor: 60_000 };
  const miles: BookedPayment = { id: 'r', kind: 'Rewards', amountMinor: 30_000, rewardsMinor: 3_000_000 };
  const offer: BookedPayment = { id: 'o', kind: 'Offer', amountMinor: 10_000 };
  const credit: BookedPayment = { id: 'w', kind: 'Credit', amountMinor: 10_000 };

  it('gives everything back to its source on a full refund, offer restored', () => {
    expect(
      planRefund({ refundMinor: 110_000, payments: [offer, credit, miles, card], offerStillValid: true }),
    ).toEqual([
      { kind: 'RestoreOffer', paymentId: 'o', amountMinor: 10_000 },
      { kind: 'Credit', paymentId: 'w', amountMinor: 10_000 },
      { kind: 'Rewards', paymentId: 'r', amountMinor: 30_000, rewardsMinor: 3_000_000 },
      { kind: 'Card', paymentId: 'c', amountMinor: 60_000 },
    ]);
  });

  it('turns an expired offer into travel credit even on a full refund', () => {
    expect(planRefund({ refundMinor: 70_000, payments: [offer, card], offerStillValid: false })[0]).toEqual({
      kind: 'OfferAsCredit',
      paymentId: 'o',
      amountMinor: 10_000,
    });
  });

  it('splits a partial refund in proportion, the offer share as credit, rewards pro rata', () => {
    expect(
      planRefund({ refundMinor: 50_000, payments: [offer, miles, card], offerStillValid: true }),
    ).toEqual([
      { kind: 'OfferAsCredit', paymentId: 'o', amountMinor: 5_000 },
      { kind: 'Rewards', paymentId: 'r', amountMinor: 15_000, rewardsMinor: 1_500_000 },
      { kind: 'Card', paymentId: 'c', amountMinor: 30_000 },
    ]);
  });

  it('plans nothing for a zero refund', () => {
    expect(planRefund({ refundMinor: 0, payments: [card, miles], offerStillValid: true })).toEqual([]);
  });

  it('never refunds more than was paid', () => {
    expect(() => planRefund({ refundMinor: 60_001, payments: [card], offerStillValid: true })).toThrow(
      RangeError,
    );
  });
});

describe('compareTrips', () => {
  const today = '2025-06-10';
  const trip = (id: string, from: string, until: string, timeState: TripTimeState) => ({
    id,
    from,
    until,
    timeState,
  });
  const order = (trips: ReturnType<typeof trip>[]) =>
    [...trips].sort((a, b) => compareTrips(a, b, today)).map((t) => t.id);

  it.each([
    [
      'upcoming: the stay in progress first, then by check-in',
      [
        trip('late', '2025-09-01', '2025-09-04', 'Future'),
        trip('soon', '2025-06-20', '2025-06-22', 'Future'),
        trip('now', '2025-06-08', '2025-06-13', 'Present'),
        trip('next', '2025-07-01', '2025-07-03', 'Future'),
      ],
      ['now', 'soon', 'next', 'late'],
    ],
    [
      'past: latest check-in first, a cancelled stay by its dates',
      [
        trip('old', '2024-08-01', '2024-08-03', 'Past'),
        trip('cancelled-ahead', '2025-10-01', '2025-10-04', 'Canceled'),
        trip('recent', '2025-05-01', '2025-05-03', 'Past'),
        trip('cancelled-behind', '2025-02-01', '2025-02-03', 'Canceled'),
      ],
      ['cancelled-ahead', 'recent', 'cancelled-behind', 'old'],
    ],
    [
      'with offers: ahead by check-in (a cancelled one among them), then behind',
      [
        trip('past', '2025-01-01', '2025-01-03', 'Past'),
        trip('cancelled', '2025-08-01', '2025-08-03', 'Canceled'),
        trip('future', '2025-07-01', '2025-07-03', 'Future'),
        trip('far', '2025-09-01', '2025-09-03', 'Future'),
      ],
      ['future', 'cancelled', 'far', 'past'],
    ],
    [
      'same dates: the shorter stay, then the id',
      [
        trip('b', '2025-07-01', '2025-07-03', 'Future'),
        trip('a', '2025-07-01', '2025-07-03', 'Future'),
        trip('short', '2025-07-01', '2025-07-02', 'Future'),
      ],
      ['short', 'a', 'b'],
    ],
  ])('%s', (_name, trips, ids) => {
    expect(order(trips)).toEqual(ids);
  });
});
