import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RewardsAccountList } from '@portal/contracts/rewards';
import { createBusiness, createMembership } from '@portal/db/factories/corporate';
import { createUser } from '@portal/db/factories/users';
import { createTestApp, type TestApp } from './support/test-app.ts';

import { addAccount, listAccounts } from './support/rewards-accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('PUT /rewards/accounts', () => {
  it('answers spec §3 accounts with ledger balances, highest homes multiplier first', async () => {
    const session = await t.signedInUser({ firstName: 'Avery' });
    const userId = session.user.id;
    const miles = await addAccount(t, {
      userId,
      productDisplayName: 'Venture X',
      isTiered: true,
      lastFourVirtualCardNumbers: ['7788'],
      redemptionMin: 5_000,
      ledger: [150_000, 2_500, -2_500, 1],
      earn: { homesMultiplier: 10, hotelsMultiplier: 10, flightsMultiplier: 5, carsMultiplier: 10 },
      sortOrder: 1,
    });
    const cash = await addAccount(t, {
      userId,
      productDisplayName: 'Savor',
      currency: 'Cash',
      currencyDescription: 'cash back',
      customerAccountRole: 'AuthorizedUser',
      allowRewardsRedemption: false,
      redemptionMin: 2_500,
      ledger: [48_215, -15],
      earn: { homesMultiplier: 8, hotelsMultiplier: 8, flightsMultiplier: 1, carsMultiplier: 3 },
      sortOrder: 0,
    });
    const empty = await addAccount(t, { userId, productDisplayName: 'VentureOne', sortOrder: 2, ledger: [] });

    const res = await listAccounts(t, session);
    expect(res.statusCode).toBe(200);
    const accounts = RewardsAccountList.parse(res.json());
    expect(accounts.map((a) => a.accountReferenceId)).toEqual([miles, cash, empty]);
    expect(accounts[0]).toEqual({
      accountReferenceId: miles,
      productDisplayName: 'Venture X',
      productId: 'VENTURE',
      cardType: 'Visa Signature',
      accountUseType: 'Personal',
      customerAccountRole: 'Primary',
      allowRewardsRedemption: null,
      lastFour: '1234',
      lastFourVirtualCardNumbers: ['7788'],
      isTiered: true,
      isPrimary: true,
      firstName: 'Avery',
      rewardsBalance: { value: 150_001, currency: 'Miles', currencyDescription: 'miles' },
      rewardsCashEquivalent: { value: 1500.01, currencyCode: 'USD', currencySymbol: '$' },
      redemptionMin: 5_000,
      earn: { homesMultiplier: 10, hotelsMultiplier: 10, flightsMultiplier: 5, carsMultiplier: 10 },
      earnRate: 10,
      homeEarnRate: 10,
      flightEarnRate: 5,
      carEarnRate: 10,
    });
    expect(accounts[1]).toMatchObject({
      isPrimary: false,
      allowRewardsRedemption: false,
      rewardsBalance: { value: 482, currency: 'Cash', currencyDescription: 'cash back' },
      rewardsCashEquivalent: { value: 482, currencyCode: 'USD' },
      redemptionMin: 25,
      homeEarnRate: 8,
      carEarnRate: 3,
    });
    expect(accounts[2]?.rewardsBalance.value).toBe(0);
    expect(accounts[2]?.rewardsCashEquivalent.value).toBe(0);
  });

  it('never shows another user’s accounts, and an empty list to a user without any', async () => {
    const owner = await createUser(t.db);
    await addAccount(t, { userId: owner.id, ledger: [10_000] });
    const other = await t.signedInUser();
    const res = await listAccounts(t, other);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('needs a session and the CSRF header', async () => {
    expect((await t.request('PUT', '/api/v0/rewards/accounts', { body: {} })).statusCode).toBe(401);
    const session = await t.signedInUser();
    const noCsrf = await t.request('PUT', '/api/v0/rewards/accounts', { session, csrf: null, body: {} });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().code).toBe(40300);
  });

  it('filters business accounts for a corporate user by the business in use (spec §6)', async () => {
    const user = await createUser(t.db, { tenant: 'capone-corporate' });
    const acme = await createBusiness(t.db, { accountReferenceId: `biz-acme-${randomUUID().slice(0, 6)}` });
    const harbor = await createBusiness(t.db, {
      accountReferenceId: `biz-harbor-${randomUUID().slice(0, 6)}`,
    });
    await createMembership(t.db, { userId: user.id, businessId: acme.id, inUse: true });
    await createMembership(t.db, { userId: user.id, businessId: harbor.id, inUse: false });
    await addAccount(t, {
      userId: user.id,
      accountReferenceId: acme.accountReferenceId,
      productDisplayName: 'Spark Miles',
    });
    await addAccount(t, {
      userId: user.id,
      accountReferenceId: harbor.accountReferenceId,
      productDisplayName: 'Spark Cash',
    });
    await addAccount(t, { userId: user.id, productDisplayName: 'Venture X' });
    const session = await t.signIn(user.email, user.password);
    const refs = RewardsAccountList.parse((await listAccounts(t, session)).json()).map(
      (a) => a.accountReferenceId,
    );
    expect(refs).toEqual([acme.accountReferenceId]);
  });

  it('keeps Spark and business products for a corporate user with no business in use', async () => {
    const user = await createUser(t.db, { tenant: 'capone-corporate' });
    const biz = await createBusiness(t.db);
    await createMembership(t.db, { userId: user.id, businessId: biz.id, inUse: false });
    await addAccount(t, { userId: user.id, productDisplayName: 'spark cash plus', sortOrder: 0 });
    await addAccount(t, { userId: user.id, productDisplayName: 'Venture X', sortOrder: 1 });
    await addAccount(t, { userId: user.id, productDisplayName: 'Small BUSINESS Rewards', sortOrder: 2 });
    await addAccount(t, { userId: user.id, productDisplayName: 'Sparkling Miles', sortOrder: 3 });
    await addAccount(t, { userId: user.id, productDisplayName: 'Quicksilver Spark', sortOrder: 4 });
    const session = await t.signIn(user.email, user.password);
    const names = RewardsAccountList.parse((await listAccounts(t, session)).json()).map(
      (a) => a.productDisplayName,
    );
    expect(names).toEqual(['spark cash plus', 'Small BUSINESS Rewards', 'Sparkling Miles']);
  });

  it('does not filter a consumer with the same products', async () => {
    const session = await t.signedInUser();
    await addAccount(t, { userId: session.user.id, productDisplayName: 'Venture X' });
    await addAccount(t, { userId: session.user.id, productDisplayName: 'Spark Miles' });
    expect((await listAccounts(t, session)).json()).toHaveLength(2);
  });
});
