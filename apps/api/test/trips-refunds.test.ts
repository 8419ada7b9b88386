import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment } from '@portal/contracts/purchase';
import type { CancelQuoteSuccess, HomeTrip } from '@portal/contracts/trips';
import { createPaymentMethod, createRewardsAccount } from '@portal/db/factories/cards';
import { createReservation, TERMS } from '@portal/db/factories/reservations';
import { createWalletEntry, createWalletOffer } from '@portal/db/factories/wallet';
import { rewardsLedger } from '@portal/db/schema/rewards';
import { addDays } from '@portal/domain/iso-date';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';
import { cardRefund } from './support/simulator-books.ts';
import {
  book,
  card,
  count,
  fiat,
  pollQuote,
  readyQuote,
  rowsOf,
  scheduleQuote,
  stayFor,
  TODAY,
} from './support/purchase-flow.ts';

// Cancellations of stays booked through the real purchase flow: every refund goes back to where the money came
// from, balances (sums of ledger rows) return, and the nights can be booked again.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: { listings: 20, today: TODAY } });
});
afterAll(async () => {
  await t?.close();
});

// purchase-flow's stayFor(n) nights on vr-demo-open; other files use low n, and each file has its own database.
let stayIndex = 40;
const nextStay = () => stayFor(stayIndex++);

type User = SignedIn & { user: { id: string } };

const rewardsBalance = (accountId: string) =>
  count(t, sql`select coalesce(sum(amount), 0) as n from rewards_ledger where account_id = ${accountId}`);
const creditBalance = (userId: string) =>
  count(t, sql`select coalesce(sum(amount_minor), 0) as n from wallet_ledger where user_id = ${userId}`);

async function bookedTrip(s: User, payments: (totalMinor: number) => Payment[], stay = nextStay()) {
  const quoted = await readyQuote(t, s, stay);
  const answer = await book(t, s, quoted.token, payments(quoted.totalMinor));
  expect(answer.FulfillResponse, JSON.stringify(answer)).toBe('Success');
  const code = answer.fulfillment?.value.reservation.id.value ?? '';
  return { code, totalMinor: quoted.totalMinor, stay };
}

async function cancel(s: SignedIn, code: string) {
  const q = await t.request('POST', '/api/v0/homes/cancel/quote', {
    session: s,
    body: { reservationId: code },
  });
  expect(q.statusCode, q.body).toBe(200);
  const quote = q.json<CancelQuoteSuccess>();
  expect(quote.type, q.body).toBe('HomesCancelQuoteSuccess');
  const c = await t.request('POST', '/api/v0/homes/cancel/confirm', {
    session: s,
    body: { reservationId: code, quoteId: quote.quoteId },
  });
  expect(c.statusCode, c.body).toBe(200);
  return {
    quote,
    confirmed: c.json<{ status: string; refund: CancelQuoteSuccess['refund']; trip: HomeTrip }>(),
  };
}

describe('refunds go back to their source', () => {
  it('card: a refund row with the processor refund id, for the whole amount charged', async () => {
    const s = await t.signedInUser();
    const cardRow = await createPaymentMethod(t.db, s.user.id, { last4: '4242' });
    const { code, totalMinor } = await bookedTrip(s, (total) => [card(cardRow.id, total)]);
    const { quote, confirmed } = await cancel(s, code);
    expect(quote).toMatchObject({ refundKind: 'Full', refund: { fiat: fiat(totalMinor), rewards: {} } });
    expect(confirmed.status).toBe('Cancelled');
    expect(confirmed.trip).toMatchObject({
      status: 'Cancelled',
      timeState: 'Canceled',
      refundTotal: fiat(totalMinor),
    });
    expect(confirmed.trip.refunds).toEqual([
      { kind: 'UserCard', amount: fiat(totalMinor), at: expect.any(String) },
    ]);
    const [refund] = rowsOf<{ ref: string; amount: number }>(
      await t.db.execute(
        sql`select f.provider_reference as ref, f.amount_minor as amount from booking_refunds f
            join bookings r on r.id = f.booking_id where r.confirmation_code = ${code}`,
      ),
    );
    expect(refund?.ref).toMatch(/^re_sim_/);
    expect(Number(refund?.amount)).toBe(totalMinor);
    expect(Number((await cardRefund(t, refund?.ref ?? ''))?.amount_minor)).toBe(totalMinor);
  });

  it('rewards and card: the rewards return to the same account, so its balance is what it was', async () => {
    const s = await t.signedInUser();
    const account = await createRewardsAccount(t.db, s.user.id);
    await t.db
      .insert(rewardsLedger)
      .values({ accountId: account.id, amount: 30_000, kind: 'Earn', description: 'test' });
    const cardRow = await createPaymentMethod(t.db, s.user.id, { rewardsAccountId: account.id });
    const { code, totalMinor } = await bookedTrip(s, (total) => [
      {
        type: 'Split',
        value: {
          userCard: { paymentId: cardRow.id, paymentAmount: fiat(total - 20_000) },
          rewards: {
            rewardsAccountId: account.accountReferenceId,
            rewardsAmount: 20_000,
            fiatValue: fiat(20_000),
          },
        },
      },
    ]);
    expect(await rewardsBalance(account.id)).toBe(10_000);
    const details = await t.request('GET', `/api/v0/itinerary/homes/${code}`, { session: s });
    expect(details.json().trip.payments).toEqual([
      {
        kind: 'Rewards',
        amount: fiat(20_000),
        rewards: { value: 20_000, currency: 'Miles', currencyDescription: 'miles' },
        accountName: 'Venture',
      },
      { kind: 'UserCard', amount: fiat(totalMinor - 20_000), cardLastFour: '1234', accountName: 'Venture' },
    ]);
    const { quote, confirmed } = await cancel(s, code);
    expect(quote.refund.rewards).toEqual({
      [account.accountReferenceId]: { value: 20_000, currency: 'Miles', currencyDescription: 'miles' },
    });
    expect(quote.breakdown).toEqual([
      {
        kind: 'Rewards',
        amount: fiat(20_000),
        rewards: { value: 20_000, currency: 'Miles', currencyDescription: 'miles' },
      },
      { kind: 'UserCard', amount: fiat(totalMinor - 20_000) },
    ]);
    expect(confirmed.refund.fiat).toEqual(fiat(totalMinor));
    expect(await rewardsBalance(account.id)).toBe(30_000);
    expect(
      await count(
        t,
        sql`select count(*) as n from rewards_ledger where account_id = ${account.id} and kind = 'Refund' and amount = 20000`,
      ),
    ).toBe(1);
  });

  it('travel credit is re-issued as a Refund row and the offer becomes available again', async () => {
    const s = await t.signedInUser();
    await createWalletEntry(t.db, s.user.id, { amountMinor: 20_000 });
    const offer = await createWalletOffer(t.db, s.user.id, { expiresAt: new Date('2026-01-01T00:00:00Z') });
    const cardRow = await createPaymentMethod(t.db, s.user.id);
    const { code, totalMinor } = await bookedTrip(s, (total) => [
      {
        type: 'TravelWalletOffer',
        value: { offerId: offer.id, description: offer.title, paymentAmount: fiat(5_000) },
      },
      { type: 'TravelWalletCredit', value: { paymentAmount: fiat(10_000) } },
      card(cardRow.id, total - 15_000),
    ]);
    expect(await creditBalance(s.user.id)).toBe(10_000);
    const list = await t.request('PUT', '/api/v0/itinerary/list', {
      session: s,
      body: { tab: 'WithOffers' },
    });
    expect(list.json().homes.map((h: HomeTrip) => h.id.value)).toEqual([code]);
    const { confirmed } = await cancel(s, code);
    expect(confirmed.refund.fiat).toEqual(fiat(totalMinor));
    expect(await creditBalance(s.user.id)).toBe(20_000);
    expect(
      await count(
        t,
        sql`select count(*) as n from wallet_offers where id = ${offer.id} and status = 'Available'`,
      ),
    ).toBe(1);
    expect(
      await count(
        t,
        sql`select count(*) as n from wallet_ledger where user_id = ${s.user.id} and transaction_type = 'Refund'`,
      ),
    ).toBe(1);
    expect(confirmed.trip.refunds.map((r) => [r.kind, r.amount.value])).toEqual([
      ['TravelWalletOffer', 50],
      ['TravelWalletCredit', 100],
      ['UserCard', (totalMinor - 15_000) / 100],
    ]);
    // The restored offer pays for a new booking.
    const again = await bookedTrip(s, (total) => [
      {
        type: 'TravelWalletOffer',
        value: { offerId: offer.id, description: offer.title, paymentAmount: fiat(5_000) },
      },
      card(cardRow.id, total - 5_000),
    ]);
    expect(again.code).toMatch(/^H-/);
  });

  it('partial refund with an offer: the offer stays used, its share comes back as travel credit', async () => {
    const s = await t.signedInUser();
    const offer = await createWalletOffer(t.db, s.user.id, {
      expiresAt: new Date('2026-01-01T00:00:00Z'),
      status: 'Used',
    });
    const from = addDays(TODAY, 20);
    const { reservation, payments } = await createReservation(t.db, s.user.id, {
      listingId: 'vr-demo-lifestyle',
      from,
      until: addDays(from, 3),
      terms: TERMS.PartiallyRefundable,
      rentMinor: 80_000,
      payments: [
        { kind: 'TravelWalletOffer', amountMinor: 10_000, walletOfferId: offer.id },
        { kind: 'UserCard', amountMinor: 87_600, providerReference: 'ch_sim_partialtest' },
      ],
    });
    expect(payments).toHaveLength(2);
    const { quote, confirmed } = await cancel(s, reservation.confirmationCode);
    expect(quote).toMatchObject({
      refundKind: 'Partial',
      refund: { fiat: fiat(48_800) },
      paid: fiat(97_600),
    });
    expect(quote.breakdown).toEqual([
      { kind: 'TravelWalletOffer', amount: fiat(5_000) },
      { kind: 'UserCard', amount: fiat(43_800) },
    ]);
    expect(confirmed.trip.refundTotal).toEqual(fiat(48_800));
    expect(await creditBalance(s.user.id)).toBe(5_000);
    expect(
      await count(t, sql`select count(*) as n from wallet_offers where id = ${offer.id} and status = 'Used'`),
    ).toBe(1);
  });

  it('a refund the card processor refuses leaves the stay CancelledWithErrors, the rest refunded', async () => {
    const s = await t.signedInUser();
    const from = addDays(TODAY, 40);
    const { reservation } = await createReservation(t.db, s.user.id, {
      listingId: 'vr-demo-lifestyle',
      from,
      until: addDays(from, 2),
      hold: false,
      payments: [
        { kind: 'TravelWalletCredit', amountMinor: 1_000 },
        { kind: 'UserCard', amountMinor: 60_000, providerReference: 'legacy-charge-7' },
      ],
    });
    const { confirmed } = await cancel(s, reservation.confirmationCode);
    expect(confirmed.status).toBe('Cancelled');
    expect(confirmed.trip.status).toBe('CancelledWithErrors');
    expect(confirmed.refund.fiat).toEqual(fiat(1_000));
    expect(await creditBalance(s.user.id)).toBe(1_000);
  });

  it('queues a cancellation email with the confirmation code', async () => {
    const s = await t.signedInUser();
    const cardRow = await createPaymentMethod(t.db, s.user.id);
    const { code } = await bookedTrip(s, (total) => [card(cardRow.id, total)]);
    await cancel(s, code);
    const [mail] = rowsOf<{ subject: string; text: string }>(
      await t.db.execute(
        sql`select subject, text from email_outbox where subject = ${`Your stay is cancelled. (${code})`}`,
      ),
    );
    expect(mail?.subject).toBe(`Your stay is cancelled. (${code})`);
    expect(mail?.text).toContain('to your card');
  });
});

describe('a cancelled stay frees its dates', () => {
  it('a second user books the same nights after the first cancels', async () => {
    const first = await t.signedInUser();
    const second = await t.signedInUser();
    const firstCard = await createPaymentMethod(t.db, first.user.id);
    const secondCard = await createPaymentMethod(t.db, second.user.id);
    const { code, stay } = await bookedTrip(first, (total) => [card(firstCard.id, total)]);

    const blocked = await pollQuote(t, second, await scheduleQuote(t, second, stay));
    expect(blocked.QuoteResponse).toBe('Failure');

    await cancel(first, code);
    const { code: secondCode } = await bookedTrip(second, (total) => [card(secondCard.id, total)], stay);
    expect(secondCode).not.toBe(code);
  });
});
