import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTORY_PASSWORD, createUser } from '@portal/db/factories/users';
import { loginCodes, sessions } from '@portal/db/schema/users';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { signInRateLimit: { max: 3, windowMs: 60_000 } } });
});
afterAll(async () => {
  await t?.close();
});

const signin = (body: unknown) => t.request('POST', '/api/v0/auth/signin', { body });
const loginCode = (code: string) => t.request('POST', '/api/v0/auth/login/code', { body: { code } });

describe('POST /auth/signin and /auth/login/code', () => {
  it('signs in with email and password, then opens a session with a CSRF cookie', async () => {
    const user = await createUser(t.db, { email: 'happy@example.test' });
    const first = await signin({ email: 'Happy@Example.test ', password: FACTORY_PASSWORD });
    expect(first.statusCode).toBe(200);
    const { code } = first.json<{ code: string }>();
    expect(code).toMatch(/^[\w-]{43}$/);
    // Only a digest of the code is stored.
    const stored = await t.db.select().from(loginCodes).where(eq(loginCodes.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.codeHash).not.toContain(code);

    const login = await loginCode(code);
    expect(login.statusCode).toBe(200);
    const answer = login.json();
    expect(answer).toEqual({
      token: expect.stringMatching(/^[\w-]{43}$/),
      csrfToken: expect.any(String),
      sessionExpiration: new Date(
        t.clock.now().getTime() + t.config.sessionTtlMinutes * 60_000,
      ).toISOString(),
      permissions: { canViewAdmin: false, canViewUsers: false },
    });
    const cookie = login.cookies.find((c) => c.name === 'H-Csrf-Token');
    expect(cookie).toMatchObject({ value: answer.csrfToken, sameSite: 'Strict', path: '/' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.secure).toBeFalsy();

    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session?.tokenHash).not.toBe(answer.token);
    expect(session?.isFirstSession).toBe(true);

    // A code works once.
    const again = await loginCode(code);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe(40103);
  });

  it('marks only the first session of a user as first', async () => {
    const user = await createUser(t.db);
    const first = await t.signIn(user.email);
    const second = await t.signIn(user.email);
    const info = (s: typeof first) => t.request('GET', '/api/v0/userInfo', { session: s });
    expect((await info(first)).json().isFirstSession).toBe(true);
    expect((await info(second)).json().isFirstSession).toBe(false);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const user = await createUser(t.db);
    const wrong = await signin({ email: user.email, password: 'nope' });
    const unknown = await signin({ email: 'nobody@example.test', password: 'nope' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 40101, message: 'The email or password you entered is incorrect.' });
    }
  });

  it('limits sign-in attempts per address and email with 429 42900', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 3; i += 1) {
      expect((await signin({ email: user.email, password: 'guess' + i })).statusCode).toBe(401);
    }
    const limited = await signin({ email: user.email, password: FACTORY_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe(42900);
    // Another email from the same address still gets through.
    const other = await createUser(t.db);
    expect((await signin({ email: other.email, password: FACTORY_PASSWORD })).statusCode).toBe(200);
  });

  it.each([
    ['not_beta', 40102],
    ['denied', 40103],
    ['onboarding', 40105],
    ['ack', 40106],
  ])('answers 401 %s with auth code %i at login/code', async (accessStatus, code) => {
    const user = await createUser(t.db, { accessStatus });
    const first = await signin({ email: user.email, password: FACTORY_PASSWORD });
    expect(first.statusCode).toBe(200);
    const res = await loginCode(first.json().code);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(code);
  });

  it('opens the session once a 40106 user accepts the terms with the code that came with it', async () => {
    const user = await createUser(t.db, { accessStatus: 'ack' });
    const { code } = (await signin({ email: user.email, password: FACTORY_PASSWORD })).json();
    const refused = await loginCode(code);
    expect(refused.statusCode).toBe(401);
    const { acknowledgementCode } = refused.json();
    expect(acknowledgementCode).toMatch(/^[\w-]{43}$/);

    const acknowledge = (body: unknown) => t.request('POST', '/api/v0/auth/acknowledgement', { body });
    expect((await acknowledge({ code: acknowledgementCode, accepted: false })).statusCode).toBe(400);
    expect((await acknowledge({ code: 'forged', accepted: true })).json().code).toBe(40103);

    const accepted = await acknowledge({ code: acknowledgementCode, accepted: true });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().token).toMatch(/^[\w-]{43}$/);
    // The code is spent, and from now on the user signs in normally.
    expect((await acknowledge({ code: acknowledgementCode, accepted: true })).statusCode).toBe(401);
    const again = (await signin({ email: user.email, password: FACTORY_PASSWORD })).json();
    expect((await loginCode(again.code)).statusCode).toBe(200);
  });

  it('does not let another refused user through the acknowledgement door', async () => {
    const user = await createUser(t.db, { accessStatus: 'denied' });
    const { code } = (await signin({ email: user.email, password: FACTORY_PASSWORD })).json();
    const res = await t.request('POST', '/api/v0/auth/acknowledgement', { body: { code, accepted: true } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(40103);
  });

  it('treats an unknown or expired code as 40103', async () => {
    expect((await loginCode('not-a-code')).json()).toMatchObject({ code: 40103 });
    const user = await createUser(t.db);
    const { code } = (await signin({ email: user.email, password: FACTORY_PASSWORD })).json();
    t.clock.advance(2 * 60_000 + 1);
    const late = await loginCode(code);
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe(40103);
  });

  it('lets an agent open a delegated session for a customer, and nobody else', async () => {
    const agent = await createUser(t.db, { isAgent: true });
    const customer = await createUser(t.db, { firstName: 'Carla' });
    const res = await signin({
      email: agent.email,
      password: FACTORY_PASSWORD,
      customerEmail: customer.email,
    });
    expect(res.statusCode).toBe(200);
    const login = await loginCode(res.json().code);
    const session = { token: login.json().token, csrf: login.json().csrfToken, agentId: agent.id };
    const info = (await t.request('GET', '/api/v0/userInfo', { session })).json();
    expect(info).toMatchObject({
      userId: customer.id,
      isDelegatedSession: true,
      userInfo: { firstName: 'Carla' },
    });

    const plain = await createUser(t.db);
    const refused = await signin({
      email: plain.email,
      password: FACTORY_PASSWORD,
      customerEmail: customer.email,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('sessions', () => {
  it('answers 401 40100 without a token, with an unknown one, after expiry and after sign-out', async () => {
    const none = await t.request('GET', '/api/v0/userInfo');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 40100 });
    const unknown = await t.request('GET', '/api/v0/userInfo', { session: { token: 'x', csrf: 'y' } });
    expect(unknown.json()).toMatchObject({ code: 40100 });

    const { session: expiring } = { session: await t.signedInUser() };
    expect((await t.request('GET', '/api/v0/userInfo', { session: expiring })).statusCode).toBe(200);
    t.clock.advance(t.config.sessionTtlMinutes * 60_000);
    const expired = await t.request('GET', '/api/v0/userInfo', { session: expiring });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe(40100);

    const signedIn = await t.signedInUser();
    const out = await t.request('POST', '/api/v0/auth/session/invalidate', { session: signedIn, body: {} });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({});
    const after = await t.request('GET', '/api/v0/userInfo', { session: signedIn });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe(40100);
  });

  it('refuses a state-changing call without the CSRF header or with a wrong one (403 40300)', async () => {
    const session = await t.signedInUser();
    const missing = await t.request('POST', '/api/v0/tracking/event', {
      session,
      csrf: null,
      body: { eventName: 'x', properties: {} },
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ code: 40300 });
    const wrong = await t.request('PUT', '/api/v0/experiments/active', { session, csrf: 'wrong', body: {} });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 40300 });
    const signOut = await t.request('POST', '/api/v0/auth/session/invalidate', {
      session,
      csrf: null,
      body: {},
    });
    expect(signOut.statusCode).toBe(403);
    // A GET needs no CSRF header.
    expect((await t.request('GET', '/api/v0/userInfo', { session, csrf: null })).statusCode).toBe(200);
  });
});
