// GET /passengers and the hide, show and assign_default choices (spec §6 traveler visibility).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TravelerChoices } from '@portal/contracts/travelers';
import { createTraveler } from '@portal/db/factories/travelers';
import { memberDetails } from '@portal/db/schema/member-details';
import { DEMO_PASSWORD } from '@portal/db/seed/demo-accounts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { passengerCalls } from './support/passengers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: { listings: 0 } });
});
afterAll(async () => {
  await t?.close();
});
const { list, names, choose, company, membershipOf } = passengerCalls(() => t);

describe('GET /passengers (spec §6 traveler list)', () => {
  it('merges the company users with their travelers for corp-admin (canViewUsers)', async () => {
    const session = await t.signIn('corp-admin@demo.test', DEMO_PASSWORD);
    const people = await list(session);
    // The two with traveler records; the company's other demo employees (seed/company-staff.ts) have none and
    // are listed as the spec §3 placeholder.
    const saved = people.filter((p) => !p.isMissingInfo);
    expect(names(saved)).toEqual(['Emerson Clarke', 'Finley Brooks']);
    expect(saved.every((p) => p.id)).toBe(true);
    expect(people.filter((p) => p.isMissingInfo).every((p) => p.id === undefined)).toBe(true);
    expect(people.length).toBeGreaterThan(2);
    // The seed makes the admin's own traveler the membership's default.
    expect(saved.map((p) => p.isDefaultProfile)).toEqual([true, false]);
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

  it('leaves out a member an admin has deactivated, and lists them again once reactivated', async () => {
    const c = await company();
    const membership = await membershipOf(c.member.user.id);
    const setStatus = (status: string) =>
      t.db
        .insert(memberDetails)
        .values({ membershipId: membership!.id, status })
        .onConflictDoUpdate({ target: memberDetails.membershipId, set: { status } });
    await setStatus('deactivated');
    expect(names(await list(c.admin))).toEqual(['Ada Admin', 'Kit Admin', 'Nia New']);
    await setStatus('active');
    expect(names(await list(c.admin))).toEqual(['Ada Admin', 'Kit Admin', 'Milo Member', 'Nia New']);
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
