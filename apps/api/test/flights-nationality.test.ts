// Spec §5 "Passengers" on the server: a saved traveler has no nationality field, so the two-letter country that
// issued their passport stands for it; nationality is missing only when there is no such country.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleFlightQuote, searchFare, travelersFor } from './support/flights-checkout.ts';
import { createTestApp, TEST_NOW, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: TEST_NOW });
});
afterAll(async () => {
  await t?.close();
});

const LONDON = { origin: 'JFK', destination: 'LHR', departureDate: '2025-07-10' };

describe('flights quote: nationality from the passport', () => {
  it('a two-letter passport country is the nationality; none, or a three-letter one, is missing', async () => {
    const user = await t.signedInUser();
    const passport = { passportNumber: 'X1234567', passportExpiry: '2031-01-01' };
    const [withGb, without, withUsa] = await travelersFor(t, user.user.id, [
      { givenName: 'Ana', surname: 'Lopez', passportCountry: 'GB', ...passport },
      { givenName: 'Luis', surname: 'Lopez' },
      { givenName: 'Eva', surname: 'Lopez', passportCountry: 'USA', ...passport },
    ]);
    const fares = await searchFare(t, user, [LONDON], 1, 3);
    const res = await scheduleFlightQuote(t, user, {
      fareIds: fares.map((f) => f.fareId),
      passengers: [{ travelerId: withGb!.id }, { travelerId: without!.id }, { travelerId: withUsa!.id }],
      seenMinor: 100_00,
    });
    expect(res.statusCode, res.body).toBe(400);
    const fields = (res.json().fields as { field: string }[]).map((f) => f.field);
    expect(fields.filter((f) => f.startsWith('request.value.passengers.0'))).toEqual([]);
    expect(fields).toContain('request.value.passengers.1.nationality');
    expect(fields).toContain('request.value.passengers.1.passport');
    expect(fields).toContain('request.value.passengers.2.nationality');
  });
});
