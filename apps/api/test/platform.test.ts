import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingEvents } from '@portal/db/schema/users';
import { createTestApp, type TestApp } from './support/test-app.ts';

const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { logLevel: 'trace' },
    logStream: { write: (line) => void logLines.push(line) },
    extend: (app) => {
      app.get('/api/v0/test-only/boom', async () => {
        throw new Error('secret internals at /srv/app.ts:42');
      });
      // A module that forgot requireSession, and one that is public on purpose.
      app.post('/api/v0/test-only/forgot-auth', async (request) => ({ user: request.session?.userId }));
      app.post('/api/v0/test-only/public', { config: { public: true } }, async () => ({ ok: true }));
    },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('POST /tracking/event', () => {
  it('stores the event for the signed-in user', async () => {
    const session = await t.signedInUser();
    const res = await t.request('POST', '/api/v0/tracking/event', {
      session,
      body: { eventName: 'viewed_listing', properties: { listingId: 'vr-1', has_travel_credit: true } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    const rows = await t.db.select().from(trackingEvents).where(eq(trackingEvents.userId, session.user.id));
    expect(rows).toEqual([
      expect.objectContaining({
        eventName: 'viewed_listing',
        properties: { listingId: 'vr-1', has_travel_credit: true },
        createdAt: t.clock.now(),
      }),
    ]);
  });

  it('answers 401 without a session and 400 for oversized properties', async () => {
    const anonymous = await t.request('POST', '/api/v0/tracking/event', {
      body: { eventName: 'x', properties: {} },
    });
    expect(anonymous.statusCode).toBe(401);
    const session = await t.signedInUser();
    const big = await t.request('POST', '/api/v0/tracking/event', {
      session,
      body: { eventName: 'x', properties: { blob: 'a'.repeat(20_000) } },
    });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({
      code: 40000,
      fields: [expect.objectContaining({ field: 'body.properties' })],
    });
  });
});

describe('errors', () => {
  it('answers 400 40000 with the offending fields for a bad body', async () => {
    const res = await t.request('POST', '/api/v0/auth/signin', { body: { email: 'not-an-email' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(40000);
    expect(body.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'body.email',
      'body.password',
    ]);
  });

  it('answers an unknown route with a JSON 404', async () => {
    const res = await t.request('GET', '/api/v0/no/such/route');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ code: 40400 });
  });

  it('answers an internal fault with 500 and no stack or message', async () => {
    const res = await t.request('GET', '/api/v0/test-only/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 50000, message: 'Something went wrong on our side' });
    expect(res.body).not.toContain('secret internals');
    expect(res.body).not.toContain('.ts:');
  });
});

describe('state-changing routes fail closed', () => {
  it('requires a session and CSRF on a POST route unless it is marked public', async () => {
    expect((await t.request('POST', '/api/v0/test-only/forgot-auth', { body: {} })).statusCode).toBe(401);
    const session = await t.signedInUser();
    const noCsrf = await t.request('POST', '/api/v0/test-only/forgot-auth', {
      session,
      csrf: null,
      body: {},
    });
    expect(noCsrf.statusCode).toBe(403);
    const ok = await t.request('POST', '/api/v0/test-only/forgot-auth', { session, body: {} });
    expect(ok.json()).toEqual({ user: session.user.id });
    expect((await t.request('POST', '/api/v0/test-only/public', { body: {} })).json()).toEqual({ ok: true });
  });
});

describe('GET /portal/config', () => {
  it('answers the consumer tenant by default and the corporate one on corporate host names', async () => {
    const consumer = await t.request('GET', '/api/v0/portal/config');
    expect(consumer.json()).toEqual({
      tenant: 'capone',
      supportPhone: '1-844-422-6922',
      rewardsSupported: true,
      paymentStepName: 'Rewards & payment',
      defaultAdults: 2,
      agentFee: 0,
      environment: 'test',
      mapTiles: null,
    });
    for (const host of ['corporate.portal.example', 'business.portal.example:8443']) {
      const corporate = await t.request('GET', '/api/v0/portal/config?agent=true', { headers: { host } });
      expect(corporate.json()).toMatchObject({
        tenant: 'capone-corporate',
        supportPhone: '1-833-312-8746',
        paymentStepName: 'Payment',
        defaultAdults: 1,
        agentFee: 10,
      });
    }
  });
});

describe('security headers and logs', () => {
  it('sends a strict CSP and nosniff on API answers, and a CSP that lets /api/docs run', async () => {
    const res = await t.request('GET', '/api/v0/portal/config');
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "img-src 'self' data: blob:",
      "style-src 'self' 'unsafe-inline'",
      "script-src 'self'",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // swagger-ui loads only its own scripts (checked rendering in headless Chromium); its validator badge
    // is the one outside image.
    const docs = await t.request('GET', '/api/docs');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
    expect(String(docs.headers['content-security-policy'])).toContain(
      "img-src 'self' data: blob: validator.swagger.io",
    );
  });

  it('never logs passwords, login codes, tokens or CSRF tokens', async () => {
    const session = await t.signedInUser();
    await t.request('GET', '/api/v0/userInfo', { session });
    const logs = logLines.join('\n');
    expect(logs).toContain('incoming request');
    expect(logs).not.toContain(session.token);
    expect(logs).not.toContain(session.csrf);
    expect(logs).not.toContain(session.user.password);
  });
});

describe('OpenAPI document', () => {
  it('lists every route with tags, a summary and a 200 answer schema', async () => {
    const res = await t.request('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      paths: Record<
        string,
        Record<string, { tags?: string[]; summary?: string; responses?: object; security?: object[] }>
      >;
    }>();
    const expected = [
      'post /api/v0/auth/signin',
      'post /api/v0/auth/login/code',
      'post /api/v0/auth/session/invalidate',
      'get /api/v0/userInfo',
      'get /api/v0/user/profile',
      'get /api/v0/customer/details',
      'put /api/v0/experiments/active',
      'put /api/v0/experiments/cotb/active',
      'post /api/v0/tracking/event',
      'get /api/v0/portal/config',
      'get /api/v0/health',
      'get /api/v0/autocomplete/lodging',
      'post /api/v0/hotels/availability',
      'post /api/v0/hotels/shop',
    ];
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method} ${path}`),
    );
    expect(listed).toEqual(expect.arrayContaining(expected));
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (path.includes('test-only')) continue;
      for (const [method, op] of Object.entries(ops)) {
        expect.soft(op.tags?.length, `${method} ${path} tags`).toBeGreaterThan(0);
        expect.soft(op.summary, `${method} ${path} summary`).toBeTruthy();
        // 200, or 201 for a call that creates something (an admin's invitation).
        const answered = Object.keys(op.responses ?? {}).some(
          (status) => status === '200' || status === '201',
        );
        expect.soft(answered, `${method} ${path} responses: 200 or 201`).toBe(true);
      }
    }
    // api.md "Every product line": an example for every request and answer of a line's shop.
    const schemas = (doc as unknown as { components: { schemas: Record<string, { examples?: unknown[] }> } })
      .components.schemas;
    const examplesOf = (ref: unknown) => schemas[String(ref).split('/').pop() ?? '']?.examples ?? [];
    type Body = { content: Record<string, { schema: { $ref?: string } }> };
    type Op = { requestBody: Body; responses: Record<string, Body> };
    const ops = doc.paths as unknown as Record<string, Record<string, Op>>;
    for (const path of ['/api/v0/hotels/availability', '/api/v0/hotels/shop']) {
      const op = ops[path]!.post!;
      expect(examplesOf(op.requestBody.content['application/json']?.schema.$ref), path).not.toEqual([]);
      expect(examplesOf(op.responses['200']?.content['application/json']?.schema.$ref), path).not.toEqual([]);
    }
    const autocomplete = ops['/api/v0/autocomplete/lodging']!.get!;
    expect(examplesOf(autocomplete.responses['200']?.content['application/json']?.schema.$ref)).not.toEqual(
      [],
    );
    expect(doc.paths['/api/v0/userInfo']?.get?.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/v0/tracking/event']?.post?.security).toEqual([{ bearer: [], csrf: [] }]);
  });
});
