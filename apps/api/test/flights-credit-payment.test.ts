// Spending an airline travel credit at the flights checkout (issue 14 "done when: cancel another for credit and
// spend that credit"): the quote lists the credits its airline accepts; a credit of the same airline pays its
// part and becomes FtcRedeemed; another airline's, an expired or another user's credit is refused with the rule;
// two bookings racing for one credit: exactly one gets it.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Payment } from '@portal/contracts/purchase';
import {
  FlightCancelConfirmAnswer,
  FlightCancelQuoteAnswer,
  FlightCreditsAnswer,
} from '@portal/contracts/flight-trips';
import { createWalletOffer } from '@portal/db/factories/wallet';
import { offerValueMinor } from '@portal/domain/wallet-offers';
import {
  bookFlight,
  cardPayment,
  pollFlightFulfil,
  readyFlightQuote,
  scheduleFlightFulfil,
  searchFare,
  travelersFor,
  type ReadyFlight,
} from './support/flights-checkout.ts';
import { giveCredit } from './support/flight-credits.ts';
import { fiat, rowsOf } from './support/purchase-flow.ts';
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

/** The validating airline of a simulator fare: its id carries the first flight ('F1.20250710.AA1204+0…'). */
const airlineOf = (fareId: string) => /^F1\.\d{8}\.([A-Z0-9]{2})/.exec(fareId)![1]!;

/** A quote ready to book for a user (new unless given), and the airline of its fare. */
type User = Awaited<ReturnType<TestApp['signedInUser']>>;

async function readyQuote(
  user?: User,
  surname = ADULT.surname,
): Promise<{ user: User; ready: ReadyFlight; airline: string }> {
  const s = user ?? (await t.signedInUser());
  const [adult] = await travelersFor(t, s.user.id, [{ ...ADULT, surname }]);
  const [fare] = await searchFare(t, s, [ROUTE]);
  const choice = {
    fareIds: [fare!.fareId],
    passengers: [{ travelerId: adult!.id }],
    seenMinor: Math.round(fare!.total.fiat.value * 100),
  };
  const ready = await readyFlightQuote(t, s, s.user.id, choice, { ...ADULT, surname });
  return { user: s, ready, airline: airlineOf(fare!.fareId) };
}

const creditPayment = (creditId: string, minor: number): Payment => ({
  type: 'AirlineTravelCredit',
  value: { creditId, paymentAmount: fiat(minor) },
});

/** The credit, then the card for the rest (when anything is left). */
function payments(ready: ReadyFlight, creditId: string, creditMinor: number): Payment[] {
  const rest = ready.dueNowMinor - creditMinor;
  return [creditPayment(creditId, creditMinor), ...(rest > 0 ? [cardPayment(ready.cardId, rest)] : [])];
}

const schedule = (s: SignedIn, ready: ReadyFlight, list: Payment[]) =>
  t.request('POST', '/api/v0/purchase/fulfill/schedule', {
    session: s,
    body: { quoteToken: { value: ready.token }, payments: list, ancillaries: [] },
  });

async function creditRow(id: string) {
  const [row] = rowsOf<{ redeemed_at: string | null; redeemed_booking_id: string | null }>(
    await t.db.execute(
      sql`select redeemed_at, redeemed_booking_id from flight_travel_credits where id = ${id}`,
    ),
  );
  return row!;
}

describe('an airline travel credit at the flights checkout', () => {
  it('cancel a flight for credit, then spend that credit on the same airline', async () => {
    const first = await readyQuote();
    const booked = await bookFlight(t, first.user, first.ready);
    expect(booked.FulfillResponse, JSON.stringify(booked)).toBe('Success');
    const code = booked.fulfillment!.value.reservation.id.value;

    // Outside the void window the main-cabin fare leaves a credit.
    t.clock.set(new Date(Date.parse(TEST_NOW) + 5 * DAY_MS));
    const s = { ...first.user, ...(await t.signIn(first.user.user.email, first.user.user.password)) };
    const quoted = await t.request('POST', '/api/v0/flights/cancel/quote', {
      session: s,
      body: { reservationId: code },
    });
    const cancelQuote = FlightCancelQuoteAnswer.parse(quoted.json());
    if (cancelQuote.type !== 'FlightCancelQuote') throw new Error(quoted.body);
    const cancelled = await t.request('POST', '/api/v0/flights/cancel/confirm', {
      session: s,
      body: { reservationId: code, quoteId: cancelQuote.quoteId },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const credit = FlightCancelConfirmAnswer.parse(cancelled.json()).credit!;
    expect(credit.state).toBe('FtcAvailable');

    // The same airline's fare again: the quote offers the credit with what it pays.
    const second = await readyQuote(s);
    expect(second.airline).toBe(first.airline);
    const usable = second.ready.poll.quote!.value.usableAirlineCredits ?? [];
    expect(usable.map((c) => c.creditId)).toEqual([credit.id]);
    const applicableMinor = Math.round(usable[0]!.applicableAmount.value * 100);
    expect(applicableMinor).toBe(Math.min(Math.round(credit.amount.value * 100), second.ready.dueNowMinor));

    const answer = await bookFlight(t, s, second.ready, payments(second.ready, credit.id, applicableMinor));
    expect(answer.FulfillResponse, JSON.stringify(answer)).toBe('Success');
    const lines = answer.fulfillment!.value.reservation.paidWith.lines;
    expect(lines[0]).toMatchObject({
      kind: 'AirlineTravelCredit',
      description: 'Airline travel credit',
      amount: { value: applicableMinor / 100 },
    });

    const list = await t.request('GET', '/api/v0/itinerary/flights/credits', { session: s });
    const listed = FlightCreditsAnswer.parse(list.json()).credits.find((c) => c.id === credit.id);
    expect(listed?.state).toBe('FtcRedeemed');
  });

  it("another airline's credit is refused with the rule (400), and not offered by the quote", async () => {
    const { user } = await readyQuote();
    const creditId = await giveCredit(t, user.user.id, { airlineCode: 'ZZ', amountMinor: 5_000 });
    const { ready } = await readyQuote(user);
    expect(ready.poll.quote!.value.usableAirlineCredits).toEqual([]);
    const res = await schedule(user, ready, payments(ready, creditId, 5_000));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(
      'This airline travel credit can only be used on flights of the airline that issued it.',
    );
    expect((await creditRow(creditId)).redeemed_at).toBeNull();
  });

  it('an expired credit is refused with the rule (400)', async () => {
    const { user, ready, airline } = await readyQuote();
    const creditId = await giveCredit(t, user.user.id, {
      airlineCode: airline,
      amountMinor: 5_000,
      expiresAt: new Date(Date.parse(TEST_NOW) - DAY_MS),
    });
    const res = await schedule(user, ready, payments(ready, creditId, 5_000));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('This airline travel credit has expired.');
  });

  it("another user's credit is unknown (404)", async () => {
    const other = await t.signedInUser();
    const { user, ready, airline } = await readyQuote();
    const creditId = await giveCredit(t, other.user.id, { airlineCode: airline, amountMinor: 5_000 });
    const res = await schedule(user, ready, payments(ready, creditId, 5_000));
    expect(res.statusCode, res.body).toBe(404);
    expect((await creditRow(creditId)).redeemed_at).toBeNull();
  });

  it('a partial credit pays its value and no more; another amount is refused (400)', async () => {
    const { user, ready, airline } = await readyQuote();
    const creditId = await giveCredit(t, user.user.id, { airlineCode: airline, amountMinor: 5_000 });
    const wrong = await schedule(user, ready, payments(ready, creditId, 4_000));
    expect(wrong.statusCode, wrong.body).toBe(400);
    const answer = await bookFlight(t, user, ready, payments(ready, creditId, 5_000));
    expect(answer.FulfillResponse, JSON.stringify(answer)).toBe('Success');
    const lines = answer.fulfillment!.value.reservation.paidWith.lines;
    expect(lines.map((l) => [l.kind, l.amount.value])).toEqual([
      ['AirlineTravelCredit', 50],
      ['UserCard', (ready.dueNowMinor - 5_000) / 100],
    ]);
    expect((await creditRow(creditId)).redeemed_booking_id).not.toBeNull();
  });

  it('the credit pays first: a percentage offer is worth its share of what is left', async () => {
    const { user, ready, airline } = await readyQuote();
    const creditId = await giveCredit(t, user.user.id, { airlineCode: airline, amountMinor: 5_000 });
    const offer = await createWalletOffer(t.db, user.user.id, {
      title: '10% off flights',
      amountMinor: null,
      percentBps: 1_000,
      funnels: ['flights'],
      expiresAt: new Date(Date.parse(TEST_NOW) + 30 * DAY_MS),
    });
    const restMinor = ready.dueNowMinor - 5_000;
    const offerMinor = offerValueMinor(offer, restMinor);
    expect(offerMinor).not.toBe(offerValueMinor(offer, ready.dueNowMinor));
    const answer = await bookFlight(t, user, ready, [
      creditPayment(creditId, 5_000),
      {
        type: 'TravelWalletOffer',
        value: { offerId: offer.id, description: offer.title, paymentAmount: fiat(offerMinor) },
      },
      cardPayment(ready.cardId, restMinor - offerMinor),
    ]);
    expect(answer.FulfillResponse, JSON.stringify(answer)).toBe('Success');
  });

  it('cancelling in the void window refunds the card and gives the credit part back as a new airline credit', async () => {
    const { user, ready, airline } = await readyQuote();
    const creditId = await giveCredit(t, user.user.id, { airlineCode: airline, amountMinor: 5_000 });
    const booked = await bookFlight(t, user, ready, payments(ready, creditId, 5_000));
    expect(booked.FulfillResponse, JSON.stringify(booked)).toBe('Success');
    const code = booked.fulfillment!.value.reservation.id.value;
    const quoted = await t.request('POST', '/api/v0/flights/cancel/quote', {
      session: user,
      body: { reservationId: code },
    });
    const q = FlightCancelQuoteAnswer.parse(quoted.json());
    if (q.type !== 'FlightCancelQuote') throw new Error(quoted.body);
    expect(q.outcome).toBe('ticketed_void');
    expect(q.refund.value).toBe((ready.dueNowMinor - 5_000) / 100);
    expect(q.credit.value).toBe(50);
    const res = await t.request('POST', '/api/v0/flights/cancel/confirm', {
      session: user,
      body: { reservationId: code, quoteId: q.quoteId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = FlightCancelConfirmAnswer.parse(res.json());
    expect(answer.refund.value).toBe((ready.dueNowMinor - 5_000) / 100);
    expect(answer.credit).toMatchObject({ state: 'FtcAvailable', amount: { value: 50 } });
    expect(answer.credit!.airline.code).toBe(airline);
    // The spent credit stays spent: the value lives on in the new one.
    expect((await creditRow(creditId)).redeemed_at).not.toBeNull();
  });

  it('the airline refuses to ticket: the booking fails and the credit is usable again', async () => {
    const { user, ready, airline } = await readyQuote(undefined, 'TicketingRejected');
    const creditId = await giveCredit(t, user.user.id, { airlineCode: airline, amountMinor: 5_000 });
    const answer = await bookFlight(t, user, ready, payments(ready, creditId, 5_000));
    expect(answer.FulfillResponse, JSON.stringify(answer)).toBe('Failure');
    expect(await creditRow(creditId)).toEqual({ redeemed_at: null, redeemed_booking_id: null });
  });

  it('two bookings scheduled with one credit, booked one after the other: the second fails with the reason', async () => {
    const { user, ready: a, airline } = await readyQuote();
    const { ready: b } = await readyQuote(user);
    const creditId = await giveCredit(t, user.user.id, { airlineCode: airline, amountMinor: 5_000 });
    const first = await scheduleFlightFulfil(t, user, a.token, payments(a, creditId, 5_000));
    const second = await scheduleFlightFulfil(t, user, b.token, payments(b, creditId, 5_000));
    expect((await pollFlightFulfil(t, user, first)).FulfillResponse).toBe('Success');
    const late = await pollFlightFulfil(t, user, second);
    expect(late.FulfillResponse, JSON.stringify(late)).toBe('Failure');
    expect(late.errors?.[0]).toMatchObject({ code: 'CreditRedeemed' });
  });

  it('two bookings racing for one credit: exactly one spends it, the other fails with the reason', async () => {
    const { user, ready: a, airline } = await readyQuote();
    const { ready: b } = await readyQuote(user);
    const creditId = await giveCredit(t, user.user.id, { airlineCode: airline, amountMinor: 5_000 });
    const tokens = await Promise.all(
      [a, b].map((r) => scheduleFlightFulfil(t, user, r.token, payments(r, creditId, 5_000))),
    );
    const answers = await Promise.all(tokens.map((token) => pollFlightFulfil(t, user, token)));
    const outcomes = answers.map((x) => x.FulfillResponse).sort();
    expect(outcomes).toEqual(['Failure', 'Success']);
    const failed = answers.find((x) => x.FulfillResponse === 'Failure')!;
    expect(failed.errors?.[0]).toMatchObject({ code: 'CreditRedeemed' });
    const [spent] = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from booking_payments where kind = 'AirlineTravelCredit'
            and booking_id in (select id from bookings where user_id = ${user.user.id})`,
      ),
    );
    expect(spent!.n).toBe(1);
  });
});
