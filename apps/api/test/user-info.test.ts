import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionInfo } from '@portal/contracts/session';
import { createBusiness, createMembership, createPolicyTier } from '@portal/db/factories/corporate';
import { createUser } from '@portal/db/factories/users';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /userInfo, /user/profile, /customer/details', () => {
  it('answers a consumer session without corporate info', async () => {
    const session = await t.signedInUser({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: '+15550001111',
    });
    const res = await t.request('GET', '/api/v0/userInfo', { session });
    expect(res.statusCode).toBe(200);
    const info = SessionInfo.parse(res.json());
    expect(info).toEqual({
      userInfo: { firstName: 'Ada', lastName: 'Lovelace', email: session.user.email },
      isFirstSession: true,
      csrfToken: session.csrf,
      sessionExpiration: new Date(
        t.clock.now().getTime() + t.config.sessionTtlMinutes * 60_000,
      ).toISOString(),
      isDelegatedSession: false,
      userId: session.user.id,
      logo: null,
      tenant: 'capone',
      corporateInfo: null,
      agent: null,
    });

    const profile = await t.request('GET', '/api/v0/user/profile', { session });
    expect(profile.json()).toEqual({
      userId: session.user.id,
      userInfo: { firstName: 'Ada', lastName: 'Lovelace', email: session.user.email },
      corporateInfo: null,
    });
    const details = await t.request('GET', '/api/v0/customer/details', { session });
    expect(details.json()).toEqual({ phoneNumber: '+15550001111' });
  });

  it('builds corporate info from the memberships, the business in use first', async () => {
    const user = await createUser(t.db, { tenant: 'capone-corporate', logoUrl: '/logos/acme.svg' });
    const acme = await createBusiness(t.db, { name: 'Acme', loyaltyPrograms: { HIL: '123' } });
    const harbor = await createBusiness(t.db, { name: 'Harbor', isLive: false });
    const tier = await createPolicyTier(t.db, { businessId: acme.id, name: 'Road warriors' });
    await createMembership(t.db, { userId: user.id, businessId: harbor.id, inUse: false });
    await createMembership(t.db, {
      userId: user.id,
      businessId: acme.id,
      inUse: true,
      roles: ['Admin'],
      permissions: ['canViewAdmin', 'canViewUsers'],
      cap1Role: 'AccountManager',
      policyTierId: tier.id,
      hasSeenModalMap: { welcome: true },
    });
    const login = await t.request('POST', '/api/v0/auth/login/code', {
      body: {
        code: (
          await t.request('POST', '/api/v0/auth/signin', {
            body: { email: user.email, password: user.password },
          })
        ).json().code,
      },
    });
    expect(login.json().permissions).toEqual({ canViewAdmin: true, canViewUsers: true });
    const session = { token: login.json().token, csrf: login.json().csrfToken };

    const info = SessionInfo.parse((await t.request('GET', '/api/v0/userInfo', { session })).json());
    expect(info.tenant).toBe('capone-corporate');
    expect(info.logo).toBe('/logos/acme.svg');
    expect(info.corporateInfo).toEqual({
      permissions: { canViewAdmin: true, canViewUsers: true },
      businessIsLive: true,
      role: ['Admin'],
      policyTier: expect.objectContaining({
        id: tier.id,
        name: 'Road warriors',
        settings: { isApprovalRequired: false },
        cars: { policies: [{ maxPricePerDay: 120 }] },
      }),
      businessId: acme.id,
      businessName: 'Acme',
      accountReferenceId: acme.accountReferenceId,
      businesses: [
        { businessId: acme.id, businessName: 'Acme', accountReferenceId: acme.accountReferenceId },
        { businessId: harbor.id, businessName: 'Harbor', accountReferenceId: harbor.accountReferenceId },
      ],
      businessLoyaltyPrograms: { HIL: '123' },
      defaultTravelerId: null,
      hiddenTravelerIds: [],
      hasSeenModalMap: { welcome: true },
      cap1Role: 'AccountManager',
    });
    const profile = (await t.request('GET', '/api/v0/user/profile', { session })).json();
    expect(profile.corporateInfo.businessId).toBe(acme.id);
  });

  it('gives a traveler without permission strings no admin or users view', async () => {
    const user = await createUser(t.db, { tenant: 'capone-corporate' });
    const biz = await createBusiness(t.db);
    await createMembership(t.db, { userId: user.id, businessId: biz.id, inUse: true });
    const session = await t.signIn(user.email);
    const info = (await t.request('GET', '/api/v0/userInfo', { session })).json();
    expect(info.corporateInfo.permissions).toEqual({ canViewAdmin: false, canViewUsers: false });
    expect(info.corporateInfo.policyTier).toBeNull();
  });
});
