import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOTEL_COLLECTIONS, HOTEL_SORT_KEYS, MEAL_PLANS, STAR_RATINGS } from '@portal/domain/hotels/enums';
import { addDays } from '@portal/domain/iso-date';
import { createHotelsTestApp, type HotelsTestApp } from './support/hotels-setup.ts';
import { roomIds } from './support/hotels-world.ts';
import { HOTELS, WORLD_DAYS, WORLD_TODAY } from './support/hotels-world-data.ts';
import { nastyValue } from './support/nasty-values.ts';
import { count, fiat } from './support/purchase-flow.ts';

// Issue 12 "Abuse": fuzz-routes.test.ts generates every route's body from its schema, so hotel requests rarely
// get past validation (random dates years apart, unknown ids). Here the hotel routes get requests shaped like
// the web app's, around the hotel world's inventory: stays from the past to past the inventory's end, every
// guest mix, sort key, filter, map box and page, real and unknown hotels, rooms and rates, with hostile values
// mixed in. Properties: never a 5xx or a leak, a JSON 4xx with a code, answers that keep their own rules (a page
// no longer than its limit, a Lodging target answering that hotel only), and no booking or room taken.

const SEED = Number(process.env.FUZZ_SEED ?? 20_250_602);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const LEAK = /\n\s+at |\/work\/|node_modules|[\w-]+\.(?:ts|js|mjs):\d+|file:\/\/|\bError: /;
const WORLD_IDS = HOTELS.map((h) => h.id);

let t: HotelsTestApp;

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

/** Typical values most of the time, so the search itself runs; edge values (bounds, off by one) the rest. */
const mostly = <T>(typical: fc.Arbitrary<T>, edge: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 10, arbitrary: typical }, { weight: 1, arbitrary: edge });

/** From three days ago to past the inventory's end; one to ten nights, now and then none, backwards or long. */
const stay = fc
  .tuple(
    mostly(
      fc.integer({ min: 0, max: WORLD_DAYS - 10 }),
      fc.constantFrom(-3, -1, WORLD_DAYS - 1, WORLD_DAYS + 5),
    ),
    mostly(fc.integer({ min: 1, max: 10 }), fc.constantFrom(-2, 0, 28, 29, 31, 40)),
  )
  .map(([start, nights]) => ({
    fromDate: addDays(WORLD_TODAY, start),
    untilDate: addDays(WORLD_TODAY, start + nights),
  }));
const guests = fc.record({
  adultsCount: or(mostly(fc.integer({ min: 1, max: 4 }), fc.constantFrom(0, 16, 17))),
  childrenAges: or(
    mostly(
      fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 3 }),
      fc.array(fc.integer({ min: -1, max: 18 }), { maxLength: 16 }),
    ),
  ),
  roomsCount: or(mostly(fc.constantFrom(1, 1, 2), fc.constantFrom(0, 10, 11))),
});
const lodgingId = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...WORLD_IDS) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('htl_nowhere', ' ', 'htl_t_river ', 'HTL_T_RIVER', "htl' or 1=1--"),
  },
);
const lat = fc.double({ min: -90, max: 90, noNaN: true });
const lon = fc.double({ min: -180, max: 180, noNaN: true });
/** A box around Chicago of any size, or any box on (and off) the map. */
const bounds = mostly(
  fc
    .tuple(fc.double({ min: 0.001, max: 5, noNaN: true }), fc.double({ min: 0.001, max: 5, noNaN: true }))
    .map(([dLat, dLon]) => ({
      south: 41.88 - dLat,
      west: -87.63 - dLon,
      north: 41.88 + dLat,
      east: -87.63 + dLon,
    })),
  fc.record({ south: lat, west: lon, north: lat, east: lon }),
);
const filters = fc.record(
  {
    minPricePerNight: fc.option(fc.integer({ min: 0, max: 300 })),
    maxPricePerNight: fc.option(fc.integer({ min: 100, max: 1_000 })),
    minStarRating: fc.option(fc.constantFrom(...STAR_RATINGS)),
    minGuestRating: fc.option(fc.double({ min: 0, max: 10, noNaN: true })),
    freeCancellation: fc.boolean(),
    mealPlans: fc.uniqueArray(fc.constantFrom(...MEAL_PLANS)),
    chainsOrPrograms: fc.array(fc.constantFrom('MAR', 'HIL', 'Marriott International', 'Nope', '%', '_'), {
      maxLength: 4,
    }),
    amenities: fc.array(fc.constantFrom('Free WiFi', 'Pool', 'Spa', 'Gym', "'; drop table hotels;--"), {
      maxLength: 4,
    }),
    collections: fc.uniqueArray(fc.constantFrom(...HOTEL_COLLECTIONS)),
  },
  { requiredKeys: [] },
);
const availability = fc
  .record({
    stay,
    guests,
    lodgingSelection: or(
      fc.oneof(
        fc.record({
          kind: fc.constant('Place'),
          searchTerm: fc.constantFrom(
            'Chicago, IL',
            'Chicago',
            'Paris',
            'Evanston, IL',
            'Atlantis',
            '%',
            ' ',
          ),
        }),
        fc.record({ kind: fc.constant('Lodging'), lodgingId }),
      ),
    ),
    sortOrder: fc.option(fc.constantFrom(...HOTEL_SORT_KEYS), { nil: undefined }),
    filters: fc.option(or(filters), { nil: undefined }),
    bounds: fc.option(or(bounds), { nil: undefined }),
    center: fc.option(fc.record({ lat, lon }), { nil: undefined }),
    page: fc.option(
      or(
        mostly(
          fc.record({ offset: fc.integer({ min: 0, max: 30 }), limit: fc.integer({ min: 1, max: 50 }) }),
          fc.record({ offset: fc.constantFrom(-1, 10_000, 10_001), limit: fc.constantFrom(0, 1, 50, 51) }),
        ),
      ),
      { nil: undefined },
    ),
  })
  .map(({ stay: s, guests: g, ...rest }) => ({ ...s, ...g, ...rest }));
const shop = fc
  .record({ stay, guests, lodgingId })
  .map(({ stay: s, guests: g, lodgingId: id }) => ({ ...s, ...g, lodgingId: id }));
const quote = fc
  .record({
    stay,
    guests,
    lodgingId,
    room: fc.constantFrom('king', 'suite', 'other hotel', 'none'),
    plan: fc.constantFrom('nr', 'flex', 'gone'),
    seenMinor: or(fc.integer({ min: 0, max: 5_000_00 })),
    loyaltyNumber: fc.option(fc.string({ maxLength: 40 }), { nil: undefined }),
    specialRequests: fc.option(fc.string({ maxLength: 600 }), { nil: undefined }),
  })
  .map(({ stay: s, guests: g, lodgingId: id, room, plan, seenMinor, ...rest }) => {
    const roomId =
      room === 'king' || room === 'suite'
        ? roomIds(id)[room]
        : room === 'other hotel'
          ? roomIds('htl_t_loop').king
          : 'htl_no_room';
    const seen = typeof seenMinor === 'number' ? fiat(seenMinor) : seenMinor;
    return {
      lodgingId: id,
      roomId,
      rateId: `${roomId}_${plan}`,
      stayDates: { from: s.fromDate, until: s.untilDate },
      ...g,
      seenPrice: seen,
      ...rest,
    };
  });

async function assertProperty<T>(name: string, arbitrary: fc.Arbitrary<T>, check: (v: T) => Promise<void>) {
  try {
    await fc.assert(fc.asyncProperty(arbitrary, check), { seed: SEED, numRuns: RUNS, endOnFailure: true });
  } catch (error) {
    throw new Error(`${name} failed; replay with FUZZ_SEED=${SEED}\n${String(error)}`);
  }
}

const bookedNights = async () => count(t, sql`select coalesce(sum(booked), 0) as n from hotel_room_nights`);

let before: { bookings: number; nights: number };
beforeAll(async () => {
  t = await createHotelsTestApp();
  before = {
    bookings: await count(t, sql`select count(*) as n from bookings`),
    nights: await bookedNights(),
  };
});
afterAll(async () => {
  await t?.close();
});

describe(`fuzzing the hotel routes with web-shaped requests (seed ${SEED}, ${RUNS} runs each)`, () => {
  it('hotels/availability: a page no longer than its limit, one hotel for a Lodging target', async () => {
    let answered = 0;
    await assertProperty('hotels/availability', availability, async (body) => {
      const res = await t.post('/hotels/availability', body);
      checkAnswer(res, `availability ${JSON.stringify(body).slice(0, 400)}`);
      if (res.statusCode !== 200) return;
      answered += 1;
      const lodgings = res.json().lodgings as { lodgingId: string }[];
      const limit = (body.page as { limit?: number } | undefined)?.limit ?? 20;
      expect(lodgings.length).toBeLessThanOrEqual(limit);
      for (const l of lodgings) expect(WORLD_IDS).toContain(l.lodgingId);
      const target = body.lodgingSelection as { kind?: string; lodgingId?: string };
      if (target?.kind === 'Lodging')
        expect(lodgings.every((l) => l.lodgingId === target.lodgingId?.trim())).toBe(true);
    });
    // The generator is worth its runs only if many requests reach the search itself.
    expect(answered).toBeGreaterThan(RUNS / 4);
  });

  it('hotels/shop: the hotel asked for, or a JSON refusal', async () => {
    await assertProperty('hotels/shop', shop, async (body) => {
      const res = await t.post('/hotels/shop', body);
      checkAnswer(res, `shop ${JSON.stringify(body).slice(0, 400)}`);
      if (res.statusCode === 200) expect(res.json().lodging.lodgingId).toBe(body.lodgingId.trim());
    });
  });

  it('purchase/quote with a Hotels request: a quote that polls to Success or a clear Failure', async () => {
    const answers = new Set<string>();
    await assertProperty('purchase/quote/schedule (Hotels)', quote, async (value) => {
      const res = await t.post('/purchase/quote/schedule', {
        emailAddress: 'guest@example.test',
        request: { type: 'Hotels', value },
      });
      checkAnswer(res, `quote ${JSON.stringify(value).slice(0, 400)}`);
      if (res.statusCode !== 200) return;
      const poll = await t.post('/purchase/quote/poll', { value: res.json().value });
      checkAnswer(poll, `quote poll ${JSON.stringify(value).slice(0, 400)}`);
      const answer = poll.json();
      expect(['Success', 'Failure']).toContain(answer.QuoteResponse);
      answers.add(answer.QuoteResponse);
      if (answer.QuoteResponse === 'Failure') expect(answer.errors?.[0]?.value).toBeTruthy();
    });
    // Both ends reached: real rooms priced, and rooms or rates that are not sold refused.
    expect([...answers].sort()).toEqual(['Failure', 'Success']);
  });

  it('trip and cancel calls with made-up confirmation codes and quote ids: 4xx', async () => {
    const code = fc.oneof(
      fc.stringMatching(/^H-[A-Z0-9]{8}$/),
      fc.string({ maxLength: 80 }),
      fc.constantFrom('H-%', "H-' or '1'='1", '../homes/H-ABCDEFGH'),
    );
    await assertProperty('hotel trips', fc.tuple(code, fc.string({ maxLength: 60 })), async ([c, q]) => {
      const trip = await t.get(`/itinerary/hotels/${encodeURIComponent(c || 'x')}`);
      checkAnswer(trip, `trip ${c}`);
      expect(trip.statusCode).toBeGreaterThanOrEqual(400);
      const quoted = await t.post('/hotels/cancel/quote', { reservationId: c });
      checkAnswer(quoted, `cancel quote ${c}`);
      expect(quoted.statusCode).toBeGreaterThanOrEqual(400);
      const confirmed = await t.post('/hotels/cancel/confirm', { reservationId: c, quoteId: q });
      checkAnswer(confirmed, `cancel confirm ${c} ${q}`);
      expect(confirmed.statusCode).toBeGreaterThanOrEqual(400);
    });
  });

  it('booked nothing and took no room', async () => {
    expect({
      bookings: await count(t, sql`select count(*) as n from bookings`),
      nights: await bookedNights(),
    }).toEqual(before);
  });
});
