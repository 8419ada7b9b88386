// A cancellation the airline takes as "cancel requested" (spec §4 cancellation_pending; README "Flights test
// inputs": surname CancelPending): confirm answers pending with nothing refunded, a second request answers pending
// again, and the cancel sweep finishes it once the airline has cancelled: the refund (or the credit) exactly once,
// one email. Another user's trip is unknown.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FlightCancelConfirmAnswer, FlightTripAnswer } from '@portal/contracts/flight-trips';
import { CANCEL_PENDING_MS } from '../src/providers/flight-supply/simulator/test-inputs.ts';
import { bookOneWayFlight, cancelConfirm, cancelQuote } from './support/flights-cancel.ts';
import { rowsOf } from './support/purchase-flow.ts';
import { createTestApp, TEST_NOW, type SignedIn, type TestApp } from './support/test-app.ts';

let t: TestApp;
const ROUTE = { origin: 'ORD', destination: 'LGA', departureDate: '2025-07-10' };
const ADULT = { givenName: 'Ana', surname: 'CancelPending', dateOfBirth: '1985-04-12' };
const DAY_MS = 86_400_000;

beforeAll(async () => {
  // The queue without workers: the test runs the sweep job itself.
  t = await createTestApp({ now: TEST_NOW, jobs: true });
  // What other files of a PostgreSQL run left queued is not this file's.
  await t.deps.jobs.runDue('flight-cancel');
});
afterEach(() => t.clock.set(TEST_NOW));
afterAll(async () => {
  await t?.close();
});

const bookOneWay = () => bookOneWayFlight(t, ROUTE, ADULT);

const quote = (user: SignedIn, code: string) => cancelQuote(t, user, code);

const confirm = (user: SignedIn, code: string, quoteId: string) => cancelConfirm(t, user, code, quoteId);

async function tripOf(user: SignedIn, code: string) {
  const res = await t.request('GET', `/api/v0/itinerary/flights/${code}`, { session: user });
  expect(res.statusCode, res.body).toBe(200);
  return FlightTripAnswer.parse(res.json()).trip;
}

async function countOf(query: ReturnType<typeof sql>) {
  return rowsOf<{ n: number }>(await t.db.execute(query))[0]!.n;
}
const refundsOf = (code: string) =>
  countOf(sql`select count(*)::int as n from booking_refunds r join bookings b on b.id = r.booking_id
    where b.confirmation_code = ${code}`);
const emailsOf = (code: string) =>
  countOf(sql`select count(*)::int as n from email_outbox where subject like ${`%cancelled%${code}%`}`);

/** The sweep as the schedule queues it. */
async function runSweep() {
  await t.deps.jobs.send('flight-cancel', {});
  expect(await t.deps.jobs.runDue('flight-cancel')).toBe(1);
}

/** Requests the cancel, checks the pending state and the idempotent second request; answers the quote. */
async function requestPending(user: SignedIn, code: string) {
  const q = await quote(user, code);
  if (q.type !== 'FlightCancelQuote') throw new Error(JSON.stringify(q));
  const res = await confirm(user, code, q.quoteId);
  expect(res.statusCode, res.body).toBe(200);
  const answer = FlightCancelConfirmAnswer.parse(res.json());
  expect(answer).toMatchObject({
    status: 'CancellationPending',
    outcome: 'cancellation_pending',
    credit: null,
  });
  expect(answer.refund.value).toBe(0);
  expect(answer.trip.status).toBe('Confirmed');
  expect(answer.trip.tags).toContain('CancellationPending');
  expect(answer.trip.cancellationRequestedAt).toBeDefined();

  // Again (a double click, another tab): pending again, nothing moves.
  const again = await confirm(user, code, q.quoteId);
  expect(again.statusCode, again.body).toBe(200);
  expect(FlightCancelConfirmAnswer.parse(again.json()).status).toBe('CancellationPending');
  const requote = await quote(user, code);
  expect(requote).toMatchObject({ type: 'FlightCancelUnavailable', outcome: 'cancellation_pending' });
  expect(await refundsOf(code)).toBe(0);
  expect(await emailsOf(code)).toBe(0);
  return q;
}

// Booking, two requests and three sweeps: slow on a busy machine.
describe('flight cancellation pending', { timeout: 90_000 }, () => {
  it('refunds nothing until the airline cancels, then the sweep refunds the void once and emails once', async () => {
    const { user, code } = await bookOneWay();
    const q = await requestPending(user, code);
    expect(q.outcome).toBe('ticketed_void');

    // The airline is still processing: the sweep leaves it pending.
    await runSweep();
    expect((await tripOf(user, code)).tags).toContain('CancellationPending');
    expect(await refundsOf(code)).toBe(0);

    t.clock.set(new Date(Date.parse(TEST_NOW) + CANCEL_PENDING_MS + 60_000));
    await runSweep();
    const trip = await tripOf(user, code);
    expect(trip).toMatchObject({ status: 'Cancelled', ticketState: 'Canceled', timeState: 'Canceled' });
    expect(trip.cancellationRequestedAt).toBeUndefined();
    expect(trip.refundTotal.value).toBe(q.paid.value);
    expect(await refundsOf(code)).toBe(1);
    expect(await emailsOf(code)).toBe(1);

    // A later sweep (or a second process) finds nothing to do; a new request is refused as cancelled.
    await runSweep();
    expect(await refundsOf(code)).toBe(1);
    expect(await emailsOf(code)).toBe(1);
    const late = await confirm(user, code, q.quoteId);
    expect(late.statusCode, late.body).toBe(409);
  });

  it('a credit fare requested after the void window leaves the credit the quote showed', async () => {
    const { user, code } = await bookOneWay();
    const later = Date.parse(TEST_NOW) + 5 * DAY_MS;
    t.clock.set(new Date(later));
    const session = await t.signIn(user.user.email, user.user.password);
    const q = await requestPending(session, code);
    expect(q.credit.value).toBeGreaterThan(0);
    expect((await tripOf(session, code)).credit).toBeNull();

    t.clock.set(new Date(later + CANCEL_PENDING_MS + 60_000));
    await runSweep();
    const trip = await tripOf(session, code);
    expect(trip.status).toBe('Cancelled');
    expect(trip.credit).toMatchObject({ state: 'FtcAvailable', amount: { value: q.credit.value } });
    expect(trip.refunds).toEqual([]);
  });

  it("another user's pending trip is unknown, and it cannot be exchanged while pending", async () => {
    const { user, code } = await bookOneWay();
    const q = await requestPending(user, code);
    const other = await t.signedInUser();
    expect((await confirm(other, code, q.quoteId)).statusCode).toBe(404);
    const quoted = await t.request('POST', '/api/v0/flights/cancel/quote', {
      session: other,
      body: { reservationId: code },
    });
    expect(quoted.statusCode).toBe(404);
    expect((await t.request('GET', `/api/v0/itinerary/flights/${code}`, { session: other })).statusCode).toBe(
      404,
    );
    const exchange = await t.request('POST', '/api/v0/flights/exchange/eligibility', {
      session: user,
      body: { reservationId: code },
    });
    expect(exchange.statusCode, exchange.body).toBe(200);
    expect(exchange.json()).toMatchObject({ step: 'IneligibleForExchange' });
  });
});
