import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Person, TravelerList } from '@portal/contracts/travelers';
import { createTraveler } from '@portal/db/factories/travelers';
import { travelers } from '@portal/db/schema/travelers';
import { person } from './support/passengers.ts';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const list = (session: SignedIn) => t.request('PUT', '/api/v0/travelers/list', { session, body: {} });
const update = (session: SignedIn, person: Record<string, unknown>) =>
  t.request('PUT', '/api/v0/travelers/update', { session, body: { person } });
const remove = (session: SignedIn, personId: string) =>
  t.request('POST', '/api/v0/travelers/delete', { session, body: { personId } });

const fieldsOf = (body: { fields?: { field: string }[] }) => (body.fields ?? []).map((f) => f.field);

describe('PUT /travelers/list', () => {
  it('answers the spec §3 placeholder for a user with no saved traveler', async () => {
    const session = await t.signedInUser({ firstName: 'Robin', lastName: 'Hale' });
    const res = await list(session);
    expect(res.statusCode).toBe(200);
    const body = TravelerList.parse(res.json());
    expect(body.value).toEqual([
      expect.objectContaining({
        givenName: 'Robin',
        surname: 'Hale',
        dateOfBirth: '1870-01-01',
        gender: 'M',
        isMissingInfo: true,
        linkedDEUserId: session.user.id,
        emailAddress: session.user.email,
      }),
    ]);
    expect(body.value[0]?.id).toBeUndefined();
  });

  it("answers only the user's own travelers, by given name then surname", async () => {
    const session = await t.signedInUser();
    const other = await t.signedInUser();
    await createTraveler(t.db, session.user.id, { givenName: 'zoe', surname: 'Adams' });
    await createTraveler(t.db, session.user.id, { givenName: 'Ann', surname: 'Young' });
    await createTraveler(t.db, session.user.id, {
      givenName: 'Ann',
      surname: 'baker',
      passportCountry: 'US',
      passportNumber: '123456789',
      hotelLoyalty: { MAR: '555' },
      specialAssistance: ['WCHR'],
      isDefault: true,
    });
    await createTraveler(t.db, other.user.id, { givenName: 'Aaron', surname: 'Other' });

    const body = TravelerList.parse((await list(session)).json());
    expect(body.value.map((p) => `${p.givenName} ${p.surname}`)).toEqual([
      'Ann baker',
      'Ann Young',
      'zoe Adams',
    ]);
    expect(body.value[0]).toMatchObject({
      passport: { countryOfIssue: 'US', number: '123456789' },
      hotelLoyalty: { MAR: '555' },
      specialAssistance: ['WCHR'],
      isMissingInfo: false,
      isDefaultProfile: true,
    });
  });

  it('needs a session (401) and the CSRF header (403)', async () => {
    const session = await t.signedInUser();
    expect((await t.request('PUT', '/api/v0/travelers/list', { body: {} })).json()).toMatchObject({
      code: 40100,
    });
    const noCsrf = await t.request('PUT', '/api/v0/travelers/list', { session, csrf: null, body: {} });
    expect(noCsrf.statusCode).toBe(403);
    const wrong = await t.request('POST', '/api/v0/travelers/delete', {
      session,
      csrf: 'not-the-token',
      body: { personId: randomUUID() },
    });
    expect(wrong.statusCode).toBe(403);
  });
});

describe('PUT /travelers/update', () => {
  it('creates a traveler when person.id is absent, applying the spec §5 profile rules', async () => {
    const session = await t.signedInUser();
    const res = await update(
      session,
      person({
        passport: { countryOfIssue: 'us', number: 'X1234567', expiration: '2031-01-01' },
        frequentFlyer: { AA: 'AB12345', DL: '' },
        hotelLoyalty: { MAR: '123 456', HIL: '  ' },
        specialAssistance: ['WCHR', 'BLND', 'WCHR'],
        tsaRedressNumber: '',
        knownTravelerNumber: 'KT1234567',
      }),
    );
    expect(res.statusCode).toBe(200);
    const saved = Person.parse(res.json());
    expect(saved).toMatchObject({
      givenName: 'Mary-Jane',
      surname: "O'Neil",
      passport: { countryOfIssue: 'US', number: 'X1234567', expiration: '2031-01-01' },
      frequentFlyer: { AA: 'AB12345' },
      hotelLoyalty: { MAR: '123 456' },
      specialAssistance: ['WCHR', 'BLND'],
      knownTravelerNumber: 'KT1234567',
      isMissingInfo: false,
    });
    expect(saved.tsaRedressNumber).toBeUndefined();
    const [row] = await t.db
      .select()
      .from(travelers)
      .where(eq(travelers.id, saved.id ?? ''));
    expect(row).toMatchObject({
      userId: session.user.id,
      frequentFlyer: { AA: 'AB12345' },
      tsaRedressNumber: null,
    });
    // The placeholder gives way to the saved traveler.
    expect(TravelerList.parse((await list(session)).json()).value.map((p) => p.id)).toEqual([saved.id]);
  });

  it('drops a passport whose countryOfIssue is not exactly 2 characters', async () => {
    const session = await t.signedInUser();
    const saved = Person.parse(
      (await update(session, person({ passport: { countryOfIssue: 'USA', number: 'X1' } }))).json(),
    );
    expect(saved.passport).toBeUndefined();
    const [row] = await t.db
      .select()
      .from(travelers)
      .where(eq(travelers.id, saved.id ?? ''));
    expect(row).toMatchObject({ passportCountry: null, passportNumber: null });
  });

  it("updates the user's own traveler in place", async () => {
    const session = await t.signedInUser();
    const row = await createTraveler(t.db, session.user.id, { passportCountry: 'US', passportNumber: '1' });
    const res = await update(session, person({ id: row.id, givenName: 'Renée', gender: 'M' }));
    expect(res.statusCode).toBe(200);
    expect(Person.parse(res.json())).toMatchObject({ id: row.id, givenName: 'Renée', gender: 'M' });
    const [after] = await t.db.select().from(travelers).where(eq(travelers.id, row.id));
    expect(after).toMatchObject({ givenName: 'Renée', passportCountry: null, createdAt: row.createdAt });
  });

  it("answers 404 for another user's traveler exactly like an unknown id, and changes nothing", async () => {
    const session = await t.signedInUser();
    const other = await t.signedInUser();
    const theirs = await createTraveler(t.db, other.user.id, { givenName: 'Theirs' });
    const foreign = await update(session, person({ id: theirs.id }));
    const unknown = await update(session, person({ id: randomUUID() }));
    expect(foreign.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    const [after] = await t.db.select().from(travelers).where(eq(travelers.id, theirs.id));
    expect(after?.givenName).toBe('Theirs');
  });

  it.each([
    ['a missing given name', { givenName: '' }, 'body.person.givenName'],
    ['digits in a surname', { surname: 'Smith2' }, 'body.person.surname'],
    ['a gender other than M or F', { gender: 'X' }, 'body.person.gender'],
    ['a date of birth that is not a date', { dateOfBirth: '1990-02-30' }, 'body.person.dateOfBirth'],
    ['a date of birth today (not in the past)', { dateOfBirth: '2025-06-02' }, 'body.person.dateOfBirth'],
    ['a future date of birth', { dateOfBirth: '2030-01-01' }, 'body.person.dateOfBirth'],
    [
      'an unknown special assistance code',
      { specialAssistance: ['WCHR', 'HELP'] },
      'body.person.specialAssistance.1',
    ],
    ['a program code with symbols', { frequentFlyer: { 'A-A': '123' } }, 'body.person.frequentFlyer.A-A'],
    ['a loyalty number with symbols', { hotelLoyalty: { MAR: '12#4' } }, 'body.person.hotelLoyalty.MAR'],
    [
      'a malformed known traveler number',
      { knownTravelerNumber: 'KT 12' },
      'body.person.knownTravelerNumber',
    ],
  ])('answers 400 with the field for %s', async (_, change, field) => {
    const session = await t.signedInUser();
    const res = await update(session, person(change));
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: number; fields: { field: string }[] }>();
    expect(body.code).toBe(40000);
    expect(fieldsOf(body)).toContain(field);
    expect(await t.db.select().from(travelers).where(eq(travelers.userId, session.user.id))).toEqual([]);
  });
});

describe('POST /travelers/delete', () => {
  it("deletes the user's own traveler; another user's or an unknown one answers 404", async () => {
    const session = await t.signedInUser();
    const other = await t.signedInUser();
    const mine = await createTraveler(t.db, session.user.id);
    const theirs = await createTraveler(t.db, other.user.id);

    const foreign = await remove(session, theirs.id);
    const unknown = await remove(session, randomUUID());
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect(await t.db.select().from(travelers).where(eq(travelers.id, theirs.id))).toHaveLength(1);

    const res = await remove(session, mine.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expect(await t.db.select().from(travelers).where(eq(travelers.id, mine.id))).toEqual([]);
    expect((await remove(session, mine.id)).statusCode).toBe(404);
  });

  it('answers 400 for a personId that is not an id', async () => {
    const session = await t.signedInUser();
    const res = await remove(session, 'nope');
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toContain('body.personId');
  });
});
