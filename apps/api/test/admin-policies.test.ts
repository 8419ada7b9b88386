import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, createMembership, createPolicyTier } from '@portal/db/factories/corporate';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';

// Issue 15, the admin portal's Policies screen: list with member counts, read, create, replace and delete a
// tier; the domain's rules refused with 400 naming the field; a tier in use cannot be deleted (409); another
// business's tier is not found; every change audit-logged with before and after.

let t: TestApp;
let admin: SignedIn;
let otherAdmin: SignedIn;
let tiers: { standard: string; unused: string; theirs: string };

const ADMIN = { roles: ['Admin'], permissions: ['canViewAdmin', 'canViewUsers'], inUse: true };

const body = (over: Record<string, unknown> = {}) => ({
  name: 'Executive',
  settings: { isApprovalRequired: false },
  hotels: { policies: [{ allowedStarRatings: ['Four', 'Five'], maxPricePerNight: 500 }] },
  cars: { policies: [{ maxPricePerDay: 200 }] },
  flights: {
    enableLongFlights: true,
    minHoursForLongFlight: 5,
    policies: [
      {
        duration: 'Short',
        maxPriceForOneWay: 600,
        maxPriceForRoundTrip: 1000,
        allowedFareClasses: ['Economy', 'PremiumEconomy'],
      },
      {
        duration: 'Long',
        maxPriceForOneWay: 3000,
        maxPriceForRoundTrip: 5000,
        allowedFareClasses: ['Economy', 'PremiumEconomy', 'Business'],
      },
    ],
  },
  ...over,
});

beforeAll(async () => {
  t = await createTestApp({ now: '2025-06-02T12:00:00Z' });
  const ours = await createBusiness(t.db, { name: 'Northwind Outfitters' });
  const theirs = await createBusiness(t.db, { name: 'Contoso Freight' });
  tiers = {
    standard: (await createPolicyTier(t.db, { businessId: ours.id, name: 'Standard' })).id,
    unused: (await createPolicyTier(t.db, { businessId: ours.id, name: 'Interns' })).id,
    theirs: (await createPolicyTier(t.db, { businessId: theirs.id, name: 'Contoso policy' })).id,
  };
  const me = await t.signedInUser({ tenant: 'capone-corporate' });
  const traveler = await t.signedInUser({ tenant: 'capone-corporate' });
  const them = await t.signedInUser({ tenant: 'capone-corporate' });
  admin = me;
  otherAdmin = them;
  await createMembership(t.db, {
    userId: me.user.id,
    businessId: ours.id,
    policyTierId: tiers.standard,
    ...ADMIN,
  });
  await createMembership(t.db, {
    userId: traveler.user.id,
    businessId: ours.id,
    policyTierId: tiers.standard,
  });
  await createMembership(t.db, {
    userId: them.user.id,
    businessId: theirs.id,
    policyTierId: tiers.theirs,
    ...ADMIN,
  });
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown, who = admin) => {
  t.clock.advance(1000);
  return t.request(method, `/admin/api/v0/policies${path}`, {
    session: who,
    ...(payload === undefined ? {} : { body: payload }),
  });
};

async function lastAudit() {
  const res = await t.request('GET', '/admin/api/v0/audit-log?limit=1', { session: admin });
  return res.json().entries[0];
}

describe('the Policies screen API', () => {
  it("lists the business's tiers by name with their member counts", async () => {
    const res = await call('GET', '');
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().tiers.map((x: { name: string; memberCount: number }) => [x.name, x.memberCount]),
    ).toEqual([
      ['Interns', 0],
      ['Standard', 2],
    ]);
    expect(res.json().tiers[1]).toMatchObject({
      id: tiers.standard,
      isRestrictive: true,
      hotels: { policies: [{ maxPricePerNight: 350 }] },
    });
  });

  it('reads one tier; another business’s tier and an unknown one are not found', async () => {
    expect((await call('GET', `/${tiers.standard}`)).json()).toMatchObject({
      name: 'Standard',
      memberCount: 2,
    });
    for (const id of [tiers.theirs, '00000000-0000-4000-8000-000000000000']) {
      expect((await call('GET', `/${id}`)).statusCode).toBe(404);
      expect((await call('PUT', `/${id}`, body())).statusCode).toBe(404);
      expect((await call('DELETE', `/${id}`)).statusCode).toBe(404);
    }
    expect((await call('GET', '/not-a-uuid')).statusCode).toBe(400);
  });

  it('creates a tier, audit-logged; a second tier of the same name answers 409', async () => {
    const res = await call('POST', '', body());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Executive', memberCount: 0, isRestrictive: true });
    expect(await lastAudit()).toMatchObject({
      action: 'policy.create',
      targetType: 'policyTier',
      targetId: res.json().id,
      before: null,
      after: {
        name: 'Executive',
        hotels: { maxPricePerNight: 500 },
        flights: { long: { maxPriceForOneWay: 3000 } },
      },
    });
    const again = await call('POST', '', body({ name: ' executive ' }));
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().code).toBe(40950);
  });

  it('replaces a tier, audit-logged with before and after, and the members see it in their session', async () => {
    const before = (await call('GET', `/${tiers.standard}`)).json();
    const change = {
      ...before,
      hotels: { policies: [{ ...before.hotels.policies[0], maxPricePerNight: 375 }] },
    };
    delete change.id;
    delete change.memberCount;
    delete change.isRestrictive;
    const res = await call('PUT', `/${tiers.standard}`, change);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ memberCount: 2, hotels: { policies: [{ maxPricePerNight: 375 }] } });
    expect(await lastAudit()).toMatchObject({
      action: 'policy.update',
      targetId: tiers.standard,
      before: { name: 'Standard', hotels: { maxPricePerNight: 350 } },
      after: { name: 'Standard', hotels: { maxPricePerNight: 375 } },
    });
    const info = await t.request('GET', '/api/v0/userInfo', { session: admin });
    expect(info.json().corporateInfo.policyTier.hotels.policies[0].maxPricePerNight).toBe(375);
  });

  it('says a tier that allows everything is not restrictive', async () => {
    const open = body({
      name: 'Leadership',
      hotels: {
        policies: [{ allowedStarRatings: ['One', 'Two', 'Three', 'Four', 'Five'], maxPricePerNight: null }],
      },
      cars: { policies: [{ maxPricePerDay: null }] },
      flights: {
        enableLongFlights: true,
        minHoursForLongFlight: 6,
        policies: ['Short', 'Long'].map((duration) => ({
          duration,
          maxPriceForOneWay: null,
          maxPriceForRoundTrip: null,
          allowedFareClasses: ['BasicEconomy', 'Economy', 'PremiumEconomy', 'Business', 'First'],
        })),
      },
    });
    const res = await call('POST', '', open);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().isRestrictive).toBe(false);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'a zero nightly cap',
      { hotels: { policies: [{ allowedStarRatings: ['Four'], maxPricePerNight: 0 }] } },
      'body.hotels.policies.0.maxPricePerNight',
      'A cap must be a whole number of dollars above 0 (or no cap)',
    ],
    [
      'no star rating',
      { hotels: { policies: [{ allowedStarRatings: [], maxPricePerNight: 200 }] } },
      'body.hotels.policies.0.allowedStarRatings',
      'Allow at least one star rating (1-5)',
    ],
    [
      'a long flight at 30 hours',
      { flights: { ...body().flights, minHoursForLongFlight: 30 } },
      'body.flights.minHoursForLongFlight',
      'A long flight starts between 1 and 24 hours',
    ],
  ])('refuses %s with 400 naming the rule, on create and on replace', async (_, over, field, message) => {
    for (const res of [
      await call('POST', '', body({ name: 'Broken', ...over })),
      await call('PUT', `/${tiers.unused}`, body(over)),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 40000, message, fields: [{ field, message }] });
    }
  });

  it.each([
    ['an empty name', { name: '  ' }],
    ['an unknown field', { budget: 5 }],
    ['a cap as text', { cars: { policies: [{ maxPricePerDay: '100' }] } }],
  ])('refuses %s with 400', async (_, over) => {
    expect((await call('POST', '', body(over))).statusCode).toBe(400);
  });

  it('deletes an unused tier, audit-logged; a tier in use answers 409 with the rule', async () => {
    const used = await call('DELETE', `/${tiers.standard}`);
    expect(used.statusCode, used.body).toBe(409);
    expect(used.json()).toMatchObject({ code: 40951 });
    expect(used.json().message).toMatch(/2 members use this tier/);

    const res = await call('DELETE', `/${tiers.unused}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: tiers.unused, name: 'Interns' });
    expect(await lastAudit()).toMatchObject({
      action: 'policy.delete',
      targetId: tiers.unused,
      before: { name: 'Interns' },
      after: null,
    });
    expect((await call('GET', `/${tiers.unused}`)).statusCode).toBe(404);
  });

  it("never shows or changes our tiers to another business's admin", async () => {
    const res = await call('GET', '', undefined, otherAdmin);
    expect(res.json().tiers.map((x: { name: string }) => x.name)).toEqual(['Contoso policy']);
    expect((await call('PUT', `/${tiers.standard}`, body(), otherAdmin)).statusCode).toBe(404);
    expect((await call('DELETE', `/${tiers.standard}`, undefined, otherAdmin)).statusCode).toBe(404);
  });
});
