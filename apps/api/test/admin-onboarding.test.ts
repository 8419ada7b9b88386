import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, createMembership } from '@portal/db/factories/corporate';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';

// Issue 15, spec §6: the business onboarding booking-for modes, set on the admin portal, decide whether an
// arranger (canViewUsers) books for the company's people or only for themselves.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function company() {
  const business = await createBusiness(t.db, { name: 'Acme Outdoor Co.' });
  const admin = await t.signedInUser({ tenant: 'capone-corporate', firstName: 'Ada', lastName: 'Adams' });
  const traveler = await t.signedInUser({ tenant: 'capone-corporate', firstName: 'Ben', lastName: 'Brooks' });
  await createMembership(t.db, {
    userId: admin.user.id,
    businessId: business.id,
    roles: ['Admin'],
    permissions: ['canViewAdmin', 'canViewUsers'],
    inUse: true,
  });
  await createMembership(t.db, { userId: traveler.user.id, businessId: business.id, inUse: true });
  return { business, admin, traveler };
}

const setMode = (s: SignedIn, bookingForMode: string) =>
  t.request('PUT', '/admin/api/v0/onboarding', { session: s, body: { bookingForMode } });

const listedNames = async (s: SignedIn) => {
  const res = await t.request('GET', '/api/v0/passengers', { session: s });
  expect(res.statusCode, res.body).toBe(200);
  return [...new Set((res.json().value as { givenName: string }[]).map((p) => p.givenName))].sort();
};

describe('onboarding booking-for modes', () => {
  it('starts at "Book for myself and others" and offers the four modes of spec §6', async () => {
    const { admin } = await company();
    const res = await t.request('GET', '/admin/api/v0/onboarding', { session: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      businessName: 'Acme Outdoor Co.',
      bookingForMode: 'BookForMyselfAndOthers',
    });
    expect(res.json().options.map((o: { label: string }) => o.label)).toEqual([
      'Book for myself and others',
      'Employees book for themselves',
      'Someone else books for everyone',
      'Book for myself',
    ]);
  });

  it('narrows the arranger to themselves in the self-booking modes, audit-logged once per change', async () => {
    const { admin, traveler } = await company();
    expect(await listedNames(admin)).toEqual(['Ada', 'Ben']);
    expect(await listedNames(traveler)).toEqual(['Ben']);
    const changed = await setMode(admin, 'EmployeesBookForThemselves');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().bookingForMode).toBe('EmployeesBookForThemselves');
    expect(await listedNames(admin)).toEqual(['Ada']);
    await setMode(admin, 'EmployeesBookForThemselves'); // no change, no entry
    t.clock.advance(60_000); // the log is ordered by time
    await setMode(admin, 'SomeoneElseBooksForEveryone');
    expect(await listedNames(admin)).toEqual(['Ada', 'Ben']);
    expect(await listedNames(traveler)).toEqual(['Ben']);
    const log = await t.request('GET', '/admin/api/v0/audit-log', { session: admin });
    expect(log.json().entries.map((e: { before: unknown; after: unknown }) => [e.before, e.after])).toEqual([
      [{ bookingForMode: 'EmployeesBookForThemselves' }, { bookingForMode: 'SomeoneElseBooksForEveryone' }],
      [{ bookingForMode: 'BookForMyselfAndOthers' }, { bookingForMode: 'EmployeesBookForThemselves' }],
    ]);
  });

  it('changes only the admin’s own business, and refuses a traveler and an unknown mode', async () => {
    const ours = await company();
    const theirs = await company();
    await setMode(ours.admin, 'BookForMyself');
    const other = await t.request('GET', '/admin/api/v0/onboarding', { session: theirs.admin });
    expect(other.json().bookingForMode).toBe('BookForMyselfAndOthers');
    expect((await setMode(ours.traveler, 'BookForMyself')).statusCode).toBe(403);
    for (const bad of ['BookForEveryone', '', 42])
      expect((await setMode(ours.admin, bad as string)).statusCode).toBe(400);
  });
});
