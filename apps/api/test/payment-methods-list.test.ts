import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethodAnswer, PaymentMethodList } from '@portal/contracts/payments';
import { createPaymentMethod } from '@portal/db/factories/cards';
import { paymentMethods } from '@portal/db/schema/payments';
import { createTestApp, type TestApp } from './support/test-app.ts';

import { cardholder, get, list, remove } from './support/payment-cards.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('PUT /payment-methods/list, POST get and delete', () => {
  it("lists only the user's live cards, oldest first, with their rewards account and never a number or token", async () => {
    const { session, ventureX } = await cardholder(t);
    const other = await t.signedInUser();
    const first = await createPaymentMethod(t.db, session.user.id, {
      rewardsAccountId: ventureX.id,
      createdAt: new Date('2025-01-01T00:00:00Z'),
    });
    const second = await createPaymentMethod(t.db, session.user.id, {
      brand: 'master',
      last4: '7788',
      createdAt: new Date('2025-02-01T00:00:00Z'),
    });
    await createPaymentMethod(t.db, session.user.id, { deletedAt: new Date('2025-03-01T00:00:00Z') });
    await createPaymentMethod(t.db, other.user.id);

    const res = await list(t, session);
    expect(res.statusCode).toBe(200);
    const body = PaymentMethodList.parse(res.json());
    expect(body.value.map((c) => c.id)).toEqual([first.id, second.id]);
    expect(body.value[0]).toMatchObject({ accountReferenceId: ventureX.accountReferenceId, last4: '1234' });
    expect(body.value[1]).toMatchObject({ accountReferenceId: null, cardType: 'master' });
    expect(res.body).not.toContain('tok_');
    expect(res.body).not.toContain('billingZip');
  });

  it("gets the user's own card; another user's, a deleted or an unknown id answer the same 404", async () => {
    const { session } = await cardholder(t);
    const other = await t.signedInUser();
    const mine = await createPaymentMethod(t.db, session.user.id);
    const theirs = await createPaymentMethod(t.db, other.user.id);
    const deleted = await createPaymentMethod(t.db, session.user.id, { deletedAt: new Date() });

    const res = await get(t, session, mine.id);
    expect(res.statusCode).toBe(200);
    expect(PaymentMethodAnswer.parse(res.json()).value).toMatchObject({ id: mine.id, last4: '1234' });
    const unknown = await get(t, session, randomUUID());
    expect(unknown.statusCode).toBe(404);
    for (const id of [theirs.id, deleted.id]) {
      const answer = await get(t, session, id);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(unknown.json());
    }
    expect((await get(t, session, 'not-an-id')).statusCode).toBe(400);
  });

  it('soft-deletes the user’s own card; another user’s card answers 404 and stays', async () => {
    const { session } = await cardholder(t);
    const other = await t.signedInUser();
    const mine = await createPaymentMethod(t.db, session.user.id);
    const theirs = await createPaymentMethod(t.db, other.user.id);

    const foreign = await remove(t, session, theirs.id);
    expect(foreign.statusCode).toBe(404);
    const [still] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, theirs.id));
    expect(still?.deletedAt).toBeNull();

    const res = await remove(t, session, mine.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    const [row] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, mine.id));
    expect(row?.deletedAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect(PaymentMethodList.parse((await list(t, session)).json()).value).toEqual([]);
    expect((await remove(t, session, mine.id)).statusCode).toBe(404);
    expect((await get(t, session, mine.id)).statusCode).toBe(404);
  });

  it('needs a session (401) and the CSRF header (403)', async () => {
    const { session } = await cardholder(t);
    expect((await t.request('PUT', '/api/v0/payment-methods/list', { body: {} })).statusCode).toBe(401);
    const noCsrf = await t.request('POST', '/api/v0/payment-methods/delete', {
      session,
      csrf: null,
      body: { paymentId: randomUUID() },
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});
