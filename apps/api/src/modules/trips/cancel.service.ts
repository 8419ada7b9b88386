/**
 * Cancelling a booking: a quote says what the booked terms refund today, and confirming it cancels in one
 * transaction: the booking, its inventory (given back by its product line), every refund row and ledger row, and
 * the email. The line supplies the dates, terms and words; the refunds are the engine's.
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
import type { BookingRow } from '../../checkout/bookings.repository.ts';
import { findUserBooking } from '../../checkout/bookings.service.ts';
import type { CancellationBasis, ProductLine } from '../../checkout/product-line.ts';
import { todayOf } from '../../lib/today.ts';
import { settleCancellation } from './cancel-settle.ts';
import { refundCards, type CancelProviders } from './refunds.ts';
import { bookedPaymentOf, rewardsOf } from './trip-mapping.ts';
import {
  insertCancelQuote,
  listPayments,
  lockCancelQuote,
  markCancelQuoteUsed,
  type TripPaymentRow,
} from './trips.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'products'>;

/** A cancel quote can be confirmed for this long; after that the guest asks again. */
export const CANCEL_QUOTE_TTL_MS = 15 * 60 * 1000;

const FAILURE_MESSAGES: Record<CancelQuoteFailureReason, string> = {
  ContactSupport: 'This reservation cannot be cancelled online. Please contact support to cancel it.',
  AlreadyCancelled: 'This reservation has already been cancelled.',
  PastStay:
    'This stay has already started or ended, so it cannot be cancelled online. Please contact support.',
  Pending: 'This reservation is still being processed. Please try again in a few minutes.',
};

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function conflict(code: keyof typeof CancelConflictCode, message: string): ApiError {
  return new ApiError(409, CancelConflictCode[code], message);
}

type Planned = {
  decision: CancelQuoteDecision;
  actions: RefundAction[];
  payments: TripPaymentRow[];
  basis: CancellationBasis;
};

function plan(
  row: BookingRow,
  basis: CancellationBasis,
  payments: TripPaymentRow[],
  today: string,
  now: Date,
): Planned {
  const decision = decideCancellation({
    status: row.status,
    from: basis.from,
    until: basis.until,
    today,
    terms: basis.terms,
    paidMinor: payments.reduce((sum, p) => sum + p.amountMinor, 0),
  });
  if (!decision.ok) return { decision, actions: [], payments, basis };
  const offer = payments.find((p) => p.kind === 'TravelWalletOffer');
  const offerStillValid = !offer?.offerExpiresAt || offer.offerExpiresAt.getTime() > now.getTime();
  const actions = planRefund({
    refundMinor: decision.refundMinor,
    payments: payments.map(bookedPaymentOf),
    offerStillValid,
  });
  return { decision, actions, payments, basis };
}

/**
 * The user's booking of this line with this confirmation code; another user's, or another line's, answers
 * nothing, exactly like an unknown code.
 */
async function findBookingOfLine(
  db: DbOrTx,
  line: ProductLine,
  userId: string,
  confirmationCode: string,
  lock: boolean,
): Promise<BookingRow> {
  const row = await findUserBooking(db, userId, confirmationCode, lock);
  if (!row || row.productLine !== line.type) throw notFound('Trip');
  return row;
}

/** Today's plan for cancelling the booking, read in `db` (the cancelling transaction, when confirming). */
async function planFor(deps: Deps, db: DbOrTx, line: ProductLine, row: BookingRow, now: Date) {
  const basis = await line.cancellationTerms(db, row);
  return plan(row, basis, await listPayments(db, [row.id]), todayOf(deps.clock), now);
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

/** Exported for the flights line's cancel (flight-cancel.service.ts), which refunds the same way. */
export function breakdownOf(
  actions: readonly RefundAction[],
  payments: readonly TripPaymentRow[],
): RefundLine[] {
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

/** POST homes/cancel/quote (`line` is the route's product line). */
export async function quoteCancellation(
  deps: Deps,
  line: ProductLine,
  session: AuthSession,
  confirmationCode: string,
): Promise<CancelQuoteAnswer> {
  const row = await findBookingOfLine(deps.db, line, session.userId, confirmationCode, false);
  const now = deps.clock.now();
  const { decision, actions, payments, basis } = await planFor(deps, deps.db, line, row, now);
  if (!decision.ok) {
    return {
      type: 'HomesChangeQuoteFailure',
      reason: decision.reason,
      message: FAILURE_MESSAGES[decision.reason],
    };
  }
  const quote = await insertCancelQuote(deps.db, {
    bookingId: row.id,
    userId: session.userId,
    bookingStatus: row.status,
    refundKind: decision.kind,
    refundMinor: decision.refundMinor,
    plan: actions as StoredRefundAction[],
    createdAt: now,
    expiresAt: new Date(now.getTime() + CANCEL_QUOTE_TTL_MS),
  });
  return {
    type: 'HomesCancelQuoteSuccess',
    quoteId: quote.id,
    refund: refundPrice(actions, payments),
    policy: { policy: basis.terms.policy, description: basis.policyDescription },
    refundKind: decision.kind,
    breakdown: breakdownOf(actions, payments),
    paid: toFiat(payments.reduce((sum, p) => sum + p.amountMinor, 0)),
    ...(basis.chargeableAtHotelMinor === undefined
      ? {}
      : { chargeableAtHotel: toFiat(basis.chargeableAtHotelMinor) }),
    expiresAt: quote.expiresAt.toISOString(),
  };
}

/** The trip, its quote and today's refund plan, checked against the quote; a 409 when they no longer match. */
async function confirmable(
  deps: Deps,
  db: DbOrTx,
  line: ProductLine,
  session: AuthSession,
  request: CancelConfirmRequest,
) {
  const row = await findBookingOfLine(db, line, session.userId, request.reservationId, true);
  const quote = UUID.test(request.quoteId) ? await lockCancelQuote(db, request.quoteId) : undefined;
  if (!quote || quote.bookingId !== row.id || quote.userId !== session.userId) {
    throw conflict('QuoteNotFound', 'This cancellation quote is not valid for this trip. Please try again.');
  }
  if (quote.status === 'Used') throw conflict('QuoteUsed', 'This cancellation quote was already used.');
  const now = deps.clock.now();
  if (quote.expiresAt.getTime() <= now.getTime()) {
    throw conflict('QuoteExpired', 'This cancellation quote has expired. Please try again.');
  }
  const planned = await planFor(deps, db, line, row, now);
  const { decision } = planned;
  if (
    row.status !== quote.bookingStatus ||
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
  line: ProductLine,
  providers: CancelProviders,
  session: AuthSession,
  request: CancelConfirmRequest,
): Promise<CancelConfirmAnswer> {
  const before = await confirmable(deps, deps.db, line, session, request);
  const cardRefunds = await refundCards(providers, before.row, before.planned);
  return deps.db.transaction(async (tx) => {
    const { row, quote, planned, now } = await confirmable(deps, tx, line, session, request);
    assertTransition(RESERVATION, row.status, 'Cancelled');
    await markCancelQuoteUsed(tx, quote.id, now);
    const { refunded } = await settleCancellation(deps, tx, line, {
      booking: row,
      actions: planned.actions,
      payments: planned.payments,
      cardRefunds,
      refundText: planned.basis.refundText,
      now,
    });
    const [trip] = await line.loadTrips(tx, [row.id], todayOf(deps.clock));
    if (!trip) throw new Error(`Cancelled booking ${row.id} could not be read back`);
    // The line's trip is its contract's shape; the answer's schema checks it on the way out.
    return {
      status: 'Cancelled',
      refund: refundPrice(refunded, planned.payments),
      trip,
    } as CancelConfirmAnswer;
  });
}
