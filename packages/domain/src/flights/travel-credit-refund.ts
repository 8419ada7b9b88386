/**
 * Cancelling a flight that an airline travel credit helped pay for. The part of any refund that falls on the
 * credit's payment never becomes money nor wallet credit: the credit was the airline's money, so the airline
 * gives that part back as credit again. It joins the credit the cancel leaves (one per cancelled booking, on the
 * same airline, expiring like any credit of that ticket: a year after its purchase).
 */
import type { CancelMoney } from './cancel-outcome.ts';
import type { RefundAction } from '../trips.ts';

export function airlineCreditBack(
  money: CancelMoney,
  actions: readonly RefundAction[],
  airlineCreditPaymentIds: readonly string[],
): { money: CancelMoney; actions: RefundAction[] } {
  const isCredit = (a: RefundAction) => airlineCreditPaymentIds.includes(a.paymentId);
  const backMinor = actions.filter(isCredit).reduce((sum, a) => sum + a.amountMinor, 0);
  return {
    money: {
      ...money,
      refundMinor: money.refundMinor - backMinor,
      creditMinor: money.creditMinor + backMinor,
    },
    actions: actions.filter((a) => !isCredit(a)),
  };
}
