import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CancelConflictCode } from '@portal/contracts/trips';
import type { CancelQuoteAnswer } from '@portal/contracts/trips';
import { createReservation, TERMS } from '@portal/db/factories/reservations';
import type { ReservationOverrides } from '@portal/db/factories/reservations';
import { addDays } from '@portal/domain/iso-date';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';
import { count, rowsOf, TODAY } from './support/purchase-flow.ts';

// Refund rules of every policy and every refused transition, on reservations made by the factory (the booked
// terms are what counts, whatever the listing says today). Each reservation gets nights of its own.

let t: TestApp;
let s: SignedIn & { user: { id: string } };
beforeAll(async () => {
  t = await createTestApp({ demoData: { listings: 20, today: TODAY } });
  s = await t.signedInUser();
});
afterAll(async () => {
  await t?.close();
});

let slot = 0;
/** A stay of `nights` starting `daysAhead` from TODAY on a listing no other test file books (vr-demo-lifestyle). */
async function makeTrip(daysAhead: number, over: Partial<ReservationOverrides> = {}, who = s) {
  slot += 1;
  const from = addDays(TODAY, daysAhead);
  const made = await createReservation(t.db, who.user.id, {
    listingId: `vr-demo-lifestyle`,
    from,
    until: addDays(from, 2),
    hold: false,
    // Apart in creation time so the newest-first order is well defined.
    createdAt: new Date(Date.parse('2025-01-01T00:00:00Z') + slot * 60_000),
    ...over,
  });
  return made;
}

async function quote(code: string, who: SignedIn = s): Promise<CancelQuoteAnswer> {
  const res = await t.request('POST', '/api/v0/homes/cancel/quote', {
    session: who,
    body: { reservationId: code },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

function confirm(code: string, quoteId: string, who: SignedIn = s) {
  return t.request('POST', '/api/v0/homes/cancel/confirm', {
    session: who,
    body: { reservationId: code, quoteId },
  });
}

describe('cancel quote: refund by the booked policy', () => {
  it.each([
    // policy, days before check-in, refund kind, refund share of the total
    ['FullyRefundable', 20, 'Full', 1],
    ['FullyRefundable', 14, 'Full', 1],
    ['FullyRefundable', 13, 'None', 0],
    ['FullyRefundable', 0, 'None', 0],
    ['PartiallyRefundable', 45, 'Full', 1],
    ['PartiallyRefundable', 30, 'Full', 1],
    ['PartiallyRefundable', 29, 'Partial', 0.5],
    ['PartiallyRefundable', 7, 'Partial', 0.5],
    ['PartiallyRefundable', 6, 'None', 0],
    ['NonRefundable', 60, 'None', 0],
  ] as const)('%s, %i days before check-in: %s', async (policy, days, kind, share) => {
    const { reservation, totalMinor } = await makeTrip(days, { terms: TERMS[policy] });
    const answer = await quote(reservation.confirmationCode);
    if (answer.type !== 'HomesCancelQuoteSuccess') throw new Error(JSON.stringify(answer));
    expect(answer.refundKind).toBe(kind);
    expect(answer.policy).toEqual({ policy, description: TERMS[policy].description });
    expect(answer.refund.fiat.value).toBe(Math.round(totalMinor * share) / 100);
    expect(answer.paid.value).toBe(totalMinor / 100);
    expect(answer.breakdown).toEqual(share === 0 ? [] : [{ kind: 'UserCard', amount: answer.refund.fiat }]);
    expect(Date.parse(answer.expiresAt) - Date.parse(`${TODAY}T12:00:00Z`)).toBe(15 * 60_000);
  });

  it('Unknown policy: contact support', async () => {
    const { reservation: r } = await makeTrip(40, { terms: TERMS.Unknown });
    expect(await quote(r.confirmationCode)).toMatchObject({
      type: 'HomesChangeQuoteFailure',
      reason: 'ContactSupport',
    });
  });

  it.each([
    ['Cancelled', 40, 'AlreadyCancelled'],
    ['CancelledWithErrors', 40, 'AlreadyCancelled'],
    ['Failure', 40, 'ContactSupport'],
    ['Received', 40, 'Pending'],
    ['Confirmed', -1, 'PastStay'],
    ['Confirmed', -10, 'PastStay'],
  ] as const)('a %s reservation %i days ahead cannot be cancelled: %s', async (status, days, reason) => {
    const { reservation: r } = await makeTrip(days, { status });
    const answer = await quote(r.confirmationCode);
    expect(answer).toMatchObject({ type: 'HomesChangeQuoteFailure', reason });
    if (answer.type === 'HomesChangeQuoteFailure') expect(answer.message.length).toBeGreaterThan(10);
  });

  it('a PendingConfirm reservation can be cancelled (the lifecycle allows it)', async () => {
    const { reservation: r } = await makeTrip(40, { status: 'PendingConfirm' });
    const answer = await quote(r.confirmationCode);
    if (answer.type !== 'HomesCancelQuoteSuccess') throw new Error(JSON.stringify(answer));
    expect((await confirm(r.confirmationCode, answer.quoteId)).statusCode).toBe(200);
  });
});

describe('cancel confirm: refused transitions', () => {
  it('a used quote answers 409 and a second cancellation is refused', async () => {
    const { reservation: r } = await makeTrip(40);
    const answer = await quote(r.confirmationCode);
    if (answer.type !== 'HomesCancelQuoteSuccess') throw new Error(JSON.stringify(answer));
    const first = await confirm(r.confirmationCode, answer.quoteId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'Cancelled',
      trip: { status: 'Cancelled', timeState: 'Canceled' },
    });
    const again = await confirm(r.confirmationCode, answer.quoteId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: CancelConflictCode.QuoteUsed });
    expect(await quote(r.confirmationCode)).toMatchObject({ reason: 'AlreadyCancelled' });
    expect(await count(t, sql`select count(*) as n from booking_refunds where booking_id = ${r.id}`)).toBe(1);
  });

  it('two confirms of one quote at once: exactly one cancels, one refund row', async () => {
    const { reservation: r } = await makeTrip(40);
    const answer = await quote(r.confirmationCode);
    if (answer.type !== 'HomesCancelQuoteSuccess') throw new Error(JSON.stringify(answer));
    const results = await Promise.all([
      confirm(r.confirmationCode, answer.quoteId),
      confirm(r.confirmationCode, answer.quoteId),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await count(t, sql`select count(*) as n from booking_refunds where booking_id = ${r.id}`)).toBe(1);
  });

  it('two quotes, two confirms: only the first cancels', async () => {
    const { reservation: r } = await makeTrip(40);
    const a = await quote(r.confirmationCode);
    const b = await quote(r.confirmationCode);
    if (a.type !== 'HomesCancelQuoteSuccess' || b.type !== 'HomesCancelQuoteSuccess')
      throw new Error('no quotes');
    expect((await confirm(r.confirmationCode, a.quoteId)).statusCode).toBe(200);
    const second = await confirm(r.confirmationCode, b.quoteId);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe(CancelConflictCode.ReservationChanged);
  });

  it('an expired quote answers 409 and leaves the stay booked', async () => {
    const { reservation: r } = await makeTrip(40);
    const answer = await quote(r.confirmationCode);
    if (answer.type !== 'HomesCancelQuoteSuccess') throw new Error(JSON.stringify(answer));
    t.clock.advance(15 * 60_000 + 1);
    try {
      const res = await confirm(r.confirmationCode, answer.quoteId);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe(CancelConflictCode.QuoteExpired);
    } finally {
      t.clock.set(`${TODAY}T12:00:00Z`);
    }
    const trip = await t.request('GET', `/api/v0/itinerary/homes/${r.confirmationCode}`, { session: s });
    expect(trip.json().trip.status).toBe('Confirmed');
  });

  it('a quote of another reservation, or a made-up one, answers 409 QuoteNotFound', async () => {
    const { reservation: r1 } = await makeTrip(40);
    const { reservation: r2 } = await makeTrip(40);
    const answer = await quote(r1.confirmationCode);
    if (answer.type !== 'HomesCancelQuoteSuccess') throw new Error(JSON.stringify(answer));
    for (const quoteId of [answer.quoteId, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await confirm(r2.confirmationCode, quoteId);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe(CancelConflictCode.QuoteNotFound);
    }
  });

  it("another user's quote cannot cancel their reservation, nor this user's", async () => {
    const other = await t.signedInUser();
    const { reservation: theirs } = await makeTrip(40, {}, other);
    const { reservation: mine } = await makeTrip(40);
    const answer = await quote(theirs.confirmationCode, other);
    if (answer.type !== 'HomesCancelQuoteSuccess') throw new Error(JSON.stringify(answer));
    expect((await confirm(theirs.confirmationCode, answer.quoteId)).statusCode).toBe(404);
    expect((await confirm(mine.confirmationCode, answer.quoteId)).statusCode).toBe(409);
    expect(
      (
        await t.request('POST', '/api/v0/homes/cancel/quote', {
          session: s,
          body: { reservationId: theirs.confirmationCode },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('a reservation whose status changed since the quote answers 409 ReservationChanged', async () => {
    const { reservation: r } = await makeTrip(40);
    const answer = await quote(r.confirmationCode);
    if (answer.type !== 'HomesCancelQuoteSuccess') throw new Error(JSON.stringify(answer));
    await t.db.execute(sql`update bookings set status = 'PartiallyPaid' where id = ${r.id}`);
    const res = await confirm(r.confirmationCode, answer.quoteId);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(CancelConflictCode.ReservationChanged);
  });

  it('a refund deadline passed since the quote answers 409 ReservationChanged', async () => {
    // Quoted 5 minutes before midnight, 14 days before check-in (Full); confirmed 13 days before (None).
    t.clock.set(`${TODAY}T23:55:00Z`);
    try {
      const late = await t.signedInUser();
      const { reservation: r } = await makeTrip(14, {}, late);
      const answer = await quote(r.confirmationCode, late);
      expect(answer).toMatchObject({ refundKind: 'Full' });
      if (answer.type !== 'HomesCancelQuoteSuccess') throw new Error(JSON.stringify(answer));
      t.clock.advance(10 * 60_000);
      const res = await confirm(r.confirmationCode, answer.quoteId, late);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe(CancelConflictCode.ReservationChanged);
    } finally {
      t.clock.set(`${TODAY}T12:00:00Z`);
    }
  });

  it.each(['Failure', 'Cancelled', 'CancelledWithErrors'] as const)(
    'a quote forged for a %s reservation cannot cancel it',
    async (status) => {
      const { reservation: r } = await makeTrip(40, { status });
      const [row] = rowsOf<{ id: string }>(
        await t.db.execute(sql`insert into cancel_quotes
          (booking_id, user_id, booking_status, refund_kind, refund_minor, plan, expires_at)
          values (${r.id}, ${s.user.id}, ${status}, 'Full', 0, '[]'::jsonb, now() + interval '1 day') returning id`),
      );
      const res = await confirm(r.confirmationCode, row?.id ?? '');
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe(CancelConflictCode.ReservationChanged);
      const after = await t.request('GET', `/api/v0/itinerary/homes/${r.confirmationCode}`, { session: s });
      expect(after.json().trip.status).toBe(status);
    },
  );
});

describe('auth', () => {
  it('answers 401 without a session and 403 without the CSRF header', async () => {
    const { reservation: r } = await makeTrip(40);
    const body = { reservationId: r.confirmationCode };
    expect((await t.request('PUT', '/api/v0/itinerary/list', { body: {} })).statusCode).toBe(401);
    expect((await t.request('GET', `/api/v0/itinerary/homes/${r.confirmationCode}`)).statusCode).toBe(401);
    expect((await t.request('POST', '/api/v0/homes/cancel/quote', { body })).statusCode).toBe(401);
    expect(
      (await t.request('PUT', '/api/v0/itinerary/list', { session: s, csrf: null, body: {} })).statusCode,
    ).toBe(403);
    expect(
      (await t.request('POST', '/api/v0/homes/cancel/quote', { session: s, csrf: null, body })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request('POST', '/api/v0/homes/cancel/confirm', {
          session: s,
          csrf: 'wrong',
          body: { ...body, quoteId: '00000000-0000-4000-8000-000000000000' },
        })
      ).statusCode,
    ).toBe(403);
  });
});
