import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VerifyCardAnswer } from '@portal/contracts/payments';
import { createRewardsAccount } from '@portal/db/factories/cards';
import { SIMULATOR_TEST_CARDS } from '../src/providers/payments/test-cards.ts';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';
import { book, bookingFootprint, card, readyQuote, stayFor, TODAY } from './support/purchase-flow.ts';

// Outside production the fraud test numbers verify like the other test numbers, so the FraudAutoReject and
// LikelyFraud outcomes are reachable from the book page's "Add a card" form.

let t: TestApp;
let prod: TestApp;
let prodWithTestCards: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: { listings: 20, today: TODAY } });
  prod = await createTestApp({ config: { production: true } });
  prodWithTestCards = await createTestApp({ config: { production: true, testCardsInProduction: true } });
});
afterAll(async () => {
  await prodWithTestCards?.close();
  await prod?.close();
  await t?.close();
});

const verify = (app: TestApp, session: SignedIn, number: string) =>
  app.request('POST', '/api/v0/payment-methods/verify', {
    session,
    body: {
      number,
      cvv: '123',
      expirationMonth: 8,
      expirationYear: 2029,
      cardholderName: 'Avery Morgan',
      billingZip: '10001',
      country: 'US',
    },
  });

describe('fraud test cards', () => {
  it.each([
    [SIMULATOR_TEST_CARDS.fraudAutoReject, '0019', 'FraudAutoReject', 0],
    [SIMULATOR_TEST_CARDS.likelyFraud, '0027', 'LikelyFraud', 1],
  ])(
    '%s (last four %s) verifies to the first rewards account, then booking with it ends in %s',
    async (number, last4, kind, n) => {
      const s = await t.signedInUser();
      const account = await createRewardsAccount(t.db, s.user.id, { lastFour: '1234' });
      const verified = VerifyCardAnswer.parse((await verify(t, s, number)).json());
      expect(verified).toMatchObject({
        PaymentVerifyResult: 'Success',
        payment: { last4, cardType: 'visa', accountReferenceId: account.accountReferenceId },
      });
      const paymentId = verified.payment?.id ?? '';

      const quoted = await readyQuote(t, s, stayFor(n));
      const answer = await book(t, s, quoted.token, [card(paymentId, quoted.totalMinor)]);
      expect(answer.FulfillResponse).toBe('Failure');
      expect(answer.errors?.[0]?.Error).toBe(kind);
      expect(await bookingFootprint(t, s.user.id)).toMatchObject({ reservations: 0, payments: 0 });
    },
  );

  it('do not map to an account in production', async () => {
    const s = await prod.signedInUser();
    await createRewardsAccount(prod.db, s.user.id, { lastFour: '1234' });
    for (const number of [SIMULATOR_TEST_CARDS.fraudAutoReject, SIMULATOR_TEST_CARDS.likelyFraud]) {
      const answer = VerifyCardAnswer.parse((await verify(prod, s, number)).json());
      expect(answer.PaymentVerifyResult).toBe('InvalidCard');
    }
  });

  it('verify in a production build that turns test cards on (PORTAL_TEST_CARDS=on)', async () => {
    const s = await prodWithTestCards.signedInUser();
    const account = await createRewardsAccount(prodWithTestCards.db, s.user.id, { lastFour: '1234' });
    const answer = VerifyCardAnswer.parse(
      (await verify(prodWithTestCards, s, SIMULATOR_TEST_CARDS.likelyFraud)).json(),
    );
    expect(answer).toMatchObject({
      PaymentVerifyResult: 'Success',
      payment: { last4: '0027', accountReferenceId: account.accountReferenceId },
    });
  });
});
