import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRewardsAccount } from '@portal/db/factories/cards';
import { FACTORY_PASSWORD, createUser } from '@portal/db/factories/users';
import { AGENT_FORBIDDEN } from '@portal/domain/agent-rules';
import { SIMULATOR_TEST_CARDS } from '../src/providers/payments/test-cards.ts';
import { outboxOf } from './support/outbox-flow.ts';
import { book, card, readyQuote, rowsOf, stayFor, TODAY } from './support/purchase-flow.ts';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';

// Issue 15, the agent portal: an agent signs in to the portal's own sign-in, finds a customer, acts for them in a
// delegated session that knows both identities, pays the agent fee, and leaves every change in the audit log.

let t: TestApp;
let agent: Awaited<ReturnType<typeof createUser>>;
let customer: Awaited<ReturnType<typeof createUser>>;
let agentSession: SignedIn;

async function signInAsAgent(email: string) {
  const signin = await t.request('POST', '/api/v0/auth/signin', {
    body: { email, password: FACTORY_PASSWORD, asAgent: true },
  });
  if (signin.statusCode !== 200) return signin;
  return t.request('POST', '/api/v0/auth/login/code', { body: { code: signin.json().code } });
}

async function actFor(userId: string): Promise<SignedIn> {
  const res = await t.request('POST', '/api/v0/agent/sessions', {
    session: agentSession,
    body: { customerUserId: userId },
  });
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json<{ token: string; csrfToken: string; agentId: string }>();
  expect(answer.agentId).toBe(agent.id);
  return { token: answer.token, csrf: answer.csrfToken, agentId: answer.agentId };
}

type AuditRow = {
  actor_user_id: string;
  on_behalf_of_user_id: string | null;
  action: string;
  after: unknown;
};
const auditOf = async (customerId: string) =>
  rowsOf<AuditRow>(
    await t.db.execute(
      sql`select actor_user_id, on_behalf_of_user_id, action, after from audit_log
          where on_behalf_of_user_id = ${customerId} order by at, action`,
    ),
  );

beforeAll(async () => {
  t = await createTestApp({ demoData: { listings: 20, today: TODAY } });
  agent = await createUser(t.db, { isAgent: true, firstName: 'Ada', lastName: 'Agent' });
  customer = await createUser(t.db, { firstName: 'Carla', lastName: 'Customer' });
  await createRewardsAccount(t.db, customer.id, { lastFour: '1234' });
  const login = await signInAsAgent(agent.email);
  agentSession = { token: login.json().token, csrf: login.json().csrfToken };
});
afterAll(async () => {
  await t?.close();
});

describe('agent sign-in and customer search', () => {
  it('signs only agents in to the agent portal (403 40312 for anyone else)', async () => {
    const refused = await signInAsAgent(customer.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 40312, message: expect.stringContaining('agent') });
  });

  it('finds customers by email, name or confirmation code, never agents, with their recent bookings', async () => {
    const search = (q: string, session = agentSession) =>
      t.request('GET', `/api/v0/agent/customers/search?q=${encodeURIComponent(q)}`, { session });
    const byName = (await search('carla cust')).json();
    expect(byName.customers).toEqual([
      { userId: customer.id, name: 'Carla Customer', email: customer.email, recentBookings: [] },
    ]);
    expect((await search(customer.email.slice(0, 12))).json().customers[0].userId).toBe(customer.id);
    expect((await search('Ada Agent')).json().customers).toEqual([]);
    expect((await search('100%_')).json().customers).toEqual([]);

    const primary = await t.signIn('primary@demo.test', 'travel-demo');
    const code = rowsOf<{ confirmation_code: string; user_id: string }>(
      await t.db.execute(
        sql`select confirmation_code, user_id from bookings order by created_at desc limit 1`,
      ),
    )[0];
    if (!code) throw new Error('the demo data has bookings');
    const found = (await search(code.confirmation_code.toLowerCase())).json().customers;
    expect(found[0]).toMatchObject({ userId: code.user_id });
    expect(found[0].recentBookings.map((b: { confirmationCode: string }) => b.confirmationCode)).toContain(
      code.confirmation_code,
    );

    const notAgent = await search('carla', primary);
    expect(notAgent.statusCode).toBe(403);
    expect(notAgent.json().code).toBe(40312);
    expect((await search('x')).statusCode).toBe(400);
  });
});

describe('a delegated session', () => {
  it('knows both identities, needs the agent header, and may not search or act again', async () => {
    const delegated = await actFor(customer.id);
    const info = (await t.request('GET', '/api/v0/userInfo', { session: delegated })).json();
    expect(info).toMatchObject({
      userId: customer.id,
      isDelegatedSession: true,
      agent: { userId: agent.id, firstName: 'Ada', lastName: 'Agent' },
    });
    const row = rowsOf<{ agent_user_id: string; user_id: string }>(
      await t.db.execute(sql`select agent_user_id, user_id from sessions where user_id = ${customer.id}`),
    );
    expect(row).toEqual([{ agent_user_id: agent.id, user_id: customer.id }]);

    const mismatch = await t.request('GET', '/api/v0/userInfo', {
      session: delegated,
      headers: { 'h-agent-id': customer.id },
    });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json()).toMatchObject({ code: 40313, message: expect.stringContaining('H-Agent-Id') });
    const again = await t.request('POST', '/api/v0/agent/sessions', {
      session: delegated,
      body: { customerUserId: customer.id },
    });
    expect(again.json().code).toBe(40312);
    const admin = await t.request('GET', '/admin/api/v0/audit-log', { session: delegated });
    expect(admin.json().code).toBe(40311);
    const ownInfo = (await t.request('GET', '/api/v0/userInfo', { session: agentSession })).json();
    expect(ownInfo).toMatchObject({ userId: agent.id, isDelegatedSession: false, agent: null });
  });

  it('adds a card without echoing its number, books with the agent fee of 10, and audits both identities', async () => {
    const delegated = await actFor(customer.id);
    const number = SIMULATOR_TEST_CARDS.visaSuccess;
    const verify = await t.request('POST', '/api/v0/payment-methods/verify', {
      session: delegated,
      body: {
        number,
        cvv: '123',
        expirationMonth: 8,
        expirationYear: 2029,
        cardholderName: 'Carla Customer',
        billingZip: '10001',
        country: 'US',
      },
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(verify.body).not.toContain(number);
    expect(verify.body).not.toContain('"123"');
    const paymentId = verify.json().payment.id as string;

    const quoted = await readyQuote(t, delegated, stayFor(3));
    const quote = quoted.poll.quote?.value;
    expect(quote?.rate.detailedPrice.agentFee.value).toBe(10);
    const own = await readyQuote(t, await t.signedInUser(), stayFor(5));
    expect(own.poll.quote?.value.rate.detailedPrice.agentFee.value).toBe(0);

    const booked = await book(t, delegated, quoted.token, [card(paymentId, quoted.totalMinor)]);
    expect(booked.FulfillResponse, JSON.stringify(booked)).toBe('Success');
    const code = booked.fulfillment?.value.reservation.id.value ?? '';
    expect(booked.fulfillment?.value.reservation.total.value).toBeCloseTo(quoted.totalMinor / 100);
    // The customer gets the confirmation email of the booking the agent made for them; the agent does not.
    const customerOwn = await t.signIn(customer.email);
    const mail = (await outboxOf(t, customerOwn)).filter((e) => e.subject.includes(code));
    expect(mail.map((e) => e.subject)).toEqual([`Confirmed, your stay is booked. (${code})`]);
    expect(mail[0]?.text).not.toContain(number);
    expect((await outboxOf(t, agentSession)).some((e) => e.subject.includes(code))).toBe(false);

    const end = await t.request('POST', '/api/v0/agent/sessions/end', { session: delegated, body: {} });
    expect(end.statusCode).toBe(200);
    expect((await t.request('GET', '/api/v0/userInfo', { session: delegated })).statusCode).toBe(401);
    expect((await t.request('GET', '/api/v0/userInfo', { session: agentSession })).statusCode).toBe(200);

    const entries = await auditOf(customer.id);
    expect(entries.every((e) => e.actor_user_id === agent.id && e.on_behalf_of_user_id === customer.id)).toBe(
      true,
    );
    const actions = entries.map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'agent.session.open',
        'agent.payment-methods.verify',
        'agent.purchase.quote.schedule',
        'agent.homes.addMainGuest',
        'agent.purchase.fulfill.schedule',
        'agent.session.end',
      ]),
    );
    // Ids only: the card number and CVV never reach the log.
    expect(JSON.stringify(entries)).not.toContain(number);
    expect(code).toMatch(/^H-/);
  });

  it("may not change the customer's password (403 40315 with the rule); the customer may", async () => {
    const person = await createUser(t.db, { firstName: 'Pat', lastName: 'Password' });
    const delegated = await actFor(person.id);
    const body = { currentPassword: FACTORY_PASSWORD, newPassword: 'a-longer-travel-password' };
    const refused = await t.request('POST', '/api/v0/user/password', { session: delegated, body });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 40315, message: AGENT_FORBIDDEN.ChangePassword });
    // Refused before anything is checked: a wrong current password answers the same rule.
    const wrong = await t.request('POST', '/api/v0/user/password', {
      session: delegated,
      body: { ...body, currentPassword: 'not-it' },
    });
    expect(wrong.json().code).toBe(40315);
    const unchanged = await t.request('POST', '/api/v0/auth/signin', {
      body: { email: person.email, password: FACTORY_PASSWORD },
    });
    expect(unchanged.statusCode).toBe(200);

    const own = await t.signIn(person.email);
    const badCurrent = await t.request('POST', '/api/v0/user/password', {
      session: own,
      body: { ...body, currentPassword: 'not-it' },
    });
    expect(badCurrent.json()).toMatchObject({ code: 40012 });
    const short = await t.request('POST', '/api/v0/user/password', {
      session: own,
      body: { ...body, newPassword: 'short' },
    });
    expect(short.json()).toMatchObject({ code: 40013 });
    const changed = await t.request('POST', '/api/v0/user/password', { session: own, body });
    expect(changed.statusCode, changed.body).toBe(200);
    const signin = await t.request('POST', '/api/v0/auth/signin', {
      body: { email: person.email, password: body.newPassword },
    });
    expect(signin.statusCode).toBe(200);
  });

  it('cannot be ended by a session that is not delegated (403 40314)', async () => {
    const res = await t.request('POST', '/api/v0/agent/sessions/end', { session: agentSession, body: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(40314);
  });

  it('refuses to act for an unknown customer or for another agent (404)', async () => {
    const other = await createUser(t.db, { isAgent: true });
    for (const id of [other.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await t.request('POST', '/api/v0/agent/sessions', {
        session: agentSession,
        body: { customerUserId: id },
      });
      expect(res.statusCode).toBe(404);
    }
  });
});
