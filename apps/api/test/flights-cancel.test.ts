// Cancelling a booked flight (issue 14 "After booking"): inside the void window everything goes back to the card
// and the seats go back on sale; later, a credit fare leaves an airline travel credit instead; another user's
// flight is unknown; a cancelled flight cannot be cancelled again.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FlightCancelConfirmAnswer, FlightCreditsAnswer } from '@portal/contracts/flight-trips';
import { bookOneWayFlight, cancelConfirm, cancelQuote } from './support/flights-cancel.ts';
import { rowsOf } from './support/purchase-flow.ts';
import { createTestApp, TEST_NOW, type SignedIn, type TestApp } from './support/test-app.ts';

let t: TestApp;
const ROUTE = { origin: 'ORD', destination: 'LGA', departureDate: '2025-07-10' };
const ADULT = { givenName: 'Ana', surname: 'Lopez', dateOfBirth: '1985-04-12' };
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ now: TEST_NOW });
});
afterEach(() => t.clock.set(TEST_NOW));
afterAll(async () => {
  await t?.close();
});

const bookOneWay = () => bookOneWayFlight(t, ROUTE, ADULT);

async function seatsSold(bucketKey: string) {
  const [row] = rowsOf<{ seats_sold: number }>(
    await t.db.execute(sql`select seats_sold from flight_seat_buckets where bucket_key = ${bucketKey}`),
  );
  return row!.seats_sold;
}

const quote = (user: SignedIn, code: string) => cancelQuote(t, user, code);

const confirm = (user: SignedIn, code: string, quoteId: string) => cancelConfirm(t, user, code, quoteId);

describe('flight cancel', () => {
  it('voids inside the void window: the whole price back to the card, Cancelled, seats back', async () => {
    const { user, code, bucketKey } = await bookOneWay();
    const sold = await seatsSold(bucketKey);
    const q = await quote(user, code);
    if (q.type !== 'FlightCancelQuote') throw new Error(JSON.stringify(q));
    expect(q.outcome).toBe('ticketed_void');
    expect(q.refund.value).toBe(q.paid.value);
    expect(q.credit.value).toBe(0);

    const res = await confirm(user, code, q.quoteId);
    expect(res.statusCode, res.body).toBe(200);
    const answer = FlightCancelConfirmAnswer.parse(res.json());
    expect(answer).toMatchObject({ status: 'Cancelled', outcome: 'ticketed_void', credit: null });
    expect(answer.refund.value).toBe(q.paid.value);
    expect(answer.trip).toMatchObject({
      status: 'Cancelled',
      ticketState: 'Canceled',
      timeState: 'Canceled',
    });
    expect(answer.trip.refundTotal.value).toBe(q.paid.value);
    expect(await seatsSold(bucketKey)).toBe(sold - 1);
    const emails = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from email_outbox where subject like ${`%cancelled%${code}%`}`,
      ),
    );
    expect(emails[0]!.n).toBe(1);
  });

  it('outside the void window a credit fare leaves an available airline credit and refunds nothing', async () => {
    const { user, code } = await bookOneWay();
    t.clock.set(new Date(Date.parse(TEST_NOW) + 5 * DAY_MS));
    const session = await t.signIn(user.user.email, user.user.password);
    const q = await quote(session, code);
    if (q.type !== 'FlightCancelQuote') throw new Error(JSON.stringify(q));
    expect(q.refund.value).toBe(0);
    expect(q.credit.value).toBeGreaterThan(0);

    const res = await confirm(session, code, q.quoteId);
    expect(res.statusCode, res.body).toBe(200);
    const answer = FlightCancelConfirmAnswer.parse(res.json());
    expect(answer.refund.value).toBe(0);
    expect(answer.credit).toMatchObject({ state: 'FtcAvailable', confirmationCode: code });
    expect(answer.credit!.amount.value).toBe(q.credit.value);
    expect(answer.trip.refunds).toEqual([]);

    const credits = await t.request('GET', '/api/v0/itinerary/flights/credits', { session });
    expect(credits.statusCode, credits.body).toBe(200);
    const listed = FlightCreditsAnswer.parse(credits.json()).credits;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ state: 'FtcAvailable', amount: { value: q.credit.value } });
  });

  it("404 for another user's flight, on quote and confirm", async () => {
    const { user, code } = await bookOneWay();
    const q = await quote(user, code);
    if (q.type !== 'FlightCancelQuote') throw new Error(JSON.stringify(q));
    const other = await t.signedInUser();
    const quoted = await t.request('POST', '/api/v0/flights/cancel/quote', {
      session: other,
      body: { reservationId: code },
    });
    expect(quoted.statusCode).toBe(404);
    expect((await confirm(other, code, q.quoteId)).statusCode).toBe(404);
  });

  it('refuses a second cancellation', async () => {
    const { user, code } = await bookOneWay();
    const q = await quote(user, code);
    if (q.type !== 'FlightCancelQuote') throw new Error(JSON.stringify(q));
    expect((await confirm(user, code, q.quoteId)).statusCode).toBe(200);
    const again = await confirm(user, code, q.quoteId);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().code).toBe(40912);
    const requoted = await quote(user, code);
    expect(requoted).toMatchObject({ type: 'FlightCancelUnavailable', fallback: 'NotAllowed' });
  });

  it('a multi-ticket booking (separate tickets, spec §4 MultiTicket) is cancelled by support, not online', async () => {
    const { user, code } = await bookOneWay();
    const q = await quote(user, code);
    if (q.type !== 'FlightCancelQuote') throw new Error(JSON.stringify(q));
    // Booked as separate tickets whose airlines do not interline (hackerFare): one cancel cannot undo them all.
    await t.db.execute(sql`update flight_bookings f
      set itinerary = jsonb_set(f.itinerary, '{multiTicketType}', '"hackerFare"')
      from bookings b where b.id = f.booking_id and b.confirmation_code = ${code}`);
    expect(await quote(user, code)).toMatchObject({
      type: 'FlightCancelUnavailable',
      outcome: 'contact_customer_service',
      fallback: 'ContactSupport',
      message: expect.stringMatching(/^Contact support: /),
    });
    const res = await confirm(user, code, q.quoteId);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe(40911);
  });

  it('refuses within 3 hours of departure (too_close_to_departure)', async () => {
    const { user, code } = await bookOneWay();
    const q = await quote(user, code);
    if (q.type !== 'FlightCancelQuote') throw new Error(JSON.stringify(q));
    const trip = (await t.request('GET', `/api/v0/itinerary/flights/${code}`, { session: user })).json();
    t.clock.set(new Date(Date.parse(trip.trip.firstDeparture) - 2 * 3_600_000));
    const session = await t.signIn(user.user.email, user.user.password);
    const late = await quote(session, code);
    expect(late).toMatchObject({ type: 'FlightCancelUnavailable', outcome: 'too_close_to_departure' });
    const res = await confirm(session, code, q.quoteId);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 40911,
      message: expect.stringContaining('less than 3 hours'),
    });
  });
});
