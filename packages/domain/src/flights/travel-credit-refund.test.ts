import { describe, expect, it } from 'vitest';
import type { RefundAction } from '../trips.ts';
import type { CancelMoney } from './cancel-outcome.ts';
import { airlineCreditBack } from './travel-credit-refund.ts';

const money = (refundMinor: number, creditMinor: number): CancelMoney => ({
  refundMinor,
  creditMinor,
  penaltyMinor: 0,
  currency: 'USD',
});
const card = (amountMinor: number): RefundAction => ({ kind: 'Card', paymentId: 'card', amountMinor });
const ftc = (amountMinor: number): RefundAction => ({ kind: 'Credit', paymentId: 'ftc', amountMinor });

describe('airlineCreditBack', () => {
  it.each<[string, CancelMoney, RefundAction[], string[], CancelMoney, RefundAction[]]>([
    ['no airline credit paid: unchanged', money(500, 0), [card(500)], [], money(500, 0), [card(500)]],
    [
      'a void refunds the card and gives the credit part back as credit',
      money(500, 0),
      [ftc(200), card(300)],
      ['ftc'],
      money(300, 200),
      [card(300)],
    ],
    ['a credit outcome refunds nothing: nothing to move', money(0, 500), [], ['ftc'], money(0, 500), []],
    [
      'paid by the credit alone: all of the refund is credit',
      money(400, 0),
      [ftc(400)],
      ['ftc'],
      money(0, 400),
      [],
    ],
  ])('%s', (_what, before, actions, ids, after, kept) => {
    const result = airlineCreditBack(before, actions, ids);
    expect(result.money).toEqual(after);
    expect(result.actions).toEqual(kept);
    expect(result.money.refundMinor + result.money.creditMinor).toBe(before.refundMinor + before.creditMinor);
  });
});
