// PUT /passengers and travelers/delete in the spec §6 scope.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Person } from '@portal/contracts/travelers';
import { createTraveler } from '@portal/db/factories/travelers';
import { travelers } from '@portal/db/schema/travelers';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { passengerCalls } from './support/passengers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: { listings: 0 } });
});
afterAll(async () => {
  await t?.close();
});
const { list, names, save, choose, person, company, membershipOf } = passengerCalls(() => t);

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
