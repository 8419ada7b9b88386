import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletCreditAnswer, WalletDetails, WalletHistory, WalletOffers } from '@portal/contracts/wallet';
import { createWalletEntry, createWalletOffer } from '@portal/db/factories/wallet';
import { createTestApp, TEST_NOW, type SignedIn, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (session: SignedIn | undefined, path: string) =>
  t.request('GET', `/api/v0/wallet/${path}`, session ? { session } : {});
const daysFromNow = (days: number) => new Date(new Date(TEST_NOW).getTime() + days * 86_400_000);

describe('GET /wallet/details', () => {
  it('answers live offers, the ledger-sum credit and its net per credit type', async () => {
    const session = await t.signedInUser();
    const other = await t.signedInUser();
    const userId = session.user.id;
    const fixed = await createWalletOffer(t.db, userId, {
      title: '$50 off vacation rentals',
      shopPageBanner: 'You have a $50 offer for vacation rentals',
      minSpendMinor: 25_000,
      saleEventStartOn: daysFromNow(-10),
      expiresAt: daysFromNow(60),
    });
    const percent = await createWalletOffer(t.db, userId, {
      title: '10% off your next stay',
      amountMinor: null,
      percentBps: 1000,
      maxAmountMinor: 10_000,
      funnels: ['homes', 'hotels'],
      expiresAt: daysFromNow(5),
    });
    await createWalletOffer(t.db, userId, { title: 'expired', expiresAt: daysFromNow(-1) });
    await createWalletOffer(t.db, userId, { title: 'expires now', expiresAt: new Date(TEST_NOW) });
    await createWalletOffer(t.db, userId, { title: 'used', status: 'Used', expiresAt: daysFromNow(30) });
    await createWalletOffer(t.db, other.user.id, { title: 'not mine', expiresAt: daysFromNow(30) });
    await createWalletEntry(t.db, userId, { amountMinor: 30_000, transactionType: 'StatementCreditCreated' });
    await createWalletEntry(t.db, userId, { amountMinor: -12_050, transactionType: 'Redeemed' });
    await createWalletEntry(t.db, userId, { amountMinor: 2_500, transactionType: 'ReferralCredit' });
    await createWalletEntry(t.db, userId, { amountMinor: -2_500, transactionType: 'Expired' });
    await createWalletEntry(t.db, userId, { amountMinor: 1_000, transactionType: 'Refund' });
    await createWalletEntry(t.db, userId, { amountMinor: -1_000, transactionType: 'Refund' });
    await createWalletEntry(t.db, other.user.id, { amountMinor: 99_900 });

    const res = await get(session, 'details');
    expect(res.statusCode).toBe(200);
    const body = WalletDetails.parse(res.json());
    expect(body.offers.map((o) => o.id)).toEqual([percent.id, fixed.id]);
    expect(body.offers[1]).toEqual({
      id: fixed.id,
      title: '$50 off vacation rentals',
      description: 'Save $50 on a vacation rental.',
      shopPageBanner: 'You have a $50 offer for vacation rentals',
      funnels: ['homes'],
      amount: { amount: 50, currency: 'USD' },
      percentage: null,
      maxAmount: null,
      minSpend: { amount: 250, currency: 'USD' },
      saleEventStartOn: daysFromNow(-10).toISOString(),
      expiresAt: daysFromNow(60).toISOString(),
      trackingPropertiesV2: { offer_id: fixed.id, offer_type: 'fixed', offer_funnels: 'homes' },
    });
    expect(body.offers[0]).toMatchObject({
      amount: null,
      percentage: 10,
      maxAmount: { amount: 100, currency: 'USD' },
      shopPageBanner: null,
    });
    expect(body.credit).toEqual({ amount: { amount: 179.5, currency: 'USD' } });
    expect(body.creditBreakdown).toEqual([
      { creditType: 'Expired', amount: { amount: -25, currency: 'USD' } },
      { creditType: 'Redeemed', amount: { amount: -120.5, currency: 'USD' } },
      { creditType: 'ReferralCredit', amount: { amount: 25, currency: 'USD' } },
      { creditType: 'StatementCreditCreated', amount: { amount: 300, currency: 'USD' } },
    ]);
  });

  it('answers an empty wallet for a new user', async () => {
    const session = await t.signedInUser();
    expect(WalletDetails.parse((await get(session, 'details')).json())).toEqual({
      offers: [],
      creditBreakdown: [],
      credit: { amount: { amount: 0, currency: 'USD' } },
    });
  });

  it('drops an offer once the clock passes its expiry', async () => {
    const session = await t.signedInUser();
    // Within the session's life: the offer expires in 30 minutes.
    await createWalletOffer(t.db, session.user.id, {
      expiresAt: new Date(daysFromNow(0).getTime() + 30 * 60_000),
    });
    expect(WalletDetails.parse((await get(session, 'details')).json()).offers).toHaveLength(1);
    t.clock.advance(31 * 60_000);
    try {
      expect(WalletDetails.parse((await get(session, 'details')).json()).offers).toEqual([]);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });
});

describe('GET /wallet/offers', () => {
  it('answers every offer of the user with its status now: live first, then used and expired', async () => {
    const session = await t.signedInUser();
    const other = await t.signedInUser();
    const userId = session.user.id;
    const late = await createWalletOffer(t.db, userId, { title: 'late', expiresAt: daysFromNow(60) });
    const soon = await createWalletOffer(t.db, userId, {
      title: 'soon',
      amountMinor: null,
      percentBps: 1000,
      expiresAt: daysFromNow(5),
    });
    const lapsed = await createWalletOffer(t.db, userId, { title: 'lapsed', expiresAt: daysFromNow(-1) });
    const expired = await createWalletOffer(t.db, userId, {
      title: 'expired',
      status: 'Expired',
      expiresAt: daysFromNow(-20),
    });
    const used = await createWalletOffer(t.db, userId, {
      title: 'used',
      status: 'Used',
      expiresAt: daysFromNow(30),
    });
    await createWalletOffer(t.db, other.user.id, { title: 'not mine', expiresAt: daysFromNow(30) });

    const res = await get(session, 'offers');
    expect(res.statusCode).toBe(200);
    const body = WalletOffers.parse(res.json());
    expect(body.offers.map((o) => [o.id, o.status])).toEqual([
      [soon.id, 'Available'],
      [late.id, 'Available'],
      [used.id, 'Used'],
      [lapsed.id, 'Expired'],
      [expired.id, 'Expired'],
    ]);
    expect(body.offers[0]).toMatchObject({ title: 'soon', percentage: 10, amount: null });
    expect(body.offers[3]).toMatchObject({ expiresAt: daysFromNow(-1).toISOString(), funnels: ['homes'] });
  });

  it('answers no offers for a user without any', async () => {
    const session = await t.signedInUser();
    expect(WalletOffers.parse((await get(session, 'offers')).json())).toEqual({ offers: [] });
  });
});

describe('GET /wallet/history and /wallet/credit', () => {
  it("answers the user's own transactions newest first, and the balance", async () => {
    const session = await t.signedInUser();
    const other = await t.signedInUser();
    const old = await createWalletEntry(t.db, session.user.id, {
      amountMinor: 25_000,
      description: 'One-time $250 travel credit',
      reference: 'wl-1',
      createdAt: new Date('2025-01-10T15:00:00Z'),
    });
    const recent = await createWalletEntry(t.db, session.user.id, {
      amountMinor: -7_525,
      transactionType: 'CreditRedemption',
      description: 'Applied to a stay',
      createdAt: new Date('2025-05-01T15:00:00Z'),
    });
    await createWalletEntry(t.db, other.user.id, { amountMinor: 5_000 });

    const res = await get(session, 'history');
    expect(res.statusCode).toBe(200);
    expect(WalletHistory.parse(res.json()).credits).toEqual([
      {
        id: recent.id,
        transactionType: 'CreditRedemption',
        description: 'Applied to a stay',
        amount: { amount: -75.25, currency: 'USD' },
        reference: null,
        createdAt: '2025-05-01T15:00:00.000Z',
      },
      {
        id: old.id,
        transactionType: 'StatementCreditCreated',
        description: 'One-time $250 travel credit',
        amount: { amount: 250, currency: 'USD' },
        reference: 'wl-1',
        createdAt: '2025-01-10T15:00:00.000Z',
      },
    ]);

    const credit = await get(session, 'credit');
    expect(credit.statusCode).toBe(200);
    expect(WalletCreditAnswer.parse(credit.json())).toEqual({
      credit: { amount: { amount: 174.75, currency: 'USD' } },
    });
  });

  it.each(['details', 'offers', 'history', 'credit'])('GET wallet/%s needs a session (401)', async (path) => {
    const res = await get(undefined, path);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 40100 });
  });
});
