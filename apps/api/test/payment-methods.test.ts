import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VerifyCardAnswer } from '@portal/contracts/payments';
import { createRewardsAccount } from '@portal/db/factories/cards';
import { SIMULATOR_TEST_CARDS } from '../src/providers/payments/test-cards.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

import {
  card,
  cardholder,
  cardsOf,
  MASTER_7788,
  verify,
  verifyWith,
  VISA_1234,
} from './support/payment-cards.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /payment-methods/verify', () => {
  it('saves a card whose last four match a rewards account, keeping only a token, brand, last four and expiry', async () => {
    const { session, ventureX } = await cardholder(t);
    const res = await verify(t, session);
    expect(res.statusCode).toBe(200);
    const body = VerifyCardAnswer.parse(res.json());
    expect(body).toMatchObject({
      PaymentVerifyResult: 'Success',
      payment: {
        last4: '1234',
        cardType: 'visa',
        expirationMonth: 8,
        expirationYear: 2029,
        cardholderName: 'Avery Morgan',
        billingCountry: 'US',
        accountReferenceId: ventureX.accountReferenceId,
      },
    });
    expect(res.body).not.toContain(VISA_1234);
    expect(res.body).not.toContain('tok_');

    const rows = await cardsOf(t, session.user.id);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      id: body.payment?.id,
      rewardsAccountId: ventureX.id,
      brand: 'visa',
      last4: '1234',
    });
    expect(row?.providerToken).toMatch(/^tok_sim_[A-Za-z0-9_-]{20,}$/);
    // Neither the number (nor any 6+ digit run of it) nor the CVV is anywhere in the stored row.
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(VISA_1234.slice(0, 6));
    expect(stored).not.toMatch(/"123"/);
    expect(Object.keys(row ?? {})).not.toEqual(expect.arrayContaining(['number', 'cvv', 'cardNumber']));
  });

  it('matches a virtual card number and accepts the number typed with spaces', async () => {
    const { session, savor } = await cardholder(t);
    const res = await verify(t, session, {
      number: MASTER_7788.replace(/(\d{4})(?=\d)/g, '$1 '),
      cvv: '456',
    });
    const body = VerifyCardAnswer.parse(res.json());
    expect(body.PaymentVerifyResult).toBe('Success');
    expect(body.payment).toMatchObject({
      last4: '7788',
      cardType: 'master',
      accountReferenceId: savor.accountReferenceId,
    });
  });

  it('maps a simulator test number to the first rewards account (highest homes multiplier) outside production', async () => {
    const { session, ventureX } = await cardholder(t);
    const body = VerifyCardAnswer.parse(
      (await verify(t, session, { number: SIMULATOR_TEST_CARDS.mastercardSuccess })).json(),
    );
    expect(body).toMatchObject({
      PaymentVerifyResult: 'Success',
      payment: { last4: '4444', cardType: 'master', accountReferenceId: ventureX.accountReferenceId },
    });
    const amex = await verify(t, session, { number: SIMULATOR_TEST_CARDS.amexSuccess, cvv: '1234' });
    expect(VerifyCardAnswer.parse(amex.json())).toMatchObject({
      PaymentVerifyResult: 'Success',
      payment: { last4: '0005', cardType: 'american_express' },
    });
  });

  it.each([
    ['CVV 000', { cvv: '000' }, 'InvalidCVV'],
    ['billing zip 00000', { billingZip: '00000' }, 'InvalidAddress'],
    ['the declining test number', { number: SIMULATOR_TEST_CARDS.declined }, 'CardDeclined'],
    ['the processing-error test number', { number: SIMULATOR_TEST_CARDS.processingError }, 'GenericError'],
    ['a number failing the Luhn check', { number: '4147000000021235' }, 'InvalidCard'],
    ['a test number with a bad Luhn digit', { number: '4111111111111112' }, 'InvalidCard'],
    ['letters in the number', { number: '4147-0000-0002-123A' }, 'InvalidCard'],
    ['a card network the portal does not take', { number: '6212345678901232' }, 'InvalidCard'],
    ['an expired card (last month)', { expirationMonth: 5, expirationYear: 2025 }, 'InvalidCard'],
    ['an expiry decades ahead', { expirationYear: 2060 }, 'InvalidCard'],
    ['a 2-digit CVV', { cvv: '12' }, 'InvalidCVV'],
    ['a 4-digit CVV on a Visa', { cvv: '1234' }, 'InvalidCVV'],
    ['a one-letter zip', { billingZip: 'A' }, 'InvalidAddress'],
    ['a card matching none of the accounts', { number: '4147000000025555' }, 'InvalidCard'],
  ])('answers %s as %s and saves nothing', async (_, change, result) => {
    const { session } = await cardholder(t);
    const res = await verify(t, session, change);
    expect(res.statusCode).toBe(200);
    const body = VerifyCardAnswer.parse(res.json());
    expect(body.PaymentVerifyResult).toBe(result);
    expect(body.payment).toBeUndefined();
    expect(body.errors?.[0]?.message).toEqual(expect.any(String));
    expect(await cardsOf(t, session.user.id)).toEqual([]);
  });

  it('accepts a card in its expiry month (good through the month’s end)', async () => {
    const { session } = await cardholder(t);
    const body = VerifyCardAnswer.parse(
      (await verify(t, session, { expirationMonth: 6, expirationYear: 2025 })).json(),
    );
    expect(body.PaymentVerifyResult).toBe('Success');
  });

  it('answers InvalidCard for a test number when the user has no rewards account', async () => {
    const session = await t.signedInUser();
    const body = VerifyCardAnswer.parse(
      (await verify(t, session, { number: SIMULATOR_TEST_CARDS.visaSuccess })).json(),
    );
    expect(body.PaymentVerifyResult).toBe('InvalidCard');
  });

  it("does not match another user's accounts", async () => {
    const { session } = await cardholder(t);
    const stranger = await t.signedInUser();
    await createRewardsAccount(t.db, stranger.user.id, { lastFour: '9999' });
    const body = VerifyCardAnswer.parse((await verify(t, session, { number: '4147000000029999' })).json());
    expect(body.PaymentVerifyResult).toBe('InvalidCard');
  });

  it.each([
    ['no number', { number: undefined }, 'body.number'],
    ['a month 13', { expirationMonth: 13 }, 'body.expirationMonth'],
    ['a 3-letter country', { country: 'USA' }, 'body.country'],
    ['no cardholder name', { cardholderName: '  ' }, 'body.cardholderName'],
  ])('answers 400 for %s, without echoing the card', async (_, change, field) => {
    const { session } = await cardholder(t);
    const res = await verify(t, session, change);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: { field: string }[] }>().fields.map((f) => f.field)).toContain(field);
    expect(res.body).not.toContain(VISA_1234);
  });

  it('needs a session (401) and the CSRF header (403)', async () => {
    const { session } = await cardholder(t);
    expect((await t.request('POST', '/api/v0/payment-methods/verify', { body: card() })).statusCode).toBe(
      401,
    );
    const noCsrf = await t.request('POST', '/api/v0/payment-methods/verify', {
      session,
      csrf: null,
      body: card(),
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await cardsOf(t, session.user.id)).toEqual([]);
  });
});

describe('POST /payment-methods/verify in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ config: { production: true } });
  });
  afterAll(async () => {
    await prod?.close();
  });

  it('does not map test numbers to an account, but still matches real last fours', async () => {
    const { session } = await cardholder(prod);
    const test = await verifyWith(prod, session, card({ number: SIMULATOR_TEST_CARDS.visaSuccess }));
    expect(VerifyCardAnswer.parse(test.json()).PaymentVerifyResult).toBe('InvalidCard');
    const real = await verifyWith(prod, session, card());
    expect(VerifyCardAnswer.parse(real.json()).PaymentVerifyResult).toBe('Success');
  });
});
