/**
 * flights/cancel/quote and flights/cancel/confirm (issue 14 "After booking"). The fare decides (flight-cancel.ts),
 * not a stay's policy, so flights do not go through cancel.service.ts; the money moves the same way, though: a
 * refund goes back to the original payments through refunds.ts, and a credit outcome leaves an airline travel
 * credit instead. Confirm decides again with the same rules, inside the cancelling transaction. The airline is asked
 * first (the line's supplierCancel): an airline that answers "cancel requested" leaves the cancellation pending,
 * nothing refunded, until the cancel sweep (flight-cancel-sweep.ts) finishes it.
 */
import type {
  FlightCancelConfirmAnswer,
  FlightCancelConfirmRequest,
  FlightCancelQuoteAnswer,
} from '@portal/contracts/flight-trips';
import { FlightCancelConflictCode } from '@portal/contracts/flight-trips';
import { CancelConflictCode } from '@portal/contracts/trips';
import type { DbOrTx } from '@portal/db/client';
import type { StoredRefundAction } from '@portal/db/schema/trips';
import { CANCEL_FALLBACK_WORDING } from '@portal/domain/flights/cancel-outcome';
import { toFiat } from '@portal/domain/money';
import type { AppDeps } from '../../deps.ts';
import type { BookingRow } from '../../checkout/bookings.repository.ts';
import { findUserBooking } from '../../checkout/bookings.service.ts';
import type { ProductLine, SupplierCancelAnswer } from '../../checkout/product-line.ts';
import { breakdownOf, CANCEL_QUOTE_TTL_MS, UUID } from '../../modules/trips/cancel.service.ts';
import {
  insertCancelQuote,
  lockCancelQuote,
  markCancelQuoteUsed,
  refundCards,
  type CancelProviders,
} from '../../modules/trips/refunds.service.ts';
import { ApiError, notFound } from '../../plugins/errors.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { fallbackMessage, flightCancelQuoteAnswer, validatingAirline } from './flight-cancel.ts';
import { findPendingCancellation, insertPendingCancellation } from './flight-cancellations.repository.ts';
import { planFor, refundKindOf, settleFlightCancel } from './flight-cancel-settle.ts';
import { loadFlightTrips } from './flight-trips.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs'>;

const CANCELLED = new Set(['Cancelled', 'CancelledWithErrors']);

/** The user's flight booking; another user's, or another line's, is answered like an unknown code. */
async function findFlight(db: DbOrTx, line: ProductLine, userId: string, code: string, lock: boolean) {
  const row = await findUserBooking(db, userId, code, lock);
  if (!row || row.productLine !== line.type) throw notFound('Trip');
  return row;
}

/** Today's decision, pending when the airline has not finished a cancellation it took. */
async function planNow(db: DbOrTx, row: BookingRow, now: Date) {
  return planFor(db, row, now, (await findPendingCancellation(db, row.id)) !== undefined);
}

/** POST flights/cancel/quote. */
export async function quoteFlightCancellation(
  deps: Deps,
  line: ProductLine,
  session: AuthSession,
  code: string,
): Promise<FlightCancelQuoteAnswer> {
  const row = await findFlight(deps.db, line, session.userId, code, false);
  // A cancelled booking whose ticket state lagged (CancelledWithErrors) must not be offered a quote.
  if (CANCELLED.has(row.status)) {
    return {
      type: 'FlightCancelUnavailable',
      outcome: 'contact_customer_service',
      fallback: 'NotAllowed',
      message: `${CANCEL_FALLBACK_WORDING.NotAllowed}: This flight is already cancelled.`,
    };
  }
  const now = deps.clock.now();
  const planned = await planNow(deps.db, row, now);
  const expiresAt = new Date(now.getTime() + CANCEL_QUOTE_TTL_MS);
  if (planned.decision.fallback !== null || planned.decision.outcome === 'cancellation_pending') {
    return flightCancelQuoteAnswer(planned.facts, planned.decision, {
      quoteId: '',
      expiresAt,
      breakdown: [],
    });
  }
  const quote = await insertCancelQuote(deps.db, {
    bookingId: row.id,
    userId: session.userId,
    bookingStatus: row.status,
    refundKind: refundKindOf(planned),
    refundMinor: planned.decision.money.refundMinor,
    plan: planned.actions as StoredRefundAction[],
    createdAt: now,
    expiresAt,
  });
  return flightCancelQuoteAnswer(planned.facts, planned.decision, {
    quoteId: quote.id,
    expiresAt: quote.expiresAt,
    breakdown: breakdownOf(planned.actions, planned.payments),
  });
}

/** The booking and its quote, decided again now; 409 when the rules refuse or the money moved since the quote. */
async function confirmable(
  deps: Deps,
  db: DbOrTx,
  line: ProductLine,
  session: AuthSession,
  request: FlightCancelConfirmRequest,
) {
  const row = await findFlight(db, line, session.userId, request.reservationId, true);
  if (CANCELLED.has(row.status)) {
    throw new ApiError(409, FlightCancelConflictCode.AlreadyCancelled, 'This flight is already cancelled.');
  }
  // The rules first: a flight that can no longer be cancelled online says why, whatever quote was sent.
  const now = deps.clock.now();
  const planned = await planFor(db, row, now, false);
  const { decision } = planned;
  if (decision.fallback !== null) {
    const airline = validatingAirline(planned.facts.reservation);
    // The error body is {code, message}: the message is the rule's, as the quote's FlightCancelUnavailable says.
    throw new ApiError(409, FlightCancelConflictCode.NotCancellable, fallbackMessage(decision, airline.name));
  }
  const quote = UUID.test(request.quoteId) ? await lockCancelQuote(db, request.quoteId) : undefined;
  if (!quote || quote.bookingId !== row.id || quote.userId !== session.userId) {
    throw new ApiError(
      409,
      CancelConflictCode.QuoteNotFound,
      'This cancellation quote is not valid for this trip. Please try again.',
    );
  }
  if (quote.status === 'Used') {
    throw new ApiError(409, CancelConflictCode.QuoteUsed, 'This cancellation quote was already used.');
  }
  if (quote.expiresAt.getTime() <= now.getTime()) {
    throw new ApiError(409, CancelConflictCode.QuoteExpired, 'This cancellation quote has expired.');
  }
  if (
    row.status !== quote.bookingStatus ||
    refundKindOf(planned) !== quote.refundKind ||
    decision.money.refundMinor !== quote.refundMinor
  ) {
    throw new ApiError(
      409,
      CancelConflictCode.ReservationChanged,
      'This trip or its refund changed since the quote. Please try again.',
    );
  }
  return { quote, planned, now };
}

/**
 * The pending answer when the airline is still processing a cancellation of this booking: a second request (a
 * double click, another tab) answers it again and moves nothing.
 */
async function pendingAnswer(
  db: DbOrTx,
  line: ProductLine,
  session: AuthSession,
  code: string,
  now: Date,
  lock: boolean,
): Promise<FlightCancelConfirmAnswer | null> {
  const row = await findFlight(db, line, session.userId, code, lock);
  if (!(await findPendingCancellation(db, row.id))) return null;
  const [trip] = await loadFlightTrips(db, [row.id], now);
  if (!trip) throw new Error(`Flight ${row.id} could not be read back`);
  return {
    status: 'CancellationPending',
    outcome: 'cancellation_pending',
    refund: toFiat(0),
    credit: null,
    trip,
  };
}

/** The airline's answer to cancelling the booking; a refusal answers 409 with whom to contact. */
async function askAirline(line: ProductLine, db: DbOrTx, booking: BookingRow, now: Date) {
  const answer: SupplierCancelAnswer = line.supplierCancel
    ? await line.supplierCancel.cancel(db, { booking, requestedAt: now, now })
    : { kind: 'Cancelled' };
  if (answer.kind === 'Refused') {
    const airline = validatingAirline((await planFor(db, booking, now, false)).facts.reservation);
    throw new ApiError(
      409,
      FlightCancelConflictCode.NotCancellable,
      `${airline.name} did not cancel this ticket, so nothing changed. Please contact ${airline.name}.`,
    );
  }
  return answer;
}

/**
 * POST flights/cancel/confirm. The airline first, then the card refunds are asked of the processor before the
 * transaction (keyed by payment, so a retry refunds once), as cancel.service.ts does; everything else happens in
 * one transaction. An airline that answers "cancel requested" gets the pending cancellation recorded instead.
 */
export async function confirmFlightCancellation(
  deps: Deps,
  line: ProductLine,
  providers: CancelProviders,
  session: AuthSession,
  request: FlightCancelConfirmRequest,
): Promise<FlightCancelConfirmAnswer> {
  const already = await pendingAnswer(deps.db, line, session, request.reservationId, deps.clock.now(), false);
  if (already) return already;
  const before = await confirmable(deps, deps.db, line, session, request);
  const airline = await askAirline(line, deps.db, before.planned.row, before.now);
  if (airline.kind === 'Pending') {
    return deps.db.transaction(async (tx) => {
      const raced = await pendingAnswer(tx, line, session, request.reservationId, before.now, true);
      if (raced) return raced;
      const { quote, planned, now } = await confirmable(deps, tx, line, session, request);
      await markCancelQuoteUsed(tx, quote.id, now);
      await insertPendingCancellation(tx, { bookingId: planned.row.id, quoteId: quote.id, requestedAt: now });
      return (await pendingAnswer(tx, line, session, request.reservationId, now, true))!;
    });
  }
  const cardRefunds = await refundCards(providers, before.planned.row, before.planned);
  return deps.db.transaction(async (tx) => {
    const { quote, planned, now } = await confirmable(deps, tx, line, session, request);
    await markCancelQuoteUsed(tx, quote.id, now);
    const refundedMinor = await settleFlightCancel(deps, tx, line, planned, cardRefunds, now);
    const [trip] = await loadFlightTrips(tx, [planned.row.id], now);
    if (!trip) throw new Error(`Cancelled flight ${planned.row.id} could not be read back`);
    return {
      status: 'Cancelled',
      outcome: planned.decision.outcome,
      refund: toFiat(refundedMinor),
      credit: trip.credit,
      trip,
    };
  });
}
