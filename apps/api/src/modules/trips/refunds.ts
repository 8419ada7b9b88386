/** Each refund goes back to where its money came from, as rows of the ledgers that hold balances. */
import type { Tx } from '@portal/db/client';
import type { RefundAction } from '@portal/domain/trips';
import type { CardRefundResult, PaymentProvider } from '../../providers/payments/payment-provider.ts';
import type { BookingRow } from '../../checkout/bookings.repository.ts';
import { recordRewardsMovement } from '../rewards/rewards.service.ts';
import { recordCreditMovements, reinstateOffer } from '../wallet/wallet.service.ts';
import { insertRefunds, type TripPaymentRow } from './trips.repository.ts';

export type CancelProviders = { payments: Pick<PaymentProvider, 'refund'> };
/** The card processor's answer to each card refund of the plan, by payment id. */
export type CardRefunds = ReadonlyMap<string, CardRefundResult>;

/** Asks the card processor for the plan's card refunds; its idempotency key makes a retried cancellation refund once. */
export async function refundCards(
  providers: CancelProviders,
  booking: BookingRow,
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
        idempotencyKey: `${booking.id}:refund:${action.paymentId}`,
      }),
    );
  }
  return answers;
}

/** Writes one refund; false when the card processor refused it (nothing is recorded for it then). */
export async function applyRefund(input: {
  tx: Tx;
  cardRefunds: CardRefunds;
  booking: BookingRow;
  /** The ledgers' line for this refund (the product line's words). */
  text: string;
  payment: TripPaymentRow;
  action: RefundAction;
  now: Date;
}): Promise<boolean> {
  const { tx, cardRefunds, booking, text, payment, action, now } = input;
  const row = {
    bookingId: booking.id,
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
      await reinstateOffer(tx, payment.walletOfferId);
      break;
    }
    case 'OfferAsCredit':
    case 'Credit':
      await recordCreditMovements(tx, [
        {
          userId: booking.userId,
          amountMinor: action.amountMinor,
          transactionType: 'Refund',
          description: text,
          reference: booking.id,
          bookingId: booking.id,
          createdAt: now,
        },
      ]);
      break;
    case 'Rewards': {
      if (!payment.rewardsAccountId) throw new Error(`Rewards payment ${payment.id} names no account`);
      await recordRewardsMovement(tx, {
        accountId: payment.rewardsAccountId,
        amount: action.rewardsMinor,
        kind: 'Refund',
        reference: booking.id,
        bookingId: booking.id,
        description: text,
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
