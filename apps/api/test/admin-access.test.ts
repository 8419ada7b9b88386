import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@portal/db/seed/demo-accounts';
import { createBusiness, createMembership } from '@portal/db/factories/corporate';
import { appRoutes, type AppRoute } from './support/route-inventory.ts';
import { routeTable, type SessionEntry } from './support/route-table.ts';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';
import { recordAudit } from '../src/modules/audit/audit.service.ts';

// Issue 15: the admin API's role and tenant matrix. Every route under /admin/api/ lets through only an admin
// (canViewAdmin) of the business in use, never from an agent's delegated session; and an admin sees only their
// own business's records.

const TODAY = '2025-06-02';
let t: TestApp;
let routes: AppRoute[];
const who: Record<string, SignedIn> = {};

const people = {
  'corporate admin': { email: 'corp-admin@demo.test' },
  'corporate traveler': { email: 'corp-traveler@demo.test' },
  consumer: { email: 'primary@demo.test' },
  agent: { email: 'agent@demo.test' },
  'agent acting for the corporate admin': { email: 'agent@demo.test', customerEmail: 'corp-admin@demo.test' },
} as const;

async function signInAs(person: (typeof people)[keyof typeof people]): Promise<SignedIn> {
  const signin = await t.request('POST', '/api/v0/auth/signin', {
    body: { ...person, password: DEMO_PASSWORD },
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
    demoData: { listings: 4, today: TODAY },
  });
  routes = appRoutes(t.app).filter((r) => r.url.startsWith('/admin/api/'));
  for (const [name, person] of Object.entries(people)) who[name] = await signInAs(person);
});
afterAll(async () => {
  await t?.close();
});

function call(route: AppRoute, session: SignedIn | undefined) {
  const entry = routeTable[route.key] as SessionEntry;
  const url = `${entry.url ?? route.url}${entry.query ? `?${entry.query}` : ''}`;
  return t.request(route.method as 'GET', url, {
    ...(session ? { session } : {}),
    ...(route.method === 'GET' ? {} : { body: entry.body ?? {} }),
  });
}

describe('the admin API gate', () => {
  it('serves some routes under /admin/api/v0', () => {
    expect(routes.map((r) => r.key)).toContain('GET /admin/api/v0/audit-log');
    expect(routes.map((r) => r.key)).toContain('POST /admin/api/v0/approvals/:approvalId/deny');
  });

  it.each([
    ['corporate traveler', 40310],
    ['consumer', 40310],
    ['agent', 40310],
    ['agent acting for the corporate admin', 40311],
  ] as const)('refuses a %s on every route with 403 %i', async (name, code) => {
    for (const route of routes) {
      const res = await call(route, who[name]);
      expect.soft(res.statusCode, `${route.key} ${res.body}`).toBe(403);
      expect.soft(res.json().code, route.key).toBe(code);
    }
  });

  it('lets the corporate admin through on every route', async () => {
    for (const route of routes) {
      const res = await call(route, who['corporate admin']);
      // A route taking a member's id gets the table's placeholder id, which is nobody in the business: 404.
      if (route.url.includes(':') && res.statusCode === 404) continue;
      expect.soft(res.statusCode, `${route.key} ${res.body}`).toBeLessThan(400);
    }
  });

  it('answers 401 without a session', async () => {
    for (const route of routes) expect.soft((await call(route, undefined)).statusCode, route.key).toBe(401);
  });
});

describe('the audit log', () => {
  it("shows an admin their business's entries only, newest first, a page at a time", async () => {
    const admin = await t.signedInUser({ tenant: 'capone-corporate' });
    const ours = await createBusiness(t.db, { name: 'Northwind Outfitters' });
    const theirs = await createBusiness(t.db, { name: 'Contoso Freight' });
    await createMembership(t.db, {
      userId: admin.user.id,
      businessId: ours.id,
      roles: ['Admin'],
      permissions: ['canViewAdmin', 'canViewUsers'],
      inUse: true,
    });
    const clockAt = (iso: string) => ({ now: () => new Date(iso) });
    for (const [i, businessId] of [ours.id, theirs.id, ours.id, ours.id].entries()) {
      await recordAudit(t.db, clockAt(`2025-06-0${i + 1}T09:00:00Z`), {
        actorUserId: admin.user.id,
        businessId,
        action: 'policy.update',
        targetType: 'policyTier',
        targetId: `tier-${i}`,
        before: { maxPricePerNight: 250 },
        after: { maxPricePerNight: 300 + i },
      });
    }
    const first = await t.request('GET', '/admin/api/v0/audit-log?limit=2', { session: admin });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().entries.map((e: { targetId: string }) => e.targetId)).toEqual(['tier-3', 'tier-2']);
    expect(first.json().entries[0]).toMatchObject({
      actor: { userId: admin.user.id, email: admin.user.email },
      onBehalfOf: null,
      before: { maxPricePerNight: 250 },
      after: { maxPricePerNight: 303 },
    });
    const next = first.json().nextBefore as string;
    const second = await t.request('GET', `/admin/api/v0/audit-log?limit=2&before=${next}`, {
      session: admin,
    });
    expect(second.json().entries.map((e: { targetId: string }) => e.targetId)).toEqual(['tier-0']);
    expect(second.json().nextBefore).toBeNull();
  });

  it('pages through entries written in the same millisecond without skipping or repeating one', async () => {
    const admin = await t.signedInUser();
    const business = await createBusiness(t.db, { name: 'Same Instant Ltd' });
    await createMembership(t.db, {
      userId: admin.user.id,
      businessId: business.id,
      roles: ['Admin'],
      permissions: ['canViewAdmin', 'canViewUsers'],
      inUse: true,
    });
    const instant = { now: () => new Date('2025-06-10T09:00:00Z') };
    for (let i = 0; i < 5; i++)
      await recordAudit(t.db, instant, {
        actorUserId: admin.user.id,
        businessId: business.id,
        action: 'user.update',
        targetType: 'user',
        targetId: `member-${i}`,
      });
    const seen: string[] = [];
    let query = 'limit=2';
    for (let page = 0; page < 5 && query; page++) {
      const res = await t.request('GET', `/admin/api/v0/audit-log?${query}`, { session: admin });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as {
        entries: { targetId: string }[];
        nextBefore: string | null;
        nextBeforeId: string | null;
      };
      seen.push(...body.entries.map((e) => e.targetId));
      query = body.nextBefore ? `limit=2&before=${body.nextBefore}&beforeId=${body.nextBeforeId}` : '';
    }
    expect(seen.sort()).toEqual(['member-0', 'member-1', 'member-2', 'member-3', 'member-4']);
  });

  it.each(['limit=0', 'limit=500', 'limit=two', 'before=yesterday', 'beforeId=not-a-uuid'])(
    'refuses %s with 400',
    async (query) => {
      const res = await t.request('GET', `/admin/api/v0/audit-log?${query}`, {
        session: who['corporate admin'],
      });
      expect(res.statusCode, res.body).toBe(400);
    },
  );
});
