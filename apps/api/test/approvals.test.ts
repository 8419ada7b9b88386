import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPaymentMethod } from '@portal/db/factories/cards';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';
import {
  rowsOf,
  card,
  count,
  readyQuote,
  stayFor,
  TODAY,
  type FulfilPollAnswer,
} from './support/purchase-flow.ts';
import {
  adminApi,
  approvalIdOf,
  approvalsWorld,
  chargesOf,
  emailsTo,
  type ApprovalsWorld,
} from './support/approvals-world.ts';

// Issue 15 approvals on the homes line: held, approved (captured once), denied (voided, nights free again),
// a concurrent approve and deny, the business scoping of the admin API.

let t: TestApp;
let w: ApprovalsWorld;
beforeAll(async () => {
  t = await createTestApp({ now: `${TODAY}T12:00:00Z`, demoData: { listings: 4, today: TODAY } });
  w = await approvalsWorld(t);
});
afterAll(async () => {
  await t?.close();
});

/** Books vr-demo-open for stay `n` as `s` with a card; the first poll's answer. */
async function bookStay(s: SignedIn & { user: { id: string } }, n: number, reason?: string) {
  const quoted = await readyQuote(t, s, stayFor(n));
  const cardRow = await createPaymentMethod(t.db, s.user.id);
  const res = await t.request('POST', '/api/v0/purchase/fulfill/schedule', {
    session: s,
    body: {
      quoteToken: { value: quoted.token },
      payments: [card(cardRow.id, quoted.totalMinor)],
      ...(reason ? { approvalRequestReason: reason } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const poll = await t.request('POST', '/api/v0/purchase/fulfill/poll', {
    session: s,
    body: { value: res.json().value },
  });
  expect(poll.statusCode, poll.body).toBe(200);
  const answer = poll.json() as FulfilPollAnswer;
  return { answer, code: answer.fulfillment?.value.reservation.id.value ?? '', quoted, cardRow };
}

async function bookingStatus(code: string): Promise<string> {
  const [row] = rowsOf<{ status: string }>(
    await t.db.execute(sql`select status from bookings where confirmation_code = ${code}`),
  );
  return row?.status ?? 'missing';
}

describe('a booking that needs approval', () => {
  it('holds the nights, authorizes the card and answers Pending approval; approvers are emailed', async () => {
    const { answer, code } = await bookStay(w.traveler, 0, 'Team offsite in the mountains');
    expect(answer.FulfillResponse, JSON.stringify(answer)).toBe('Success');
    expect(answer.approval).toMatchObject({
      status: 'Pending',
      label: 'Pending approval',
      reason: 'Team offsite in the mountains',
    });
    expect(answer.approval?.expiresAt).toBe('2025-06-03T12:00:00.000Z');
    expect(await bookingStatus(code)).toBe('Received');
    expect(await chargesOf(t, w.traveler.user.id)).toEqual({ Authorized: 1 });
    expect(await emailsTo(t, w.admin.user.email, 'Approval needed')).toBe(1);
    expect(await emailsTo(t, 'guest@example.test', `Pending approval`)).toBeGreaterThan(0);

    const list = await adminApi(t, w.admin).list('?status=Pending');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().approvals[0]).toMatchObject({
      status: 'Pending',
      reason: 'Team offsite in the mountains',
      traveler: { userId: w.traveler.user.id },
      booking: { confirmationCode: code, productLine: 'Homes', status: 'Received' },
    });

    const trips = await t.request('PUT', '/api/v0/itinerary/list', {
      session: w.traveler,
      body: { tab: 'Upcoming' },
    });
    expect(trips.statusCode, trips.body).toBe(200);
    const trip = trips.json().homes.find((h: { confirmationCode: string }) => h.confirmationCode === code);
    expect(trip?.approval).toMatchObject({ status: 'Pending', label: 'Pending approval' });
  });

  it('approve captures once, confirms, emails the traveler and is idempotent', async () => {
    const { code } = await bookStay(w.traveler, 1);
    const id = await approvalIdOf(t, code);
    const capture = vi.spyOn(t.deps.providers.payments, 'capture');
    const first = await adminApi(t, w.admin).approve(id, 'Enjoy the trip');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().approval).toMatchObject({ status: 'Approved', booking: { status: 'Confirmed' } });
    expect(first.json().approval.history.map((h: { kind: string }) => h.kind)).toEqual([
      'Requested',
      'Approved',
    ]);
    const again = await adminApi(t, w.admin).approve(id);
    expect(again.statusCode, again.body).toBe(200);
    expect(capture).toHaveBeenCalledTimes(1);
    capture.mockRestore();
    expect(await bookingStatus(code)).toBe('Confirmed');
    expect(await emailsTo(t, 'guest@example.test', `Approved:`)).toBe(1);
    expect(
      await count(
        t,
        sql`select count(*) as n from audit_log where action = 'approval.approve' and target_id = ${id}`,
      ),
    ).toBe(1);
    const denied = await adminApi(t, w.admin).deny(id, 'Too late');
    expect(denied.statusCode).toBe(409);
    expect(denied.json().message).toMatch(/already approved/);
  });

  it('deny voids the card and frees the nights so another buyer can book them', async () => {
    const { code } = await bookStay(w.traveler, 2);
    const id = await approvalIdOf(t, code);
    expect((await adminApi(t, w.admin).deny(id, '')).statusCode).toBe(400);
    const res = await adminApi(t, w.admin).deny(id, 'Please book the cheaper cabin');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().approval).toMatchObject({ status: 'Denied', booking: { status: 'Failure' } });
    expect(await bookingStatus(code)).toBe('Failure');
    expect(
      await count(
        t,
        sql`select count(*) as n from stay_holds h join bookings b on b.id = h.booking_id where b.confirmation_code = ${code}`,
      ),
    ).toBe(0);
    expect(await emailsTo(t, 'guest@example.test', 'Denied:')).toBe(1);

    const buyer = await t.signedInUser();
    const other = await bookStay(buyer, 2);
    expect(other.answer.FulfillResponse, JSON.stringify(other.answer)).toBe('Success');
    expect(other.answer.approval).toBeUndefined();

    const trips = await t.request('PUT', '/api/v0/itinerary/list', {
      session: w.traveler,
      body: { tab: 'Past' },
    });
    const trip = trips.json().homes.find((h: { confirmationCode: string }) => h.confirmationCode === code);
    expect(trip).toMatchObject({
      timeState: 'Canceled',
      approval: { status: 'Denied', comment: 'Please book the cheaper cabin' },
    });
    const upcoming = await t.request('PUT', '/api/v0/itinerary/list', {
      session: w.traveler,
      body: { tab: 'Upcoming' },
    });
    expect(upcoming.json().homes.map((h: { confirmationCode: string }) => h.confirmationCode)).not.toContain(
      code,
    );
  });

  it('a concurrent approve and deny: exactly one wins, the other gets 409', async () => {
    const { code } = await bookStay(w.traveler, 3);
    const id = await approvalIdOf(t, code);
    const answers = await Promise.all([
      adminApi(t, w.admin).approve(id),
      adminApi(t, w.admin).deny(id, 'No'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)?.json().approval.status;
    expect(await bookingStatus(code)).toBe(winner === 'Approved' ? 'Confirmed' : 'Failure');
  });

  it("hides a request from another business's admin (404) and refuses the traveler (403)", async () => {
    const { code } = await bookStay(w.traveler, 4);
    const id = await approvalIdOf(t, code);
    const other = adminApi(t, w.otherAdmin);
    expect((await other.get(id)).statusCode).toBe(404);
    expect((await other.approve(id)).statusCode).toBe(404);
    expect((await other.deny(id, 'no')).statusCode).toBe(404);
    expect((await other.list()).json().approvals).toEqual([]);
    const traveler = adminApi(t, w.traveler);
    for (const res of [await traveler.list(), await traveler.approve(id)]) expect(res.statusCode).toBe(403);
    expect(await bookingStatus(code)).toBe('Received');
  });

  it('does not hold bookings of a traveler whose tier does not require approval', async () => {
    const consumer = await t.signedInUser();
    const { answer } = await bookStay(consumer, 5);
    expect(answer.approval).toBeUndefined();
    expect(answer.fulfillment?.value.reservation.status).toBe('Confirmed');
  });
});
