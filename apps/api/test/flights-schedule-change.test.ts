// Schedule changes of booked flights (issue 14 "Schedule changes"): the sweep finds the documented test-input
// booking (surname ScheduleChange), records the change once and emails it once; the trip carries it; the
// traveler accepts (the trip takes the new times) or asks for help (whom to contact); another user's trip is
// unknown; bad input is 400 and a trip without a change 409.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ScheduleChangeAcceptAnswer,
  ScheduleChangeHelpAnswer,
} from '@portal/contracts/flight-schedule-change';
import { FlightTrip, FlightTripAnswer } from '@portal/contracts/flight-trips';
import { checkScheduleChanges, scheduleSupplyOf } from '../src/products/flights/flight-schedule-check.ts';
import { bookFlight, readyFlightQuote, searchFare, travelersFor } from './support/flights-checkout.ts';
import { rowsOf } from './support/purchase-flow.ts';
import { createTestApp, TEST_NOW, type SignedIn, type TestApp } from './support/test-app.ts';

let t: TestApp;
const ROUTE = { origin: 'ORD', destination: 'LGA', departureDate: '2025-07-10' };

beforeAll(async () => {
  // The queue without workers: the test runs the sweep job itself.
  t = await createTestApp({ now: TEST_NOW, jobs: true });
  // What other files of a PostgreSQL run left queued is not this file's.
  await t.deps.jobs.runDue('flight-schedule');
});
afterAll(async () => {
  await t?.close();
});

async function bookOneWay(surname: string) {
  const user = await t.signedInUser();
  const person = { givenName: 'Ana', surname, dateOfBirth: '1985-04-12' };
  const [adult] = await travelersFor(t, user.user.id, [person]);
  const [fare] = await searchFare(t, user, [ROUTE]);
  const choice = {
    fareIds: [fare!.fareId],
    passengers: [{ travelerId: adult!.id }],
    seenMinor: Math.round(fare!.total.fiat.value * 100),
  };
  const ready = await readyFlightQuote(t, user, user.user.id, choice, person);
  const answer = await bookFlight(t, user, ready);
  expect(answer.FulfillResponse, JSON.stringify(answer)).toBe('Success');
  return { user, code: answer.fulfillment!.value.reservation.id.value };
}

const sweep = () => checkScheduleChanges(t.deps, scheduleSupplyOf(t.deps.providers)!);

async function tripOf(user: SignedIn, code: string) {
  const res = await t.request('GET', `/api/v0/itinerary/flights/${code}`, { session: user });
  expect(res.statusCode, res.body).toBe(200);
  return FlightTripAnswer.parse(res.json()).trip;
}

const answer = (user: SignedIn | undefined, what: 'accept' | 'help', body: unknown) =>
  t.request('POST', `/api/v0/flights/schedule-change/${what}`, { ...(user ? { session: user } : {}), body });

async function emailsAbout(code: string) {
  const [row] = rowsOf<{ n: number }>(
    await t.db.execute(
      sql`select count(*)::int as n from email_outbox where subject like ${`%schedule changed%${code}%`}`,
    ),
  );
  return row!.n;
}

describe('flight schedule changes', () => {
  it('the sweep records the test-input booking once and emails it once; a plain booking keeps its times', async () => {
    const changed = await bookOneWay('ScheduleChange');
    const plain = await bookOneWay('Lopez');
    // The job as the schedule queues it, twice (a retry, a second process): one change, one email.
    await t.deps.jobs.send('flight-schedule', {});
    expect(await t.deps.jobs.runDue('flight-schedule')).toBe(1);
    await t.deps.jobs.send('flight-schedule', {});
    expect(await t.deps.jobs.runDue('flight-schedule')).toBe(1);
    const again = await sweep();
    expect(again.Changed).toBe(0);
    // Each booking was asked about once this round, and is not due again within the hour.
    const checks = rowsOf<{ code: string; checked_at: unknown }>(
      await t.db.execute(sql`select b.confirmation_code as code, c.checked_at from flight_schedule_checks c
        join bookings b on b.id = c.booking_id where b.confirmation_code in (${changed.code}, ${plain.code})`),
    );
    expect(checks.map((c) => c.code).sort()).toEqual([changed.code, plain.code].sort());
    expect(await emailsAbout(changed.code)).toBe(1);
    expect(await emailsAbout(plain.code)).toBe(0);
    const [email] = rowsOf<{ text: string }>(
      await t.db.execute(
        sql`select text from email_outbox where subject like ${`%schedule changed%${changed.code}%`}`,
      ),
    );
    expect(email!.text).toMatch(/Was: ORD .* -> LGA .*\n {2}Now: ORD .* -> LGA /);
    expect(email!.text).toContain('accept the new schedule');

    const trip = await tripOf(changed.user, changed.code);
    expect(trip.scheduleChange).toMatchObject({
      severity: 'Minor',
      nextStep: 'ContactSupport',
      canAccept: true,
      acceptedAt: null,
      helpRequestedAt: null,
    });
    const [segment] = trip.scheduleChange!.segments;
    expect(segment).toMatchObject({ kind: 'Changed', departureShiftMinutes: 45, arrivalShiftMinutes: 45 });
    expect(Date.parse(segment!.after!.zonedScheduledDeparture)).toBe(
      Date.parse(segment!.before.zonedScheduledDeparture) + 45 * 60_000,
    );
    expect((await tripOf(plain.user, plain.code)).scheduleChange).toBeUndefined();

    // The trips list carries it too.
    const list = await t.request('PUT', '/api/v0/itinerary/list', {
      session: changed.user,
      body: { tab: 'Upcoming' },
    });
    expect(list.statusCode, list.body).toBe(200);
    const listed = (list.json().flights as unknown[]).map((x) => FlightTrip.parse(x));
    expect(listed.find((x) => x.confirmationCode === changed.code)?.scheduleChange?.canAccept).toBe(true);
  });

  it('accepting applies the new times once; then there is nothing to accept or ask help for', async () => {
    const { user, code } = await bookOneWay('schedulechange');
    await sweep();
    const before = await tripOf(user, code);
    const res = await answer(user, 'accept', { reservationId: code });
    expect(res.statusCode, res.body).toBe(200);
    const accepted = ScheduleChangeAcceptAnswer.parse(res.json()).scheduleChange;
    expect(accepted).toMatchObject({ nextStep: 'AlreadyDone', canAccept: false });
    expect(accepted.acceptedAt).not.toBeNull();

    const after = await tripOf(user, code);
    const newSegment = before.scheduleChange!.segments[0]!.after!;
    expect(after.itinerary.slices[0]!.segments[0]!.scheduledDeparture).toBe(newSegment.scheduledDeparture);
    expect(Date.parse(after.firstDeparture)).toBe(Date.parse(before.firstDeparture) + 45 * 60_000);

    const twice = await answer(user, 'accept', { reservationId: code });
    expect(twice.statusCode, twice.body).toBe(409);
    expect(twice.json().code).toBe(40921);
    expect((await answer(user, 'help', { reservationId: code })).statusCode).toBe(409);
  });

  it('help is recorded once and says whom to call; the change can no longer be accepted', async () => {
    const { user, code } = await bookOneWay('ScheduleChange');
    await sweep();
    const res = await answer(user, 'help', { reservationId: code });
    expect(res.statusCode, res.body).toBe(200);
    const help = ScheduleChangeHelpAnswer.parse(res.json());
    expect(help.scheduleChange).toMatchObject({ nextStep: 'AlreadyDone', acceptedAt: null });
    expect(help.contact).toMatchObject({ kind: 'Support', phoneNumber: expect.stringMatching(/\d/) });
    expect(help.contact.message).toContain(code);

    const again = await answer(user, 'help', { reservationId: code });
    expect(again.statusCode, again.body).toBe(200);
    expect(ScheduleChangeHelpAnswer.parse(again.json()).scheduleChange.helpRequestedAt).toBe(
      help.scheduleChange.helpRequestedAt,
    );
    const accept = await answer(user, 'accept', { reservationId: code });
    expect(accept.statusCode, accept.body).toBe(409);
  });

  it("another user's trip is 404, no session 401, bad input 400, a trip without a change 409", async () => {
    const { code } = await bookOneWay('ScheduleChange');
    const plain = await bookOneWay('Lopez');
    await sweep();
    const other = await t.signedInUser();
    for (const what of ['accept', 'help'] as const) {
      expect((await answer(other, what, { reservationId: code })).statusCode).toBe(404);
      expect((await answer(undefined, what, { reservationId: code })).statusCode).toBe(401);
      expect((await answer(other, what, { reservationId: '' })).statusCode).toBe(400);
      expect((await answer(other, what, { reservation: code })).statusCode).toBe(400);
      const none = await answer(plain.user, what, { reservationId: plain.code });
      expect(none.statusCode, none.body).toBe(409);
      expect(none.json().code).toBe(40921);
    }
  });
});
