import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Person, TravelerChoices, TravelerList } from '@portal/contracts/travelers';
import { createBusiness, createMembership } from '@portal/db/factories/corporate';
import { createTraveler } from '@portal/db/factories/travelers';
import { createUser } from '@portal/db/factories/users';
import { travelers } from '@portal/db/schema/travelers';
import { corporateMemberships } from '@portal/db/schema/users';
import { DEMO_PASSWORD } from '@portal/db/seed/demo-accounts';
import { seedDemoData } from '@portal/db/seed/seed';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { listings: 0, today: '2025-06-02', seed: 7 });
});
afterAll(async () => {
  await t?.close();
});

const list = async (session: SignedIn, includeHidden = false) => {
  const res = await t.request('GET', `/api/v0/passengers${includeHidden ? '?includeHidden=true' : ''}`, {
    session,
  });
  expect(res.statusCode).toBe(200);
  return TravelerList.parse(res.json()).value;
};
const names = (people: Person[]) => people.map((p) => `${p.givenName} ${p.surname}`);
const save = (session: SignedIn, body: Record<string, unknown>) =>
  t.request('PUT', '/api/v0/passengers', { session, body });
const choose = (session: SignedIn, action: 'assign_default' | 'hide' | 'show', travelerId: string) =>
  t.request('PUT', `/api/v0/passengers/${action}`, { session, body: { travelerId } });

const person = (overrides: Record<string, unknown> = {}) => ({
  givenName: 'Mary-Jane',
  surname: "O'Neil",
  gender: 'F',
  dateOfBirth: '1990-03-04',
  ...overrides,
});

/** A business with an admin (canViewUsers), a plain member with one traveler, and a member with none. */
async function company() {
  const business = await createBusiness(t.db);
  const admin = await t.signedInUser({ tenant: 'capone-corporate', firstName: 'Ada', lastName: 'Admin' });
  const member = await t.signedInUser({ tenant: 'capone-corporate', firstName: 'Milo', lastName: 'Member' });
  const newcomer = await createUser(t.db, { tenant: 'capone-corporate', firstName: 'Nia', lastName: 'New' });
  await createMembership(t.db, {
    userId: admin.user.id,
    businessId: business.id,
    roles: ['Admin'],
    permissions: ['canViewAdmin', 'canViewUsers'],
    inUse: true,
  });
  await createMembership(t.db, { userId: member.user.id, businessId: business.id, inUse: true });
  await createMembership(t.db, { userId: newcomer.id, businessId: business.id, inUse: true });
  const adminSelf = await createTraveler(t.db, admin.user.id, { givenName: 'Ada', surname: 'Admin' });
  const adminKid = await createTraveler(t.db, admin.user.id, { givenName: 'Kit', surname: 'Admin' });
  const memberSelf = await createTraveler(t.db, member.user.id, { givenName: 'Milo', surname: 'Member' });
  return { business, admin, member, newcomer, adminSelf, adminKid, memberSelf };
}

const membershipOf = async (userId: string) => {
  const [row] = await t.db.select().from(corporateMemberships).where(eq(corporateMemberships.userId, userId));
  return row;
};

describe('GET /passengers (spec §6 traveler list)', () => {
  it('merges the company users with their travelers for corp-admin (canViewUsers)', async () => {
    const session = await t.signIn('corp-admin@demo.test', DEMO_PASSWORD);
    const people = await list(session);
    expect(names(people)).toEqual(['Emerson Clarke', 'Finley Brooks']);
    expect(people.every((p) => p.id && !p.isMissingInfo)).toBe(true);
    // The seed makes the admin's own traveler the membership's default.
    expect(people.map((p) => p.isDefaultProfile)).toEqual([true, false]);
  });

  it('shows corp-traveler (no canViewUsers) only their own travelers', async () => {
    const session = await t.signIn('corp-traveler@demo.test', DEMO_PASSWORD);
    expect(names(await list(session))).toEqual(['Finley Brooks']);
  });

  it('gives a company user without a traveler record the spec §3 placeholder, sorted by name', async () => {
    const c = await company();
    const people = await list(c.admin);
    expect(names(people)).toEqual(['Ada Admin', 'Kit Admin', 'Milo Member', 'Nia New']);
    expect(people[3]).toMatchObject({
      dateOfBirth: '1870-01-01',
      gender: 'M',
      isMissingInfo: true,
      linkedDEUserId: c.newcomer.id,
      emailAddress: c.newcomer.email,
    });
    expect(people[3]?.id).toBeUndefined();
    expect(names(await list(c.member))).toEqual(['Milo Member']);
  });

  it('answers the placeholder for a consumer with no travelers, and 401 without a session', async () => {
    const session = await t.signedInUser({ firstName: 'Robin', lastName: 'Hale' });
    expect(await list(session)).toEqual([
      expect.objectContaining({ isMissingInfo: true, givenName: 'Robin' }),
    ]);
    expect((await t.request('GET', '/api/v0/passengers')).statusCode).toBe(401);
  });

  it('rejects a malformed includeHidden flag', async () => {
    const session = await t.signedInUser();
    const res = await t.request('GET', '/api/v0/passengers?includeHidden=yes', { session });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 40000 });
  });
});

describe('PUT /passengers/hide, /show, /assign_default', () => {
  it('hides a traveler from the list, lists it flagged with includeHidden=true, and shows it again', async () => {
    const c = await company();
    const hidden = await choose(c.admin, 'hide', c.memberSelf.id);
    expect(hidden.statusCode).toBe(200);
    expect(TravelerChoices.parse(hidden.json())).toEqual({
      defaultTravelerId: null,
      hiddenTravelerIds: [c.memberSelf.id],
    });
    expect(names(await list(c.admin))).toEqual(['Ada Admin', 'Kit Admin', 'Nia New']);
    const all = await list(c.admin, true);
    expect(all.map((p) => [p.givenName, p.isHidden])).toEqual([
      ['Ada', false],
      ['Kit', false],
      ['Milo', true],
      ['Nia', undefined],
    ]);
    // corporateInfo carries the same list.
    const info = (await t.request('GET', '/api/v0/userInfo', { session: c.admin })).json();
    expect(info.corporateInfo.hiddenTravelerIds).toEqual([c.memberSelf.id]);
    // Hiding is the admin's own view: the member still sees their traveler.
    expect(names(await list(c.member))).toEqual(['Milo Member']);

    const shown = await choose(c.admin, 'show', c.memberSelf.id);
    expect(shown.json()).toEqual({ defaultTravelerId: null, hiddenTravelerIds: [] });
    expect(names(await list(c.admin))).toContain('Milo Member');
  });

  it('assigns the default, shows a hidden default again, and clears the default when it is hidden', async () => {
    const c = await company();
    await choose(c.admin, 'hide', c.adminKid.id);
    const res = await choose(c.admin, 'assign_default', c.adminKid.id);
    expect(res.json()).toEqual({ defaultTravelerId: c.adminKid.id, hiddenTravelerIds: [] });
    const people = await list(c.admin);
    expect(people.filter((p) => p.isDefaultProfile).map((p) => p.id)).toEqual([c.adminKid.id]);
    expect((await membershipOf(c.admin.user.id))?.defaultTravelerId).toBe(c.adminKid.id);

    const hidden = await choose(c.admin, 'hide', c.adminKid.id);
    expect(hidden.json()).toEqual({ defaultTravelerId: null, hiddenTravelerIds: [c.adminKid.id] });
  });

  it('lets a member without canViewUsers choose among their own travelers only', async () => {
    const c = await company();
    expect((await choose(c.member, 'assign_default', c.memberSelf.id)).statusCode).toBe(200);
    expect((await choose(c.member, 'hide', c.adminSelf.id)).statusCode).toBe(404);
  });

  it('answers 404 for a traveler of another company, another user or no one, and changes nothing', async () => {
    const c = await company();
    const other = await company();
    for (const id of [other.memberSelf.id, other.adminSelf.id, randomUUID()]) {
      for (const action of ['hide', 'show', 'assign_default'] as const) {
        const res = await choose(c.admin, action, id);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 40400 });
      }
    }
    expect(await membershipOf(c.admin.user.id)).toMatchObject({
      defaultTravelerId: null,
      hiddenTravelerIds: [],
    });
  });

  it('keeps a consumer default on the traveler rows and refuses hiding (no membership to keep it)', async () => {
    const session = await t.signedInUser();
    const a = await createTraveler(t.db, session.user.id, { givenName: 'Ann', isDefault: true });
    const b = await createTraveler(t.db, session.user.id, { givenName: 'Bea' });
    expect((await choose(session, 'assign_default', b.id)).json()).toEqual({
      defaultTravelerId: b.id,
      hiddenTravelerIds: [],
    });
    const people = await list(session);
    expect(people.map((p) => [p.id, p.isDefaultProfile])).toEqual([
      [a.id, false],
      [b.id, true],
    ]);
    const hide = await choose(session, 'hide', a.id);
    expect(hide.statusCode).toBe(409);
    expect(hide.json()).toMatchObject({ code: 40900 });
  });

  it('validates the body and needs the CSRF header', async () => {
    const c = await company();
    const bad = await t.request('PUT', '/api/v0/passengers/hide', {
      session: c.admin,
      body: { travelerId: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([expect.objectContaining({ field: 'body.travelerId' })]);
    const noCsrf = await t.request('PUT', '/api/v0/passengers/hide', {
      session: c.admin,
      csrf: null,
      body: { travelerId: c.adminKid.id },
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('PUT /passengers (save a traveler payload)', () => {
  it('creates a traveler with passport, frequent flyer and hotel loyalty, applying spec §5', async () => {
    const session = await t.signedInUser();
    const res = await save(
      session,
      person({
        passport: { countryOfIssue: 'gb', number: 'X1234567', expiration: '2031-01-01' },
        frequentFlyer: { BA: 'AB 123/4-5', DL: '' },
        hotelLoyalty: { HYA: '555', MAR: '' },
        specialAssistance: ['DEAF'],
      }),
    );
    expect(res.statusCode).toBe(200);
    const saved = Person.parse(res.json());
    expect(saved).toMatchObject({
      passport: { countryOfIssue: 'GB', number: 'X1234567', expiration: '2031-01-01' },
      frequentFlyer: { BA: 'AB 123/4-5' },
      hotelLoyalty: { HYA: '555' },
      specialAssistance: ['DEAF'],
    });
    expect(names(await list(session))).toEqual(["Mary-Jane O'Neil"]);
  });

  it('omits a passport whose country of issue is not 2 characters, and updates in place', async () => {
    const session = await t.signedInUser();
    const row = await createTraveler(t.db, session.user.id, { passportCountry: 'US', passportNumber: '1' });
    const res = await save(
      session,
      person({ id: row.id, passport: { countryOfIssue: 'USA', number: 'X1' } }),
    );
    expect(res.statusCode).toBe(200);
    expect(Person.parse(res.json()).passport).toBeUndefined();
    const [after] = await t.db.select().from(travelers).where(eq(travelers.id, row.id));
    expect(after).toMatchObject({ givenName: 'Mary-Jane', passportCountry: null, passportNumber: null });
  });

  it("lets a canViewUsers admin edit a company user's traveler and complete a placeholder", async () => {
    const c = await company();
    const edited = await save(c.admin, person({ id: c.memberSelf.id, givenName: 'Milo', surname: 'Member' }));
    expect(edited.statusCode).toBe(200);
    const created = await save(
      c.admin,
      person({ givenName: 'Nia', surname: 'New', linkedDEUserId: c.newcomer.id }),
    );
    expect(created.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(travelers)
      .where(eq(travelers.id, Person.parse(created.json()).id ?? ''));
    expect(row?.userId).toBe(c.newcomer.id);
    // The placeholder gave way to the saved traveler.
    expect((await list(c.admin)).filter((p) => p.isMissingInfo)).toEqual([]);
  });

  it('answers 404 for an id or linked user outside the scope, and changes nothing', async () => {
    const c = await company();
    const other = await company();
    const cases = [
      [c.member, person({ id: c.adminSelf.id })],
      [c.admin, person({ id: other.memberSelf.id })],
      [c.admin, person({ id: randomUUID() })],
      [c.admin, person({ linkedDEUserId: other.newcomer.id })],
      [c.member, person({ linkedDEUserId: c.newcomer.id })],
    ] as const;
    for (const [session, body] of cases) {
      const res = await save(session, body);
      expect(res.statusCode).toBe(404);
    }
    const [after] = await t.db.select().from(travelers).where(eq(travelers.id, other.memberSelf.id));
    expect(after?.givenName).toBe('Milo');
    expect(await list(other.admin)).toHaveLength(4);
  });

  it.each([
    ['a custom-field key with symbols', { frequentFlyer: { 'A-A': '1' } }, 'body.frequentFlyer.A-A'],
    ['a loyalty number with symbols', { hotelLoyalty: { MAR: '12#4' } }, 'body.hotelLoyalty.MAR'],
    ['an unknown hotel program', { hotelLoyalty: { XYZ: '1' } }, 'body.hotelLoyalty.XYZ'],
    ['a 3-letter airline code', { frequentFlyer: { AAL: '1' } }, 'body.frequentFlyer.AAL'],
    ['a future birth date', { dateOfBirth: '2030-01-01' }, 'body.dateOfBirth'],
    ['a missing surname', { surname: '' }, 'body.surname'],
    ['a bad linked user id', { linkedDEUserId: 'me' }, 'body.linkedDEUserId'],
  ])('answers 400 with the field for %s', async (_name, change, field) => {
    const session = await t.signedInUser();
    const res = await save(session, person(change));
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: number; fields: { field: string }[] }>();
    expect(body.code).toBe(40000);
    expect(body.fields.map((f) => f.field)).toContain(field);
  });
});

describe('POST /travelers/delete in the spec §6 scope', () => {
  it("lets the admin delete a company user's traveler, and forgets it in every membership", async () => {
    const c = await company();
    await choose(c.admin, 'hide', c.memberSelf.id);
    await choose(c.member, 'assign_default', c.memberSelf.id);
    const res = await t.request('POST', '/api/v0/travelers/delete', {
      session: c.admin,
      body: { personId: c.memberSelf.id },
    });
    expect(res.statusCode).toBe(200);
    expect(await membershipOf(c.admin.user.id)).toMatchObject({ hiddenTravelerIds: [] });
    expect(await membershipOf(c.member.user.id)).toMatchObject({ defaultTravelerId: null });
    expect(await list(c.member)).toEqual([expect.objectContaining({ isMissingInfo: true })]);
  });

  it('answers 404 for a traveler of another company or another member', async () => {
    const c = await company();
    const other = await company();
    for (const [session, personId] of [
      [c.admin, other.memberSelf.id],
      [c.member, c.adminSelf.id],
    ] as const) {
      const res = await t.request('POST', '/api/v0/travelers/delete', { session, body: { personId } });
      expect(res.statusCode).toBe(404);
    }
    expect(await t.db.select().from(travelers).where(eq(travelers.id, other.memberSelf.id))).toHaveLength(1);
  });
});
