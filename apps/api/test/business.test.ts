import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, createMembership } from '@portal/db/factories/corporate';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';

// Issue 15 "Businesses and people": spec §7 cotb, cotb/changeBusinessInUse, users/list, users/modalEligibility and
// seenModal, cotbFintech; spec §6 canViewUsers.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Person = SignedIn & { user: { id: string; email: string } };

/** An admin of two businesses (the first in use) and a traveler of the first. */
async function company() {
  const first = await createBusiness(t.db, { name: 'Acme Outdoor Co.' });
  const second = await createBusiness(t.db, { name: 'Blue Harbor Logistics' });
  const admin: Person = await t.signedInUser({ tenant: 'capone-corporate', lastName: 'Adams' });
  const traveler: Person = await t.signedInUser({ tenant: 'capone-corporate', lastName: 'Brooks' });
  const adminRights = { roles: ['Admin'], permissions: ['canViewAdmin', 'canViewUsers'] };
  await createMembership(t.db, { userId: admin.user.id, businessId: first.id, ...adminRights, inUse: true });
  await createMembership(t.db, { userId: admin.user.id, businessId: second.id, ...adminRights });
  await createMembership(t.db, { userId: traveler.user.id, businessId: first.id, inUse: true });
  return { first, second, admin, traveler };
}

const userInfo = async (s: SignedIn) => (await t.request('GET', '/api/v0/userInfo', { session: s })).json();

describe('several businesses per user', () => {
  it('lists them with the one in use, and changes the business in use', async () => {
    const { first, second, admin } = await company();
    const listed = await t.request('GET', '/api/v0/cotb', { session: admin });
    expect(
      listed
        .json()
        .businesses.map((b: { businessName: string; inUse: boolean }) => [b.businessName, b.inUse]),
    ).toEqual([
      ['Acme Outdoor Co.', true],
      ['Blue Harbor Logistics', false],
    ]);
    const changed = await t.request('PUT', '/api/v0/cotb/changeBusinessInUse', {
      session: admin,
      body: { businessId: second.id },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().corporateInfo).toMatchObject({
      businessId: second.id,
      businessName: 'Blue Harbor Logistics',
    });
    expect((await userInfo(admin)).corporateInfo.businessId).toBe(second.id);
    const again = await t.request('GET', '/api/v0/cotb', { session: admin });
    expect(again.json().businesses.filter((b: { inUse: boolean }) => b.inUse)).toEqual([
      expect.objectContaining({ businessId: second.id }),
    ]);
    // And back.
    await t.request('PUT', '/api/v0/cotb/changeBusinessInUse', {
      session: admin,
      body: { businessId: first.id },
    });
    expect((await userInfo(admin)).corporateInfo.businessId).toBe(first.id);
  });

  it('answers 404 for a business the user does not belong to, and changes nothing', async () => {
    const { first, traveler } = await company();
    const stranger = await createBusiness(t.db, { name: 'Contoso Freight' });
    for (const businessId of [stranger.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await t.request('PUT', '/api/v0/cotb/changeBusinessInUse', {
        session: traveler,
        body: { businessId },
      });
      expect(res.statusCode, res.body).toBe(404);
    }
    expect((await userInfo(traveler)).corporateInfo.businessId).toBe(first.id);
    const consumer = await t.signedInUser();
    const res = await t.request('PUT', '/api/v0/cotb/changeBusinessInUse', {
      session: consumer,
      body: { businessId: first.id },
    });
    expect(res.statusCode).toBe(404);
    expect((await t.request('GET', '/api/v0/cotb', { session: consumer })).json()).toEqual({
      businesses: [],
    });
  });

  it.each([{}, { businessId: 'acme' }, { businessId: 42 }])(
    'refuses a malformed body %j with 400',
    async (body) => {
      const { admin } = await company();
      const res = await t.request('PUT', '/api/v0/cotb/changeBusinessInUse', { session: admin, body });
      expect(res.statusCode).toBe(400);
    },
  );
});

describe('users/list (spec §6 canViewUsers)', () => {
  it('shows an admin the people of the business in use, and a traveler only themselves', async () => {
    const { admin, traveler } = await company();
    const all = await t.request('GET', '/api/v0/users/list', { session: admin });
    expect(all.json().users.map((u: { userId: string }) => u.userId)).toEqual([
      admin.user.id,
      traveler.user.id,
    ]);
    const own = await t.request('GET', '/api/v0/users/list', { session: traveler });
    expect(own.json().users).toEqual([
      expect.objectContaining({ userId: traveler.user.id, roles: ['Traveler'] }),
    ]);
  });
});

describe('first-use modals', () => {
  it('is eligible until seen, per business traveler; never for a consumer', async () => {
    const { traveler } = await company();
    const ask = (s: SignedIn) =>
      t.request('PUT', '/api/v0/users/modalEligibility', {
        session: s,
        body: { modalName: 'corporateWelcome' },
      });
    expect((await ask(traveler)).json()).toEqual({ modalName: 'corporateWelcome', isEligible: true });
    const seen = await t.request('PUT', '/api/v0/users/seenModal', {
      session: traveler,
      body: { modalName: 'corporateWelcome' },
    });
    expect(seen.json().hasSeenModalMap).toMatchObject({ corporateWelcome: true });
    expect((await ask(traveler)).json().isEligible).toBe(false);
    expect((await userInfo(traveler)).corporateInfo.hasSeenModalMap).toMatchObject({
      corporateWelcome: true,
    });
    const consumer = await t.signedInUser();
    expect((await ask(consumer)).json().isEligible).toBe(false);
    const refused = await t.request('PUT', '/api/v0/users/seenModal', {
      session: consumer,
      body: { modalName: 'corporateWelcome' },
    });
    expect(refused.statusCode).toBe(403);
    const unknown = await t.request('PUT', '/api/v0/users/seenModal', {
      session: traveler,
      body: { modalName: 'somethingElse' },
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('cotbFintech', () => {
  it('lets an admin subscribe the business once, audit-logged; a traveler is not eligible', async () => {
    const { admin, traveler } = await company();
    const eligible = (s: SignedIn) => t.request('GET', '/api/v0/cotbFintech/isOptinEligible', { session: s });
    expect((await eligible(traveler)).json()).toEqual({ isEligible: false, reason: 'NotAdmin' });
    expect((await eligible(admin)).json()).toEqual({ isEligible: true, reason: 'Eligible' });
    const optIn = (s: SignedIn) =>
      t.request('POST', '/api/v0/cotbFintech/optInToSubscription', { session: s, body: {} });
    const [a, b] = await Promise.all([optIn(admin), optIn(admin)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await eligible(admin)).json()).toEqual({ isEligible: false, reason: 'AlreadySubscribed' });
    expect((await optIn(traveler)).json()).toMatchObject({ code: 40940 });
    const log = await t.request('GET', '/admin/api/v0/audit-log', { session: admin });
    expect(log.json().entries).toEqual([
      expect.objectContaining({
        action: 'business.fintechOptIn',
        actor: expect.objectContaining({ userId: admin.user.id }),
      }),
    ]);
    const consumer = await t.signedInUser();
    expect((await eligible(consumer)).json().reason).toBe('NotCorporate');
    expect((await optIn(consumer)).statusCode).toBe(403);
  });
});
