import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@portal/db/seed/demo-accounts';
import { arbitraryOf, queryArbitrary } from './support/json-schema-arbitrary.ts';
import { nastyQueries, nastyValue, toJsonBody } from './support/nasty-values.ts';
import { appRoutes, type AppRoute } from './support/route-inventory.ts';
import { count, readyQuote, rowsOf, stayFor, TODAY } from './support/purchase-flow.ts';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';
import { insertHotelsWorld } from './support/hotels-world.ts';

// Issue 6 "Abuse": property-based fuzzing of every route's body, query and path params, generated from the
// request schemas the routes validate with (the OpenAPI document is written from the same zod contracts), mixed
// with hand-picked hostile values. Properties: never a 5xx, never a stack trace or an internal path, a JSON
// error body with a numeric code on every 4xx, and no money moved: the rewards and wallet ledgers of all users
// sum to what they did before, and garbage books no reservation. FUZZ_SEED and FUZZ_RUNS replay or deepen a run.

const SEED = Number(process.env.FUZZ_SEED ?? 20_250_602);
const RUNS = Number(process.env.FUZZ_RUNS ?? 24);
const LEAK = /\n\s+at |\/work\/|node_modules|[\w-]+\.(?:ts|js|mjs):\d+|file:\/\/|\bError: /;

let t: TestApp;
let session: SignedIn;
let routes: AppRoute[];
/** The signed-in user's real ids and tokens, swapped into generated bodies so the fuzz gets past lookups. */
const real: Record<string, string> = {};

type Totals = { rewards: number; wallet: number; reservations: number; payments: number };

async function totals(): Promise<Totals> {
  const sum = async (query: ReturnType<typeof sql>) =>
    Number(rowsOf<{ n: string | number | null }>(await t.db.execute(query))[0]?.n ?? 0);
  return {
    rewards: await sum(sql`select coalesce(sum(amount), 0) as n from rewards_ledger`),
    wallet: await sum(sql`select coalesce(sum(amount_minor), 0) as n from wallet_ledger`),
    reservations: await count(t, sql`select count(*) as n from bookings`),
    payments: await count(t, sql`select count(*) as n from booking_payments`),
  };
}

async function signIn(): Promise<SignedIn> {
  return t.signIn('primary@demo.test', DEMO_PASSWORD);
}

const SWAPS: Record<string, string> = {
  paymentId: 'paymentId',
  rewardsAccountId: 'rewardsRef',
  account: 'rewardsRef',
  accountReferenceId: 'rewardsRef',
  offerId: 'offerId',
  personId: 'travelerId',
  travelerId: 'travelerId',
  id: 'travelerId',
  listingId: 'listingId',
  lodgingId: 'lodgingId',
  roomId: 'roomId',
  rateId: 'rateId',
  orderedProductId: 'orderedProductId',
  paymentSessionToken: 'paymentSessionToken',
  value: 'quoteToken',
};

/** Puts the user's real ids where the generated body has a string of the same name. */
function withRealIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withRealIds);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const swap = SWAPS[key];
    const replacement = swap ? real[swap] : undefined;
    const next = typeof inner === 'string' && replacement ? replacement : withRealIds(inner);
    Object.defineProperty(out, key, { value: next, enumerable: true, writable: true });
  }
  return out;
}

const rawBodies = ['{', '{"a":', 'null', '"text"', '[]', '{"a":1,"a":2}', '\u0000', '{"__proto__":{"x":1}}'];

function requestArbitrary(route: AppRoute) {
  const body = fc.oneof(
    { weight: 6, arbitrary: arbitraryOf(route.body).map((v) => toJsonBody(v)) },
    { weight: 4, arbitrary: arbitraryOf(route.body).map((v) => toJsonBody(withRealIds(v))) },
    { weight: 1, arbitrary: nastyValue.map((v) => toJsonBody(v)) },
    { weight: 1, arbitrary: fc.constantFrom(...rawBodies) },
  );
  const query = route.query
    ? fc.oneof({ weight: 3, arbitrary: queryArbitrary(route.query) }, fc.constantFrom(...nastyQueries))
    : fc.oneof({ weight: 5, arbitrary: fc.constant('') }, fc.constantFrom(...nastyQueries));
  const params = route.params ? arbitraryOf(route.params) : fc.constant({});
  return fc.record({ body, query, params });
}

function urlOf(route: AppRoute, params: unknown, query: string): string {
  const values = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>;
  const path = route.url.replace(/:(\w+)/g, (_m, name: string) => {
    const v = values[name];
    const text = typeof v === 'string' ? v : (JSON.stringify(v) ?? '');
    return encodeURIComponent(text || 'x');
  });
  return query ? `${path}?${query}` : path;
}

function checkAnswer(res: LightMyRequestResponse, label: string): void {
  expect(res.statusCode, `${label} -> ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  expect(res.body, `${label}: leaks internals`).not.toMatch(LEAK);
  if (res.statusCode >= 400) {
    expect(res.headers['content-type'], label).toContain('application/json');
    const body = res.json<{ code?: unknown; message?: unknown }>();
    expect(typeof body.code, `${label}: ${res.body.slice(0, 300)}`).toBe('number');
  }
}

beforeAll(async () => {
  t = await createTestApp({
    now: `${TODAY}T12:00:00Z`,
    config: { signInRateLimit: { max: 100_000, windowMs: 60_000 } },
    demoData: { listings: 12, today: TODAY },
  });
  routes = appRoutes(t.app).filter((r) => !r.url.startsWith('/api/docs'));
  session = await signIn();
  const first = async (query: ReturnType<typeof sql>) =>
    String(rowsOf<{ id: string }>(await t.db.execute(query))[0]?.id ?? '');
  const userId = await first(sql`select id from users where email = 'primary@demo.test'`);
  real.paymentId = await first(sql`select id from payment_methods where user_id = ${userId} limit 1`);
  real.rewardsRef = await first(
    sql`select account_reference_id as id from rewards_accounts where user_id = ${userId} limit 1`,
  );
  real.offerId = await first(sql`select id from wallet_offers where user_id = ${userId} limit 1`);
  real.travelerId = await first(sql`select id from travelers where user_id = ${userId} limit 1`);
  real.listingId = 'vr-demo-open';
  await insertHotelsWorld(t.db, TODAY);
  real.lodgingId = 'htl_t_river';
  real.roomId = 'htl_t_river_king';
  real.rateId = 'htl_t_river_king_nr';
  const quote = await readyQuote(t, session, stayFor(0));
  real.quoteToken = quote.token;
  real.orderedProductId = quote.poll.quote?.value.orderedProductId ?? '';
  real.paymentSessionToken = quote.poll.quote?.value.paymentSessionToken ?? '';
});
afterAll(async () => {
  await t?.close();
});

describe(`fuzzing every route (seed ${SEED}, ${RUNS} runs each; FUZZ_SEED / FUZZ_RUNS to change)`, () => {
  let before: Totals;
  beforeAll(async () => {
    before = await totals();
  });

  it('fuzzes the bodies, queries and params of every route', { timeout: 240_000 }, async () => {
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const property = fc.asyncProperty(requestArbitrary(route), async ({ body, query, params }) => {
        const url = urlOf(route, params, query);
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: {
            authorization: `Bearer ${session.token}`,
            'h-csrf-token': session.csrf,
            'content-type': 'application/json',
          },
          ...(route.method === 'GET' ? {} : { payload: body }),
        });
        checkAnswer(res, `${route.key} ${url.slice(0, 200)} ${body.slice(0, 300)}`);
        // Signing out is a fair answer to a valid sign-out; the next runs need a session again.
        if (res.statusCode === 200 && route.key === 'POST /api/v0/auth/session/invalidate') {
          session = await signIn();
        }
      });
      try {
        await fc.assert(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
      } catch (error) {
        const cause = (error as { cause?: unknown }).cause;
        throw new Error(
          `${route.key} failed; replay with FUZZ_SEED=${SEED}\n${String(error)}\n${String(cause ?? '')}`,
        );
      }
    }
    expect(({} as Record<string, unknown>).polluted, 'Object.prototype polluted').toBeUndefined();
  });

  it('moved no money and booked nothing', async () => {
    expect(await totals()).toEqual(before);
  });
});

describe('defects the fuzz found, kept as plain cases', () => {
  it('refuses text PostgreSQL cannot store (NUL, lone surrogates) with 400 40000 instead of a 500', async () => {
    const headers = { authorization: `Bearer ${session.token}`, 'h-csrf-token': session.csrf };
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/v0/autocomplete/lodging?query=%00',
      headers,
    });
    expect(search.statusCode, search.body).toBe(400);
    expect(search.json()).toMatchObject({ code: 40000, fields: [{ field: 'query.query' }] });
    for (const text of ['\u0000', 'x\uDFFFy', '\uD800']) {
      const event = await t.app.inject({
        method: 'POST',
        url: '/api/v0/tracking/event',
        headers,
        payload: { eventName: 'fuzz', properties: { note: text } },
      });
      expect(event.statusCode, event.body).toBe(400);
      expect(event.json()).toMatchObject({ code: 40000, fields: [{ field: 'body.properties.note' }] });
    }
    const emoji = await t.app.inject({
      method: 'POST',
      url: '/api/v0/tracking/event',
      headers,
      payload: { eventName: 'fuzz', properties: { note: '😀 \u202Eok' } },
    });
    expect(emoji.statusCode, emoji.body).toBe(200);
  });

  it('answers a malformed path or an over-long path parameter with a JSON 4xx that does not echo the path', async () => {
    const headers = { authorization: `Bearer ${session.token}` };
    for (const id of ['x'.repeat(5000), '%E0%A4%A']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v0/itinerary/homes/${id}`, headers });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.json().code, res.body).toEqual(expect.any(Number));
      expect(res.body).not.toContain(id.slice(0, 50));
    }
  });
});
