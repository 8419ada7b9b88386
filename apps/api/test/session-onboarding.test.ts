import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTORY_PASSWORD, createUser } from '@portal/db/factories/users';
import { createBusiness, createMembership } from '@portal/db/factories/corporate';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Spec §6 business onboarding and §8 auth code 40105: the admin of a business not yet onboarded signs in, gets
// 40105 with a one-time code, chooses the business's booking-for mode, and is signed in; the business is live.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const signin = (email: string) =>
  t.request('POST', '/api/v0/auth/signin', { body: { email, password: FACTORY_PASSWORD } });
const loginCode = (code: string) => t.request('POST', '/api/v0/auth/login/code', { body: { code } });
const onboard = (body: unknown) => t.request('POST', '/api/v0/auth/onboarding', { body });

async function refusedWithCode(email: string): Promise<string> {
  const refused = await loginCode((await signin(email)).json().code);
  expect(refused.statusCode).toBe(401);
  expect(refused.json().code).toBe(40105);
  expect(refused.json().onboardingCode).toMatch(/^[\w-]{43}$/);
  return refused.json().onboardingCode;
}

async function newAdmin(permissions = ['canViewAdmin', 'canViewUsers']) {
  const user = await createUser(t.db, { accessStatus: 'onboarding', tenant: 'capone-corporate' });
  const business = await createBusiness(t.db, { name: 'Kim Architecture Studio', isLive: false });
  await createMembership(t.db, {
    userId: user.id,
    businessId: business.id,
    roles: ['Admin'],
    permissions,
    inUse: true,
  });
  return { user, business };
}

describe('POST /auth/onboarding', () => {
  it('sets the booking-for mode, makes the business live and opens the session; then sign-in is normal', async () => {
    const { user, business } = await newAdmin();
    const code = await refusedWithCode(user.email);
    expect((await onboard({ code, bookingForMode: 'Everyone' })).statusCode).toBe(400);
    expect((await onboard({ code: 'forged', bookingForMode: 'BookForMyself' })).json().code).toBe(40103);
    const done = await onboard({ code, bookingForMode: 'SomeoneElseBooksForEveryone' });
    expect(done.statusCode, done.body).toBe(200);
    const session = { token: done.json().token, csrf: done.json().csrfToken };
    const info = (await t.request('GET', '/api/v0/userInfo', { session })).json();
    expect(info.corporateInfo).toMatchObject({ businessId: business.id, businessIsLive: true });
    const settings = await t.request('GET', '/admin/api/v0/onboarding', { session });
    expect(settings.json().bookingForMode).toBe('SomeoneElseBooksForEveryone');
    const log = await t.request('GET', '/admin/api/v0/audit-log', { session });
    expect(log.json().entries[0]).toMatchObject({
      action: 'business.onboard',
      before: { bookingForMode: 'BookForMyselfAndOthers', isLive: false },
      after: { bookingForMode: 'SomeoneElseBooksForEveryone', isLive: true },
    });
    // The code is spent; the next sign-in is an ordinary one.
    expect((await onboard({ code, bookingForMode: 'BookForMyself' })).statusCode).toBe(401);
    expect((await loginCode((await signin(user.email)).json().code)).statusCode).toBe(200);
  });

  it('refuses someone who is not an admin of a business, and leaves them not signed in', async () => {
    const { user } = await newAdmin([]);
    const code = await refusedWithCode(user.email);
    const res = await onboard({ code, bookingForMode: 'BookForMyself' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(40313);
    await refusedWithCode(user.email);
  });

  it('does not let a user who needs no onboarding through that door', async () => {
    const user = await createUser(t.db, { accessStatus: 'ack' });
    const refused = await loginCode((await signin(user.email)).json().code);
    const res = await onboard({ code: refused.json().acknowledgementCode, bookingForMode: 'BookForMyself' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(40103);
  });
});
