import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@portal/db/seed/demo-accounts';
import { appRoutes, propertyNames, type AppRoute } from './support/route-inventory.ts';
import { ID_LIKE, routeTable, type SessionEntry } from './support/route-table.ts';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';
import { insertHotelsWorld } from './support/hotels-world.ts';

// Issue 6 "Abuse": the route list comes from the running app, so a route added later without an entry in
// support/route-table.ts fails here; every non-public route refuses a missing, signed-out or expired session
// (401 40100) and a state-changing call without its own session's CSRF header (403 40300), for every kind of
// demo user.

const TODAY = '2025-06-02';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let t: TestApp;
let routes: AppRoute[];
const kinds: Record<string, SignedIn> = {};
const signedOut: Record<string, SignedIn> = {};

const demoKinds = {
  'consumer primary': { email: 'primary@demo.test' },
  'consumer authorized user': { email: 'authorized@demo.test' },
  'corporate admin': { email: 'corp-admin@demo.test' },
  'corporate traveler': { email: 'corp-traveler@demo.test' },
  agent: { email: 'agent@demo.test' },
  'agent acting for a customer': { email: 'agent@demo.test', customerEmail: 'primary@demo.test' },
} as const;

async function signInAs(kind: keyof typeof demoKinds): Promise<SignedIn> {
  const who = demoKinds[kind];
  const signin = await t.request('POST', '/api/v0/auth/signin', {
    body: { ...who, password: DEMO_PASSWORD },
  });
  expect(signin.statusCode, signin.body).toBe(200);
  const login = await t.request('POST', '/api/v0/auth/login/code', { body: { code: signin.json().code } });
  expect(login.statusCode, login.body).toBe(200);
  return { token: login.json().token, csrf: login.json().csrfToken, agentId: login.json().agentId };
}

beforeAll(async () => {
  t = await createTestApp({
    now: `${TODAY}T12:00:00Z`,
    config: { signInRateLimit: { max: 1000, windowMs: 1 } },
    demoData: { listings: 12, today: TODAY },
  });
  // The table's hotel requests name the hotel world's htl_t_river.
  await insertHotelsWorld(t.db, TODAY);
  routes = appRoutes(t.app);
  for (const kind of Object.keys(demoKinds) as (keyof typeof demoKinds)[]) {
    kinds[kind] = await signInAs(kind);
    const gone = await signInAs(kind);
    const out = await t.request('POST', '/api/v0/auth/session/invalidate', { session: gone, body: {} });
    expect(out.statusCode).toBe(200);
    signedOut[kind] = gone;
  }
});
afterAll(async () => {
  await t?.close();
});

/** Every session route with its table request, and once more with each of its variants (a Hotels body...). */
const sessionRoutes = () =>
  routes.flatMap((route) => {
    const entry = routeTable[route.key];
    if (entry?.access !== 'session') return [];
    const variants = (entry.variants ?? []).map((v) => ({
      route: { ...route, key: `${route.key} (${v.what})` },
      entry: {
        ...entry,
        ...(v.body === undefined ? {} : { body: v.body }),
        ...(v.query ? { query: v.query } : {}),
      },
    }));
    return [{ route, entry }, ...variants];
  });

const changeLastLetter = (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;

function call(
  route: AppRoute,
  entry: SessionEntry,
  options: { session?: SignedIn; csrf?: string | null; headers?: Record<string, string> },
) {
  const url = `${entry.url ?? route.url}${entry.query ? `?${entry.query}` : ''}`;
  const body = route.method === 'GET' ? undefined : (entry.body ?? {});
  return t.request(route.method as 'GET', url, { ...options, body });
}

describe('the route table', () => {
  it('has an entry for every route the app serves', () => {
    const missing = routes.map((r) => r.key).filter((key) => !routeTable[key]);
    expect(missing, 'routes without an entry in test/support/route-table.ts').toEqual([]);
    expect(routes.length).toBeGreaterThan(30);
  });

  it('lists no route that the app does not serve (other than routes still being built)', () => {
    const served = new Set(routes.map((r) => r.key));
    const stale = Object.entries(routeTable)
      .filter(([key, entry]) => !served.has(key) && !entry.expected)
      .map(([key]) => key);
    expect(stale).toEqual([]);
  });

  it('documents every API route in OpenAPI, where every $ref resolves', () => {
    const undocumented = routes
      .filter((r) => (r.url.startsWith('/api/v0/') || r.url.startsWith('/admin/api/v0/')) && !r.documented)
      .map((r) => r.key);
    expect(undocumented).toEqual([]);
  });

  it('says for every route that takes an id or token whose thing it is', () => {
    const unexplained = routes
      .filter((route) => {
        const entry = routeTable[route.key];
        if (entry?.access !== 'session') return false;
        const names = [...propertyNames([route.body, route.params, route.query])];
        const bodyProps = (route.body?.properties ?? {}) as Record<string, { type?: string }>;
        const takesId = names.some((n) => ID_LIKE.test(n)) || bodyProps.value?.type === 'string';
        return takesId && !entry.owns && !entry.ownsNothing;
      })
      .map((r) => r.key);
    expect(unexplained).toEqual([]);
  });

  it('marks the state-changing public routes in the app too (config.public), and nothing else', async () => {
    for (const route of routes) {
      const entry = routeTable[route.key];
      if (entry?.access !== 'public' || route.url.startsWith('/api/docs')) continue;
      const res = await t.request(route.method as 'GET', route.url, {
        ...(route.method === 'GET' ? {} : { body: {} }),
      });
      expect.soft(res.statusCode, route.key).not.toBe(401);
      expect.soft(res.statusCode, route.key).toBeLessThan(500);
    }
  });
});

describe('without a valid session every non-public route answers 401 40100', () => {
  it('with no Authorization header, a malformed one or an unknown token', async () => {
    for (const { route, entry } of sessionRoutes()) {
      for (const headers of [
        {} as Record<string, string>,
        { authorization: 'Basic dXNlcjpwYXNz' },
        { authorization: 'Bearer' },
        { authorization: 'Bearer not-a-token' },
        { authorization: `Bearer ${kinds['consumer primary']?.token} extra` },
      ]) {
        const res = await call(route, entry, { headers, csrf: kinds['consumer primary']?.csrf ?? null });
        expect.soft(res.statusCode, `${route.key} ${JSON.stringify(headers)}`).toBe(401);
        expect.soft(res.json().code, route.key).toBe(40100);
      }
    }
  });

  it.each(Object.keys(demoKinds))('with a signed-out session of a %s', async (kind) => {
    const session = signedOut[kind];
    for (const { route, entry } of sessionRoutes()) {
      const res = await call(route, entry, { session });
      expect.soft(res.statusCode, route.key).toBe(401);
      expect.soft(res.json().code, route.key).toBe(40100);
    }
  });
});

describe('a state-changing call needs its own session’s CSRF header (403 40300)', () => {
  it.each(Object.keys(demoKinds))('for a %s', async (kind) => {
    const session = kinds[kind] as SignedIn;
    const other = Object.entries(kinds).find(([k]) => k !== kind)?.[1] as SignedIn;
    for (const { route, entry } of sessionRoutes()) {
      if (!STATE_CHANGING.has(route.method)) continue;
      const attempts: [string, Parameters<typeof call>[2]][] = [
        ['no header', { session, csrf: null }],
        ['empty header', { session, csrf: null, headers: { 'h-csrf-token': '' } }],
        ['another session’s token', { session, csrf: other.csrf }],
        ['its token changed by a letter', { session, csrf: changeLastLetter(session.csrf) }],
        [
          'the cookie without the header',
          { session, csrf: null, headers: { cookie: `H-Csrf-Token=${session.csrf}` } },
        ],
      ];
      for (const [what, options] of attempts) {
        const res = await call(route, entry, options);
        expect.soft(res.statusCode, `${route.key}: ${what}`).toBe(403);
        expect.soft(res.json().code, `${route.key}: ${what}`).toBe(40300);
      }
    }
  });

  it.each(Object.keys(demoKinds))('and a %s with the right header gets past the guard', async (kind) => {
    const session = kinds[kind] as SignedIn;
    for (const { route, entry } of sessionRoutes()) {
      if (entry.signsOut) continue;
      const res = await call(route, entry, { session });
      expect.soft(res.statusCode, `${route.key} ${res.body}`).not.toBe(401);
      expect.soft(res.statusCode, `${route.key} ${res.body}`).toBeLessThan(500);
      if (res.statusCode === 403) expect.soft(res.json().code, route.key).not.toBe(40300);
    }
  });
});

describe('session expiry', () => {
  it('refuses every non-public route once the session has expired', async () => {
    const session = await signInAs('consumer primary');
    t.clock.advance(t.config.sessionTtlMinutes * 60_000);
    try {
      for (const { route, entry } of sessionRoutes()) {
        const res = await call(route, entry, { session });
        expect.soft(res.statusCode, route.key).toBe(401);
        expect.soft(res.json().code, route.key).toBe(40100);
      }
    } finally {
      t.clock.set(`${TODAY}T12:00:00Z`);
    }
  });
});

describe("a delegated session's calls name its agent in H-Agent-Id (403 40313)", () => {
  it('refuses every non-public route without the header or with another id', async () => {
    const session = kinds['agent acting for a customer'] as SignedIn;
    const customer = (await t.request('GET', '/api/v0/userInfo', { session })).json<{ userId: string }>();
    for (const { route, entry } of sessionRoutes()) {
      for (const [what, agentId] of [
        ['no header', ''],
        ["the customer's own id", customer.userId],
        ['another id', '00000000-0000-4000-8000-000000000000'],
      ] as const) {
        const res = await call(route, entry, { session, headers: { 'h-agent-id': agentId } });
        expect.soft(res.statusCode, `${route.key}: ${what}`).toBe(403);
        expect.soft(res.json().code, `${route.key}: ${what}`).toBe(40313);
      }
    }
  });
});
