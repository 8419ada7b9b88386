import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, createMembership } from '@portal/db/factories/corporate';
import { createUser } from '@portal/db/factories/users';
import { createTestApp, type TestApp } from './support/test-app.ts';

import { addAccount, toEarn, toUsd } from './support/rewards-accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('PUT /rewards/convert/productToEarn', () => {
  it('earns amountUsd × multiplier miles, rounded up', async () => {
    const session = await t.signedInUser();
    const account = await addAccount(t, {
      userId: session.user.id,
      earn: { homesMultiplier: 10, hotelsMultiplier: 1, flightsMultiplier: 1, carsMultiplier: 1 },
    });
    const odd = await addAccount(t, {
      userId: session.user.id,
      earn: { homesMultiplier: 1.5, hotelsMultiplier: 1, flightsMultiplier: 1, carsMultiplier: 1 },
    });
    const cases: [string, number, number][] = [
      [account, 1234.56, 12_346],
      [account, 100, 1_000],
      [account, 0, 0],
      [odd, 0.01, 1],
      [odd, 1000.03, 1_501],
      [odd, 1000.02, 1_501],
      [odd, 1000.0, 1_500],
    ];
    for (const [ref, amountUsd, amount] of cases) {
      const res = await toEarn(t, session, { account: ref, amountUsd, earnOfferDescription: 'Earn 10X' });
      expect(res.statusCode, `${amountUsd}`).toBe(200);
      expect(res.json(), `${ref} ${amountUsd}`).toEqual({ amount });
    }
  });

  it('earns a percent of the amount in dollars for Cash accounts, to the cent', async () => {
    const session = await t.signedInUser();
    const cash = await addAccount(t, {
      userId: session.user.id,
      currency: 'Cash',
      currencyDescription: 'cash back',
      earn: { homesMultiplier: 5, hotelsMultiplier: 1, flightsMultiplier: 1, carsMultiplier: 1 },
    });
    const cases: [number, number][] = [
      [1234.56, 61.73], // 61.728
      [100, 5],
      [0.1, 0.01], // 0.005 half up
      [0.09, 0],
    ];
    for (const [amountUsd, amount] of cases) {
      expect((await toEarn(t, session, { account: cash, amountUsd })).json(), `${amountUsd}`).toEqual({
        amount,
      });
    }
  });

  it('earns a Hotels purchase at the hotels multiplier, not the homes one', async () => {
    const session = await t.signedInUser();
    const earn = { homesMultiplier: 10, hotelsMultiplier: 2.5, flightsMultiplier: 5, carsMultiplier: 1 };
    const miles = await addAccount(t, { userId: session.user.id, earn });
    const cash = await addAccount(t, {
      userId: session.user.id,
      currency: 'Cash',
      currencyDescription: 'cash back',
      earn,
    });
    const cases: [string, 'Homes' | 'Hotels', number, number][] = [
      [miles, 'Hotels', 412.8, 1_032], // 1032.0
      [miles, 'Hotels', 0.01, 1], // 0.025 rounded up
      [miles, 'Homes', 412.8, 4_128],
      [cash, 'Hotels', 412.8, 10.32],
      [cash, 'Hotels', 0.2, 0.01], // 0.005 half up
      [cash, 'Homes', 412.8, 41.28],
    ];
    for (const [account, travelProduct, amountUsd, amount] of cases) {
      const res = await toEarn(t, session, { account, travelProduct, amountUsd });
      expect(res.statusCode, `${travelProduct} ${amountUsd}`).toBe(200);
      expect(res.json(), `${travelProduct} ${amountUsd}`).toEqual({ amount });
    }
  });

  it('documents both products in the OpenAPI document', async () => {
    const res = await t.request('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const schema = res.json().components.schemas.ProductToEarnRequest;
    expect(schema.properties.travelProduct.enum).toEqual(['Homes', 'Hotels']);
    expect(schema.examples.map((e: { travelProduct: string }) => e.travelProduct)).toEqual([
      'Homes',
      'Hotels',
    ]);
  });

  it('answers 404 for another user’s or an unknown account, 400 for bad input', async () => {
    const owner = await createUser(t.db);
    const theirs = await addAccount(t, { userId: owner.id });
    const session = await t.signedInUser();
    for (const account of [theirs, 'acct-does-not-exist']) {
      const res = await toEarn(t, session, { account, amountUsd: 100 });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(40400);
    }
    const mine = await addAccount(t, { userId: session.user.id });
    for (const body of [
      { account: mine, amountUsd: -1 },
      { account: mine, amountUsd: 1e12 },
      { account: mine, amountUsd: '100' },
      { account: mine, amountUsd: 100, travelProduct: 'Flights' },
      { amountUsd: 100 },
    ]) {
      const res = await toEarn(t, session, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe(40000);
    }
  });
});

describe('PUT /rewards/convert/redeem/rewardsToUsd', () => {
  it('values miles at 100 per dollar and cash 1:1', async () => {
    const session = await t.signedInUser();
    const miles = await addAccount(t, { userId: session.user.id });
    const cash = await addAccount(t, {
      userId: session.user.id,
      currency: 'Cash',
      currencyDescription: 'cash back',
    });
    const cases: [string, number, number][] = [
      [miles, 12_345, 123.45],
      [miles, 1, 0.01],
      [miles, 0, 0],
      [miles, 10.2, 0.11], // a fraction of a mile counts as a whole one (spec §9 rounds rewards up)
      [cash, 482.15, 482.15],
      [cash, 0.1 + 0.2, 0.3],
      [cash, 1_000_000, 1_000_000],
    ];
    for (const [accountReferenceId, rewardsAmount, value] of cases) {
      const res = await toUsd(t, session, { accountReferenceId, rewardsAmount });
      expect(res.statusCode).toBe(200);
      expect(res.json(), `${rewardsAmount}`).toEqual({ value });
    }
  });

  it('answers 400 for negative or absurd amounts and 404 for another user’s account', async () => {
    const session = await t.signedInUser();
    const mine = await addAccount(t, { userId: session.user.id });
    for (const rewardsAmount of [-1, 1e15, 'lots', null]) {
      const res = await toUsd(t, session, { accountReferenceId: mine, rewardsAmount });
      expect(res.statusCode, String(rewardsAmount)).toBe(400);
    }
    const owner = await createUser(t.db);
    const theirs = await addAccount(t, { userId: owner.id, ledger: [50_000] });
    const res = await toUsd(t, session, { accountReferenceId: theirs, rewardsAmount: 100 });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(theirs.replace('acct-', ''));
  });

  it('hides a corporate user’s filtered-out account from the conversions too', async () => {
    const user = await createUser(t.db, { tenant: 'capone-corporate' });
    const biz = await createBusiness(t.db);
    await createMembership(t.db, { userId: user.id, businessId: biz.id, inUse: true });
    const personal = await addAccount(t, { userId: user.id, productDisplayName: 'Venture X' });
    const session = await t.signIn(user.email, user.password);
    expect((await toUsd(t, session, { accountReferenceId: personal, rewardsAmount: 1 })).statusCode).toBe(
      404,
    );
  });
});
