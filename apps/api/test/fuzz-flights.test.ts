import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AIRLINE_FILTERS,
  CABIN_NAMES,
  FLIGHT_FILTERS,
  FLIGHT_SORT_KEYS,
  STOP_FILTERS,
  TIME_OF_DAY_BUCKETS,
  TRIP_TYPES,
} from '@portal/domain/flights/enums';
import { addDays } from '@portal/domain/iso-date';
import { createFakeFlightSupply, FAKE_AIRPORTS, flightProviders } from './support/flights-fake.ts';
import { nastyValue } from './support/nasty-values.ts';
import { createTestApp, TEST_NOW, type SignedIn, type TestApp } from './support/test-app.ts';

// Issue 13 "Abuse": fuzz-routes.test.ts generates every route's body from its schema, so flight requests rarely
// get past validation (random codes, dates years apart). Here the flight routes get requests shaped like the web
// app's: every trip type with one to six slices between real and unknown airports, dates from the past to past
// the booking window, every passenger mix, cabin, sort key and filter, and reviews of real, altered and made-up
// fare ids, with hostile values mixed in. Properties: never a 5xx or a leak, a JSON 4xx with a code, and answers
// that keep their own rules (one list per slice, each option from the slice's origin to its destination).

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const LEAK = /\n\s+at |\/work\/|node_modules|[\w-]+\.(?:ts|js|mjs):\d+|file:\/\/|\bError: /;
const TODAY = TEST_NOW.slice(0, 10);
const CODES = FAKE_AIRPORTS.map((a) => a.code);

let t: TestApp;
let session: SignedIn;

function checkAnswer(res: LightMyRequestResponse, label: string): void {
  expect(res.statusCode, `${label} -> ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  expect(res.body, `${label}: leaks internals`).not.toMatch(LEAK);
  if (res.statusCode >= 400) {
    const body = res.json<{ code?: unknown }>();
    expect(typeof body.code, `${label}: ${res.body.slice(0, 300)}`).toBe('number');
  }
}

/** Mostly what the web app sends, now and then a hostile value instead. */
const or = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 30, arbitrary: valid }, { weight: 1, arbitrary: nastyValue });
const mostly = <T>(typical: fc.Arbitrary<T>, edge: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 10, arbitrary: typical }, { weight: 1, arbitrary: edge });

const code = mostly(
  fc.constantFrom(...CODES),
  fc.constantFrom('XXX', 'jfk', ' LAX ', 'J1K', 'JFKX', '', '%', "'; --", 'ЖЖЖ'),
);
const date = mostly(fc.integer({ min: 0, max: 300 }), fc.constantFrom(-3, -1, 331, 332, 400)).map((days) =>
  addDays(TODAY, days),
);
const slice = fc.record({ origin: or(code), destination: or(code), departureDate: or(date) });
const passengers = fc.record(
  {
    adultsCount: or(mostly(fc.integer({ min: 1, max: 3 }), fc.constantFrom(0, 9, 10))),
    childAges: or(
      mostly(
        fc.array(fc.integer({ min: 2, max: 17 }), { maxLength: 2 }),
        fc.array(fc.integer({ min: -1, max: 18 }), { maxLength: 9 }),
      ),
    ),
    lapInfantsCount: or(mostly(fc.integer({ min: 0, max: 1 }), fc.constantFrom(2, 4, 5))),
    seatedInfantsCount: or(mostly(fc.integer({ min: 0, max: 1 }), fc.constantFrom(3, 8, 9))),
  },
  { requiredKeys: ['adultsCount'] },
);
const filters = fc.record(
  {
    stops: fc.constantFrom(...STOP_FILTERS),
    flight: fc.uniqueArray(fc.constantFrom(...FLIGHT_FILTERS)),
    airlines: fc.array(fc.constantFrom(...AIRLINE_FILTERS, 'ua', 'BA', 'ZZ', 'XYZ'), { maxLength: 3 }),
    departureTimes: fc.uniqueArray(fc.constantFrom(...TIME_OF_DAY_BUCKETS)),
    arrivalTimes: fc.uniqueArray(fc.constantFrom(...TIME_OF_DAY_BUCKETS)),
    price: fc.record(
      { min: fc.integer({ min: -5, max: 400 }), max: fc.integer({ min: 0, max: 2_000 }) },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);
const SLICE_COUNTS = { one_way: 1, round_trip: 2, open_jaw: 2, multi_city: 3 } as const;
/**
 * A trip as the web form builds it: distinct airports chained slice to slice, dates in order, a return to the
 * origin for a round trip. Then, now and then, a slice swapped for a random one (unknown codes, dates out of
 * the window or out of order), one more or one less slice, or a trip type that does not fit.
 */
const webTrip = fc
  .record({
    tripType: fc.constantFrom(...TRIP_TYPES),
    extraCities: fc.integer({ min: 0, max: 2 }),
    airports: fc.shuffledSubarray(CODES, { minLength: 6, maxLength: 6 }),
    start: date,
    gaps: fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 5, maxLength: 5 }),
  })
  .map(({ tripType, extraCities, airports, start, gaps }) => {
    const count = tripType === 'multi_city' ? SLICE_COUNTS.multi_city + extraCities : SLICE_COUNTS[tripType];
    let day = start;
    const slices = Array.from({ length: count }, (_, i) => {
      if (i > 0) day = addDays(day, gaps[i]!);
      const origin = airports[i]!;
      const destination = tripType === 'round_trip' && i === 1 ? airports[0]! : airports[i + 1]!;
      return {
        origin: tripType === 'open_jaw' && i === 1 ? airports[2]! : origin,
        destination,
        departureDate: day,
      };
    });
    if (tripType === 'round_trip') slices[1] = { ...slices[1]!, origin: slices[0]!.destination };
    return { tripType: tripType as string, slices };
  });
const damaged = fc
  .tuple(webTrip, fc.integer({ min: 0, max: 4 }), slice, fc.constantFrom('swap', 'add', 'drop', 'type'))
  .map(([trip, at, random, how]) => {
    const slices: unknown[] = [...trip.slices];
    if (how === 'swap') slices[at % slices.length] = random;
    if (how === 'add') slices.push(random);
    if (how === 'drop') slices.pop();
    return { tripType: how === 'type' ? 'one_way' : trip.tripType, slices };
  });
const searchBody = fc
  .record({
    trip: mostly(webTrip, damaged),
    passengers: or(passengers),
    cabin: fc.option(or(mostly(fc.constantFrom(...CABIN_NAMES), fc.constantFrom('Coach', 'first'))), {
      nil: undefined,
    }),
    sort: fc.option(or(fc.constantFrom(...FLIGHT_SORT_KEYS)), { nil: undefined }),
    filters: fc.option(or(filters), { nil: undefined }),
  })
  .map(({ trip, ...rest }) => ({ ...trip, ...rest }));

async function assertProperty<T>(name: string, arbitrary: fc.Arbitrary<T>, check: (v: T) => Promise<void>) {
  try {
    await fc.assert(fc.asyncProperty(arbitrary, check), { seed: SEED, numRuns: RUNS, endOnFailure: true });
  } catch (error) {
    throw new Error(`${name} failed; replay with FUZZ_SEED=${SEED}\n${String(error)}`);
  }
}

const post = (url: string, body: unknown) => t.request('POST', `/api/v0${url}`, { session, body });

beforeAll(async () => {
  t = await createTestApp({ providers: flightProviders(createFakeFlightSupply()) });
  session = await t.signedInUser();
});
afterAll(async () => {
  await t?.close();
});

type Answer = {
  slices: {
    origin: string;
    destination: string;
    options: { segments: { origin: { locationCode: string } }[] }[];
  }[];
};

describe(`fuzzing the flight routes with web-shaped requests (seed ${SEED}, ${RUNS} runs each)`, () => {
  const fareIds: string[] = [];

  it('flights/search: one list per slice, each option from its origin, or a JSON refusal', async () => {
    let answered = 0;
    await assertProperty('flights/search', searchBody, async (body) => {
      const res = await post('/flights/search', body);
      checkAnswer(res, `search ${JSON.stringify(body).slice(0, 400)}`);
      if (res.statusCode !== 200) return;
      answered += 1;
      const answer = res.json<Answer & { slices: { options: { fares: { fareId: string }[] }[] }[] }>();
      expect(answer.slices.length).toBe((body.slices as unknown[]).length);
      for (const s of answer.slices) {
        for (const option of s.options) expect(option.segments[0]?.origin.locationCode).toBe(s.origin);
        const fare = s.options[0]?.fares[0]?.fareId;
        if (fare && fareIds.length < 20) fareIds.push(fare);
      }
    });
    // The generator is worth its runs only if a good share of requests reaches the supplier.
    expect(answered).toBeGreaterThan(RUNS / 5);
  });

  it('flights/review: real, altered and made-up fare ids answer a kind or a JSON refusal', async () => {
    const fareId = fc.oneof(
      fc.constantFrom(...(fareIds.length > 0 ? fareIds : ['fake|none|0'])),
      fc.constantFrom(...fareIds.map((id) => `${id}x`), 'fake|x|9', '', ' ', '%00'),
      fc.string({ maxLength: 420 }),
    );
    const kinds = new Set<string>();
    await assertProperty(
      'flights/review',
      fc.record({
        fareIds: or(fc.array(fareId, { minLength: 1, maxLength: 6 })),
        passengers: or(passengers),
      }),
      async (body) => {
        const res = await post('/flights/review', body);
        checkAnswer(res, `review ${JSON.stringify(body).slice(0, 400)}`);
        if (res.statusCode === 200) kinds.add(res.json<{ kind: string }>().kind);
      },
    );
    expect(kinds.has('FareNotFound')).toBe(true);
  });

  it('autocomplete/flights: at most 8 suggestions for any text, or a JSON refusal', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 120 }),
      fc.constantFrom('chicgo', 'JFK', 'londn', '%', '_', "' or 1=1 --", 'é', '\u0301', 'a'.repeat(100)),
    );
    await assertProperty('autocomplete/flights', text, async (query) => {
      const res = await t.request('GET', `/api/v0/autocomplete/flights?query=${encodeURIComponent(query)}`, {
        session,
      });
      checkAnswer(res, `autocomplete ${JSON.stringify(query)}`);
      if (res.statusCode === 200) expect(res.json().suggestions.length).toBeLessThanOrEqual(8);
    });
  });
});
