import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembership } from '@portal/db/factories/corporate';
import { expireDueApprovals } from '../src/checkout/approval-expiry.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { insertHotelsWorld, roomIds } from './support/hotels-world.ts';
import { WORLD_TODAY } from './support/hotels-world-data.ts';
import { bookedRooms, readyHotelQuote, type HotelFulfilPoll } from './support/hotels-checkout.ts';
import { card, rowsOf } from './support/purchase-flow.ts';
import {
  adminApi,
  approvalIdOf,
  approvalsWorld,
  chargesOf,
  emailsTo,
  type ApprovalsWorld,
} from './support/approvals-world.ts';

// Issue 15 approvals on the hotels line (a supplier step): held without asking the hotel, approved then
// reserved with the hotel and captured; and the 24-hour timeout job.

let t: TestApp;
let w: ApprovalsWorld;
beforeAll(async () => {
  t = await createTestApp({ now: `${WORLD_TODAY}T12:00:00Z` });
  await insertHotelsWorld(t.db);
  w = await approvalsWorld(t);
});
afterAll(async () => {
  await t?.close();
});

async function bookHotelFor(from: string, until: string) {
  const ready = await readyHotelQuote(t, w.traveler, w.traveler.user.id, {
    lodgingId: 'htl_t_loop',
    from,
    until,
  });
  const res = await t.request('POST', '/api/v0/purchase/fulfill/schedule', {
    session: w.traveler,
    body: {
      quoteToken: { value: ready.token },
      payments: [card(ready.cardId, ready.dueNowMinor)],
      approvalRequestReason: 'Client visit',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const poll = await t.request('POST', '/api/v0/purchase/fulfill/poll', {
    session: w.traveler,
    body: { value: res.json().value },
  });
  const answer = poll.json() as HotelFulfilPoll;
  expect(answer.FulfillResponse, poll.body).toBe('Success');
  return { answer, code: answer.fulfillment?.value.reservation.id.value ?? '' };
}

async function bookingStatus(code: string): Promise<string> {
  const [row] = rowsOf<{ status: string }>(
    await t.db.execute(sql`select status from bookings where confirmation_code = ${code}`),
  );
  return row?.status ?? 'missing';
}

const king = () => roomIds('htl_t_loop').king;

describe('a hotel booking that needs approval', () => {
  it('holds the room and authorizes the card without asking the hotel; approval reserves and captures', async () => {
    const { answer, code } = await bookHotelFor('2025-06-20', '2025-06-22');
    expect(answer.approval).toMatchObject({ status: 'Pending', reason: 'Client visit' });
    expect(await bookingStatus(code)).toBe('Received');
    expect((await bookedRooms(t, king(), '2025-06-20', '2025-06-22')).map((n) => n.booked)).toEqual([1, 1]);
    expect(await chargesOf(t, w.traveler.user.id)).toEqual({ Authorized: 1 });

    const approved = await adminApi(t, w.admin).approve(await approvalIdOf(t, code));
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await bookingStatus(code)).toBe('Confirmed');
    expect(await chargesOf(t, w.traveler.user.id)).toEqual({ Captured: 1 });
    const trip = await t.request('GET', `/api/v0/itinerary/hotels/${code}`, { session: w.traveler });
    expect(trip.statusCode, trip.body).toBe(200);
    expect(trip.json().trip.approval).toMatchObject({ status: 'Approved', label: 'Approved' });
  });

  it('expires a request nobody decided within 24 hours: voided, released, the traveler emailed', async () => {
    const { code } = await bookHotelFor('2025-06-24', '2025-06-25');
    const id = await approvalIdOf(t, code);
    t.clock.advance(23 * 60 * 60_000);
    expect(await expireDueApprovals(t.deps)).toEqual({ expired: 0 });
    t.clock.advance(60 * 60_000);
    expect(await expireDueApprovals(t.deps)).toEqual({ expired: 1 });
    expect(await expireDueApprovals(t.deps)).toEqual({ expired: 0 });
    expect(await bookingStatus(code)).toBe('Failure');
    expect((await bookedRooms(t, king(), '2025-06-24', '2025-06-25')).map((n) => n.booked)).toEqual([0]);
    expect(await chargesOf(t, w.traveler.user.id)).toMatchObject({ Voided: 1 });
    expect(await emailsTo(t, 'guest@example.test', 'Expired:')).toBe(1);
    // A day later the first admin's session has lapsed: a colleague signs in.
    const admin = await t.signedInUser({ tenant: 'capone-corporate' });
    await createMembership(t.db, {
      userId: admin.user.id,
      businessId: w.businessId,
      roles: ['Admin'],
      permissions: ['canViewAdmin'],
      inUse: true,
    });
    const late = await adminApi(t, admin).approve(id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/already expired/);
    const detail = await adminApi(t, admin).get(id);
    expect(detail.json().approval.history.map((h: { kind: string }) => h.kind)).toEqual([
      'Requested',
      'Expired',
    ]);
  });
});
