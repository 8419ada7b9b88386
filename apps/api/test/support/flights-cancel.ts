// The steps of the flight cancel tests: book one one-way flight for a signed-in user, then ask for the cancel quote
// and confirm it as the trip's owner would.
import { expect } from 'vitest';
import { FlightCancelQuoteAnswer } from '@portal/contracts/flight-trips';

import { bookFlight, readyFlightQuote, searchFare, travelersFor } from './flights-checkout.ts';
import type { SignedIn, TestApp } from './test-app.ts';

type Route = { origin: string; destination: string; departureDate: string };

/** A one-way flight on the route's first fare for `adult`; its code and the fare's seat bucket. */
type Adult = { givenName: string; surname: string; dateOfBirth: string };

export async function bookOneWayFlight(t: TestApp, route: Route, adult: Adult) {
  const user = await t.signedInUser();
  const [traveler] = await travelersFor(t, user.user.id, [adult]);
  const [fare] = await searchFare(t, user, [route]);
  const choice = {
    fareIds: [fare!.fareId],
    passengers: [{ travelerId: traveler!.id }],
    seenMinor: Math.round(fare!.total.fiat.value * 100),
  };
  const ready = await readyFlightQuote(t, user, user.user.id, choice, adult);
  const answer = await bookFlight(t, user, ready);
  expect(answer.FulfillResponse, JSON.stringify(answer)).toBe('Success');
  return { user, code: answer.fulfillment!.value.reservation.id.value, bucketKey: fare!.bucketKey };
}

export async function cancelQuote(t: TestApp, user: SignedIn, code: string) {
  const res = await t.request('POST', '/api/v0/flights/cancel/quote', {
    session: user,
    body: { reservationId: code },
  });
  expect(res.statusCode, res.body).toBe(200);
  return FlightCancelQuoteAnswer.parse(res.json());
}

export const cancelConfirm = (t: TestApp, user: SignedIn, code: string, quoteId: string) =>
  t.request('POST', '/api/v0/flights/cancel/confirm', {
    session: user,
    body: { reservationId: code, quoteId },
  });
