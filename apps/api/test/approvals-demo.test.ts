import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APPROVAL } from '@portal/db/seed/demo-approval';
import { rowsOf, TODAY } from './support/purchase-flow.ts';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';

// Issue 15: a fresh demo portal has one pending approval request at Acme (Priya Raman's), so /admin/approvals is
// not empty; it is a real request: the admin approves it and the stay is confirmed.

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({
    now: `${TODAY}T12:00:00Z`,
    demoData: { listings: 4, today: TODAY, pendingApproval: true },
  });
  admin = await t.signIn('corp-admin@demo.test', 'travel-demo');
});
afterAll(async () => {
  await t?.close();
});

describe('the demo pending approval', () => {
  it("is in Acme's queue with Priya's reason, holding its nights, and can be approved", async () => {
    const queue = await t.request('GET', '/admin/api/v0/approvals?status=Pending', { session: admin });
    expect(queue.statusCode, queue.body).toBe(200);
    const [request, ...others] = queue.json().approvals;
    expect(others).toEqual([]);
    expect(request).toMatchObject({
      status: 'Pending',
      traveler: { name: 'Priya Raman', email: DEMO_APPROVAL.email },
      reason: DEMO_APPROVAL.reason,
      booking: { confirmationCode: DEMO_APPROVAL.code, productLine: 'Homes', status: 'Received' },
    });
    // It runs for 24 hours from the seeding (two hours ago).
    expect(Date.parse(request.expiresAt) - Date.parse(`${TODAY}T12:00:00Z`)).toBe(22 * 60 * 60_000);
    const holds = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from stay_holds h join bookings b on b.id = h.booking_id
            where b.confirmation_code = ${DEMO_APPROVAL.code} and h.kind = 'Reservation'`,
      ),
    );
    expect(holds[0]?.n).toBe(1);

    // The approver comments without deciding; the traveler sees the note in her trip's history.
    const commented = await t.request('POST', `/admin/api/v0/approvals/${request.id}/comment`, {
      session: admin,
      body: { comment: '  Can you share the agenda?  ' },
    });
    expect(commented.statusCode, commented.body).toBe(200);
    expect(commented.json().approval.status).toBe('Pending');
    const empty = await t.request('POST', `/admin/api/v0/approvals/${request.id}/comment`, {
      session: admin,
      body: { comment: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    const priya = await t.signIn(DEMO_APPROVAL.email, 'travel-demo');
    const tripOf = async () => {
      const res = await t.request('GET', `/api/v0/itinerary/homes/${DEMO_APPROVAL.code}`, { session: priya });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().trip;
    };
    const pending = (await tripOf()).approval;
    expect(pending).toMatchObject({ id: request.id, status: 'Pending', comment: null });
    expect(pending.history.map((e: { kind: string; comment: string }) => [e.kind, e.comment])).toEqual([
      ['Requested', DEMO_APPROVAL.reason],
      ['Commented', 'Can you share the agenda?'],
    ]);
    expect(pending.history[1].actor.email).toBe('corp-admin@demo.test');

    const approved = await t.request('POST', `/admin/api/v0/approvals/${request.id}/approve`, {
      session: admin,
      body: { comment: 'Enjoy the kickoff.' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const detail = approved.json().approval;
    expect(detail.status).toBe('Approved');
    expect(detail.booking.status).toBe('Confirmed');
    expect(detail.history.map((e: { kind: string }) => e.kind)).toEqual([
      'Requested',
      'Commented',
      'Approved',
    ]);
    expect(detail.history[0].actor.name).toBe('Priya Raman');
    const decided = (await tripOf()).approval;
    expect(decided).toMatchObject({ status: 'Approved', comment: 'Enjoy the kickoff.' });
    expect(decided.history).toHaveLength(3);
    const audit = rowsOf<{ action: string }>(
      await t.db.execute(
        sql`select action from audit_log where target_id = ${request.id} order by at, action`,
      ),
    );
    expect(audit.map((r) => r.action).sort()).toEqual(['approval.approve', 'approval.comment']);
  });
});
