// Issue 14 "Abuse" for booking flights (the purchase routes fl-book-api extends; it adds no route of its own):
// the Flights variant of purchase/quote/schedule fuzzed with requests shaped like the web app's (real, altered and
// made-up fare ids, own, foreign and unknown travelers, passenger counts past the limit, hostile values) never
// answers a 5xx or leaks, and books nothing; and another user cannot read or book a user's flight through the
// purchase quote and fulfil tokens (404, as abuse-ownership-hotels.test.ts asks for hotels).
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentMethod } from '@portal/db/factories/cards';
import {
  cardPayment,
  pollFlightFulfil,
  readyFlightQuote,
  scheduleFlightFulfil,
  searchFare,
  travelersFor,
} from './support/flights-checkout.ts';
import { nastyValue } from './support/nasty-values.ts';
import { count, fiat } from './support/purchase-flow.ts';
import { createTestApp, TEST_NOW, type SignedIn, type TestApp } from './support/test-app.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const LEAK = /\n\s+at |\/work\/|node_modules|[\w-]+\.(?:ts|js|mjs):\d+|file:\/\/|\bError: /;
const ROUTE = { origin: 'ORD', destination: 'LGA', departureDate: '2025-07-10' };
const ADULT = { givenName: 'Ana', surname: 'Lopez', dateOfBirth: '1985-04-12' };

let t: TestApp;
let owner: SignedIn & { user: { id: string } };
let attacker: SignedIn & { user: { id: string } };
let fareId = '';
let ownTraveler = '';
let foreignTraveler = '';

function checkAnswer(res: LightMyRequestResponse, label: string): void {
  expect(res.statusCode, `${label} -> ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  expect(res.body, `${label}: leaks internals`).not.toMatch(LEAK);
  if (res.statusCode >= 400) {
    const body = res.json<{ code?: unknown }>();
    expect(typeof body.code, `${label}: ${res.body.slice(0, 300)}`).toBe('number');
  }
}

const or = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 12, arbitrary: valid }, { weight: 1, arbitrary: nastyValue });

/** Lazily, so the arbitraries see the ids beforeAll found. */
const fare = () =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant(fareId) },
    { weight: 2, arbitrary: fc.nat({ max: 40 }).map((i) => fareId.slice(0, i) + 'Z' + fareId.slice(i + 1)) },
    { weight: 2, arbitrary: fc.string({ maxLength: 60 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', ' ', 'x'.repeat(401), '../../etc', "'; drop table bookings; --"),
    },
  );
const traveler = () =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant(ownTraveler) },
    { weight: 2, arbitrary: fc.constant(foreignTraveler) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  );
/** Mostly what the web app sends (one real fare, the user's own traveler), now and then anything. */
const mostly = (typical: fc.Arbitrary<unknown>, edge: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 3, arbitrary: typical }, { weight: 2, arbitrary: edge });
const flightsRequest = () =>
  fc.record(
    {
      fareIds: or(mostly(fc.constant([fareId]), fc.array(or(fare()), { minLength: 0, maxLength: 7 }))),
      passengers: or(
        mostly(
          fc.constant([{ travelerId: ownTraveler }]),
          fc.array(
            fc.record(
              { travelerId: or(traveler()), seat: or(fc.constantFrom('lap', 'seat', 'aisle')) },
              { requiredKeys: ['travelerId'] },
            ),
            { minLength: 0, maxLength: 11 },
          ),
        ),
      ),
      contact: or(
        fc.record({
          emailAddress: mostly(fc.constant('flyer@example.test'), fc.constantFrom('not-an-email', '')),
          phoneNumber: mostly(fc.constant('+1 312 555 0142'), fc.constantFrom('', '1'.repeat(60))),
        }),
      ),
      seenPrice: or(fc.integer({ min: -100, max: 10_000_00 }).map(fiat)),
    },
    { requiredKeys: ['fareIds', 'passengers', 'contact', 'seenPrice'] },
  );

beforeAll(async () => {
  t = await createTestApp({ now: TEST_NOW });
  owner = await t.signedInUser();
  attacker = await t.signedInUser();
  const [mine] = await travelersFor(t, owner.user.id, [ADULT]);
  const [theirs] = await travelersFor(t, attacker.user.id, [{ ...ADULT, givenName: 'Mallory' }]);
  ownTraveler = mine!.id;
  foreignTraveler = theirs!.id;
  const [found] = await searchFare(t, owner, [ROUTE]);
  fareId = found!.fareId;
});
afterAll(async () => {
  await t?.close();
});

describe(`purchase/quote with a Flights request, fuzzed (seed ${SEED}, ${RUNS} runs)`, () => {
  it('answers a quote that polls to Success or a clear Failure, or a JSON 4xx; never a 5xx; books nothing', async () => {
    const bookings = await count(t, sql`select count(*) as n from bookings`);
    const answers = new Set<string>();
    const property = fc.asyncProperty(flightsRequest(), async (value) => {
      const label = `quote ${JSON.stringify(value).slice(0, 400)}`;
      const res = await t.request('POST', '/api/v0/purchase/quote/schedule', {
        session: owner,
        body: { emailAddress: 'flyer@example.test', request: { type: 'Flights', value } },
      });
      checkAnswer(res, label);
      answers.add(String(res.statusCode));
      if (res.statusCode !== 200) return;
      const poll = await t.request('POST', '/api/v0/purchase/quote/poll', {
        session: owner,
        body: { value: res.json().value },
      });
      checkAnswer(poll, `${label} poll`);
      const answer = poll.json();
      expect(['Success', 'Failure'], label).toContain(answer.QuoteResponse);
      answers.add(answer.QuoteResponse);
      if (answer.QuoteResponse === 'Failure') expect(answer.errors?.[0]?.value, label).toBeTruthy();
    });
    try {
      await fc.assert(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
    } catch (error) {
      throw new Error(
        `purchase/quote/schedule (Flights) failed; replay with FUZZ_SEED=${SEED}\n${String(error)}`,
      );
    }
    // Worth its runs only if requests reach the pricing as well as the validation.
    expect(answers.has('Success'), [...answers].join()).toBe(true);
    expect(answers.has('400'), [...answers].join()).toBe(true);
    expect(await count(t, sql`select count(*) as n from bookings`)).toBe(bookings);
  });
});

describe("another user's flight booking", () => {
  it('cannot be polled, quoted, or paid for through its quote and fulfil tokens: 404', async () => {
    const ready = await readyFlightQuote(
      t,
      owner,
      owner.user.id,
      { fareIds: [fareId], passengers: [{ travelerId: ownTraveler }], seenMinor: 1 },
      ADULT,
    );
    const fulfilToken = await scheduleFlightFulfil(t, owner, ready.token, [
      cardPayment(ready.cardId, ready.dueNowMinor),
    ]);
    const booked = await pollFlightFulfil(t, owner, fulfilToken);
    expect(booked.FulfillResponse, JSON.stringify(booked)).toBe('Success');
    const card = await createPaymentMethod(t.db, attacker.user.id);
    const tries: [string, unknown][] = [
      ['/api/v0/purchase/quote/poll', { value: ready.token }],
      ['/api/v0/purchase/fulfill/poll', { value: fulfilToken }],
      [
        '/api/v0/purchase/fulfill/schedule',
        {
          quoteToken: { value: ready.token },
          payments: [cardPayment(card.id, ready.dueNowMinor)],
          ancillaries: [],
        },
      ],
    ];
    for (const [url, body] of tries) {
      const res = await t.request('POST', url, { session: attacker, body });
      expect.soft(res.statusCode, `${url} by another user: ${res.body}`).toBe(404);
      expect.soft(res.json().code, url).toEqual(expect.any(Number));
    }
  });
});
