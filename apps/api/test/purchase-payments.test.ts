import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment } from '@portal/contracts/purchase';
import { createPaymentMethod, createRewardsAccount } from '@portal/db/factories/cards';
import { createWalletEntry, createWalletOffer } from '@portal/db/factories/wallet';
import { rewardsLedger } from '@portal/db/schema/rewards';
import { SIMULATOR_FAILING_REDEMPTION } from '../src/providers/issuer-rewards/issuer-rewards-simulator.ts';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';
import {
  book,
  bookingFootprint,
  card,
  count,
  fiat,
  readyQuote,
  rewards,
  scheduleFulfil,
  shopTotalMinor,
  stayFor,
  TODAY,
} from './support/purchase-flow.ts';
import { liveCardCharges, liveRedemptions } from './support/simulator-books.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: { listings: 20, today: TODAY } });
});
afterAll(async () => {
  await t?.close();
});

/** A Miles account with `miles` in its ledger; 1 mile pays 1 cent. */
async function milesAccount(s: SignedIn & { user: { id: string } }, miles: number, overrides = {}) {
  const account = await createRewardsAccount(t.db, s.user.id, overrides);
  await t.db
    .insert(rewardsLedger)
    .values({ accountId: account.id, amount: miles, kind: 'Earn', description: 'test' });
  return account;
}

const balanceOf = (accountId: string) =>
  count(t, sql`select coalesce(sum(amount), 0) as n from rewards_ledger where account_id = ${accountId}`);

let stayIndex = 0;
const nextStay = () => stayFor(stayIndex++);

describe('payments', () => {
  it('rewards only: redeems the total from one account and writes a negative ledger row', async () => {
    const s = await t.signedInUser();
    const account = await milesAccount(s, 5_000_000);
    const quoted = await readyQuote(t, s, nextStay());
    const answer = await book(t, s, quoted.token, [rewards(account.accountReferenceId, quoted.totalMinor)]);
    expect(answer.FulfillResponse, JSON.stringify(answer)).toBe('Success');
    expect(await balanceOf(account.id)).toBe(5_000_000 - quoted.totalMinor);
    expect(await bookingFootprint(t, s.user.id)).toMatchObject({
      reservations: 1,
      payments: 1,
      rewardsLedger: 1,
    });
  });

  it('split: card plus rewards from one account', async () => {
    const s = await t.signedInUser();
    const account = await milesAccount(s, 20_000);
    const cardRow = await createPaymentMethod(t.db, s.user.id);
    const quoted = await readyQuote(t, s, nextStay());
    const split: Payment = {
      type: 'Split',
      value: {
        userCard: { paymentId: cardRow.id, paymentAmount: fiat(quoted.totalMinor - 20_000) },
        rewards: {
          rewardsAccountId: account.accountReferenceId,
          rewardsAmount: 20_000,
          fiatValue: fiat(20_000),
        },
      },
    };
    const answer = await book(t, s, quoted.token, [split]);
    expect(answer.FulfillResponse, JSON.stringify(answer)).toBe('Success');
    expect(await balanceOf(account.id)).toBe(0);
    expect(await bookingFootprint(t, s.user.id)).toMatchObject({ payments: 2, rewardsLedger: 1 });
  });

  it('offer plus credit plus card: the offer is used and the wallet ledger records both', async () => {
    const s = await t.signedInUser();
    const offer = await createWalletOffer(t.db, s.user.id, { expiresAt: new Date('2026-01-01T00:00:00Z') });
    await createWalletEntry(t.db, s.user.id, { amountMinor: 10_000 });
    const cardRow = await createPaymentMethod(t.db, s.user.id);
    const quoted = await readyQuote(t, s, nextStay());
    const answer = await book(t, s, quoted.token, [
      {
        type: 'TravelWalletOffer',
        value: { offerId: offer.id, description: offer.title, paymentAmount: fiat(5_000) },
      },
      { type: 'TravelWalletCredit', value: { paymentAmount: fiat(10_000) } },
      card(cardRow.id, quoted.totalMinor - 15_000),
    ]);
    expect(answer.FulfillResponse, JSON.stringify(answer)).toBe('Success');
    expect(
      await count(t, sql`select count(*) as n from wallet_offers where id = ${offer.id} and status = 'Used'`),
    ).toBe(1);
    expect(
      await count(
        t,
        sql`select coalesce(sum(amount_minor), 0) as n from wallet_ledger where user_id = ${s.user.id}`,
      ),
    ).toBe(0);
    expect(await bookingFootprint(t, s.user.id)).toMatchObject({ payments: 3, walletLedger: 3 });
  });

  it('a percentage offer pays at most its maximum: the uncapped 10% is refused, the cap books', async () => {
    const s = await t.signedInUser();
    const offer = await createWalletOffer(t.db, s.user.id, {
      title: '10% off your next stay',
      amountMinor: null,
      percentBps: 1000,
      // Below 10% of any demo stay, so the cap always binds.
      maxAmountMinor: 1_000,
      expiresAt: new Date('2026-01-01T00:00:00Z'),
    });
    const cardRow = await createPaymentMethod(t.db, s.user.id);
    const quoted = await readyQuote(t, s, nextStay());
    const tenPercent = Math.round(quoted.totalMinor / 10);
    expect(tenPercent).toBeGreaterThan(1_000);
    const offerPayment = (amountMinor: number): Payment => ({
      type: 'TravelWalletOffer',
      value: { offerId: offer.id, description: offer.title, paymentAmount: fiat(amountMinor) },
    });
    const uncapped = await scheduleFulfil(t, s, quoted.token, [
      offerPayment(tenPercent),
      card(cardRow.id, quoted.totalMinor - tenPercent),
    ]);
    expect(uncapped.statusCode, uncapped.body).toBe(400);
    expect(uncapped.json().fields).toEqual([
      { field: 'payments.offer.paymentAmount', message: 'Must be the offer value for this total' },
    ]);
    const answer = await book(t, s, quoted.token, [
      offerPayment(1_000),
      card(cardRow.id, quoted.totalMinor - 1_000),
    ]);
    expect(answer.FulfillResponse, JSON.stringify(answer)).toBe('Success');
  });

  it('a tampered seenPrice changes nothing but the announced price change', async () => {
    const s = await t.signedInUser();
    const stay = nextStay();
    const shopMinor = await shopTotalMinor(t, s, 'vr-demo-open', stay);
    const quoted = await readyQuote(t, s, stay, { seenMinor: 100 });
    expect(quoted.totalMinor).toBe(shopMinor);
    expect(quoted.poll.quote?.value.priceChange).toEqual({
      direction: 'increase',
      amount: fiat(shopMinor - 100),
    });
    const cardRow = await createPaymentMethod(t.db, s.user.id);
    const cheap = await scheduleFulfil(t, s, quoted.token, [card(cardRow.id, 100)]);
    expect(cheap.statusCode).toBe(400);
    const answer = await book(t, s, quoted.token, [card(cardRow.id, quoted.totalMinor)]);
    expect(answer.FulfillResponse).toBe('Success');

    const later = nextStay();
    const laterMinor = await shopTotalMinor(t, s, 'vr-demo-open', later);
    const higher = await readyQuote(t, s, later, { seenMinor: laterMinor + 5_000 });
    expect(higher.poll.quote?.value.priceChange?.direction).toBe('decrease');
  });

  it.each([
    ['vr-demo-price-rises', 'increase', 112],
    ['vr-demo-price-drops', 'decrease', 90],
  ] as const)('%s: the supplier moved the rate, so the quote announces a price %s', async (id, dir, pct) => {
    const s = await t.signedInUser();
    const stay = nextStay();
    const shopMinor = await shopTotalMinor(t, s, id, stay);
    const quoted = await readyQuote(t, s, stay, { listingId: id, seenMinor: shopMinor });
    expect(quoted.poll.quote?.value.priceChange?.direction).toBe(dir);
    // Rent moves by the supplier's percentage; taxes and fees follow part of it, so the total moves less.
    const ratio = quoted.totalMinor / shopMinor;
    expect(Math.abs(ratio - 1)).toBeGreaterThan(0.03);
    expect(Math.abs(ratio - 1)).toBeLessThan(Math.abs(pct / 100 - 1) + 0.01);
    const answer = await book(t, s, quoted.token, [
      card((await createPaymentMethod(t.db, s.user.id)).id, quoted.totalMinor),
    ]);
    expect(answer.FulfillResponse).toBe('Success');
  });

  it('refuses rewards from two accounts and payments that do not add up (400)', async () => {
    const s = await t.signedInUser();
    const a = await milesAccount(s, 1_000_000);
    const b = await milesAccount(s, 1_000_000);
    const quoted = await readyQuote(t, s, nextStay());
    const half = Math.floor(quoted.totalMinor / 2);
    const two = await scheduleFulfil(t, s, quoted.token, [
      rewards(a.accountReferenceId, half),
      rewards(b.accountReferenceId, quoted.totalMinor - half),
    ]);
    expect(two.statusCode).toBe(400);
    const short = await scheduleFulfil(t, s, quoted.token, [rewards(a.accountReferenceId, half)]);
    expect(short.statusCode).toBe(400);
  });

  it('an account that may not redeem, or is short of the amount, fails the booking', async () => {
    const s = await t.signedInUser();
    const blocked = await milesAccount(s, 1_000_000, {
      customerAccountRole: 'AuthorizedUser',
      allowRewardsRedemption: false,
    });
    const quoted = await readyQuote(t, s, nextStay());
    const answer = await book(t, s, quoted.token, [rewards(blocked.accountReferenceId, quoted.totalMinor)]);
    expect(answer.errors?.[0]).toMatchObject({
      code: 'RedemptionNotAllowed',
      value: "Authorized users can't redeem rewards",
    });

    const poor = await milesAccount(s, 10);
    const again = await readyQuote(t, s, nextStay());
    const short = await book(t, s, again.token, [rewards(poor.accountReferenceId, again.totalMinor)]);
    expect(short.errors?.[0]?.code).toBe('InsufficientRewards');
    expect(await bookingFootprint(t, s.user.id)).toMatchObject({ reservations: 0, rewardsLedger: 0 });
  });
});

describe('each failure kind leaves no reservation, hold, payment or ledger row', () => {
  it.each([
    ['0002', 'CardDeclined'],
    ['0019', 'FraudAutoReject'],
    ['0027', 'LikelyFraud'],
  ])('a card ending %s ends in %s (and the split rewards are given back)', async (last4, kind) => {
    const s = await t.signedInUser();
    const account = await milesAccount(s, 10_000);
    const cardRow = await createPaymentMethod(t.db, s.user.id, { last4 });
    const quoted = await readyQuote(t, s, nextStay());
    const redemptionsBefore = await liveRedemptions(t);
    const answer = await book(t, s, quoted.token, [
      {
        type: 'Split',
        value: {
          userCard: { paymentId: cardRow.id, paymentAmount: fiat(quoted.totalMinor - 10_000) },
          rewards: {
            rewardsAccountId: account.accountReferenceId,
            rewardsAmount: 10_000,
            fiatValue: fiat(10_000),
          },
        },
      },
    ]);
    expect(answer.FulfillResponse).toBe('Failure');
    expect(answer.errors?.[0]?.Error).toBe(kind);
    expect(await liveRedemptions(t)).toBe(redemptionsBefore);
    expect(await balanceOf(account.id)).toBe(10_000);
    expect(await bookingFootprint(t, s.user.id)).toEqual({
      reservations: 0,
      holds: 0,
      payments: 0,
      rewardsLedger: 0,
      walletLedger: 0,
    });
  });

  it(`a redemption of exactly ${SIMULATOR_FAILING_REDEMPTION} rewards ends in RedemptionFailure, card untouched`, async () => {
    const s = await t.signedInUser();
    const account = await milesAccount(s, 50_000);
    const cardRow = await createPaymentMethod(t.db, s.user.id);
    await createWalletEntry(t.db, s.user.id, { amountMinor: 1_000 });
    const quoted = await readyQuote(t, s, nextStay());
    const chargesBefore = await liveCardCharges(t);
    const answer = await book(t, s, quoted.token, [
      { type: 'TravelWalletCredit', value: { paymentAmount: fiat(1_000) } },
      rewards(account.accountReferenceId, SIMULATOR_FAILING_REDEMPTION),
      card(cardRow.id, quoted.totalMinor - 1_000 - SIMULATOR_FAILING_REDEMPTION),
    ]);
    expect(answer.errors?.[0]).toMatchObject({ Error: 'RedemptionFailure' });
    expect(await liveCardCharges(t)).toBe(chargesBefore);
    expect(await balanceOf(account.id)).toBe(50_000);
    expect(await bookingFootprint(t, s.user.id)).toEqual({
      reservations: 0,
      holds: 0,
      payments: 0,
      rewardsLedger: 0,
      walletLedger: 0,
    });
  });

  it('a deleted card ends in UserCardNotFound', async () => {
    const s = await t.signedInUser();
    const cardRow = await createPaymentMethod(t.db, s.user.id, {
      deletedAt: new Date('2025-06-01T00:00:00Z'),
    });
    const quoted = await readyQuote(t, s, nextStay());
    const answer = await book(t, s, quoted.token, [card(cardRow.id, quoted.totalMinor)]);
    expect(answer.errors?.[0]).toMatchObject({ Error: 'ErrorCode', code: 'UserCardNotFound' });
  });
});
