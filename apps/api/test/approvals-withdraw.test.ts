import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentMethod } from '@portal/db/factories/cards';
import {
  approvalIdOf,
  approvalsWorld,
  chargesOf,
  emailsTo,
  type ApprovalsWorld,
} from './support/approvals-world.ts';
import {
  card,
  count,
  readyQuote,
  rowsOf,
  stayFor,
  TODAY,
  type FulfilPollAnswer,
} from './support/purchase-flow.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Issue 15: the traveler withdraws a pending approval request from My trips: the nights are released, the card
// authorization voided, the traveler emailed and the withdrawal audited; only their own, only while pending.

let t: TestApp;
let w: ApprovalsWorld;
beforeAll(async () => {
  t = await createTestApp({ now: `${TODAY}T12:00:00Z`, demoData: { listings: 4, today: TODAY } });
  w = await approvalsWorld(t);
});
afterAll(async () => {
  await t?.close();
});

async function bookHeld(n: number): Promise<string> {
  const quoted = await readyQuote(t, w.traveler, stayFor(n));
  const cardRow = await createPaymentMethod(t.db, w.traveler.user.id);
  const res = await t.request('POST', '/api/v0/purchase/fulfill/schedule', {
    session: w.traveler,
    body: { quoteToken: { value: quoted.token }, payments: [card(cardRow.id, quoted.totalMinor)] },
  });
  expect(res.statusCode, res.body).toBe(200);
  const poll = await t.request('POST', '/api/v0/purchase/fulfill/poll', {
    session: w.traveler,
    body: { value: res.json().value },
  });
  const answer = poll.json() as FulfilPollAnswer;
  expect(answer.approval?.status).toBe('Pending');
  return answer.fulfillment?.value.reservation.id.value ?? '';
}

const withdraw = (id: string, session = w.traveler) =>
  t.request('POST', `/api/v0/approvals/${id}/withdraw`, { session });

describe('withdrawing an approval request', () => {
  it('releases the nights, voids the card, emails and audits; a repeat answers the same', async () => {
    const code = await bookHeld(3);
    const id = await approvalIdOf(t, code);
    // Not the approver's to withdraw, nor anyone else's: 404.
    expect((await withdraw(id, w.admin)).statusCode).toBe(404);

    const res = await withdraw(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().approval).toMatchObject({ id, status: 'Withdrawn', label: 'Withdrawn' });
    expect(res.json().approval.history.map((e: { kind: string }) => e.kind)).toEqual([
      'Requested',
      'Withdrawn',
    ]);
    expect((await withdraw(id)).json().approval.status).toBe('Withdrawn');

    const [booking] = rowsOf<{ status: string }>(
      await t.db.execute(sql`select status from bookings where confirmation_code = ${code}`),
    );
    expect(booking?.status).toBe('Failure');
    expect(
      await count(
        t,
        sql`select count(*) as n from stay_holds h join bookings b on b.id = h.booking_id where b.confirmation_code = ${code}`,
      ),
    ).toBe(0);
    expect(await chargesOf(t, w.traveler.user.id)).toMatchObject({ Voided: 1 });
    expect(await emailsTo(t, 'guest@example.test', 'Withdrawn:')).toBe(1);
    const audit = rowsOf<{ action: string; actor_user_id: string }>(
      await t.db.execute(sql`select action, actor_user_id from audit_log where target_id = ${id}`),
    );
    expect(audit).toEqual([{ action: 'approval.withdraw', actor_user_id: w.traveler.user.id }]);

    // Decided: the admin can no longer approve it.
    const approve = await t.request('POST', `/admin/api/v0/approvals/${id}/approve`, {
      session: w.admin,
      body: {},
    });
    expect(approve.statusCode).toBe(409);
    const trips = await t.request('PUT', '/api/v0/itinerary/list', {
      session: w.traveler,
      body: { tab: 'Past' },
    });
    const trip = trips.json().homes.find((h: { confirmationCode: string }) => h.confirmationCode === code);
    expect(trip).toMatchObject({ timeState: 'Canceled', approval: { status: 'Withdrawn' } });
  });

  it('refuses to withdraw a request already approved (409 with the rule)', async () => {
    const code = await bookHeld(4);
    const id = await approvalIdOf(t, code);
    const approved = await t.request('POST', `/admin/api/v0/approvals/${id}/approve`, {
      session: w.admin,
      body: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const res = await withdraw(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already approved/);
  });
});
