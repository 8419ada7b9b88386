import { describe, expect, it } from 'vitest';
import type { HomeTrip } from '@portal/contracts/trips';
import { usd } from './trip-fixtures.ts';
import {
  canRequestCancellation,
  paymentSourceName,
  refundDestination,
  refundSourceName,
  tripBadge,
  tripMoney,
} from './trip-text.ts';

type State = Pick<HomeTrip, 'status' | 'timeState'>;

describe('tripBadge and canRequestCancellation', () => {
  it.each<[State, string, boolean]>([
    [{ status: 'Confirmed', timeState: 'Future' }, 'Confirmed', true],
    [{ status: 'Confirmed', timeState: 'Present' }, 'In progress', true],
    [{ status: 'Confirmed', timeState: 'Past' }, 'Completed', false],
    [{ status: 'PartiallyPaid', timeState: 'Future' }, 'Partially paid', true],
    [{ status: 'PendingConfirm', timeState: 'Future' }, 'Pending', true],
    [{ status: 'Received', timeState: 'Future' }, 'Pending', true],
    [{ status: 'Cancelled', timeState: 'Canceled' }, 'Cancelled', false],
    [{ status: 'CancelledWithErrors', timeState: 'Canceled' }, 'Cancelled', false],
    [{ status: 'Failure', timeState: 'Invalid' }, 'Not booked', false],
  ])('%o -> %s, cancellable %s', (state, label, cancellable) => {
    expect(tripBadge(state).label).toBe(label);
    expect(canRequestCancellation(state)).toBe(cancellable);
  });
});

describe('a trip held for approval (issue 15)', () => {
  it.each([
    ['Pending', 'Received', 'Future', 'Pending approval'],
    ['Approved', 'Confirmed', 'Future', 'Confirmed'],
    ['Approved', 'PendingConfirm', 'Future', 'Pending'],
    ['Denied', 'Failure', 'Canceled', 'Denied'],
    ['Expired', 'Failure', 'Canceled', 'Expired'],
  ] as const)('approval %s, booking %s (%s) -> %s', (approval, status, timeState, label) => {
    expect(tripBadge({ status, timeState, approval: { status: approval } }).label).toBe(label);
  });
});

describe('payment and refund names', () => {
  it.each([
    [
      { kind: 'UserCard' as const, accountName: 'Venture X', cardLastFour: '1234' },
      'Venture X card ending in 1234',
    ],
    [{ kind: 'UserCard' as const, cardLastFour: '9900' }, 'Card ending in 9900'],
    [{ kind: 'Rewards' as const, accountName: 'Quicksilver' }, 'Quicksilver rewards'],
    [{ kind: 'TravelWalletOffer' as const, offerDescription: '$50 off' }, 'Travel offer: $50 off'],
    [{ kind: 'TravelWalletCredit' as const }, 'Travel wallet credit'],
  ])('%o -> %s', (payment, name) => {
    expect(paymentSourceName(payment)).toBe(name);
  });

  it('names a refund by the payment of its kind, and says where wallet money goes', () => {
    const payments = [{ kind: 'UserCard' as const, amount: usd(10), cardLastFour: '1234' }];
    expect(refundSourceName({ kind: 'UserCard' }, payments)).toBe('Card ending in 1234');
    expect(refundSourceName({ kind: 'TravelWalletCredit' }, payments)).toBe('Travel wallet credit');
    expect(refundDestination('TravelWalletOffer')).toBe('Back to your travel wallet');
    expect(refundDestination('UserCard')).toBeNull();
  });

  it('shows trip money with 2 decimals (spec §9)', () => {
    expect(tripMoney(usd(1234.5))).toBe('$1,234.50');
    expect(tripMoney(usd(0))).toBe('$0.00');
  });
});
