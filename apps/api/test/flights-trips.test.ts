// Booked flights in My trips (issue 14 "After booking"): a ticketed round trip in Upcoming with its itinerary
// title, details in local times with zones, Past 24 hours after its scheduled arrival, and the airline travel
// credits list.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FlightCreditsAnswer, FlightTrip, FlightTripAnswer } from '@portal/contracts/flight-trips';
import { bookFlight, readyFlightQuote, searchFare, travelersFor } from './support/flights-checkout.ts';
import { rowsOf } from './support/purchase-flow.ts';
import { createTestApp, TEST_NOW, type SignedIn, type TestApp } from './support/test-app.ts';

let t: TestApp;
const ROUTE = { origin: 'ORD', destination: 'LGA', departureDate: '2025-07-10' };
const BACK = { origin: 'LGA', destination: 'ORD', departureDate: '2025-07-14' };
const ADULT = { givenName: 'Ana', surname: 'Lopez', dateOfBirth: '1985-04-12' };

beforeAll(async () => {
  t = await createTestApp({ now: TEST_NOW });
});
afterEach(() => t.clock.set(TEST_NOW));
afterAll(async () => {
  await t?.close();
});

async function bookRoundTrip() {
  const user = await t.signedInUser();
  const [adult] = await travelersFor(t, user.user.id, [ADULT]);
  const fares = await searchFare(t, user, [ROUTE, BACK]);
  const seenMinor = fares.reduce((sum, f) => sum + Math.round(f.total.fiat.value * 100), 0);
  const choice = { fareIds: fares.map((f) => f.fareId), passengers: [{ travelerId: adult!.id }], seenMinor };
  const ready = await readyFlightQuote(t, user, user.user.id, choice, ADULT);
  const answer = await bookFlight(t, user, ready);
  expect(answer.FulfillResponse, JSON.stringify(answer)).toBe('Success');
  return { user, code: answer.fulfillment!.value.reservation.id.value };
}

async function listed(user: SignedIn, tab: 'Upcoming' | 'Past') {
  const res = await t.request('PUT', '/api/v0/itinerary/list', { session: user, body: { tab } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().flights ?? []).map((trip: unknown) => FlightTrip.parse(trip));
}

describe('flight trips', () => {
  it('lists a booked flight in Upcoming with its title, details in local times, then Past a day after arrival', async () => {
    const { user, code } = await bookRoundTrip();
    const [trip] = await listed(user, 'Upcoming');
    expect(trip).toMatchObject({
      tripKind: 'Flight',
      confirmationCode: code,
      title: 'Chicago – New York – Chicago',
      timeState: 'Future',
      ticketState: 'Ticketed',
      status: 'Confirmed',
    });
    expect(trip.recordLocator).toMatch(/^[A-Z2-9]{6}$/);
    expect(trip.payments.map((p: { kind: string }) => p.kind)).toEqual(['UserCard']);
    expect(trip.price.baseFare.value + trip.price.taxes.value + trip.price.agentFee.value).toBeCloseTo(
      trip.total.value,
    );

    const res = await t.request('GET', `/api/v0/itinerary/flights/${code}`, { session: user });
    expect(res.statusCode, res.body).toBe(200);
    const details = FlightTripAnswer.parse(res.json()).trip;
    const first = details.itinerary.slices[0]!.segments[0]!;
    expect(first.zonedScheduledDeparture).toMatch(/^2025-07-10T\d{2}:\d{2}-05:00$/);
    expect(details.firstDeparture).toBe(first.zonedScheduledDeparture);

    // Past only 24 hours after the scheduled arrival, not on the arrival day.
    const arrival = Date.parse(details.lastArrival);
    // Weeks later: a session does not last that long, so sign in again at each instant.
    const again = async () => t.signIn(user.user.email, user.user.password);
    t.clock.set(new Date(arrival + 23 * 3_600_000));
    expect((await listed(await again(), 'Upcoming')).map((f: FlightTrip) => f.timeState)).toEqual([
      'Present',
    ]);
    t.clock.set(new Date(arrival + 24 * 3_600_000));
    const later = await again();
    expect(await listed(later, 'Upcoming')).toEqual([]);
    expect((await listed(later, 'Past')).map((f: FlightTrip) => f.timeState)).toEqual(['Past']);
  });

  it("404 for another user's flight", async () => {
    const { code } = await bookRoundTrip();
    const other = await t.signedInUser();
    const res = await t.request('GET', `/api/v0/itinerary/flights/${code}`, { session: other });
    expect(res.statusCode).toBe(404);
  });

  it('lists airline travel credits with their state, available first', async () => {
    const { user, code } = await bookRoundTrip();
    const [booking] = rowsOf<{ id: string }>(
      await t.db.execute(sql`select id from bookings where confirmation_code = ${code}`),
    );
    await t.db.execute(sql`insert into flight_travel_credits
      (user_id, booking_id, airline_code, amount_minor, currency, issued_at, expires_at)
      values (${user.user.id}, ${booking!.id}, 'AA', 51600, 'USD', '2025-06-02T12:00:00Z', '2026-06-02T12:00:00Z')`);
    const res = await t.request('GET', '/api/v0/itinerary/flights/credits', { session: user });
    expect(res.statusCode, res.body).toBe(200);
    const { credits } = FlightCreditsAnswer.parse(res.json());
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({
      state: 'FtcAvailable',
      confirmationCode: code,
      amount: { value: 516 },
    });
    t.clock.set('2026-06-02T12:00:00.000Z');
    const session = await t.signIn(user.user.email, user.user.password);
    const later = FlightCreditsAnswer.parse(
      (await t.request('GET', '/api/v0/itinerary/flights/credits', { session })).json(),
    );
    expect(later.credits[0]!.state).toBe('FtcExpired');
  });
});
