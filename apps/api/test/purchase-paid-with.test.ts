import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxAnswer } from '@portal/contracts/outbox';
import type { Reservation } from '@portal/contracts/purchase';
import type { TripAnswer } from '@portal/contracts/trips';
import { createPaymentMethod, createRewardsAccount } from '@portal/db/factories/cards';
import { createWalletEntry, createWalletOffer } from '@portal/db/factories/wallet';
import { rewardsLedger } from '@portal/db/schema/rewards';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';
import { book, card, fiat, readyQuote, rewards, stayFor, TODAY } from './support/purchase-flow.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: { listings: 20, today: TODAY } });
});
afterAll(async () => {
  await t?.close();
});

type User = SignedIn & { user: { id: string } };

/** Offer $50, credit $20, 25,000 miles ($250) and the rest on a Visa ending 4242 of a 5X Miles account. */
async function bookEveryWay(s: User, n: number) {
  const account = await createRewardsAccount(t.db, s.user.id, { productDisplayName: 'Venture X' });
  await t.db
    .insert(rewardsLedger)
    .values({ accountId: account.id, amount: 100_000, kind: 'Earn', description: 'test' });
  const cardRow = await createPaymentMethod(t.db, s.user.id, { last4: '4242', rewardsAccountId: account.id });
  const offer = await createWalletOffer(t.db, s.user.id, { expiresAt: new Date('2026-01-01T00:00:00Z') });
  await createWalletEntry(t.db, s.user.id, { amountMinor: 2_000 });
  const quoted = await readyQuote(t, s, stayFor(n));
  const cardMinor = quoted.totalMinor - 5_000 - 2_000 - 25_000;
  const answer = await book(t, s, quoted.token, [
    {
      type: 'TravelWalletOffer',
      value: { offerId: offer.id, description: offer.title, paymentAmount: fiat(5_000) },
    },
    { type: 'TravelWalletCredit', value: { paymentAmount: fiat(2_000) } },
    rewards(account.accountReferenceId, 25_000),
    card(cardRow.id, cardMinor),
  ]);
  expect(answer.FulfillResponse, JSON.stringify(answer)).toBe('Success');
  const reservation = answer.fulfillment?.value.reservation as Reservation;
  return { reservation, cardMinor, totalMinor: quoted.totalMinor };
}

describe('how a booking was paid', () => {
  it('the confirmation answers every source, their sum as the total paid and the rewards the card earns', async () => {
    const s = (await t.signedInUser()) as User;
    const { reservation, cardMinor, totalMinor } = await bookEveryWay(s, 60);
    expect(reservation.paidWith.lines).toEqual([
      { kind: 'TravelWalletOffer', description: '$50 off vacation rentals', amount: fiat(5_000) },
      { kind: 'TravelWalletCredit', description: 'Travel credit', amount: fiat(2_000) },
      {
        kind: 'Rewards',
        description: 'Venture X rewards',
        amount: fiat(25_000),
        rewards: { value: 25_000, currency: 'Miles', currencyDescription: 'miles' },
      },
      { kind: 'UserCard', description: 'Visa ending in 4242', amount: fiat(cardMinor), cardLastFour: '4242' },
    ]);
    expect(reservation.paidWith.totalPaid).toEqual(fiat(totalMinor));
    expect(reservation.paidWith.totalPaid).toEqual(reservation.total);
    // 5X miles on the card's dollars, rounded up.
    expect(reservation.paidWith.earned).toEqual({
      rewards: { value: Math.ceil((cardMinor * 5) / 100), currency: 'Miles', currencyDescription: 'miles' },
      accountName: 'Venture X',
    });

    const trip = await t.request('GET', `/api/v0/itinerary/homes/${reservation.id.value}`, { session: s });
    expect(trip.statusCode, trip.body).toBe(200);
    expect(trip.json<TripAnswer>().trip.paidWith).toEqual(reservation.paidWith);
  });

  it('the confirmation email tells the same lines and the total paid', async () => {
    const s = (await t.signedInUser()) as User;
    const { reservation, cardMinor, totalMinor } = await bookEveryWay(s, 61);
    const res = await t.request('GET', '/api/v0/outbox', { session: s });
    const email = res.json<OutboxAnswer>().emails.find((e) => e.subject.includes(reservation.id.value));
    const usd = (minor: number) => `$${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(email?.text).toContain(
      [
        'How you paid',
        '$50 off vacation rentals: $50.00',
        'Travel credit: $20.00',
        'Venture X rewards: 25,000 miles ($250.00)',
        `Visa ending in 4242: ${usd(cardMinor)}`,
        `Total paid: ${usd(totalMinor)}`,
        `Rewards earned: ${Math.ceil((cardMinor * 5) / 100).toLocaleString('en-US')} miles on Venture X`,
      ].join('\n'),
    );
  });

  it('a card-only booking has one card line and no rewards line', async () => {
    const s = (await t.signedInUser()) as User;
    const quoted = await readyQuote(t, s, stayFor(62));
    const cardRow = await createPaymentMethod(t.db, s.user.id, { brand: 'master', last4: '4444' });
    const answer = await book(t, s, quoted.token, [card(cardRow.id, quoted.totalMinor)]);
    const paid = answer.fulfillment?.value.reservation.paidWith;
    expect(paid).toEqual({
      lines: [
        {
          kind: 'UserCard',
          description: 'Mastercard ending in 4444',
          amount: fiat(quoted.totalMinor),
          cardLastFour: '4444',
        },
      ],
      totalPaid: fiat(quoted.totalMinor),
      earned: null,
    });
  });
});
