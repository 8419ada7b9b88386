// The flights exchange tests' steps: book a flight (signed in again after the void window), and the exchange routes.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { FlightExchangeEligibilityAnswer, FlightExchangeShopAnswer } from '@portal/contracts/flight-exchange';
import { bookFlight, readyFlightQuote, searchFare, travelersFor } from './flights-checkout.ts';
import { rowsOf } from './purchase-flow.ts';
import type { SignedIn, TestApp } from './test-app.ts';

type Slice = { origin: string; destination: string; departureDate: string };
type Adult = { givenName: string; surname: string; dateOfBirth: string };

export function exchangeSupport(app: () => TestApp, ADULT: Adult, OUT: Slice, LATER: Date) {
  /** Books the slices on a shelf (1: main cabin, changes free; 0: basic, no changes); signed in again at `at`. */
  async function book(slices = [OUT], shelf = 1, at: Date | null = LATER) {
    const user = await app().signedInUser();
    const [adult] = await travelersFor(app(), user.user.id, [ADULT]);
    const fares = await searchFare(app(), user, slices, shelf);
    const choice = {
      fareIds: fares.map((f) => f.fareId),
      passengers: [{ travelerId: adult!.id }],
      seenMinor: Math.round(fares[0]!.total.fiat.value * 100),
    };
    const ready = await readyFlightQuote(app(), user, user.user.id, choice, ADULT);
    const answer = await bookFlight(app(), user, ready);
    expect(answer.FulfillResponse, JSON.stringify(answer)).toBe('Success');
    const code = answer.fulfillment!.value.reservation.id.value;
    if (at) app().clock.set(at);
    const session = at ? await app().signIn(user.user.email, user.user.password) : user;
    return { user: session, code, buckets: fares.map((f) => f.bucketKey) };
  }

  const post = (user: SignedIn | null, path: string, body: unknown) =>
    app().request('POST', `/api/v0/flights/exchange/${path}`, { ...(user ? { session: user } : {}), body });

  async function eligibility(user: SignedIn, code: string) {
    const res = await post(user, 'eligibility', { reservationId: code });
    expect(res.statusCode, res.body).toBe(200);
    return FlightExchangeEligibilityAnswer.parse(res.json());
  }

  async function shop(user: SignedIn, body: unknown) {
    const res = await post(user, 'shop', body);
    expect(res.statusCode, res.body).toBe(200);
    return FlightExchangeShopAnswer.parse(res.json());
  }

  async function seatsSold(bucketKey: string) {
    const [row] = rowsOf<{ seats_sold: number }>(
      await app().db.execute(sql`select seats_sold from flight_seat_buckets where bucket_key = ${bucketKey}`),
    );
    return row?.seats_sold ?? 0;
  }

  async function count(query: ReturnType<typeof sql>) {
    return rowsOf<{ n: number }>(await app().db.execute(query))[0]!.n;
  }

  return { book, post, eligibility, shop, seatsSold, count };
}
