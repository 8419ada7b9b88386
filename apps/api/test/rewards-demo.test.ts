import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RewardsAccountList } from '@portal/contracts/rewards';
import { DEMO_PASSWORD } from '@portal/db/seed/demo-accounts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The demo accounts as the seed lays them out: opening balance, +2 500 earned, -2 500 redeemed.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: { listings: 0 } });
});
afterAll(async () => {
  await t?.close();
});

async function accountsOf(email: string) {
  const session = await t.signIn(email, DEMO_PASSWORD);
  const res = await t.request('PUT', '/api/v0/rewards/accounts', { session, body: {} });
  expect(res.statusCode).toBe(200);
  return RewardsAccountList.parse(res.json());
}

describe('rewards accounts of the demo users', () => {
  it('gives primary@demo.test its 4 accounts, ranked, the one below its minimum included', async () => {
    const accounts = await accountsOf('primary@demo.test');
    expect(
      accounts.map((a) => [
        a.accountReferenceId,
        a.rewardsBalance.value,
        a.rewardsBalance.currency,
        a.rewardsCashEquivalent.value,
        a.redemptionMin,
      ]),
    ).toEqual([
      ['acct-primary-venture-x', 152_340, 'Miles', 1523.4, 0],
      ['acct-primary-savor', 126.5, 'Cash', 126.5, 0],
      ['acct-primary-quicksilver', 482.15, 'Cash', 482.15, 0],
      ['acct-primary-ventureone', 1_200, 'Miles', 12, 5_000],
    ]);
    expect(accounts.every((a) => a.isPrimary && a.firstName === 'Avery')).toBe(true);
  });

  it('gives the corporate admin only the account of the business in use', async () => {
    const accounts = await accountsOf('corp-admin@demo.test');
    expect(accounts.map((a) => a.accountReferenceId)).toEqual(['acct-biz-acme-spark-miles']);
    expect(accounts[0]?.rewardsBalance.value).toBe(310_000);
  });

  it('marks non-primary roles', async () => {
    const [account] = await accountsOf('nonfinancial@demo.test');
    expect(account).toMatchObject({
      customerAccountRole: 'NonFinancialUser',
      isPrimary: false,
      allowRewardsRedemption: false,
    });
  });
});
