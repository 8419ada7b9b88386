/**
 * The supplier's reservation, for a line that has one (ProductLine.supplier). The booking transaction commits the
 * booking PendingConfirm with its inventory held and its payments authorized, its fulfil session still Pending and
 * naming it. Then the supplier is asked: right after the commit by the poll that booked, and again by the recovery
 * sweep (every minute, in any process) while the booking is PendingConfirm. The first answer that decides is
 * applied in one transaction that locks the booking, so a decision applies once whoever asked:
 * - Confirmed: the booking Confirmed, its session Success, the confirmation email; the payments are captured.
 * - Rejected (or no answer within the confirmation window): the booking fails, its inventory goes back, the ledger
 *   rows it wrote are given back, its session ends in Failure with the supplier's error; the payments are voided.
 * A process killed anywhere leaves the booking PendingConfirm (asked again) or decided (its payments settled by
 * the sweep's intent settlement), never half of either.
 */
import type { Tx } from '@portal/db/client';
import { assertTransition, FULFILMENT, RESERVATION } from '@portal/domain/lifecycles';
import type { AppDeps } from '../deps.ts';
import { queueEmail } from '../modules/outbox/outbox.service.ts';
import { recordRewardsMovement } from '../modules/rewards/rewards.service.ts';
import { recordCreditMovements, reinstateOffer } from '../modules/wallet/wallet.service.ts';
import {
  findBooking,
  findBookingPayments,
  findBookingsAwaitingSupplier,
  lockBooking,
  markBookingStatus,
  type BookingRow,
} from './bookings.repository.ts';
import { settleSessionIntents, type PurchaseProviders } from './fulfil-intents.ts';
import type { MainGuest, ProductLine, SupplierAnswer } from './product-line.ts';
import { checkoutError } from './purchase-errors.ts';
import {
  findFulfilSessionByQuote,
  findQuoteSessionById,
  finishFulfilSession,
} from './purchase.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'products'>;

/** How long a supplier may leave a booking unanswered before the portal gives up on it (the default). */
export const SUPPLIER_CONFIRM_WINDOW_MS = 30 * 60_000;

export const UNCONFIRMED = checkoutError(
  'ErrorCode',
  'UnconfirmedStatus',
  'The hotel did not confirm your booking in time, so it was not booked. Nothing was charged.',
);

export type SupplierOutcome = 'Confirmed' | 'Rejected' | 'Pending' | 'AlreadyDecided';

type Decision = Exclude<SupplierAnswer, { kind: 'Pending' }>;

/** Gives back what the booking transaction wrote to the portal's ledgers; the card and issuer holds are voided. */
export async function giveBackLedgers(tx: Tx, booking: BookingRow, text: string): Promise<void> {
  for (const payment of await findBookingPayments(tx, booking.id)) {
    const common = { reference: booking.id, bookingId: booking.id, description: text };
    if (payment.kind === 'Rewards' && payment.rewardsAccountId && payment.rewardsAmount) {
      await recordRewardsMovement(tx, {
        ...common,
        accountId: payment.rewardsAccountId,
        amount: payment.rewardsAmount,
        kind: 'Refund',
      });
    } else if (payment.kind === 'TravelWalletCredit') {
      await recordCreditMovements(tx, [
        { ...common, userId: booking.userId, amountMinor: payment.amountMinor, transactionType: 'Refund' },
      ]);
    } else if (payment.kind === 'TravelWalletOffer' && payment.walletOfferId) {
      // Its TravelOffer and Redeemed rows cancel out: the offer is usable again and the balance never moved.
      await reinstateOffer(tx, payment.walletOfferId);
    }
  }
}

/** Applies a decision unless another attempt applied one first; answers whether this one did. */
async function decide(
  deps: Deps,
  line: ProductLine & { supplier: NonNullable<ProductLine['supplier']> },
  booking: BookingRow,
  decision: Decision,
  options: { fulfilSessionId: string | null; guestWaiting: boolean },
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const locked = await lockBooking(tx, booking.id);
    if (locked?.status !== 'PendingConfirm') return false;
    if (decision.kind === 'Confirmed') {
      assertTransition(RESERVATION, 'PendingConfirm', 'Confirmed');
      await markBookingStatus(tx, booking.id, 'Confirmed');
      await line.supplier.record(tx, booking.id, decision);
      await queueEmail(tx, deps.jobs, {
        toAddress: booking.email,
        ...(await line.confirmationEmail(tx, booking.id)),
      });
      if (options.fulfilSessionId) {
        assertTransition(FULFILMENT, 'Pending', 'Success');
        await finishFulfilSession(tx, options.fulfilSessionId, { status: 'Success', bookingId: booking.id });
      }
      return true;
    }
    assertTransition(RESERVATION, 'PendingConfirm', 'Failure');
    await markBookingStatus(tx, booking.id, 'Failure');
    // The inventory goes back on sale in the same transaction that fails the booking.
    await line.release(tx, booking.id);
    await line.supplier.record(tx, booking.id, decision);
    await giveBackLedgers(tx, booking, `Returned: booking ${booking.confirmationCode} was not confirmed`);
    // A line's own credit the booking spent is usable again (an airline that did not ticket kept nothing).
    await line.credits?.giveBack(tx, booking.id);
    if (options.fulfilSessionId) {
      assertTransition(FULFILMENT, 'Pending', 'Failure');
      await finishFulfilSession(tx, options.fulfilSessionId, { status: 'Failure', errors: [decision.error] });
    }
    // A guest still on the checkout page reads the poll's error; one who left learns it by email.
    if (!options.guestWaiting) {
      await queueEmail(tx, deps.jobs, {
        toAddress: booking.email,
        ...(await line.supplier.failureEmail(tx, booking.id, decision.error)),
      });
    }
    return true;
  });
}

/**
 * Asks the booking's supplier and applies a decision. `guestWaiting`: the poll that booked asks (it answers the
 * guest); `giveUpAfterMs`: the sweep fails a booking left unanswered that long.
 */
export async function askSupplier(
  deps: Deps,
  providers: PurchaseProviders,
  bookingId: string,
  options: { guestWaiting: boolean; giveUpAfterMs: number | null; mainGuest?: MainGuest },
): Promise<SupplierOutcome> {
  const booking = await findBooking(deps.db, bookingId);
  if (!booking || booking.status !== 'PendingConfirm') return 'AlreadyDecided';
  const line = deps.products.get(booking.productLine);
  const supplier = line.supplier;
  if (!supplier) return 'AlreadyDecided';
  const quote = booking.quoteSessionId ? await findQuoteSessionById(deps.db, booking.quoteSessionId) : null;
  const mainGuest = options.mainGuest ?? quote?.mainGuest;
  if (!mainGuest) throw new Error(`Booking ${booking.id} has no main guest to reserve for`);
  const fulfil = quote ? await findFulfilSessionByQuote(deps.db, quote.id) : undefined;

  const now = deps.clock.now();
  let answer = await supplier.reserve(deps.db, { booking, mainGuest, now });
  if (answer.kind === 'Pending') {
    const waited = now.getTime() - booking.createdAt.getTime();
    if (options.giveUpAfterMs === null || waited < options.giveUpAfterMs) return 'Pending';
    answer = { kind: 'Rejected', error: UNCONFIRMED };
  }
  const applied = await decide(deps, { ...line, supplier }, booking, answer, {
    fulfilSessionId: fulfil?.id ?? null,
    guestWaiting: options.guestWaiting,
  });
  // The attempt that decided settles (a process killed before that leaves it to the sweep's intent settlement).
  if (fulfil && applied) {
    await settleSessionIntents(
      deps.db,
      providers,
      fulfil.id,
      answer.kind === 'Confirmed' ? 'Success' : 'Failure',
    );
  }
  return applied ? answer.kind : 'AlreadyDecided';
}

/** The sweep's part: every booking still waiting for its supplier is asked again (oldest first). */
export async function askPendingSuppliers(
  deps: Deps,
  providers: PurchaseProviders,
  giveUpAfterMs: number,
): Promise<{ confirmed: number; rejected: number }> {
  const lines = deps.products
    .all()
    .filter((line) => line.supplier)
    .map((line) => line.type);
  const counts = { confirmed: 0, rejected: 0 };
  for (const booking of await findBookingsAwaitingSupplier(deps.db, lines, 100)) {
    const outcome = await askSupplier(deps, providers, booking.id, { guestWaiting: false, giveUpAfterMs });
    if (outcome === 'Confirmed') counts.confirmed += 1;
    if (outcome === 'Rejected') counts.rejected += 1;
  }
  return counts;
}
