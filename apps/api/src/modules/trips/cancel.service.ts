/**
 * Cancelling a vacation rental: a quote says what the booked terms refund today, and confirming it cancels in
 * one transaction: the reservation, its calendar hold, every refund row and ledger row, and the email.
 */
import type { Price } from '@portal/contracts/common';
import type {
  CancelConfirmAnswer,
  CancelConfirmRequest,
  CancelQuoteAnswer,
  CancelQuoteFailureReason,
  RefundLine,
} from '@portal/contracts/trips';
import { CancelConflictCode } from '@portal/contracts/trips';
import type { DbOrTx } from '@portal/db/client';
import type { StoredRefundAction } from '@portal/db/schema/trips';
import { assertTransition, RESERVATION } from '@portal/domain/lifecycles';
import { toFiat } from '@portal/domain/money';
import { decideCancellation, planRefund } from '@portal/domain/trips';
import type { CancelQuoteDecision, RefundAction } from '@portal/domain/trips';
import type { AppDeps } from '../../deps.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { ApiError, notFound } from '../../plugins/errors.ts';
import type { ReservationRow } from '../../checkout/reservations.repository.ts';
import { todayOf } from '../stays/stays-dates.ts';
import { applyRefund, refundCards, type CancelProviders } from './refunds.ts';
import { bookedPaymentOf, rewardsOf, termsOf } from './trip-mapping.ts';
import { homeTrips } from '../../products/homes/homes-trips.ts';
import {
  deleteReservationHolds,
  findUserReservation,
  insertCancelQuote,
  listPayments,
  lockCancelQuote,
  markCancelQuoteUsed,
  markReservationCancelled,
  type TripPaymentRow,
} from './trips.repository.ts';
import { cancellationEmail } from './cancellation-email.ts';
import { queueEmail } from '../outbox/email-delivery.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs'>;

/** A cancel quote can be confirmed for this long; after that the guest asks again. */
export const CANCEL_QUOTE_TTL_MS = 15 * 60 * 1000;

const FAILURE_MESSAGES: Record<CancelQuoteFailureReason, string> = {
  ContactSupport: 'This reservation cannot be cancelled online. Please contact support to cancel it.',
  AlreadyCancelled: 'This reservation has already been cancelled.',
  PastStay:
    'This stay has already started or ended, so it cannot be cancelled online. Please contact support.',
  Pending: 'This reservation is still being processed. Please try again in a few minutes.',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function conflict(code: keyof typeof CancelConflictCode, message: string): ApiError {
  return new ApiError(409, CancelConflictCode[code], message);
}

type Planned = { decision: CancelQuoteDecision; actions: RefundAction[]; payments: TripPaymentRow[] };

function plan(row: ReservationRow, payments: TripPaymentRow[], today: string, now: Date): Planned {
  const decision = decideCancellation({
    status: row.status,
    from: row.fromDate,
    until: row.untilDate,
    today,
    terms: termsOf(row),
    paidMinor: payments.reduce((sum, p) => sum + p.amountMinor, 0),
  });
  if (!decision.ok) return { decision, actions: [], payments };
  const offer = payments.find((p) => p.kind === 'TravelWalletOffer');
  const offerStillValid = !offer?.offerExpiresAt || offer.offerExpiresAt.getTime() > now.getTime();
  const actions = planRefund({
    refundMinor: decision.refundMinor,
    payments: payments.map(bookedPaymentOf),
    offerStillValid,
  });
  return { decision, actions, payments };
}

/** The refund as a Price: fiat in all, and the rewards going back, by account reference. */
function refundPrice(actions: readonly RefundAction[], payments: readonly TripPaymentRow[]): Price {
  const rewards: Price['rewards'] = {};
  for (const action of actions) {
    if (action.kind !== 'Rewards') continue;
    const payment = payments.find((p) => p.id === action.paymentId);
    if (!payment?.rewardsAccountReferenceId || !payment.rewardsCurrency) continue;
    rewards[payment.rewardsAccountReferenceId] = rewardsOf(
      action.rewardsMinor,
      payment.rewardsCurrency,
      payment.rewardsCurrencyDescription,
    );
  }
  return { fiat: toFiat(actions.reduce((sum, a) => sum + a.amountMinor, 0)), rewards };
}

function breakdownOf(actions: readonly RefundAction[], payments: readonly TripPaymentRow[]): RefundLine[] {
  return actions.map((action) => {
    const payment = payments.find((p) => p.id === action.paymentId);
    const line: RefundLine = { kind: payment?.kind ?? 'UserCard', amount: toFiat(action.amountMinor) };
    if (action.kind === 'Rewards' && payment?.rewardsCurrency) {
      line.rewards = rewardsOf(
        action.rewardsMinor,
        payment.rewardsCurrency,
        payment.rewardsCurrencyDescription,
      );
    }
    return line;
  });
}

/** POST homes/cancel/quote. */
export async function quoteCancellation(
  deps: Deps,
  session: AuthSession,
  reservationId: string,
): Promise<CancelQuoteAnswer> {
  const row = await findUserReservation(deps.db, session.userId, reservationId, false);
  if (!row) throw notFound('Trip');
  const now = deps.clock.now();
  const { decision, actions, payments } = plan(
    row,
    await listPayments(deps.db, [row.id]),
    todayOf(deps.clock),
    now,
  );
  if (!decision.ok) {
    return {
      type: 'HomesChangeQuoteFailure',
      reason: decision.reason,
      message: FAILURE_MESSAGES[decision.reason],
    };
  }
  const quote = await insertCancelQuote(deps.db, {
    reservationId: row.id,
    userId: session.userId,
    reservationStatus: row.status,
    refundKind: decision.kind,
    refundMinor: decision.refundMinor,
    plan: actions as StoredRefundAction[],
    createdAt: now,
    expiresAt: new Date(now.getTime() + CANCEL_QUOTE_TTL_MS),
  });
  const policy = row.cancellationPolicy as { policy: string; description?: string };
  return {
    type: 'HomesCancelQuoteSuccess',
    quoteId: quote.id,
    refund: refundPrice(actions, payments),
    policy: { policy: termsOf(row).policy, description: policy.description ?? '' },
    refundKind: decision.kind,
    breakdown: breakdownOf(actions, payments),
    paid: toFiat(payments.reduce((sum, p) => sum + p.amountMinor, 0)),
    expiresAt: quote.expiresAt.toISOString(),
  };
}

/** The trip, its quote and today's refund plan, checked against the quote; a 409 when they no longer match. */
async function confirmable(deps: Deps, db: DbOrTx, session: AuthSession, request: CancelConfirmRequest) {
  const row = await findUserReservation(db, session.userId, request.reservationId, true);
  if (!row) throw notFound('Trip');
  const quote = UUID.test(request.quoteId) ? await lockCancelQuote(db, request.quoteId) : undefined;
  if (!quote || quote.reservationId !== row.id || quote.userId !== session.userId) {
    throw conflict('QuoteNotFound', 'This cancellation quote is not valid for this trip. Please try again.');
  }
  if (quote.status === 'Used') throw conflict('QuoteUsed', 'This cancellation quote was already used.');
  const now = deps.clock.now();
  if (quote.expiresAt.getTime() <= now.getTime()) {
    throw conflict('QuoteExpired', 'This cancellation quote has expired. Please try again.');
  }
  const planned = plan(row, await listPayments(db, [row.id]), todayOf(deps.clock), now);
  const { decision } = planned;
  if (
    row.status !== quote.reservationStatus ||
    !decision.ok ||
    decision.kind !== quote.refundKind ||
    decision.refundMinor !== quote.refundMinor
  ) {
    throw conflict(
      'ReservationChanged',
      'This trip or its refund changed since the quote. Please try again.',
    );
  }
  return { row, quote, planned, now };
}

/**
 * POST homes/cancel/confirm: cancels exactly as quoted, or answers 409 so the guest asks for a new quote. The card
 * processor keeps its own books, so its refunds are asked for before the transaction (never from inside it),
 * each by a key of its payment: a retried or concurrent confirmation gets the same refund, never a second one.
 */
export async function confirmCancellation(
  deps: Deps,
  providers: CancelProviders,
  session: AuthSession,
  request: CancelConfirmRequest,
): Promise<CancelConfirmAnswer> {
  const before = await confirmable(deps, deps.db, session, request);
  const cardRefunds = await refundCards(providers, before.row, before.planned);
  return deps.db.transaction(async (tx) => {
    const { row, quote, planned, now } = await confirmable(deps, tx, session, request);
    assertTransition(RESERVATION, row.status, 'Cancelled');
    await markCancelQuoteUsed(tx, quote.id, now);
    // The nights go back on sale in the same transaction that cancels them.
    await deleteReservationHolds(tx, row.id);

    // A refund the card processor refuses does not undo the cancellation: the stay is cancelled with errors
    // and support completes that refund (spec §4 CancelledWithErrors).
    const refunded: RefundAction[] = [];
    let failed = false;
    for (const action of planned.actions) {
      const payment = planned.payments.find((p) => p.id === action.paymentId);
      if (!payment) throw new Error(`Refund plan names unknown payment ${action.paymentId}`);
      if (await applyRefund({ tx, cardRefunds, reservation: row, payment, action, now }))
        refunded.push(action);
      else failed = true;
    }
    const status = failed ? 'CancelledWithErrors' : 'Cancelled';
    assertTransition(RESERVATION, row.status, status);
    const cancelled = await markReservationCancelled(tx, row.id, status, now);
    const [trip] = await homeTrips(tx, [cancelled], todayOf(deps.clock));
    if (!trip) throw new Error(`Cancelled reservation ${row.id} could not be read back`);
    await queueEmail(tx, deps.jobs, { toAddress: row.email, ...cancellationEmail(trip) });
    return { status: 'Cancelled', refund: refundPrice(refunded, planned.payments), trip };
  });
}
