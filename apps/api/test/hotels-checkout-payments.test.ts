// How a hotel booking is paid: a pay-at-hotel rate charges nothing now and takes a card only as the room's
// guarantee (a $0 verification), with nothing else applicable to its $0 due-now; a travel wallet offer for hotels
// applies to a hotel booking, a vacation-rental one does not.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentMethod } from '@portal/db/factories/cards';
import { createWalletEntry, createWalletOffer } from '@portal/db/factories/wallet';
import { createHotelsTestApp, type HotelsTestApp } from './support/hotels-setup.ts';
import { insertHotel } from './support/hotels-world.ts';
import {
  bookHotel,
  cardPayment,
  readyHotelQuote,
  scheduleHotelFulfil,
  type ReadyHotel,
} from './support/hotels-checkout.ts';
import { count, fiat, rowsOf } from './support/purchase-flow.ts';
import type { SignedIn } from './support/test-app.ts';

let t: HotelsTestApp;
const LODGING = 'htl_p_payments';

beforeAll(async () => {
  t = await createHotelsTestApp();
  await insertHotel(t.db, {
    id: LODGING,
    cityId: 'test_cty_chi',
    name: 'Payments Test Hotel',
    starRating: 3,
    lat: 41.89,
    lon: -87.62,
    baseMinor: 150_00,
  });
});
afterAll(async () => {
  await t?.close();
});

const payAtHotel = { lodgingId: LODGING, plan: 'flex', from: '2025-06-24', until: '2025-06-26' };

const schedule = (user: SignedIn, ready: ReadyHotel, payments: unknown[]) =>
  t.request('POST', '/api/v0/purchase/fulfill/schedule', {
    session: user,
    body: { quoteToken: { value: ready.token }, payments, ancillaries: [] },
  });

const chargesOf = (userId: string) =>
  count(
    t,
    sql`select count(*) as n from sim_card_payments s join payment_intents i
    on i.idempotency_key = s.idempotency_key join fulfil_sessions f on f.id = i.fulfil_session_id
    where f.user_id = ${userId}`,
  );

describe('pay at the hotel', () => {
  it('the quote says nothing is due now, a card is required and nothing else applies', async () => {
    const user = await t.signedInUser();
    const ready = await readyHotelQuote(t, user, user.user.id, payAtHotel);
    const quote = ready.poll.quote!.value;
    expect(quote.rate.paymentTiming).toBe('PayLater');
    expect(ready.dueNowMinor).toBe(0);
    expect(quote.paymentOptions).toEqual({
      cardRequired: true,
      rewards: false,
      travelWalletOffer: false,
      travelWalletCredit: false,
    });
    expect(Object.values(quote.earnValuesByRewardAcctId).every((v) => v === 0)).toBe(true);
  });

  it('needs a card: without one, or with credit on a $0 due-now, schedule answers 400 with the rule', async () => {
    const user = await t.signedInUser();
    await createWalletEntry(t.db, user.user.id, { amountMinor: 40_00 });
    const ready = await readyHotelQuote(t, user, user.user.id, payAtHotel);
    const credit = { type: 'TravelWalletCredit', value: { paymentAmount: fiat(10_00) } };
    const noCard = await schedule(user, ready, [credit]);
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json().fields).toEqual([
      { field: 'payments.card', message: 'A card is required to guarantee the reservation' },
    ]);
    const withCredit = await schedule(user, ready, [cardPayment(ready.cardId, 0), credit]);
    expect(withCredit.statusCode).toBe(400);
    expect(withCredit.json().fields[0].message).toMatch(/Nothing is due now/);
    expect(await count(t, sql`select count(*) as n from bookings where user_id = ${user.user.id}`)).toBe(0);
  });

  it('books with the card as guarantee: $0 paid, a $0 verification, the whole stay due at the hotel', async () => {
    const user = await t.signedInUser();
    const ready = await readyHotelQuote(t, user, user.user.id, payAtHotel);
    const answer = await bookHotel(t, user, ready, [cardPayment(ready.cardId, 0)]);
    expect(answer.FulfillResponse, JSON.stringify(answer)).toBe('Success');
    const reservation = answer.fulfillment!.value.reservation;
    expect(reservation).toMatchObject({ status: 'Confirmed', rate: { paymentTiming: 'PayLater' } });
    expect(reservation.total.value).toBe(0);
    expect(reservation.dueAtHotel.value).toBe(ready.poll.quote!.value.tripTotal.fiat.value);
    expect(reservation.paidWith.totalPaid.value).toBe(0);
    expect(reservation.paidWith.lines).toEqual([
      expect.objectContaining({ kind: 'UserCard', amount: expect.objectContaining({ value: 0 }) }),
    ]);
    // Nothing held or billed at the processor; the booking names the card and its verification.
    expect(await chargesOf(user.user.id)).toBe(0);
    const [row] = rowsOf<{ amount_minor: number; provider_reference: string }>(
      await t.db.execute(sql`select p.amount_minor, p.provider_reference from booking_payments p
        join bookings b on b.id = p.booking_id where b.user_id = ${user.user.id}`),
    );
    expect(row).toMatchObject({ amount_minor: 0, provider_reference: expect.stringMatching(/^vf_sim_/) });
    const code = reservation.id.value;
    const [email] = rowsOf<{ text: string }>(
      await t.db.execute(sql`select text from email_outbox where subject like ${`%${code}%`}`),
    );
    expect(email?.text).toContain('Paid now: $0.00.');
    expect(email?.text).toMatch(/ending in \d{4} guarantees the reservation\./);

    // Cancelling refunds nothing: nothing was paid.
    const quote = await t.request('POST', '/api/v0/hotels/cancel/quote', {
      session: user,
      body: { reservationId: code },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({ refund: { fiat: { value: 0 } }, paid: { value: 0 } });
  });

  it('a card that fails its $0 verification fails the booking with the processor decline', async () => {
    const user = await t.signedInUser();
    const ready = await readyHotelQuote(t, user, user.user.id, payAtHotel);
    const declining = await createPaymentMethod(t.db, user.user.id, { last4: '0002' });
    const answer = await bookHotel(t, user, ready, [cardPayment(declining.id, 0)]);
    expect(answer).toMatchObject({ FulfillResponse: 'Failure', errors: [{ Error: 'CardDeclined' }] });
    expect(await count(t, sql`select count(*) as n from bookings where user_id = ${user.user.id}`)).toBe(0);
  });
});

describe('travel wallet offers by funnel', () => {
  const payNow = { lodgingId: LODGING, from: '2025-06-27', until: '2025-06-29' };
  const offerPayment = (offerId: string, minor: number) => ({
    type: 'TravelWalletOffer' as const,
    value: { offerId, description: 'Hotel offer', paymentAmount: fiat(minor) },
  });

  it('a hotels offer pays part of a hotel booking and is used', async () => {
    const user = await t.signedInUser();
    const offer = await createWalletOffer(t.db, user.user.id, {
      title: '$30 off hotels',
      amountMinor: 30_00,
      funnels: ['hotels'],
      expiresAt: new Date('2026-01-01T00:00:00Z'),
    });
    const ready = await readyHotelQuote(t, user, user.user.id, payNow);
    const answer = await bookHotel(t, user, ready, [
      cardPayment(ready.cardId, ready.dueNowMinor - 30_00),
      offerPayment(offer.id, 30_00),
    ]);
    expect(answer.FulfillResponse, JSON.stringify(answer)).toBe('Success');
    const kinds = answer.fulfillment!.value.reservation.paidWith.lines.map((l) => l.kind).sort();
    expect(kinds).toEqual(['TravelWalletOffer', 'UserCard']);
    const [used] = rowsOf<{ status: string }>(
      await t.db.execute(sql`select status from wallet_offers where id = ${offer.id}`),
    );
    expect(used?.status).not.toBe('Available');
  });

  it('a vacation-rentals offer does not apply to a hotel: OfferInvalid', async () => {
    const user = await t.signedInUser();
    const offer = await createWalletOffer(t.db, user.user.id, {
      amountMinor: 30_00,
      funnels: ['homes'],
      expiresAt: new Date('2026-01-01T00:00:00Z'),
    });
    const ready = await readyHotelQuote(t, user, user.user.id, payNow);
    const token = await scheduleHotelFulfil(t, user, ready, [
      cardPayment(ready.cardId, ready.dueNowMinor - 30_00),
      offerPayment(offer.id, 30_00),
    ]);
    const poll = await t.request('POST', '/api/v0/purchase/fulfill/poll', {
      session: user,
      body: { value: token },
    });
    expect(poll.json()).toMatchObject({ FulfillResponse: 'Failure', errors: [{ code: 'OfferInvalid' }] });
  });
});
