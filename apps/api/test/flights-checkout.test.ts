// The flights line on the checkout engine (issue 14 "Book"), against the embedded airline simulator: a quote
// re-priced live for the user's saved travelers, the spec §5 passengers check, seats taken from the fare bucket,
// ticketing as the supplier step with its documented test inputs (README "Flights test inputs"), and the
// reservation, email and payments that follow.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FlightsPriceQuote } from '@portal/contracts/flight-booking';
import { QuotePollAnswer } from '@portal/contracts/purchase';
import { recoverStaleFulfilSessions } from '../src/checkout/fulfil-recovery.ts';
import { TICKETING_PENDING_MS } from '../src/providers/flight-supply/simulator/test-inputs.ts';
import { passengerCheckoutErrors } from '../src/products/flights/flight-price.ts';
import { TICKETING_WINDOW_MS } from '../src/products/flights/flight-ticketing.ts';
import {
  bookFlight,
  cardPayment,
  pollFlightFulfil,
  quoteFlight,
  readyFlightQuote,
  scheduleFlightFulfil,
  scheduleFlightQuote,
  searchFare,
  travelersFor,
} from './support/flights-checkout.ts';
import { count, rowsOf } from './support/purchase-flow.ts';
import { createTestApp, TEST_NOW, type TestApp } from './support/test-app.ts';

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

const minor = (value: number) => Math.round(value * 100);

async function bookingOf(userId: string) {
  const [row] = rowsOf<{
    id: string;
    status: string;
    ticket_state: string | null;
    record_locator: string | null;
  }>(
    await t.db.execute(sql`select b.id, b.status, f.ticket_state, f.record_locator from bookings b
      join flight_bookings f on f.booking_id = b.id where b.user_id = ${userId}`),
  );
  if (!row) throw new Error('no flight booking');
  return row;
}

async function chargeStatusOf(userId: string) {
  const rows = rowsOf<{ status: string }>(
    await t.db.execute(sql`select s.status from sim_card_payments s
      join payment_intents i on i.idempotency_key = s.idempotency_key
      join fulfil_sessions f on f.id = i.fulfil_session_id where f.user_id = ${userId}`),
  );
  return rows.map((r) => r.status);
}

const seatsSold = async (bookingId: string) =>
  count(
    t,
    sql`select coalesce(sum(b.seats_sold), 0) as n from flight_seat_buckets b
      join flight_booking_seats s on s.bucket_key = b.bucket_key where s.booking_id = ${bookingId}`,
  );

/** A signed-in user with saved travelers (an adult named as asked first) and a one-way or round-trip fare. */
async function setUp(surname = ADULT.surname, slices = [ROUTE]) {
  const user = await t.signedInUser();
  const [adult] = await travelersFor(t, user.user.id, [{ ...ADULT, surname }]);
  const fares = await searchFare(t, user, slices);
  const seenMinor = fares.reduce((sum, f) => sum + minor(f.total.fiat.value), 0);
  const choice = { fareIds: fares.map((f) => f.fareId), passengers: [{ travelerId: adult!.id }], seenMinor };
  return { user, adult: adult!, choice, mainGuest: { ...ADULT, surname } };
}

describe('flights quote', () => {
  it('prices the reviewed fares for the saved travelers: itinerary, passengers, per-type prices, earn', async () => {
    const user = await t.signedInUser();
    const people = await travelersFor(t, user.user.id, [
      ADULT,
      { givenName: 'Luis', surname: 'Lopez', dateOfBirth: '1983-01-02', gender: 'M' },
      { givenName: 'Sofia', surname: 'Lopez', dateOfBirth: '2016-05-05' },
      { givenName: 'Leo', surname: 'Lopez', dateOfBirth: '2025-01-20', gender: 'M' },
    ]);
    const fares = await searchFare(t, user, [ROUTE, BACK], 1, 3);
    const { poll } = await quoteFlight(t, user, {
      fareIds: fares.map((f) => f.fareId),
      passengers: [
        ...people.slice(0, 3).map((p) => ({ travelerId: p.id })),
        { travelerId: people[3]!.id, seat: 'lap' },
      ],
      seenMinor: 1,
    });
    expect(poll.QuoteResponse, JSON.stringify(poll)).toBe('Success');
    const quote = FlightsPriceQuote.parse(poll.quote!.value);
    expect((poll.quote!.value as Record<string, unknown>).hold).toBeUndefined();
    expect(quote.itinerary.slices.map((s) => [s.origin, s.destination])).toEqual([
      ['ORD', 'LGA'],
      ['LGA', 'ORD'],
    ]);
    expect(quote.itinerary.airports.ORD?.timeZone).toBe('America/Chicago');
    expect(quote.passengers.map((p) => p.type)).toEqual(['ADT', 'ADT', 'CNN', 'INF']);
    const byType = Object.fromEntries(quote.pricing.byPassengerType.map((l) => [l.type, l.count]));
    expect(byType).toEqual({ ADT: 2, CNN: 1, INF: 1 });
    const sum = quote.pricing.byPassengerType.reduce((s, l) => s + minor(l.total.value), 0);
    expect(sum).toBe(minor(quote.pricing.total.value));
    expect(minor(quote.pricing.baseFare.value) + minor(quote.pricing.taxes.value)).toBe(sum);
    expect(quote.tripTotal.fiat.value).toBe(quote.pricing.total.value);
    expect(quote.dueNow).toEqual(quote.tripTotal);
    // The page showed $0.01: the quote reports the difference for the spec's price difference modal.
    expect(quote.priceChange?.direction).toBe('increase');
  });

  it('answers a moved price with priceChange and an unchanged one without', async () => {
    const { user, choice } = await setUp();
    const same = await quoteFlight(t, user, choice);
    expect(same.poll.quote?.value.priceChange).toBeNull();
    const lower = await quoteFlight(t, user, { ...choice, seenMinor: choice.seenMinor + 50_00 });
    expect(lower.poll.quote?.value.priceChange).toEqual({
      direction: 'decrease',
      amount: { value: 50, currencyCode: 'USD', currencySymbol: '$' },
    });
  });

  it('a fare that moved since the search (SEA-SFO: 12% more at re-pricing) answers priceChange increase', async () => {
    const user = await t.signedInUser();
    const [adult] = await travelersFor(t, user.user.id, [ADULT]);
    const [fare] = await searchFare(t, user, [
      { origin: 'SEA', destination: 'SFO', departureDate: '2025-07-10' },
    ]);
    const seenMinor = minor(fare!.total.fiat.value);
    const { poll } = await quoteFlight(t, user, {
      fareIds: [fare!.fareId],
      passengers: [{ travelerId: adult!.id }],
      seenMinor,
    });
    expect(poll.QuoteResponse, JSON.stringify(poll)).toBe('Success');
    const quote = poll.quote!.value;
    expect(quote.priceChange?.direction).toBe('increase');
    expect(minor(quote.priceChange!.amount.value)).toBe(minor(quote.tripTotal.fiat.value) - seenMinor);
  });

  it('400 InvalidPassengers with the list: no adult, a lap infant without an adult', async () => {
    const user = await t.signedInUser();
    const [child, infant] = await travelersFor(t, user.user.id, [
      { givenName: 'Sofia', surname: 'Lopez', dateOfBirth: '2016-05-05' },
      { givenName: 'Leo', surname: 'Lopez', dateOfBirth: '2025-01-20' },
    ]);
    const fares = await searchFare(t, user, [ROUTE]);
    const res = await scheduleFlightQuote(t, user, {
      fareIds: fares.map((f) => f.fareId),
      passengers: [{ travelerId: child!.id }, { travelerId: infant!.id, seat: 'lap' }],
      seenMinor: 100_00,
    });
    expect(res.statusCode, res.body).toBe(400);
    const fields = res.json().fields as { field: string; message: string }[];
    // Both rules of the whole booking, each with a message that says what to fix.
    expect(fields.filter((f) => f.field === 'request.value.passengers')).toHaveLength(2);
    expect(fields.map((f) => f.message).join(' ')).toMatch(/adult/i);
  });

  it('a quote poll failing the passengers names each one: passengerIndex kept through the poll schema', () => {
    const errors = passengerCheckoutErrors([
      { code: 'NoAdultPassenger', passengerIndex: null, field: null, message: 'Add an adult.' },
      { code: 'MissingPassport', passengerIndex: 2, field: 'passport', message: 'Add a passport.' },
    ]);
    const answer = QuotePollAnswer.parse({ QuoteResponse: 'Failure', errors });
    expect(answer.errors!.map((e) => [e.code, e.passengerIndex])).toEqual([
      ['NoAdultPassenger', null],
      ['MissingPassport', 2],
    ]);
  });

  it("404 for a traveler who is not the user's", async () => {
    const { user, choice } = await setUp();
    const other = await t.signedInUser();
    const [stranger] = await travelersFor(t, other.user.id, [ADULT]);
    const res = await scheduleFlightQuote(t, user, { ...choice, passengers: [{ travelerId: stranger!.id }] });
    expect(res.statusCode).toBe(404);
  });

  it('a fare sold out since the search: NoAvailability; an unknown fare: NoProductsAvailable', async () => {
    const user = await t.signedInUser();
    const [adult] = await travelersFor(t, user.user.id, [ADULT]);
    // DEN-PHX basic fares show 1 seat in the search and none at the review (README "Flights test inputs").
    const [basic] = await searchFare(
      t,
      user,
      [{ origin: 'DEN', destination: 'PHX', departureDate: '2025-07-10' }],
      0,
    );
    const res = await scheduleFlightQuote(t, user, {
      fareIds: [basic!.fareId],
      passengers: [{ travelerId: adult!.id }],
      seenMinor: 100_00,
    });
    expect(res.statusCode, res.body).toBe(200);
    const poll = await t.request('POST', '/api/v0/purchase/quote/poll', { session: user, body: res.json() });
    expect(poll.json()).toMatchObject({ QuoteResponse: 'Failure', errors: [{ Error: 'NoAvailability' }] });
    const gone = await quoteFlight(t, user, {
      fareIds: ['F1.20250710.ZZ9999+0.1Y.100'],
      passengers: [{ travelerId: adult!.id }],
      seenMinor: 100_00,
    });
    expect(gone.poll).toMatchObject({ QuoteResponse: 'Failure', errors: [{ code: 'NoProductsAvailable' }] });
  });
});

describe('flights booking and ticketing', () => {
  it('books and tickets: Confirmed, record locator, seats taken, email with the itinerary', async () => {
    const { user, choice, mainGuest } = await setUp('Lopez', [ROUTE, BACK]);
    const ready = await readyFlightQuote(t, user, user.user.id, choice, mainGuest);
    const answer = await bookFlight(t, user, ready);
    expect(answer.FulfillResponse, JSON.stringify(answer)).toBe('Success');
    const reservation = answer.fulfillment!.value.reservation;
    expect(reservation).toMatchObject({ status: 'Confirmed', ticketState: 'Ticketed' });
    expect(reservation.recordLocator).toMatch(/^[A-Z2-9]{6}$/);
    expect(reservation.id.value).toMatch(/^H-/);
    expect(reservation.paidWith.lines.map((l) => l.kind)).toEqual(['UserCard']);
    const booking = await bookingOf(user.user.id);
    expect(await seatsSold(booking.id)).toBeGreaterThanOrEqual(2);
    expect(await chargeStatusOf(user.user.id)).toEqual(['Captured']);
    const [mail] = rowsOf<{ text: string }>(
      await t.db.execute(
        sql`select text from email_outbox where subject like ${`%(${reservation.id.value})%`}`,
      ),
    );
    expect(mail?.text).toContain(`record locator): ${reservation.recordLocator}`);
    expect(mail?.text).toContain('Ana Lopez (adult)');
    expect(mail?.text).toMatch(/ORD .* -> LGA/);
    // The trip is listed (the minimal trips side until fl-trips lands the real one).
    const list = await t.request('PUT', '/api/v0/itinerary/list', { session: user, body: {} });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().flights[0]).toMatchObject({ tripKind: 'Flight', id: { value: reservation.id.value } });
  });

  it('TicketingRejected: Failure BookError, seats back, the charge voided', async () => {
    const { user, choice, mainGuest } = await setUp('TicketingRejected');
    const ready = await readyFlightQuote(t, user, user.user.id, choice, mainGuest);
    const answer = await bookFlight(t, user, ready);
    expect(answer).toMatchObject({
      FulfillResponse: 'Failure',
      errors: [{ Error: 'ErrorCode', code: 'BookError' }],
    });
    const booking = await bookingOf(user.user.id);
    expect(booking).toMatchObject({ status: 'Failure', ticket_state: 'Rejected', record_locator: null });
    expect(await seatsSold(booking.id)).toBe(0);
    expect(await chargeStatusOf(user.user.id)).toEqual(['Voided']);
  });

  it('TicketingUnconfirmed: Pending while the airline tickets, then Ticketed by the recovery sweep', async () => {
    const { user, choice, mainGuest } = await setUp('TicketingUnconfirmed');
    const ready = await readyFlightQuote(t, user, user.user.id, choice, mainGuest);
    const token = await scheduleFlightFulfil(t, user, ready.token, [
      cardPayment(ready.cardId, ready.dueNowMinor),
    ]);
    expect(await pollFlightFulfil(t, user, token)).toEqual({ FulfillResponse: 'Pending' });
    expect(await pollFlightFulfil(t, user, token)).toEqual({ FulfillResponse: 'Pending' });
    expect(await bookingOf(user.user.id)).toMatchObject({ status: 'PendingConfirm', ticket_state: null });
    expect(await chargeStatusOf(user.user.id)).toEqual(['Authorized']);
    t.clock.advance(TICKETING_PENDING_MS + 1_000);
    const round = await recoverStaleFulfilSessions(t.deps);
    expect(round.supplierConfirmed).toBeGreaterThanOrEqual(1);
    expect(await bookingOf(user.user.id)).toMatchObject({ status: 'Confirmed', ticket_state: 'Ticketed' });
    expect(await chargeStatusOf(user.user.id)).toEqual(['Captured']);
    const answer = await pollFlightFulfil(t, user, token);
    expect(answer.fulfillment?.value.reservation.ticketState).toBe('Ticketed');
  });

  it('TicketingUnknown: Pending, then failed with TicketingUnknown after the ticketing window', async () => {
    const { user, choice, mainGuest } = await setUp('TicketingUnknown');
    const ready = await readyFlightQuote(t, user, user.user.id, choice, mainGuest);
    const token = await scheduleFlightFulfil(t, user, ready.token, [
      cardPayment(ready.cardId, ready.dueNowMinor),
    ]);
    expect(await pollFlightFulfil(t, user, token)).toEqual({ FulfillResponse: 'Pending' });
    t.clock.advance(TICKETING_WINDOW_MS + 1_000);
    await recoverStaleFulfilSessions(t.deps);
    const booking = await bookingOf(user.user.id);
    expect(booking).toMatchObject({ status: 'Failure', ticket_state: 'Rejected' });
    expect(await seatsSold(booking.id)).toBe(0);
    expect(await chargeStatusOf(user.user.id)).toEqual(['Voided']);
    expect(await pollFlightFulfil(t, user, token)).toMatchObject({
      FulfillResponse: 'Failure',
      errors: [{ code: 'TicketingUnknown' }],
    });
  });
});
