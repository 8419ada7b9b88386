import { describe, expect, it } from 'vitest';
import {
  adjustRewardsToTripTotal,
  CUSTOM_AMOUNT_INVALID,
  CUSTOM_AMOUNT_TOO_HIGH,
  derivePaymentMode,
  isPaymentSatisfied,
  splitPayment,
  validateCustomRewardsAmount,
} from './rewards-split.ts';

describe('custom amount validation', () => {
  it.each([
    [5000, 10000, null],
    [10000, 10000, null], // the whole balance
    [10001, 10000, 'Invalid amount. Enter an amount that is lower then your available balance.'],
    [0, 10000, 'Invalid rewards balance. Please enter a valid amount.'],
    [-1, 10000, CUSTOM_AMOUNT_INVALID],
    [Number.NaN, 10000, CUSTOM_AMOUNT_INVALID],
    [1.5, 10000, CUSTOM_AMOUNT_INVALID],
  ])('%d of %i -> %s', (amount, balance, error) => {
    expect(validateCustomRewardsAmount(amount, balance)).toBe(error);
  });
  it('keeps the spec wording', () => {
    expect(CUSTOM_AMOUNT_TOO_HIGH).toContain('lower then');
  });
});

describe('payment mode', () => {
  it.each([
    [100, 0, 'UserCard'],
    [0, 100, 'Rewards'],
    [50, 50, 'Split'],
    [0, 0, 'None'],
  ])('card %i rewards %i -> %s', (card, rewards, mode) => {
    expect(derivePaymentMode(card, rewards)).toBe(mode);
  });
  it('adjusts rewards to the trip total', () => {
    expect(adjustRewardsToTripTotal(500, 300)).toBe(300);
    expect(adjustRewardsToTripTotal(200, 300)).toBe(200);
    expect(adjustRewardsToTripTotal(-1, 300)).toBe(0);
  });
});

describe('splitPayment', () => {
  const miles = (balanceMinor: number) => ({ balanceMinor, currency: 'Miles' });
  it.each([
    [
      'card only',
      { totalMinor: 50000, account: miles(100000), choice: { kind: 'none' } },
      [0, 0, 0, 0, 50000, 'UserCard'],
    ],
    [
      'all rewards, enough',
      { totalMinor: 50000, account: miles(100000), choice: { kind: 'all' } },
      [0, 0, 50000, 50000, 0, 'Rewards'],
    ],
    [
      'all rewards, short',
      { totalMinor: 50000, account: miles(20000), choice: { kind: 'all' } },
      [0, 0, 20000, 20000, 30000, 'Split'],
    ],
    [
      'custom',
      { totalMinor: 50000, account: miles(100000), choice: { kind: 'custom', rewardsMinor: 12345 } },
      [0, 0, 12345, 12345, 37655, 'Split'],
    ],
    [
      'custom above total',
      { totalMinor: 50000, account: miles(100000), choice: { kind: 'custom', rewardsMinor: 90000 } },
      [0, 0, 50000, 50000, 0, 'Rewards'],
    ],
    [
      'no account',
      { totalMinor: 50000, account: null, choice: { kind: 'all' } },
      [0, 0, 0, 0, 50000, 'UserCard'],
    ],
    [
      'offer and credit',
      {
        totalMinor: 50000,
        offerMinor: 10000,
        creditMinor: 5000,
        account: miles(100000),
        choice: { kind: 'all' },
      },
      [10000, 5000, 35000, 35000, 0, 'Rewards'],
    ],
    [
      'covered by offer',
      {
        totalMinor: 5000,
        offerMinor: 10000,
        creditMinor: 5000,
        account: miles(100000),
        choice: { kind: 'all' },
      },
      [5000, 0, 0, 0, 0, 'None'],
    ],
    [
      'cash rewards',
      { totalMinor: 50000, account: { balanceMinor: 25050, currency: 'Cash' }, choice: { kind: 'all' } },
      [0, 0, 25050, 25050, 24950, 'Split'],
    ],
  ] as const)('%s', (_name, input, [offer, credit, rewards, rewardsFiat, card, mode]) => {
    const result = splitPayment(input);
    expect(result).toEqual({
      ok: true,
      split: {
        offerMinor: offer,
        creditMinor: credit,
        rewardsMinor: rewards,
        rewardsFiatMinor: rewardsFiat,
        cardMinor: card,
        mode,
      },
    });
    if (result.ok) {
      const s = result.split;
      expect(s.offerMinor + s.creditMinor + s.rewardsFiatMinor + s.cardMinor).toBe(
        Math.max(0, input.totalMinor),
      );
    }
  });

  it('reports an invalid custom amount', () => {
    expect(
      splitPayment({ totalMinor: 500, account: miles(100), choice: { kind: 'custom', rewardsMinor: 101 } }),
    ).toEqual({
      ok: false,
      error: CUSTOM_AMOUNT_TOO_HIGH,
    });
  });

  it('needs a card only for a card part', () => {
    expect(isPaymentSatisfied({ cardMinor: 0 }, false)).toBe(true);
    expect(isPaymentSatisfied({ cardMinor: 1 }, false)).toBe(false);
    expect(isPaymentSatisfied({ cardMinor: 1 }, true)).toBe(true);
  });
});
