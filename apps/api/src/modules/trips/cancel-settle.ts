// The cancelling transaction every product line shares (homes and hotels through cancel.service.ts, flights through
// flight-cancel-settle.ts, a later line the same way): the line gives its inventory back (ProductLine.release), each
// refund goes to where its money came from, the line adds its own records, the booking is cancelled and the line's
// cancellation email queued. A line whose supplier must cancel first asks it before (ProductLine.supplierCancel).
import type { Tx } from '@portal/db/client';
import type { RefundAction } from '@portal/domain/trips';
import type { AppDeps } from '../../deps.ts';
import type { BookingRow } from '../../checkout/bookings.repository.ts';
import { cancelBooking } from '../../checkout/bookings.service.ts';
import type { ProductLine } from '../../checkout/product-line.ts';
import { todayOf } from '../../lib/today.ts';
import { queueEmail } from '../outbox/outbox.service.ts';
import { applyRefund, type CardRefunds } from './refunds.ts';
import type { TripPaymentRow } from './trips.repository.ts';

export type SettleInput = {
  booking: BookingRow;
  actions: readonly RefundAction[];
  payments: readonly TripPaymentRow[];
  /** The card processor's answers, asked before the transaction (keyed by payment, so a retry refunds once). */
  cardRefunds: CardRefunds;
  /** The ledgers' line for each refund (the line's words). */
  refundText: string;
  now: Date;
  /** The line's own records of the cancellation, before the booking is marked (flights: credit and ticket). */
  lineRecords?: (tx: Tx) => Promise<void>;
};

/** In the cancelling transaction; answers the refunds written and whether one was refused. */
export async function settleCancellation(
  deps: Pick<AppDeps, 'clock' | 'jobs'>,
  tx: Tx,
  line: ProductLine,
  input: SettleInput,
): Promise<{ refunded: RefundAction[]; failed: boolean }> {
  const { booking, now } = input;
  // The inventory goes back on sale in the same transaction that cancels it.
  await line.release(tx, booking.id);
  // A refund the card processor refuses does not undo the cancellation: the booking is cancelled with errors
  // and support completes that refund (spec §4 CancelledWithErrors).
  const refunded: RefundAction[] = [];
  let failed = false;
  for (const action of input.actions) {
    const payment = input.payments.find((p) => p.id === action.paymentId);
    if (!payment) throw new Error(`Refund plan names unknown payment ${action.paymentId}`);
    const refund = {
      tx,
      cardRefunds: input.cardRefunds,
      booking,
      text: input.refundText,
      payment,
      action,
      now,
    };
    if (await applyRefund(refund)) refunded.push(action);
    else failed = true;
  }
  await input.lineRecords?.(tx);
  await cancelBooking(tx, booking, failed ? 'CancelledWithErrors' : 'Cancelled', now);
  await queueEmail(tx, deps.jobs, {
    toAddress: booking.email,
    ...(await line.cancellationEmail(tx, booking.id, todayOf(deps.clock))),
  });
  return { refunded, failed };
}
