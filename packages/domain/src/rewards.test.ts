import { describe, expect, it } from 'vitest';
import {
  canPayWithAccount,
  defaultAccount,
  earnChipText,
  ineligibleAccountsBanner,
  ineligibleAccountsCheckoutMessage,
  isAccountDisabled,
  isRedemptionAllowed,
  minimumCheckWarning,
  rankAccounts,
  redemptionBlockedMessage,
  rewardsMinimumCheck,
  shouldAutoDeclineRewards,
} from './rewards.ts';
import type { RewardsAccountFacts } from './rewards.ts';

const account = (over: Partial<RewardsAccountFacts> = {}): RewardsAccountFacts => ({
  accountReferenceId: 'a',
  productDisplayName: 'Venture',
  customerAccountRole: 'Primary',
  balance: 10000,
  redemptionMin: 0,
  currency: 'Miles',
  earnMultiplier: 2,
  ...over,
});

describe('redemption by role', () => {
  it.each([
    [undefined, 'Primary', true, null],
    [null, 'Primary', true, null],
    [true, 'AuthorizedUser', false, "Authorized users can't redeem rewards"],
    [undefined, 'AuthorizedUser', false, "Authorized users can't redeem rewards"],
    [undefined, 'AccountManager', false, "Account managers can't redeem rewards"],
    [undefined, 'NonFinancialUser', true, null],
    [false, 'AuthorizedUser', false, "Authorized users can't redeem rewards"],
    [false, 'AccountManager', false, "Account managers can't redeem rewards"],
    [false, 'NonFinancialUser', false, "Can't redeem rewards"],
    [false, 'Primary', false, "Can't redeem rewards"],
  ] as const)('allow=%s role=%s', (allow, role, allowed, message) => {
    const a = account({ allowRewardsRedemption: allow, customerAccountRole: role });
    expect(isRedemptionAllowed(a)).toBe(allowed);
    expect(redemptionBlockedMessage(a)).toBe(message);
  });
});

describe('disabled accounts', () => {
  it.each([
    [100, 0, false],
    [100, 100, false], // minimum equal to balance is fine
    [100, 101, true], // minimum above balance
    [0, 0, true], // zero balance
    [-5, null, true],
    [1, null, false],
  ])('balance %i min %s -> disabled %s', (balance, redemptionMin, disabled) => {
    expect(isAccountDisabled({ balance, redemptionMin })).toBe(disabled);
    expect(canPayWithAccount(account({ balance, redemptionMin }))).toBe(!disabled);
  });
  it('cannot pay when redemption is not allowed', () => {
    expect(canPayWithAccount(account({ allowRewardsRedemption: false }))).toBe(false);
  });
});

describe('rewards minimum check', () => {
  const ok = { balance: 100, redemptionMin: 50 };
  const short = { balance: 10, redemptionMin: 50 };
  it.each([
    [[ok, ok], 'AllMeet', null],
    [
      [ok, short],
      'OneDoesNotMeet',
      'One of your rewards accounts does not meet the minimum redemption amount.',
    ],
    [
      [short, short],
      'AllDoNotMeet',
      'Your rewards account does not meet the minimum redemption amount. To continue with this booking, please use your Capital One Credit Card to complete this transaction.',
    ],
    [[short], 'AllDoNotMeet', expect.stringContaining('Your rewards account does not meet')],
    [[], 'AllMeet', null],
  ])('%o -> %s', (accounts, check, warning) => {
    const result = rewardsMinimumCheck(accounts);
    expect(result).toBe(check);
    expect(minimumCheckWarning(result)).toEqual(warning);
  });

  it('auto-declines rewards when none can be used', () => {
    expect(shouldAutoDeclineRewards([account()])).toBe(false);
    expect(shouldAutoDeclineRewards([account({ allowRewardsRedemption: false })])).toBe(true);
    expect(shouldAutoDeclineRewards([account({ redemptionMin: 20000 }), account({ redemptionMin: 0 })])).toBe(
      false,
    );
    expect(
      shouldAutoDeclineRewards([account({ redemptionMin: 20000 }), account({ redemptionMin: 30000 })]),
    ).toBe(true);
    expect(shouldAutoDeclineRewards([])).toBe(true);
  });
});

describe('ineligible account texts', () => {
  const au = account({
    productDisplayName: 'Venture X',
    customerAccountRole: 'AuthorizedUser',
    allowRewardsRedemption: false,
  });
  const am = account({
    productDisplayName: 'Spark',
    customerAccountRole: 'AccountManager',
    allowRewardsRedemption: false,
  });
  it('names one account', () => {
    expect(ineligibleAccountsCheckoutMessage([au, account()])).toBe(
      'Your Venture X rewards account is not eligible to be redeemed for travel because you are an authorized user. Please use your eligible credit card to pay for this booking.',
    );
    expect(ineligibleAccountsBanner([au, account()])).toBe(
      'Your Venture X account is not eligible to be redeemed from.',
    );
  });
  it('names several accounts', () => {
    const au2 = { ...au, productDisplayName: 'Quicksilver' };
    expect(ineligibleAccountsCheckoutMessage([au, au2, am])).toBe(
      'Your Venture X, Quicksilver and Spark rewards accounts are not eligible to be redeemed for travel because you are an authorized user or account manager. Please use your eligible credit card to pay for this booking.',
    );
    expect(ineligibleAccountsCheckoutMessage([am])).toContain('because you are an account manager.');
    expect(ineligibleAccountsBanner([au, am, account()])).toBe(
      'Your Venture X and Spark accounts are not eligible to be redeemed from.',
    );
  });
  it('switches to the plain banner when all are ineligible, and says nothing when none are', () => {
    expect(ineligibleAccountsBanner([au, am])).toBe(
      'Please use your eligible credit card to pay for this booking.',
    );
    expect(ineligibleAccountsBanner([account()])).toBeNull();
    expect(ineligibleAccountsCheckoutMessage([account()])).toBeNull();
  });
});

describe('default account', () => {
  const a = account({ accountReferenceId: 'a', earnMultiplier: 2 });
  const b = account({ accountReferenceId: 'b', earnMultiplier: 10 });
  const c = account({ accountReferenceId: 'c', earnMultiplier: 10 });
  const d = account({ accountReferenceId: 'd', earnMultiplier: null });
  it('ranks by homes multiplier, stable on ties', () => {
    expect(rankAccounts([a, d, b, c]).map((x) => x.accountReferenceId)).toEqual(['b', 'c', 'a', 'd']);
  });
  it.each([
    [undefined, 'b'],
    [null, 'b'],
    ['a', 'a'],
    ['gone', 'b'],
  ])('saved %s -> %s', (saved, expected) => {
    expect(defaultAccount([a, b, c], saved)?.accountReferenceId).toBe(expected);
  });
  it('is null without accounts', () => {
    expect(defaultAccount([])).toBeNull();
  });
});

describe('earn chip', () => {
  it.each([
    [5, 'Miles', 'Earn 5X on vacation rentals'],
    [10, 'Miles', 'Earn 10X on vacation rentals'],
    [5, 'Cash', 'Earn 5% on vacation rentals'],
  ])('%i %s', (n, currency, text) => {
    expect(earnChipText(n, currency)).toBe(text);
  });
});
