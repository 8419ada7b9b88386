/** Each refund goes back to where its money came from, as rows of the ledgers that hold balances. */
import type { Tx } from '@portal/db/client';
import type { RefundAction } from '@portal/domain/trips';
import type { CardRefundResult, PaymentProvider } from '../../providers/payments/payment-provider.ts';
import { insertRewardsLedger, insertWalletLedger } from '../../checkout/reservations.repository.ts';
import type { ReservationRow } from '../../checkout/reservations.repository.ts';
import { insertRefunds, restoreOffer, type TripPaymentRow } from './trips.repository.ts';

export type CancelProviders = { payments: Pick<PaymentProvider, 'refund'> };
/** The card processor's answer to each card refund of the plan, by payment id. */
export type CardRefunds = ReadonlyMap<string, CardRefundResult>;

/** Asks the card processor for the plan's card refunds; its idempotency key makes a retried cancellation refund once. */
export async function refundCards(
  providers: CancelProviders,
  reservation: ReservationRow,
  planned: { actions: readonly RefundAction[]; payments: readonly TripPaymentRow[] },
): Promise<CardRefunds> {
  const answers = new Map<string, CardRefundResult>();
  for (const action of planned.actions) {
    if (action.kind !== 'Card') continue;
    const payment = planned.payments.find((p) => p.id === action.paymentId);
    answers.set(
      action.paymentId,
      await providers.payments.refund({
        chargeId: payment?.providerReference ?? '',
        amountMinor: action.amountMinor,
        idempotencyKey: `${reservation.id}:refund:${action.paymentId}`,
      }),
    );
  }
  return answers;
}

/** Writes one refund; false when the card processor refused it (nothing is recorded for it then). */
export async function applyRefund(input: {
  tx: Tx;
  cardRefunds: CardRefunds;
  reservation: ReservationRow;
  payment: TripPaymentRow;
  action: RefundAction;
  now: Date;
}): Promise<boolean> {
  const { tx, cardRefunds, reservation, payment, action, now } = input;
  const code = reservation.confirmationCode;
  const row = {
    reservationId: reservation.id,
    paymentId: payment.id,
    kind: payment.kind,
    method: action.kind,
    amountMinor: action.amountMinor,
    createdAt: now,
  };
  switch (action.kind) {
    case 'RestoreOffer': {
      if (!payment.walletOfferId) throw new Error(`Offer payment ${payment.id} names no offer`);
      // The offer is usable again; its booking-time TravelOffer and Redeemed rows cancelled out, so the
      // credit balance needs no row.
      await restoreOffer(tx, payment.walletOfferId);
      break;
    }
    case 'OfferAsCredit':
    case 'Credit':
      await insertWalletLedger(tx, [
        {
          userId: reservation.userId,
          amountMinor: action.amountMinor,
          transactionType: 'Refund',
          description: `Refund for cancelled stay ${code}`,
          reference: reservation.id,
          createdAt: now,
        },
      ]);
      break;
    case 'Rewards': {
      if (!payment.rewardsAccountId) throw new Error(`Rewards payment ${payment.id} names no account`);
      await insertRewardsLedger(tx, {
        accountId: payment.rewardsAccountId,
        amount: action.rewardsMinor,
        kind: 'Refund',
        reference: reservation.id,
        description: `Refund for cancelled stay ${code}`,
        createdAt: now,
      });
      await insertRefunds(tx, [
        { ...row, rewardsAmount: action.rewardsMinor, rewardsAccountId: payment.rewardsAccountId },
      ]);
      return true;
    }
    case 'Card': {
      const refunded = cardRefunds.get(payment.id);
      if (refunded?.outcome !== 'Refunded') return false;
      await insertRefunds(tx, [{ ...row, providerReference: refunded.refundId }]);
      return true;
    }
  }
  await insertRefunds(tx, [row]);
  return true;
}
