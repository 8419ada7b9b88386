import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTORY_PASSWORD, createUser } from '@portal/db/factories/users';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Issue 6 "Abuse": the security headers on every kind of answer (API JSON, errors, the web app's page and
// assets, the OpenAPI page), a CSP the built app runs under, sign-in throttling and session expiry as
// configured by SIGNIN_RATE_LIMIT_* and SESSION_TTL_MINUTES.

const webRoot = fileURLToPath(new URL('../../web/', import.meta.url));
let t: TestApp;
let web: TestApp;
let dist: string;

/** The built web app when there is one (npm test builds it for e2e), else its page source as Vite ships it. */
async function webDist(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'portal-web-'));
  if (existsSync(join(webRoot, 'dist/index.html'))) {
    await cp(join(webRoot, 'dist'), folder, { recursive: true });
  } else {
    const page = await readFile(join(webRoot, 'index.html'), 'utf8');
    await writeFile(join(folder, 'index.html'), page.replace('/src/main.tsx', '/assets/main.js'));
    await mkdir(join(folder, 'assets'));
    await writeFile(join(folder, 'assets/main.js'), 'export {};\n');
  }
  return folder;
}

beforeAll(async () => {
  t = await createTestApp({ config: { signInRateLimit: { max: 2, windowMs: 400 }, sessionTtlMinutes: 5 } });
  dist = await webDist();
  web = await createTestApp({ config: { webDist: dist, production: true } });
});
afterAll(async () => {
  await web?.close();
  await t?.close();
  if (dist) await rm(dist, { recursive: true, force: true });
});

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

function expectStrictHeaders(headers: Record<string, unknown>, what: string) {
  const csp = directives(String(headers['content-security-policy'] ?? ''));
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  expect(csp.get('script-src'), what).toEqual(["'self'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'self'"]);
  expect(csp.get('form-action'), what).toEqual(["'self'"]);
  expect(csp.get('connect-src'), what).toEqual(["'self'"]);
  for (const [name, values] of csp) {
    expect(values, `${what}: ${name}`).not.toContain("'unsafe-eval'");
    expect(values, `${what}: ${name}`).not.toContain('*');
  }
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
}

describe('security headers on every kind of answer', () => {
  it('sends a strict CSP, nosniff and no framing on API answers, errors and not-found', async () => {
    const session = await t.signedInUser();
    const answers = {
      'a JSON answer': await t.request('GET', '/api/v0/userInfo', { session }),
      'a public answer': await t.request('GET', '/api/v0/portal/config'),
      'a 401': await t.request('GET', '/api/v0/userInfo'),
      'a 403': await t.request('POST', '/api/v0/tracking/event', { session, csrf: null, body: {} }),
      'a 400': await t.request('POST', '/api/v0/auth/signin', { body: { email: 1 } }),
      'a 404': await t.request('GET', '/api/v0/no/such/route'),
      'the OpenAPI document': await t.request('GET', '/api/docs/json'),
    };
    for (const [what, res] of Object.entries(answers)) expectStrictHeaders(res.headers, what);
  });

  it('keeps the OpenAPI page framed by nobody, with only its validator badge image from outside', async () => {
    const res = await t.request('GET', '/api/docs');
    expect(res.statusCode).toBe(200);
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('serves the web app page, its assets and client routes with the same strict headers and HSTS', async () => {
    const page = await web.request('GET', '/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expectStrictHeaders(page.headers, 'the app page');
    expect(String(page.headers['strict-transport-security'])).toMatch(/max-age=\d{7,}/);
    const route = await web.request('GET', '/trips/upcoming');
    expect(route.statusCode).toBe(200);
    expectStrictHeaders(route.headers, 'a client route');
    const assets = await readdir(join(dist, 'assets'));
    const script = assets.find((name) => name.endsWith('.js'));
    const asset = await web.request('GET', `/assets/${script}`);
    expect(asset.statusCode).toBe(200);
    expectStrictHeaders(asset.headers, 'an asset');
  });

  it('ships a page that runs under that CSP: no inline script, handler or outside script', async () => {
    const html = (await web.request('GET', '/')).body;
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', inline = ''] of scripts) {
      expect(attributes, 'a script without src is inline, which script-src self blocks').toMatch(/\bsrc=/);
      expect(inline.trim()).toBe('');
      expect(attributes).toMatch(/\bsrc="\/(?!\/)/);
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
    for (const [, href = ''] of html.matchAll(/<link\b[^>]*href="([^"]+)"/gi))
      expect(href).toMatch(/^\/(?!\/)/);
    // The bundles never evaluate strings (CSP has no unsafe-eval).
    for (const name of (await readdir(join(dist, 'assets'))).filter((n) => n.endsWith('.js'))) {
      const code = await readFile(join(dist, 'assets', name), 'utf8');
      expect(code, name).not.toMatch(/\beval\(|new Function\(/);
    }
  });
});

describe('sign-in throttling', () => {
  it('reads SIGNIN_RATE_LIMIT_MAX and SIGNIN_RATE_LIMIT_WINDOW_MS, 10 per 15 minutes by default', () => {
    expect(loadConfig({}).signInRateLimit).toEqual({ max: 10, windowMs: 900_000 });
    expect(
      loadConfig({ SIGNIN_RATE_LIMIT_MAX: '4', SIGNIN_RATE_LIMIT_WINDOW_MS: '1000' }).signInRateLimit,
    ).toEqual({ max: 4, windowMs: 1000 });
  });

  it('answers 429 42900 with Retry-After past the limit, even for the right password, until the window ends', async () => {
    const user = await createUser(t.db);
    const signin = (password: string) =>
      t.request('POST', '/api/v0/auth/signin', { body: { email: user.email, password } });
    expect((await signin('wrong-1')).statusCode).toBe(401);
    expect((await signin('wrong-2')).statusCode).toBe(401);
    const limited = await signin(FACTORY_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 42900 });
    expect(limited.headers['retry-after']).toBeDefined();
    // The same email in other spellings is the same key.
    const shouted = await t.request('POST', '/api/v0/auth/signin', {
      body: { email: ` ${user.email.toUpperCase()} `, password: FACTORY_PASSWORD },
    });
    expect(shouted.statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await signin(FACTORY_PASSWORD)).statusCode).toBe(200);
  });
});

describe('session expiry', () => {
  it('reads SESSION_TTL_MINUTES, 60 by default', () => {
    expect(loadConfig({}).sessionTtlMinutes).toBe(60);
    expect(loadConfig({ SESSION_TTL_MINUTES: '15' }).sessionTtlMinutes).toBe(15);
  });

  it('ends a session exactly its TTL after sign-in, however busy it was, and says so in sessionExpiration', async () => {
    const user = await createUser(t.db);
    const code = (
      await t.request('POST', '/api/v0/auth/signin', {
        body: { email: user.email, password: FACTORY_PASSWORD },
      })
    ).json().code;
    const login = (await t.request('POST', '/api/v0/auth/login/code', { body: { code } })).json();
    const session = { token: login.token, csrf: login.csrfToken };
    expect(new Date(login.sessionExpiration).getTime()).toBe(t.clock.now().getTime() + 5 * 60_000);
    t.clock.advance(5 * 60_000 - 1);
    expect((await t.request('GET', '/api/v0/userInfo', { session })).statusCode).toBe(200);
    t.clock.advance(1);
    const expired = await t.request('GET', '/api/v0/userInfo', { session });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 40100 });
    const write = await t.request('POST', '/api/v0/tracking/event', {
      session,
      body: { eventName: 'late', properties: {} },
    });
    expect(write.statusCode).toBe(401);
  });
});
