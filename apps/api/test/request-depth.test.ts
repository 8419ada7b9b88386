import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';
import { MAX_JSON_DEPTH, jsonDepthExceeds } from '../src/plugins/json-body.ts';

// A body nested thousands of levels deep must be refused as bad input before anything walks it: a recursive
// walk over it overflows the stack and answers 500 with a stack in the log.
const logLines: string[] = [];
let t: TestApp;
let session: SignedIn;
beforeAll(async () => {
  t = await createTestApp({
    config: { logLevel: 'info' },
    logStream: { write: (line) => void logLines.push(line) },
  });
  session = await t.signedInUser();
});
afterAll(async () => {
  await t?.close();
});

const nested = (depth: number, open = '[', close = ']') => open.repeat(depth) + close.repeat(depth);
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

const routes = [
  { method: 'POST', url: '/api/v0/auth/signin', signedIn: false },
  { method: 'POST', url: '/api/v0/auth/signin', signedIn: true },
  { method: 'POST', url: '/api/v0/homes/availability', signedIn: true },
  { method: 'PUT', url: '/api/v0/homes/listing/getCalendarAvailability', signedIn: true },
  { method: 'POST', url: '/api/v0/tracking/event', signedIn: true },
  { method: 'POST', url: '/api/v0/no/such/route', signedIn: false },
] as const;

function send(method: 'POST' | 'PUT', url: string, payload: string, signedIn: boolean) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signedIn) {
    headers.authorization = `Bearer ${session.token}`;
    headers['h-csrf-token'] = session.csrf;
  }
  return t.app.inject({ method, url, headers, payload });
}

const errorLines = () =>
  logLines
    .map((line) => JSON.parse(line) as { level: number; err?: { stack?: string } })
    .filter((entry) => entry.level >= 50 || entry.err?.stack);

describe('deeply nested JSON bodies', () => {
  it.each(routes)('$method $url (signed in: $signedIn) answers 400 40000', async (route) => {
    logLines.length = 0;
    for (const payload of [nested(5_000), nested(100_000), nestedObjects(5_000), `{"x":${nested(5_000)}}`]) {
      const res = await send(route.method, route.url, payload, route.signedIn);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 40000,
        message: 'Invalid request',
        fields: [{ field: 'body', message: expect.stringMatching(/nested/i) }],
      });
    }
    expect(errorLines()).toEqual([]);
  });

  it('still accepts ordinary nesting, and brackets inside strings do not count', async () => {
    const properties = {
      deep: JSON.parse(nested(20)),
      text: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[',
    };
    const res = await send(
      'POST',
      '/api/v0/tracking/event',
      JSON.stringify({ eventName: 'x', properties }),
      true,
    );
    expect(res.statusCode).toBe(200);
  });

  it('keeps refusing bad JSON and prototype poisoning as before', async () => {
    const bad = await send('POST', '/api/v0/auth/signin', '{"email":', false);
    expect(bad.statusCode).toBe(400);
    const poisoned = await send(
      'POST',
      '/api/v0/auth/signin',
      '{"email":"a@b.test","password":"x","__proto__":{"admin":true}}',
      false,
    );
    expect(poisoned.statusCode).toBe(400);
  });
});

describe('jsonDepthExceeds', () => {
  it.each([
    ['1', 0, false],
    ['[]', 1, false],
    ['[]', 0, true],
    ['{"a":[{"b":[]}]}', 4, false],
    ['{"a":[{"b":[]}]}', 3, true],
    ['["[[[[", "]]]]]]]]"]', 1, false],
    ['["\\"[[[["]', 1, false],
    ['["\\\\", [[[]]]]', 3, true],
    [`${'['.repeat(65)}${']'.repeat(65)}`, MAX_JSON_DEPTH, true],
    [`${'['.repeat(64)}${']'.repeat(64)}`, MAX_JSON_DEPTH, false],
  ])('%s within %i levels: exceeds %s', (text, limit, exceeds) => {
    expect(jsonDepthExceeds(text, limit)).toBe(exceeds);
  });
});
