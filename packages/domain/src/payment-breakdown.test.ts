import { describe, expect, it } from 'vitest';
import { cardBrandName, paymentBreakdown, paymentBreakdownText, type PaidRow } from './payment-breakdown.ts';

const none = {
  rewardsMinor: null,
  rewardsCurrency: null,
  rewardsCurrencyDescription: null,
  rewardsAccountName: null,
  cardBrand: null,
  cardLastFour: null,
  offerTitle: null,
};
const card = (amountMinor: number): PaidRow => ({
  ...none,
  kind: 'UserCard',
  amountMinor,
  cardBrand: 'visa',
  cardLastFour: '1111',
});
const miles = (amountMinor: number, rewardsMinor: number): PaidRow => ({
  ...none,
  kind: 'Rewards',
  amountMinor,
  rewardsMinor,
  rewardsCurrency: 'Miles',
  rewardsCurrencyDescription: 'miles',
  rewardsAccountName: 'Venture X',
});
const cash = (amountMinor: number): PaidRow => ({
  ...none,
  kind: 'Rewards',
  amountMinor,
  rewardsMinor: amountMinor,
  rewardsCurrency: 'Cash',
  rewardsAccountName: 'Quicksilver',
});
const offer = (amountMinor: number): PaidRow => ({
  ...none,
  kind: 'TravelWalletOffer',
  amountMinor,
  offerTitle: '$50 off vacation rentals',
});
const credit = (amountMinor: number): PaidRow => ({ ...none, kind: 'TravelWalletCredit', amountMinor });
const earned = { minor: 4_000, currency: 'Miles', description: 'miles', accountName: 'Venture X' };

describe('paymentBreakdown', () => {
  it.each([
    ['card only', [card(40_000)], null, ['Visa ending in 1111: $400.00', 'Total paid: $400.00']],
    [
      'card, miles, offer and credit: offer, credit, rewards, then card; the total is their sum',
      [card(10_000), miles(25_000, 25_000), credit(2_000), offer(5_000)],
      earned,
      [
        '$50 off vacation rentals: $50.00',
        'Travel credit: $20.00',
        'Venture X rewards: 25,000 miles ($250.00)',
        'Visa ending in 1111: $100.00',
        'Total paid: $420.00',
        'Rewards earned: 4,000 miles on Venture X',
      ],
    ],
    [
      'cash rewards are not repeated as their cash value',
      [cash(12_345)],
      null,
      ['Quicksilver rewards: $123.45 in cash rewards', 'Total paid: $123.45'],
    ],
    [
      'nothing earned shows no earned line',
      [card(100)],
      { ...earned, minor: 0 },
      ['Visa ending in 1111: $1.00', 'Total paid: $1.00'],
    ],
  ] as const)('%s', (_name, rows, earn, text) => {
    const b = paymentBreakdown(rows, earn);
    expect(b.totalPaidMinor).toBe(rows.reduce((s, r) => s + r.amountMinor, 0));
    expect(paymentBreakdownText(b)).toEqual(text);
  });

  it('keeps the card last four and the rewards redeemed on their lines', () => {
    const b = paymentBreakdown([miles(25_000, 25_000), card(100)], null);
    expect(b.lines[0]?.rewards).toEqual({ minor: 25_000, currency: 'Miles', description: 'miles' });
    expect(b.lines[1]?.cardLastFour).toBe('1111');
  });
});

describe('cardBrandName', () => {
  it.each([
    ['visa', 'Visa'],
    ['master', 'Mastercard'],
    ['american_express', 'American Express'],
    ['unknown', 'unknown'],
  ])('%s -> %s', (brand, name) => expect(cardBrandName(brand)).toBe(name));
});
