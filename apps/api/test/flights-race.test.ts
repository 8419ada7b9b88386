// The last seats of a fare bucket under a crowd: 200 buyers, each holding a quote for 2 passengers on the same
// fare, book at once while the bucket has 5 seats left. The conditional UPDATE of flight_seat_buckets (and its
// CHECK seats_sold <= seats_total) lets exactly floor(5 / 2) = 2 through; every other buyer answers NoAvailability
// and has their card authorization voided, so nobody is charged without a booking and the bucket is never
// oversold. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the fulfils really run in parallel.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flightSeatBuckets } from '@portal/db/schema/flight-bookings';
import {
  readyFlightQuote,
  searchFare,
  travelersFor,
  type FlightFulfilPoll,
} from './support/flights-checkout.ts';
import { readyBuyers, scheduleAllByCard } from './support/line-checkout.ts';
import { count } from './support/purchase-flow.ts';
import { liveCardCharges } from './support/simulator-books.ts';
import { createTestApp, TEST_NOW, type SignedIn, type TestApp } from './support/test-app.ts';

const BUYERS = 200;
const SEATS = 5;
const PASSENGERS = 2;
const ROUTE = { origin: 'ATL', destination: 'BOS', departureDate: '2025-07-18' };
/** Buyers made ready at once: enough to overlap the app's and the database's work, few enough for a small pool. */
const SETUP_CONCURRENCY = 8;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: TEST_NOW });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/**
 * Polls as the web app does (spec §4): Pending and an HTTP error answer (a 503 while 200 polls queue for the test
 * pool's 4 PostgreSQL connections) mean "ask again"; the first decided answer is the buyer's outcome.
 */
async function pollUntilDecided(s: SignedIn, token: string): Promise<FlightFulfilPoll> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const res = await t.request('POST', '/api/v0/purchase/fulfill/poll', {
      session: s,
      body: { value: token },
    });
    if (res.statusCode === 503) continue;
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as FlightFulfilPoll;
    if (answer.FulfillResponse !== 'Pending') return answer;
  }
  throw new Error('the booking was never decided');
}

describe('the last seats of a fare bucket', () => {
  it(`${BUYERS} concurrent buyers of ${PASSENGERS} seats for ${SEATS} left: exactly ${Math.floor(SEATS / PASSENGERS)} booked, never oversold`, async () => {
    const first = await t.signedInUser();
    const [fare] = await searchFare(t, first, [ROUTE], 1, PASSENGERS);
    const seenMinor = Math.round(fare!.total.fiat.value * 100);
    // The bucket on sale with its last seats (as if sold down by earlier buyers).
    await t.db
      .insert(flightSeatBuckets)
      .values({ bucketKey: fare!.bucketKey, seatsTotal: SEATS, seatsSold: 0 });

    const buyers = await readyBuyers(BUYERS, SETUP_CONCURRENCY, async (i) => {
      const s = i === 0 ? first : await t.signedInUser();
      const people = await travelersFor(t, s.user.id, [
        { givenName: 'Ana', surname: 'Lopez', dateOfBirth: '1985-04-12' },
        { givenName: 'Luis', surname: 'Lopez', dateOfBirth: '1983-01-02', gender: 'M' },
      ]);
      const choice = {
        fareIds: [fare!.fareId],
        passengers: people.map((p) => ({ travelerId: p.id })),
        seenMinor,
      };
      const mainGuest = { givenName: 'Ana', surname: 'Lopez', dateOfBirth: '1985-04-12' };
      return { s, ready: await readyFlightQuote(t, s, s.user.id, choice, mainGuest) };
    });
    expect(new Set(buyers.map((b) => b.ready.token)).size).toBe(BUYERS);

    const tokens = await scheduleAllByCard(t, buyers);
    const chargesBefore = await liveCardCharges(t);
    const answers = await Promise.all(buyers.map(({ s }, i) => pollUntilDecided(s, tokens[i]!)));
    const won = answers.filter((a) => a.FulfillResponse === 'Success');
    const lost = answers.filter((a) => a.FulfillResponse === 'Failure');
    const winners = Math.floor(SEATS / PASSENGERS);
    expect(won).toHaveLength(winners);
    expect(lost).toHaveLength(BUYERS - winners);
    for (const a of lost) expect(a.errors?.[0]).toMatchObject({ Error: 'NoAvailability' });
    for (const a of won) expect(a.fulfillment?.value.reservation.ticketState).toBe('Ticketed');

    expect(
      await count(
        t,
        sql`select seats_sold as n from flight_seat_buckets where bucket_key = ${fare!.bucketKey}`,
      ),
    ).toBe(winners * PASSENGERS);
    expect(
      await count(t, sql`select count(*) as n from flight_seat_buckets where seats_sold > seats_total`),
    ).toBe(0);
    expect(
      await count(
        t,
        sql`select count(*) as n from bookings b join flight_bookings f on f.booking_id = b.id
            where b.status = 'Confirmed' and f.ticket_state = 'Ticketed'`,
      ),
    ).toBe(winners);
    // Every buyer's card was authorized; only the winners' stay charged, the others were voided.
    expect((await liveCardCharges(t)) - chargesBefore).toBe(winners);
  }, 600_000);
});
