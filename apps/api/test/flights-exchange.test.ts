// Exchanging a booked flight (issue 14 "Exchange"): after the void window a changeable fare opens on
// SliceSelection, shops replacement flights and confirms them (ticket Modified, seats moved, the amount due
// charged, or residual value kept); the not-eligible steps; another user's booking is unknown; bad input is a 400.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FlightExchangeConfirmAnswer } from '@portal/contracts/flight-exchange';
import { FlightCreditsAnswer } from '@portal/contracts/flight-trips';
import { exchangePrice } from '@portal/domain/flights/exchange';
import { exchangeSupport } from './support/flights-exchange.ts';
import { rowsOf } from './support/purchase-flow.ts';
import { createTestApp, TEST_NOW, type TestApp } from './support/test-app.ts';

let t: TestApp;
const OUT = { origin: 'ORD', destination: 'LGA', departureDate: '2025-07-10' };
const BACK = { origin: 'LGA', destination: 'ORD', departureDate: '2025-07-17' };
const ADULT = { givenName: 'Ana', surname: 'Lopez', dateOfBirth: '1985-04-12' };
const DAY_MS = 86_400_000;
const LATER = new Date(Date.parse(TEST_NOW) + 5 * DAY_MS);

beforeAll(async () => {
  t = await createTestApp({ now: TEST_NOW });
});
afterEach(() => t.clock.set(TEST_NOW));
afterAll(async () => {
  await t?.close();
});

const { book, post, eligibility, shop, seatsSold, count } = exchangeSupport(() => t, ADULT, OUT, LATER);

const minor = (fiat: { value: number }) => Math.round(fiat.value * 100);

describe('flight exchange', () => {
  it('changes a slice and adds one: prices before confirming, pays the difference, ticket Modified', async () => {
    const { user, code, buckets } = await book();
    const entry = await eligibility(user, code);
    expect(entry).toMatchObject({ step: 'SliceSelection', reason: null, message: null });
    expect(entry.slices).toEqual([
      expect.objectContaining({ index: 0, actions: ['Keep', 'Change', 'Remove'] }),
    ]);

    const shopped = await shop(user, {
      reservationId: code,
      slices: [{ index: 0, action: 'change', date: '2025-07-12' }],
      added: { origin: 'LGA', destination: 'ORD', date: '2025-07-15' },
    });
    expect(shopped.actions).toEqual(['Change', 'Add']);
    const [change, added] = shopped.changes;
    expect(change!.options.length).toBeGreaterThan(0);
    expect(added!.options.length).toBeGreaterThan(0);
    // The ticket is reissued, so every replacement flies the booked ticket's airline.
    const before = await t.request('GET', `/api/v0/itinerary/flights/${code}`, { session: user });
    const booked = (
      before.json().trip.itinerary.slices as { segments: { marketingAirline: { code: string } }[] }[]
    ).flatMap((s) => s.segments.map((seg) => seg.marketingAirline.code));
    for (const option of [...change!.options, ...added!.options])
      for (const seg of option.slice.segments) expect(booked).toContain(seg.marketingAirline.code);
    const pick = change!.options.at(-1)!;
    const addPick = added!.options[0]!;
    expect(pick.slice.departureDate).toBe('2025-07-12');
    const expected = exchangePrice({
      unflownValueMinor: minor(change!.bookedValue),
      newFareMinor: minor(pick.newFare) + minor(addPick.newFare),
      changePenalty: { kind: 'NoPenalty' },
      ticketedPassengers: 1,
      refundability: shopped.refundability,
    });
    expect(expected.dueMinor).toBeGreaterThan(0);
    const oldSold = await seatsSold(buckets[0]!);
    const paymentsBefore = await count(
      sql`select count(*)::int as n from booking_payments p join bookings b on b.id = p.booking_id where b.confirmation_code = ${code}`,
    );

    const body = {
      shopToken: shopped.shopToken,
      choices: [
        { key: change!.key, optionId: pick.optionId },
        { key: added!.key, optionId: addPick.optionId },
      ],
    };
    const res = await post(user, 'confirm', body);
    expect(res.statusCode, res.body).toBe(200);
    const answer = FlightExchangeConfirmAnswer.parse(res.json());
    expect(answer.step).toBe('ChangeRequested');
    expect(minor(answer.price.due)).toBe(expected.dueMinor);
    expect(answer.trip).toMatchObject({ ticketState: 'Modified', status: 'Confirmed' });
    expect(answer.trip.itinerary.slices.map((s) => s.departureDate)).toEqual(['2025-07-12', '2025-07-15']);
    // The trip's price lines add up to its new total: the change's charge is a line of its own.
    const { baseFare, taxes, agentFee, changes } = answer.trip.price;
    expect(minor(changes)).toBe(expected.dueMinor);
    expect(minor(baseFare) + minor(taxes) + minor(agentFee) + minor(changes)).toBe(minor(answer.trip.total));
    expect(await seatsSold(buckets[0]!)).toBe(oldSold - 1);
    const newBucket = `${pick.optionId}|${pick.slice.fareShelf.rating}${pick.slice.cabinClassName}`;
    expect(await seatsSold(newBucket)).toBeGreaterThanOrEqual(1);
    const paymentsCount = sql`select count(*)::int as n from booking_payments p join bookings b on b.id = p.booking_id where b.confirmation_code = ${code}`;
    expect(await count(paymentsCount)).toBe(paymentsBefore + 1);
    expect(
      await count(sql`select count(*)::int as n from email_outbox where subject like ${`%changed%${code}%`}`),
    ).toBe(1);

    // A retry answers the same change, without a second charge or email.
    const again = await post(user, 'confirm', body);
    expect(again.statusCode, again.body).toBe(200);
    expect(FlightExchangeConfirmAnswer.parse(again.json()).price).toEqual(answer.price);
    expect(await count(paymentsCount)).toBe(paymentsBefore + 1);
  });

  it('removing the return leaves its value as residual credit and charges nothing', async () => {
    const { user, code } = await book([OUT, BACK]);
    const shopped = await shop(user, {
      reservationId: code,
      slices: [
        { index: 0, action: 'keep' },
        { index: 1, action: 'remove' },
      ],
    });
    expect(shopped.actions).toEqual(['Keep', 'Remove']);
    expect(shopped.changes).toEqual([]);
    const res = await post(user, 'confirm', { shopToken: shopped.shopToken, choices: [] });
    expect(res.statusCode, res.body).toBe(200);
    const answer = FlightExchangeConfirmAnswer.parse(res.json());
    expect(answer.price.due.value).toBe(0);
    expect(answer.price.residualCredit.value).toBe(shopped.removedValue.value);
    expect(answer.price.residualCredit.value).toBeGreaterThan(0);
    expect(answer.trip.itinerary.slices).toHaveLength(1);
    expect(answer.trip.credit).toBeNull();
    const credits = await t.request('GET', '/api/v0/itinerary/flights/credits', { session: user });
    expect(FlightCreditsAnswer.parse(credits.json()).credits).toEqual([
      expect.objectContaining({ state: 'FtcAvailable', amount: answer.price.residualCredit }),
    ]);

    // The exchanged booking can still be cancelled: its own credit comes beside the residual one.
    const quoted = await t.request('POST', '/api/v0/flights/cancel/quote', {
      session: user,
      body: { reservationId: code },
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const cancelled = await t.request('POST', '/api/v0/flights/cancel/confirm', {
      session: user,
      body: { reservationId: code, quoteId: quoted.json().quoteId },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  it('a fare with no changes (NotPossible) is IneligibleForExchange, and shop refuses it', async () => {
    const { user, code } = await book([OUT], 0);
    expect(await eligibility(user, code)).toMatchObject({
      step: 'IneligibleForExchange',
      reason: 'RebookNotEligible',
      message: expect.stringContaining('Customer Support'),
    });
    const res = await post(user, 'shop', { reservationId: code, slices: [{ index: 0, action: 'change' }] });
    expect(res.statusCode, res.body).toBe(409);
  });

  it('inside the void window the flow opens on TicketedVoidable', async () => {
    const { user, code } = await book([OUT], 1, null);
    expect(await eligibility(user, code)).toMatchObject({ step: 'TicketedVoidable' });
  });

  it('a departed slice is Flown and cannot be changed', async () => {
    const { user, code } = await book([OUT, BACK], 1, new Date('2025-07-12T12:00:00Z'));
    const entry = await eligibility(user, code);
    expect(entry.step).toBe('SliceSelection');
    expect(entry.slices.map((s) => s.actions)).toEqual([['Flown'], ['Keep', 'Change', 'Remove']]);
    const res = await post(user, 'shop', {
      reservationId: code,
      slices: [
        { index: 0, action: 'change', date: '2025-07-20' },
        { index: 1, action: 'keep' },
      ],
    });
    expect(res.statusCode, res.body).toBe(400);
  });

  it('the last seats of a chosen flight sold meanwhile: 409, the card hold voided, nothing changed', async () => {
    const { user, code, buckets } = await book();
    const oldSold = await seatsSold(buckets[0]!);
    const shopped = await shop(user, {
      reservationId: code,
      slices: [{ index: 0, action: 'keep' }],
      added: { origin: 'LGA', destination: 'ORD', date: '2025-07-15' },
    });
    const option = shopped.changes[0]!.options[0]!;
    const bucket = `${option.optionId}|${option.slice.fareShelf.rating}${option.slice.cabinClassName}`;
    // Other buyers took the bucket's last seats between the shop and the confirm.
    await t.db.execute(sql`insert into flight_seat_buckets (bucket_key, seats_total, seats_sold)
      values (${bucket}, 3, 3) on conflict (bucket_key) do update set seats_total = flight_seat_buckets.seats_sold`);
    const res = await post(user, 'confirm', {
      shopToken: shopped.shopToken,
      choices: [{ key: 'added', optionId: option.optionId }],
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe(40934);
    const [hold] = rowsOf<{ status: string }>(
      await t.db.execute(
        sql`select status from sim_card_payments where idempotency_key = ${`exchange:${shopped.shopToken}:charge`}`,
      ),
    );
    expect(hold?.status).toBe('Voided');
    const trip = await t.request('GET', `/api/v0/itinerary/flights/${code}`, { session: user });
    expect(trip.json().trip).toMatchObject({ ticketState: 'Ticketed' });
    expect(trip.json().trip.itinerary.slices).toHaveLength(1);
    expect(await seatsSold(buckets[0]!)).toBe(oldSold);
  });

  it('a card that declines the amount due: 409, the airline is never asked to reissue, nothing changed', async () => {
    const { user, code, buckets } = await book();
    const oldSold = await seatsSold(buckets[0]!);
    // The booking's card now declines every charge (the simulator's declining token, README "Test cards").
    await t.db.execute(sql`update payment_methods set provider_token = 'tok_sim_dc_exchange'
      where id in (select p.payment_method_id from booking_payments p join bookings b on b.id = p.booking_id
        where b.confirmation_code = ${code})`);
    const shopped = await shop(user, {
      reservationId: code,
      slices: [{ index: 0, action: 'keep' }],
      added: { origin: 'LGA', destination: 'ORD', date: '2025-07-15' },
    });
    const option = shopped.changes[0]!.options[0]!;
    const reissue = vi.spyOn(t.deps.providers.flightSupply, 'book');
    try {
      const res = await post(user, 'confirm', {
        shopToken: shopped.shopToken,
        choices: [{ key: 'added', optionId: option.optionId }],
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe(40935);
      expect(reissue).not.toHaveBeenCalled();
    } finally {
      reissue.mockRestore();
    }
    const trip = await t.request('GET', `/api/v0/itinerary/flights/${code}`, { session: user });
    expect(trip.json().trip.itinerary.slices).toHaveLength(1);
    expect(await seatsSold(buckets[0]!)).toBe(oldSold);
  });

  it('counts refused changes: ChangeFailed twice, then TooManyAttemptsSupport', async () => {
    const { user, code } = await book();
    // The simulated airline refuses to ticket a passenger of this surname (README "Flights test inputs").
    await t.db
      .execute(sql`update flight_bookings set passengers = jsonb_set(passengers, '{0,surname}', '"TicketingRejected"')
      where booking_id = (select id from bookings where confirmation_code = ${code})`);
    const nexts: unknown[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const shopped = await shop(user, { reservationId: code, slices: [{ index: 0, action: 'change' }] });
      const change = shopped.changes[0]!;
      const res = await post(user, 'confirm', {
        shopToken: shopped.shopToken,
        choices: [{ key: change.key, optionId: change.options[0]!.optionId }],
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 40933, step: 'ChangeFailed' });
      nexts.push(res.json().next);
    }
    expect(nexts).toEqual(['SliceSelection', 'SliceSelection', 'TooManyAttemptsSupport']);
    expect(await eligibility(user, code)).toMatchObject({ step: 'TooManyAttemptsSupport' });
  });

  it("another user's booking or shop is unknown (404); no session is 401", async () => {
    const { user, code } = await book();
    const shopped = await shop(user, { reservationId: code, slices: [{ index: 0, action: 'change' }] });
    const other = await t.signedInUser();
    expect((await post(other, 'eligibility', { reservationId: code })).statusCode).toBe(404);
    expect(
      (await post(other, 'shop', { reservationId: code, slices: [{ index: 0, action: 'keep' }] })).statusCode,
    ).toBe(404);
    expect((await post(other, 'confirm', { shopToken: shopped.shopToken, choices: [] })).statusCode).toBe(
      404,
    );
    expect((await post(null, 'eligibility', { reservationId: code })).statusCode).toBe(401);
  });

  it.each([
    ['eligibility', {}],
    ['eligibility', { reservationId: '' }],
    ['shop', { reservationId: 'H-X', slices: [] }],
    ['shop', { reservationId: 'H-X', slices: [{ index: 0, action: 'fly' }] }],
    ['shop', { reservationId: 'H-X', slices: [{ index: 0, action: 'change', date: '12/07/2025' }] }],
    ['confirm', { shopToken: 'x' }],
    ['confirm', { shopToken: 'x', choices: [{ key: 'slice-0' }] }],
  ])('bad input to %s is a 400: %j', async (path, body) => {
    const user = await t.signedInUser();
    const res = await post(user, path, body);
    expect(res.statusCode, res.body).toBe(400);
  });

  it('bad picks and choices are 400s with the rule, never 500s', async () => {
    const { user, code } = await book();
    const nothing = await post(user, 'shop', { reservationId: code, slices: [{ index: 0, action: 'keep' }] });
    expect(nothing.statusCode, nothing.body).toBe(400);
    const missing = await post(user, 'shop', {
      reservationId: code,
      slices: [{ index: 3, action: 'change' }],
    });
    expect(missing.statusCode, missing.body).toBe(400);
    const past = await post(user, 'shop', {
      reservationId: code,
      slices: [{ index: 0, action: 'change', date: '2025-01-01' }],
    });
    expect(past.statusCode, past.body).toBe(400);
    const shopped = await shop(user, { reservationId: code, slices: [{ index: 0, action: 'change' }] });
    const wrong = await post(user, 'confirm', {
      shopToken: shopped.shopToken,
      choices: [{ key: 'slice-0', optionId: 'nope' }],
    });
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect((await post(user, 'confirm', { shopToken: 'not-a-token', choices: [] })).statusCode).toBe(404);
  });
});
