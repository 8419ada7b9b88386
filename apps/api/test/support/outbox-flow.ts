import { expect } from 'vitest';
import type { OutboxAnswer } from '@portal/contracts/outbox';
import { createPaymentMethod } from '@portal/db/factories/cards';
import type { SignedIn, TestApp } from './test-app.ts';
import { book, card, readyQuote, stayFor } from './purchase-flow.ts';

/** Books stay `n` (purchase-flow's stayFor) with a new card of the user and answers the reservation. */
export async function bookStay(t: TestApp, s: SignedIn & { user: { id: string } }, n: number) {
  const quoted = await readyQuote(t, s, stayFor(n));
  const cardRow = await createPaymentMethod(t.db, s.user.id);
  const answer = await book(t, s, quoted.token, [card(cardRow.id, quoted.totalMinor)]);
  expect(answer.FulfillResponse, JSON.stringify(answer)).toBe('Success');
  const reservation = answer.fulfillment?.value.reservation;
  if (!reservation) throw new Error('no reservation');
  return reservation;
}

/** GET /outbox as the user: their emails, newest first. */
export async function outboxOf(t: TestApp, s: SignedIn) {
  const res = await t.request('GET', '/api/v0/outbox', { session: s });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OutboxAnswer>().emails;
}
