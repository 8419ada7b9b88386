import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment } from '@portal/contracts/purchase';
import { routeTable } from './support/route-table.ts';
import { bookFlight, readyFlightQuote, searchFare, travelersFor } from './support/flights-checkout.ts';
import { ACCOUNT_ROUTES, OwnershipWorld } from './support/ownership-world.ts';
import { book, card, fiat, rowsOf, scheduleFulfil } from './support/purchase-flow.ts';

// Issue 6 "Abuse", A's bookings: user B holding user A's quote and fulfil tokens, orderedProductId and
// paymentSessionToken, reservation and cancel quote can neither read nor change A's things: B gets 404 (or the
// route's documented refusal), and A reads the same data afterwards. A's account (travelers, cards, rewards,
// flight watch): abuse-ownership-account.test.ts.

let w: OwnershipWorld;
beforeAll(async () => {
  w = await OwnershipWorld.create();
});
afterAll(async () => {
  await w?.t.close();
});

describe('user B with user A’s ids and tokens', () => {
  it('cannot poll, discard, name the guest of or book A’s quote, nor poll A’s booking', async () => {
    const before = await w.snapshotOfA();
    await w.attack('POST /api/v0/purchase/quote/poll', { body: { value: w.aQuote.token } });
    await w.attack('POST /api/v0/purchase/quote/discard', { body: { value: w.aQuote.token } });
    await w.attack('POST /api/v0/homes/addMainGuest', {
      body: {
        emailAddress: 'mallory@example.test',
        mainGuest: {
          givenName: 'Mallory',
          surname: 'B',
          phoneNumber: '2025550199',
          dateOfBirth: '1985-04-12',
        },
        orderedProductId: w.aQuote.orderedProductId,
        paymentSessionToken: w.aQuote.paymentSessionToken,
      },
    });
    await w.attack('POST /api/v0/purchase/fulfill/schedule', {
      body: { quoteToken: { value: w.aQuote.token }, payments: [card(w.b.paymentId, w.aQuote.totalMinor)] },
    });
    await w.attack('POST /api/v0/purchase/fulfill/poll', { body: { value: w.aFulfilToken } });
    expect(await w.snapshotOfA()).toEqual(before);
    // A can still book the quote B tried to take.
    const own = await book(w.t, w.a, w.aQuote.token, [card(w.a.paymentId, w.aQuote.totalMinor)]);
    expect(own.FulfillResponse, JSON.stringify(own)).toBe('Success');
    w.aQuote = await w.quoteOf(w.a, 2);
  });

  it.each([
    ['A’s card', (total: number): Payment[] => [card(w.a.paymentId, total)]],
    [
      'A’s rewards account',
      (total: number): Payment[] => [
        {
          type: 'Rewards',
          value: { rewardsAccountId: w.a.rewardsRef, rewardsAmount: total, fiatValue: fiat(total) },
        },
      ],
    ],
    [
      'A’s travel offer and B’s card',
      (total: number): Payment[] => [
        {
          type: 'TravelWalletOffer',
          value: { offerId: w.a.offerId, description: '$50 off vacation rentals', paymentAmount: fiat(5000) },
        },
        card(w.b.paymentId, total - 5000),
      ],
    ],
  ])('cannot pay B’s own booking with %s', async (_what, payments) => {
    const before = await w.snapshotOfA();
    const quote = await w.quoteOf(w.b, 3);
    w.covered.add('POST /api/v0/purchase/fulfill/schedule');
    const scheduled = await scheduleFulfil(w.t, w.b, quote.token, payments(quote.totalMinor));
    if (scheduled.statusCode === 200) {
      const poll = await w.t.request('POST', '/api/v0/purchase/fulfill/poll', {
        session: w.b,
        body: { value: scheduled.json().value },
      });
      expect(poll.json().FulfillResponse, poll.body).toBe('Failure');
    } else {
      expect([400, 404, 409]).toContain(scheduled.statusCode);
    }
    expect(await w.snapshotOfA()).toEqual(before);
  });

  it('cannot read A’s trip, quote its cancellation or cancel it with A’s cancel quote', async () => {
    const before = await w.snapshotOfA();
    await w.attack('GET /api/v0/itinerary/homes/:reservationId', {
      url: `/api/v0/itinerary/homes/${w.aReservationId}`,
    });
    await w.attack('POST /api/v0/homes/cancel/quote', { body: { reservationId: w.aReservationId } });
    if (w.served.has('POST /api/v0/homes/cancel/quote')) {
      const quote = await w.t.request('POST', '/api/v0/homes/cancel/quote', {
        session: w.a,
        body: { reservationId: w.aReservationId },
      });
      expect(quote.statusCode, quote.body).toBe(200);
      const quoteId = quote.json().quoteId ?? 'none';
      await w.attack('POST /api/v0/homes/cancel/confirm', {
        body: { reservationId: w.aReservationId, quoteId },
      });
      // B's own booking with A's cancel quote: the quote is not that reservation's.
      const bBooking = await w.quoteOf(w.b, 4);
      const bDone = await book(w.t, w.b, bBooking.token, [card(w.b.paymentId, bBooking.totalMinor)]);
      const bReservation = bDone.fulfillment?.value.reservation.id.value ?? '';
      const swapped = await w.t.request('POST', '/api/v0/homes/cancel/confirm', {
        session: w.b,
        body: { reservationId: bReservation, quoteId },
      });
      expect([404, 409]).toContain(swapped.statusCode);
    } else {
      w.covered.add('POST /api/v0/homes/cancel/confirm');
    }
    // The hotel line's trip and cancel calls with A's code: another user's (and another line's) booking is unknown.
    await w.attack('GET /api/v0/itinerary/hotels/:reservationId', {
      url: `/api/v0/itinerary/hotels/${w.aReservationId}`,
    });
    await w.attack('POST /api/v0/hotels/cancel/quote', { body: { reservationId: w.aReservationId } });
    await w.attack('POST /api/v0/hotels/cancel/confirm', {
      body: { reservationId: w.aReservationId, quoteId: 'none' },
    });
    expect(await w.snapshotOfA()).toEqual(before);
  });

  it('cannot read, quote the cancel of, or cancel A’s flight', async () => {
    w.attacker = w.b;
    const flyer = { givenName: 'Alice', surname: 'Flyer', dateOfBirth: '1985-04-12' };
    const [traveler] = await travelersFor(w.t, w.a.userId, [flyer]);
    const [fare] = await searchFare(w.t, w.a, [
      { origin: 'ORD', destination: 'LGA', departureDate: '2025-07-10' },
    ]);
    const choice = {
      fareIds: [fare!.fareId],
      passengers: [{ travelerId: traveler!.id }],
      seenMinor: Math.round(fare!.total.fiat.value * 100),
    };
    const booked = await bookFlight(w.t, w.a, await readyFlightQuote(w.t, w.a, w.a.userId, choice, flyer));
    expect(booked.FulfillResponse, JSON.stringify(booked)).toBe('Success');
    const code = booked.fulfillment!.value.reservation.id.value;
    const quoted = await w.t.request('POST', '/api/v0/flights/cancel/quote', {
      session: w.a,
      body: { reservationId: code },
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    await w.attack('GET /api/v0/itinerary/flights/:reservationId', {
      url: `/api/v0/itinerary/flights/${code}`,
    });
    await w.attack('POST /api/v0/flights/cancel/quote', { body: { reservationId: code } });
    await w.attack('POST /api/v0/flights/cancel/confirm', {
      body: { reservationId: code, quoteId: quoted.json().quoteId },
    });
    await w.attack('POST /api/v0/flights/schedule-change/accept', { body: { reservationId: code } });
    await w.attack('POST /api/v0/flights/schedule-change/help', { body: { reservationId: code } });
    await w.attack('POST /api/v0/flights/exchange/eligibility', { body: { reservationId: code } });
    await w.attack('POST /api/v0/flights/exchange/shop', {
      body: { reservationId: code, slices: [{ index: 0, action: 'change' }] },
    });
    // A's shop, written as shop would (A's booking is still in its void window, where shop refuses).
    const shops = await w.t.db.execute(sql`
      insert into flight_exchanges (booking_id, user_id, plan, created_at, expires_at)
      select id, user_id, '{}'::jsonb, now(), now() + interval '1 hour' from bookings
      where confirmation_code = ${code} returning id`);
    const [shop] = rowsOf<{ id: string }>(shops);
    await w.attack('POST /api/v0/flights/exchange/confirm', { body: { shopToken: shop!.id, choices: [] } });
    const trip = await w.t.request('GET', `/api/v0/itinerary/flights/${code}`, { session: w.a });
    expect(trip.statusCode, trip.body).toBe(200);
    expect(trip.json().trip.status).not.toBe('Cancelled');
    expect(trip.json().trip.ticketState).not.toBe('Modified');
  });

  it('cannot withdraw A’s pending approval request (404); it stays pending', async () => {
    // A's booking, as if A's tier had held it for approval (a request of A at a business of the demo data).
    const inserted = await w.t.db.execute(sql`
      insert into approval_requests (quote_session_id, booking_id, business_id, user_id, status, requested_at,
        expires_at)
      select b.quote_session_id, b.id, (select id from businesses order by name limit 1), b.user_id, 'Pending',
        now(), now() + interval '1 day'
      from bookings b where b.confirmation_code = ${w.aReservationId} returning id`);
    const [request] = rowsOf<{ id: string }>(inserted);
    await w.attack('POST /api/v0/approvals/:approvalId/withdraw', {
      url: `/api/v0/approvals/${request!.id}/withdraw`,
    });
    const after = await w.t.db.execute(sql`select status from approval_requests where id = ${request!.id}`);
    expect(rowsOf<{ status: string }>(after)[0]?.status).toBe('Pending');
    await w.t.db.execute(sql`delete from approval_requests where id = ${request!.id}`);
  });

  it('covers every served route that the table says takes a user-owned thing', () => {
    const owning = Object.entries(routeTable)
      .filter(([key, entry]) => entry.access === 'session' && entry.owns && w.served.has(key))
      .map(([key]) => key);
    // The account routes are attacked in abuse-ownership-account.test.ts.
    const account = new Set<string>(ACCOUNT_ROUTES);
    expect(owning.filter((key) => !w.covered.has(key) && !account.has(key))).toEqual([]);
  });
});
