import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VerifyCardAnswer } from '@portal/contracts/payments';
import { createRewardsAccount } from '@portal/db/factories/cards';
import { createPaymentSimulator } from '../src/providers/payments/payment-simulator.ts';
import { SIMULATOR_TEST_CARDS } from '../src/providers/payments/test-cards.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Card numbers and CVVs must not reach the logs, whatever the outcome and at the most verbose level.
const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { logLevel: 'trace' },
    logStream: { write: (line) => void logLines.push(line) },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('payment-methods/verify logging', () => {
  it('logs neither the card number nor the CVV, for successes, failures and rejected payloads', async () => {
    const session = await t.signedInUser();
    await createRewardsAccount(t.db, session.user.id, { lastFour: '1234' });
    const number = '4147000000021234';
    const cvv = '8375';
    const base = {
      number,
      cvv,
      expirationMonth: 8,
      expirationYear: 2029,
      cardholderName: 'Avery Morgan',
      billingZip: '10001',
      country: 'US',
    };
    const send = (body: Record<string, unknown>) =>
      t.request('POST', '/api/v0/payment-methods/verify', { session, body });

    const amex = { ...base, number: SIMULATOR_TEST_CARDS.amexSuccess };
    const results = [
      await send(base), // InvalidCVV: a 4-digit CVV on a Visa
      await send({ ...amex }), // Success
      await send({ ...amex, cvv: '000' }),
      await send({ ...base, number: SIMULATOR_TEST_CARDS.declined, cvv: '837' }),
      await send({ ...base, number: '4147000000021235' }),
      await send({ ...base, country: 'USA' }), // 400
    ].map((r) => r.statusCode);
    expect(results).toEqual([200, 200, 200, 200, 200, 400]);

    const logs = logLines.join('\n');
    expect(logs).toContain('/api/v0/payment-methods/verify');
    for (const secret of [
      number,
      '4147000000021235',
      SIMULATOR_TEST_CARDS.amexSuccess,
      SIMULATOR_TEST_CARDS.declined,
    ]) {
      expect(logs).not.toContain(secret);
    }
    expect(logs).not.toContain(cvv);
    expect(logs).not.toMatch(/"cvv"|"number"/);
  });
});

describe('payment simulator', () => {
  const card = {
    number: SIMULATOR_TEST_CARDS.visaSuccess,
    cvv: '123',
    expirationMonth: 1,
    expirationYear: 2030,
    cardholderName: 'A B',
    billingZip: '10001',
    country: 'US',
  };

  it('answers asynchronously with opaque tokens that never contain the number', async () => {
    const sim = createPaymentSimulator(t.db, { latencyMs: 5 });
    const started = performance.now();
    const a = await sim.tokenize(card);
    expect(performance.now() - started).toBeGreaterThanOrEqual(4);
    const b = await sim.tokenize(card);
    if (a.outcome !== 'Success' || b.outcome !== 'Success') throw new Error('expected tokens');
    expect(a.token).not.toBe(b.token);
    expect(a.token).not.toContain('1111');
  });

  it('authorizes once per idempotency key, captures and voids by it, and declines the charge-declining card', async () => {
    const sim = createPaymentSimulator(t.db);
    const good = await sim.tokenize(card);
    const bad = await sim.tokenize({ ...card, number: SIMULATOR_TEST_CARDS.declinesCharges });
    if (good.outcome !== 'Success' || bad.outcome !== 'Success') throw new Error('expected tokens');
    const request = (token: string, idempotencyKey: string, amountMinor = 12_345) => ({
      token,
      last4: '1111',
      amountMinor,
      currency: 'USD',
      idempotencyKey,
    });

    const first = await sim.authorize(request(good.token, 'priv-k1'));
    expect(first.outcome).toBe('Authorized');
    expect(await sim.authorize(request(good.token, 'priv-k1'))).toEqual(first);
    expect(await sim.capture('priv-k1')).toEqual({ outcome: 'Captured' });
    expect(await sim.capture('priv-k1')).toEqual({ outcome: 'Captured' });
    // A captured charge is billed: a void does not undo it (a refund does).
    await sim.void('priv-k1');
    expect(await sim.capture('priv-k1')).toEqual({ outcome: 'Captured' });

    expect((await sim.authorize(request(bad.token, 'priv-k2', 100))).outcome).toBe('CardDeclined');
    expect((await sim.authorize(request(good.token, 'priv-k3', 0))).outcome).toBe('CardDeclined');

    // Voided before it was ever authorized (the booking was given up first): the key can never authorize.
    await sim.void('priv-k4');
    expect((await sim.authorize(request(good.token, 'priv-k4'))).outcome).not.toBe('Authorized');
    expect((await sim.capture('priv-k4')).outcome).toBe('CaptureFailed');
  });

  it('saves the charge-declining test card: it fails only when charged', async () => {
    const session = await t.signedInUser();
    await createRewardsAccount(t.db, session.user.id);
    const res = await t.request('POST', '/api/v0/payment-methods/verify', {
      session,
      body: { ...card, number: SIMULATOR_TEST_CARDS.declinesCharges },
    });
    expect(VerifyCardAnswer.parse(res.json()).PaymentVerifyResult).toBe('Success');
  });
});
