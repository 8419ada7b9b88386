import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@portal/db/factories/users';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Logs keep what an operator needs (method, path, status, the SQL and the database's error code) but none of
// a request's query string or a query's parameter values: user ids, emails and account references.
const logLines: string[] = [];
let t: TestApp;
const takenEmail = 'log-privacy-taken@example.test';
const accountReference = 'acct-ref-7f3a9c21';
beforeAll(async () => {
  t = await createTestApp({
    config: { logLevel: 'trace' },
    logStream: { write: (line) => void logLines.push(line) },
    extend: (app) => {
      // Faults as a repository raises them: a unique violation (the value in the database's detail) and a
      // bad cast (the value in the database's message), both with the query's parameters attached.
      app.get('/api/v0/test-only/duplicate-user', { config: { public: true } }, async () =>
        createUser(t.db, { email: takenEmail }),
      );
      app.get('/api/v0/test-only/bad-cast', { config: { public: true } }, async () =>
        t.db.execute(sql`select ${accountReference}::integer as reference`),
      );
    },
  });
  await createUser(t.db, { email: takenEmail });
});
afterAll(async () => {
  await t?.close();
});

const entries = () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('request logs', () => {
  it('log the path of a request but not its query string', async () => {
    logLines.length = 0;
    const session = await t.signedInUser();
    const res = await t.request('GET', '/api/v0/autocomplete/lodging?query=zz-private-search&x=y', {
      session,
    });
    expect(res.statusCode).toBe(200);
    const logs = logLines.join('\n');
    expect(logs).toContain('/api/v0/autocomplete/lodging');
    expect(logs).not.toContain('zz-private-search');
    expect(logs).not.toContain('x=y');
    const urls = entries().flatMap((e) => {
      const req = e.req as { url?: string } | undefined;
      return req?.url ? [req.url] : [];
    });
    expect(urls).toContain('/api/v0/autocomplete/lodging?[redacted]');
  });
});

describe('database faults', () => {
  it.each([
    ['/api/v0/test-only/duplicate-user', [takenEmail]],
    ['/api/v0/test-only/bad-cast', [accountReference]],
  ])('%s logs the fault without the values of its parameters', async (url, secrets) => {
    logLines.length = 0;
    const res = await t.request('GET', url);
    expect(res.statusCode).toBe(500);
    const failed = entries().filter((e) => e.msg === 'request failed');
    expect(failed).toHaveLength(1);
    const err = failed[0]!.err as Record<string, unknown>;
    // Still enough to find the fault: the failed SQL and PostgreSQL's code.
    expect(String(err.message)).toMatch(/Failed query: (insert into "users"|select \$1::integer)/);
    expect(JSON.stringify(err)).toMatch(/"code":"(23505|22P02)"/);
    const logs = logLines.join('\n');
    for (const secret of secrets) expect(logs).not.toContain(secret);
    expect(logs).not.toMatch(/"params":|"parameters":|"detail":/);
  });
});

describe('sign-out cookies', () => {
  const attributes = (cookie: string) =>
    cookie
      .split(';')
      .slice(1)
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !part.startsWith('expires=') && !part.startsWith('max-age='))
      .sort();
  const setCookies = (header: string | string[] | undefined) =>
    (Array.isArray(header) ? header : header ? [header] : []).map(String);

  it('clears each cookie with the flags sign-in set it with', async () => {
    const prod = await createTestApp({ config: { production: true } });
    try {
      const user = await createUser(prod.db);
      const signin = await prod.request('POST', '/api/v0/auth/signin', {
        body: { email: user.email, password: user.password },
      });
      const login = await prod.request('POST', '/api/v0/auth/login/code', {
        body: { code: signin.json().code },
      });
      const set = setCookies(login.headers['set-cookie']);
      expect(set.length).toBeGreaterThan(0);
      const { token, csrfToken } = login.json<{ token: string; csrfToken: string }>();

      const out = await prod.request('POST', '/api/v0/auth/session/invalidate', {
        session: { token, csrf: csrfToken },
        body: {},
      });
      expect(out.statusCode).toBe(200);
      const cleared = setCookies(out.headers['set-cookie']);
      expect(cleared.map((c) => c.split('=')[0]).sort()).toEqual(set.map((c) => c.split('=')[0]).sort());
      for (const cookie of set) {
        const name = cookie.split('=')[0]!;
        const clearing = cleared.find((c) => c.startsWith(`${name}=`))!;
        expect(clearing).toMatch(new RegExp(`^${name}=;`));
        expect(clearing.toLowerCase()).toMatch(/expires=thu, 01 jan 1970|max-age=0/);
        expect(attributes(clearing)).toEqual(attributes(cookie));
        expect(attributes(clearing)).toEqual(expect.arrayContaining(['secure', 'samesite=strict', 'path=/']));
      }
    } finally {
      await prod.close();
    }
  });
});
