import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlightWatch } from '@portal/contracts/flight-watch';
import { checkWatch } from '../src/products/flights/flight-watch-check.ts';
import { fakeFlights } from './support/flight-watch-fakes.ts';
import { rowsOf } from './support/purchase-flow.ts';
import { addAccount } from './support/rewards-accounts.ts';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';

// Spec §4 flight watch, the API: watch a trip (JustWatched, its first check queued), the same trip again is the
// same watch, the list with the last check's price (fiat and rewards) and recommendation, stop watching; another
// user's watch reads as missing.

const flights = fakeFlights();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobs: true });
  flights.fares.set('JFK-LAX', 300_00);
  flights.fares.set('LAX-JFK', 200_00);
});
afterAll(async () => {
  await t?.close();
});

const roundTrip = {
  tripType: 'round_trip',
  slices: [
    { origin: 'JFK', destination: 'LAX', departureDate: '2025-07-10' },
    { origin: 'LAX', destination: 'JFK', departureDate: '2025-07-17' },
  ],
  passengers: { adultsCount: 2, childAges: [9, 4], lapInfantsCount: 0, seatedInfantsCount: 0 },
  cabin: 'Economy',
};

const create = (s: SignedIn, body: unknown) =>
  t.request('POST', '/api/v0/flights/watch/create', { session: s, body });
const list = async (s: SignedIn) => {
  const res = await t.request('PUT', '/api/v0/flights/watch/list', { session: s, body: {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ watches: FlightWatch[] }>().watches;
};
async function watch(
  s: SignedIn,
  search: unknown = roundTrip,
  notification = 'EmailOnly',
): Promise<FlightWatch> {
  const res = await create(s, { search, notification });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ watch: FlightWatch }>().watch;
}

describe('POST flights/watch/create', () => {
  it('watches the trip: JustWatched, no price yet, its first check queued', async () => {
    const s = await t.signedInUser();
    const w = await watch(s, roundTrip, 'AppNotifications');
    expect(w).toMatchObject({
      state: 'JustWatched',
      notification: 'AppNotifications',
      price: null,
      recommendation: null,
      lastCheckedAt: null,
      search: roundTrip,
    });
    const jobs = rowsOf<{ state: string }>(
      await t.db.execute(
        sql`select state from pgboss.job where name = 'flight-watch' and singleton_key = ${w.watchId}`,
      ),
    );
    expect(jobs).toEqual([{ state: 'created' }]);
  });

  it('answers the existing watch for the same trip, however it is spelled', async () => {
    const s = await t.signedInUser();
    const first = await watch(s);
    const again = await watch(s, {
      ...roundTrip,
      slices: roundTrip.slices.map((x) => ({ ...x, origin: x.origin.toLowerCase() })),
      passengers: { ...roundTrip.passengers, childAges: [4, 9] },
    });
    expect(again.watchId).toBe(first.watchId);
    expect(await list(s)).toHaveLength(1);
    // Another cabin is another trip.
    const business = await watch(s, { ...roundTrip, cabin: 'Business' });
    expect(business.watchId).not.toBe(first.watchId);
  });

  it.each([
    [
      'a date that has passed',
      { ...roundTrip, slices: [{ origin: 'JFK', destination: 'LAX', departureDate: '2025-06-01' }] },
      'search.slices.0.departureDate',
    ],
    [
      'a return before the departure',
      { ...roundTrip, slices: [roundTrip.slices[1], roundTrip.slices[0]] },
      'search.slices.1.departureDate',
    ],
    [
      'the same airport both ends',
      { ...roundTrip, slices: [{ origin: 'JFK', destination: 'jfk', departureDate: '2025-07-10' }] },
      'search.slices.0.destination',
    ],
    [
      'more lap infants than adults',
      {
        ...roundTrip,
        passengers: { adultsCount: 1, childAges: [], lapInfantsCount: 2, seatedInfantsCount: 0 },
      },
      'search.passengers.lapInfantsCount',
    ],
  ])('refuses %s with 400', async (_what, search, field) => {
    const s = await t.signedInUser();
    const res = await create(s, { search, notification: 'EmailOnly' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 40000, fields: [expect.objectContaining({ field })] });
    expect(await list(s)).toEqual([]);
  });

  it.each([
    ['an unknown notification kind', { search: roundTrip, notification: 'Sms' }],
    [
      'a bad airport code',
      {
        search: { ...roundTrip, slices: [{ origin: 'J1', destination: 'LAX', departureDate: '2025-07-10' }] },
      },
    ],
    ['no search', { notification: 'EmailOnly' }],
  ])('refuses %s with 400', async (_what, body) => {
    const s = await t.signedInUser();
    const res = await create(s, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe(40000);
  });

  it('needs a session and the CSRF token', async () => {
    const s = await t.signedInUser();
    const body = { search: roundTrip };
    expect((await t.request('POST', '/api/v0/flights/watch/create', { body })).statusCode).toBe(401);
    expect(
      (await t.request('POST', '/api/v0/flights/watch/create', { session: s, csrf: null, body })).statusCode,
    ).toBe(403);
    expect(await list(s)).toEqual([]);
  });
});

describe('PUT flights/watch/list', () => {
  it("lists the user's watches newest first with the last check's price in fiat and rewards", async () => {
    const s = await t.signedInUser();
    const account = await addAccount(t, { userId: s.user.id });
    const older = await watch(s);
    t.clock.advance(60_000);
    const oneWay = { ...roundTrip, tripType: 'one_way', slices: [roundTrip.slices[0]] };
    const newer = await watch(s, oneWay);
    expect(await checkWatch(t.deps, flights, older.watchId)).toBe('Checked');

    const [first, second] = await list(s);
    expect(first?.watchId).toBe(newer.watchId);
    expect(second).toMatchObject({ watchId: older.watchId, state: 'Watching', recommendation: 'wait' });
    // 2 adults and 2 children at 75%: 3.5 fares each way, the cheapest option of each slice.
    expect(second?.price?.fiat).toEqual({ value: 1750, currencyCode: 'USD', currencySymbol: '$' });
    expect(second?.price?.rewards[account]).toMatchObject({
      currency: 'Miles',
      currencyDescription: 'miles',
    });
    expect(second?.price?.rewards[account]?.value).toBeGreaterThan(0);
    expect(second?.lastCheckedAt).toBe(t.clock.now().toISOString());
  });

  it("never shows another user's watches", async () => {
    const a = await t.signedInUser();
    const b = await t.signedInUser();
    await watch(a);
    expect(await list(b)).toEqual([]);
  });
});

describe('POST flights/watch/delete', () => {
  it('stops watching; the trip can be watched again afterwards', async () => {
    const s = await t.signedInUser();
    const w = await watch(s);
    const res = await t.request('POST', '/api/v0/flights/watch/delete', {
      session: s,
      body: { watchId: w.watchId },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await list(s)).toEqual([]);
    const again = await t.request('POST', '/api/v0/flights/watch/delete', {
      session: s,
      body: { watchId: w.watchId },
    });
    expect(again.statusCode).toBe(404);
    expect((await watch(s)).state).toBe('JustWatched');
  });

  it("answers 404 for another user's watch and leaves it alone", async () => {
    const owner = await t.signedInUser();
    const other = await t.signedInUser();
    const w = await watch(owner);
    const res = await t.request('POST', '/api/v0/flights/watch/delete', {
      session: other,
      body: { watchId: w.watchId },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 40400 });
    expect((await list(owner)).map((x) => x.watchId)).toEqual([w.watchId]);
  });

  it('refuses a watch id that is not a uuid with 400', async () => {
    const s = await t.signedInUser();
    const res = await t.request('POST', '/api/v0/flights/watch/delete', {
      session: s,
      body: { watchId: 'nope' },
    });
    expect(res.statusCode).toBe(400);
  });
});
