// The hotel supplier's reservation step through purchase/fulfil: each spec §8 rejection reachable by the main
// guest's surname (README "Test cards and checkout outcomes"), a supplier that answers later (Pending, then
// confirmed by the recovery sweep) or never (failed after the confirmation window), each with its rooms, payments
// and ledgers left consistent.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createWalletEntry } from '@portal/db/factories/wallet';
import { hotelRejectionFailure } from '@portal/domain/hotels/booking-rejections';
import { HOTEL_BOOKING_REJECTIONS } from '@portal/domain/hotels/enums';
import { recoverStaleFulfilSessions } from '../src/checkout/fulfil-recovery.ts';
import { SUPPLIER_CONFIRM_WINDOW_MS } from '../src/checkout/supplier-step.ts';
import { PENDING_ANSWER_MS } from '../src/providers/supply/hotel-supply.ts';
import { createHotelsTestApp, type HotelsTestApp } from './support/hotels-setup.ts';
import { insertHotel, roomIds } from './support/hotels-world.ts';
import { WORLD_TODAY } from './support/hotels-world-data.ts';
import {
  bookedRooms,
  bookHotel,
  cardPayment,
  pollHotelFulfil,
  readyHotelQuote,
  scheduleHotelFulfil,
  type HotelChoice,
} from './support/hotels-checkout.ts';
import { count, fiat, rowsOf } from './support/purchase-flow.ts';

let t: HotelsTestApp;
const LODGING = 'htl_o_outcomes';
const START = `${WORLD_TODAY}T12:00:00Z`;

beforeAll(async () => {
  t = await createHotelsTestApp();
  await insertHotel(t.db, {
    id: LODGING,
    cityId: 'test_cty_chi',
    name: 'Outcomes Test Hotel',
    starRating: 4,
    lat: 41.88,
    lon: -87.63,
    baseMinor: 180_00,
  });
});
afterEach(() => t.clock.set(START));
afterAll(async () => {
  await t?.close();
});

const king = roomIds(LODGING).king;

async function bookingOf(code: string) {
  const [row] = rowsOf<{ id: string; status: string; confirmation_state: string }>(
    await t.db.execute(sql`select b.id, b.status, h.confirmation_state from bookings b
      join hotel_bookings h on h.booking_id = b.id where b.confirmation_code = ${code}`),
  );
  if (!row) throw new Error(`no booking ${code}`);
  return row;
}

/** The card processor's status of the user's one booking charge (Authorized, Captured, Voided). */
async function chargeStatusOf(userId: string) {
  const rows = rowsOf<{ status: string }>(
    await t.db.execute(sql`select s.status from sim_card_payments s
      join payment_intents i on i.idempotency_key = s.idempotency_key
      join fulfil_sessions f on f.id = i.fulfil_session_id where f.user_id = ${userId}`),
  );
  return rows.map((r) => r.status);
}

const creditBalance = async (userId: string) =>
  count(t, sql`select coalesce(sum(amount_minor), 0) as n from wallet_ledger where user_id = ${userId}`);

const emailsTo = async (subject: string) =>
  count(t, sql`select count(*) as n from email_outbox where subject like ${`%${subject}%`}`);

/** The code of the user's only booking (polls that fail answer none). */
async function codeOf(userId: string) {
  const [row] = rowsOf<{ confirmation_code: string }>(
    await t.db.execute(sql`select confirmation_code from bookings where user_id = ${userId}`),
  );
  return row!.confirmation_code;
}

describe('supplier rejections (spec §8), by the main guest surname', () => {
  const stay = { from: '2025-06-20', until: '2025-06-22' };

  it.each(HOTEL_BOOKING_REJECTIONS)(
    '%s: Failure with its code, rooms back, the charge voided',
    async (code) => {
      const user = await t.signedInUser();
      const before = await bookedRooms(t, king, stay.from, stay.until);
      const choice: HotelChoice = { lodgingId: LODGING, ...stay, surname: code };
      const ready = await readyHotelQuote(t, user, user.user.id, choice);
      const answer = await bookHotel(t, user, ready);
      const failure = hotelRejectionFailure(code);
      expect(answer).toEqual({
        FulfillResponse: 'Failure',
        errors: [{ Error: failure.kind, code, value: failure.message }],
      });
      expect(await bookedRooms(t, king, stay.from, stay.until)).toEqual(before);
      const booking = await bookingOf(await codeOf(user.user.id));
      expect(booking).toMatchObject({ status: 'Failure', confirmation_state: 'Unavailable' });
      expect(await chargeStatusOf(user.user.id)).toEqual(['Voided']);
    },
  );

  it('gives back the travel credit a refused booking spent, and its later polls answer the same failure', async () => {
    const user = await t.signedInUser();
    await createWalletEntry(t.db, user.user.id, { amountMinor: 50_00 });
    const ready = await readyHotelQuote(t, user, user.user.id, {
      lodgingId: LODGING,
      ...stay,
      surname: 'Fraud',
    });
    const token = await scheduleHotelFulfil(t, user, ready, [
      cardPayment(ready.cardId, ready.dueNowMinor - 50_00),
      { type: 'TravelWalletCredit', value: { paymentAmount: fiat(50_00) } },
    ]);
    const first = await pollHotelFulfil(t, user, token);
    expect(first.errors?.[0]).toMatchObject({ Error: 'LikelyFraud', code: 'Fraud' });
    expect(await pollHotelFulfil(t, user, token)).toEqual(first);
    expect(await creditBalance(user.user.id)).toBe(50_00);
    // No confirmation and no "could not book" email: the guest read the error on the page.
    const code = await codeOf(user.user.id);
    expect(await emailsTo(code)).toBe(0);
  });
});

describe('a supplier that answers later', () => {
  it('Pending: the poll answers Pending, the booking waits PendingConfirm, then the sweep confirms it', async () => {
    const user = await t.signedInUser();
    const stay = { from: '2025-07-01', until: '2025-07-03' };
    const before = await bookedRooms(t, king, stay.from, stay.until);
    const ready = await readyHotelQuote(t, user, user.user.id, {
      lodgingId: LODGING,
      ...stay,
      surname: 'Pending',
    });
    const token = await scheduleHotelFulfil(t, user, ready, [cardPayment(ready.cardId, ready.dueNowMinor)]);
    expect(await pollHotelFulfil(t, user, token)).toEqual({ FulfillResponse: 'Pending' });
    // A second poll books nothing more and does not give up on the booking.
    t.clock.advance(20 * 60_000);
    expect(await pollHotelFulfil(t, user, token)).toEqual({ FulfillResponse: 'Pending' });
    const code = await codeOf(user.user.id);
    expect(await bookingOf(code)).toMatchObject({ status: 'PendingConfirm', confirmation_state: 'Pending' });
    expect((await bookedRooms(t, king, stay.from, stay.until)).map((n) => n.booked)).toEqual(
      before.map((n) => n.booked + 1),
    );
    expect(await chargeStatusOf(user.user.id)).toEqual(['Authorized']);
    const trip = await t.request('GET', `/api/v0/itinerary/hotels/${code}`, { session: user });
    expect(trip.json().trip).toMatchObject({
      status: 'PendingConfirm',
      confirmationState: 'Pending',
      supplierConfirmationCode: null,
    });

    t.clock.set(START);
    t.clock.advance(PENDING_ANSWER_MS - 1_000);
    await recoverStaleFulfilSessions(t.deps);
    expect((await bookingOf(code)).status).toBe('PendingConfirm');
    t.clock.advance(2_000);
    const round = await recoverStaleFulfilSessions(t.deps);
    expect(round.supplierConfirmed).toBeGreaterThanOrEqual(1);
    expect(await bookingOf(code)).toMatchObject({ status: 'Confirmed', confirmation_state: 'Confirmed' });
    expect(await chargeStatusOf(user.user.id)).toEqual(['Captured']);
    const answer = await pollHotelFulfil(t, user, token);
    expect(answer.FulfillResponse).toBe('Success');
    expect(answer.fulfillment?.value.reservation).toMatchObject({
      status: 'Confirmed',
      bookingState: 'Confirmed',
      confirmationState: 'Confirmed',
      supplierConfirmationCode: expect.stringMatching(/^SIM-/),
    });
    expect(await emailsTo(`Confirmed, your hotel is booked. (${code})`)).toBe(1);
    const [mail] = rowsOf<{ text: string }>(
      await t.db.execute(sql`select text from email_outbox where subject like ${`%(${code})%`}`),
    );
    expect(mail?.text).toMatch(/Hotel confirmation number: SIM-[0-9A-F]{10}/);
    // Asked again, nothing changes.
    await recoverStaleFulfilSessions(t.deps);
    expect(await emailsTo(code)).toBe(1);
  });

  it('NoAnswer: failed after the confirmation window, rooms released, the charge voided, an email sent', async () => {
    const user = await t.signedInUser();
    const stay = { from: '2025-07-05', until: '2025-07-07' };
    const before = await bookedRooms(t, king, stay.from, stay.until);
    const ready = await readyHotelQuote(t, user, user.user.id, {
      lodgingId: LODGING,
      ...stay,
      surname: 'NoAnswer',
    });
    const token = await scheduleHotelFulfil(t, user, ready, [cardPayment(ready.cardId, ready.dueNowMinor)]);
    expect((await pollHotelFulfil(t, user, token)).FulfillResponse).toBe('Pending');
    const code = await codeOf(user.user.id);
    t.clock.advance(SUPPLIER_CONFIRM_WINDOW_MS - 60_000);
    await recoverStaleFulfilSessions(t.deps);
    expect((await bookingOf(code)).status).toBe('PendingConfirm');
    t.clock.advance(60_000);
    const round = await recoverStaleFulfilSessions(t.deps);
    expect(round.supplierRejected).toBeGreaterThanOrEqual(1);
    expect(await bookingOf(code)).toMatchObject({ status: 'Failure', confirmation_state: 'Unavailable' });
    expect(await bookedRooms(t, king, stay.from, stay.until)).toEqual(before);
    expect(await chargeStatusOf(user.user.id)).toEqual(['Voided']);
    const answer = await pollHotelFulfil(t, user, token);
    expect(answer).toMatchObject({
      FulfillResponse: 'Failure',
      errors: [{ Error: 'ErrorCode', code: 'UnconfirmedStatus' }],
    });
    expect(await emailsTo(`We could not book your hotel. (${code})`)).toBe(1);
    const cancel = await t.request('POST', '/api/v0/hotels/cancel/quote', {
      session: user,
      body: { reservationId: code },
    });
    expect(cancel.json().type).toBe('HomesChangeQuoteFailure');
  });
});
