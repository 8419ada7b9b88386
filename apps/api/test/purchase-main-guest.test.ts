import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addYears } from '@portal/domain/iso-date';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';
import { pollQuote, scheduleQuote, stayFor, TODAY } from './support/purchase-flow.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: { listings: 20, today: TODAY } });
});
afterAll(async () => {
  await t?.close();
});

const stay = stayFor(70);

async function quotedProduct(s: SignedIn) {
  const token = await scheduleQuote(t, s, stay);
  const quote = (await pollQuote(t, s, token)).quote?.value;
  if (!quote) throw new Error('no quote');
  return quote;
}

async function addMainGuest(s: SignedIn, guest: { phoneNumber?: string; dateOfBirth?: string }) {
  const quote = await quotedProduct(s);
  return t.request('POST', '/api/v0/homes/addMainGuest', {
    session: s,
    body: {
      emailAddress: 'guest@example.test',
      mainGuest: {
        givenName: 'Jordan',
        surname: 'Lee',
        phoneNumber: '+1 415 555 0134',
        dateOfBirth: '1985-04-12',
        ...guest,
      },
      orderedProductId: quote.orderedProductId,
      paymentSessionToken: quote.paymentSessionToken,
    },
  });
}

const fieldsOf = (body: string) =>
  (JSON.parse(body) as { fields?: { field: string; message: string }[] }).fields;

describe('POST homes/addMainGuest: the phone number', () => {
  it.each([['+1 415 555 0134'], ['+14155550134'], ['(415) 555-0134'], ['+44 20 7946 0958']])(
    'takes %s',
    async (phoneNumber) => {
      const s = await t.signedInUser();
      const res = await addMainGuest(s, { phoneNumber });
      expect(res.statusCode, res.body).toBe(200);
    },
  );

  it.each([['+1 187 757 3820'], ['+1 415 555 013'], ['555-0134'], ['not a phone']])(
    'refuses %s as the contact step does',
    async (phoneNumber) => {
      const s = await t.signedInUser();
      const res = await addMainGuest(s, { phoneNumber });
      expect(res.statusCode, res.body).toBe(400);
      expect(fieldsOf(res.body)).toContainEqual(
        expect.objectContaining({ message: 'Enter a valid phone number.' }),
      );
    },
  );
});

describe('POST homes/addMainGuest: the primary traveler is an adult at check-in', () => {
  it.each([
    ['18 on the check-in day', addYears(stay.from, -18), 200],
    [
      '18 the day after check-in',
      addYears(stay.from, -18).replace(/-(\d\d)$/, (_, d) => `-${String(Number(d) + 1).padStart(2, '0')}`),
      400,
    ],
    ['a child', addYears(stay.from, -9), 400],
    ['an adult', '1985-04-12', 200],
  ])('%s (%s) -> %i', async (_name, dateOfBirth, status) => {
    const s = await t.signedInUser();
    const res = await addMainGuest(s, { dateOfBirth });
    expect(res.statusCode, res.body).toBe(status);
    if (status === 400) {
      expect(fieldsOf(res.body)).toEqual([
        { field: 'mainGuest.dateOfBirth', message: 'The primary traveler must be 18 or older at check-in.' },
      ]);
    }
  });

  async function withoutBirthDate(s: SignedIn, givenName: string, surname: string) {
    const quote = await quotedProduct(s);
    return t.request('POST', '/api/v0/homes/addMainGuest', {
      session: s,
      body: {
        emailAddress: 'guest@example.test',
        mainGuest: { givenName, surname, phoneNumber: '+1 415 555 0134' },
        orderedProductId: quote.orderedProductId,
        paymentSessionToken: quote.paymentSessionToken,
      },
    });
  }

  it('without a birth date, takes the saved traveler of that name (api.md main guest)', async () => {
    const s = await t.signedInUser();
    const saved = (birth: string, givenName: string) =>
      t.request('PUT', '/api/v0/travelers/update', {
        session: s,
        body: { person: { givenName, surname: 'Lee', gender: 'F', dateOfBirth: birth } },
      });
    expect((await saved('1985-04-12', 'Jordan')).statusCode).toBe(200);
    expect((await saved(addYears(stay.from, -9), 'Kim')).statusCode).toBe(200);

    expect((await withoutBirthDate(s, ' jordan ', 'LEE')).statusCode).toBe(200);
    const child = await withoutBirthDate(s, 'Kim', 'Lee');
    expect(child.statusCode).toBe(400);
    expect(fieldsOf(child.body)).toEqual([
      { field: 'mainGuest.dateOfBirth', message: 'The primary traveler must be 18 or older at check-in.' },
    ]);
    const stranger = await withoutBirthDate(s, 'Alex', 'Stone');
    expect(stranger.statusCode).toBe(400);
    expect(fieldsOf(stranger.body)).toEqual([
      {
        field: 'mainGuest.dateOfBirth',
        message: 'Required unless the main guest is one of your saved travelers',
      },
    ]);
  });
});
