/**
 * flights/cancel/quote and flights/cancel/confirm (issue 14 "After booking"). The fare decides (flight-cancel.ts),
 * not a stay's policy, so flights do not go through cancel.service.ts; the money moves the same way, though: a
 * refund goes back to the original payments through refunds.ts, and a credit outcome leaves an airline travel
 * credit instead. Confirm decides again with the same rules, inside the cancelling transaction.
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
import { CANCEL_FALLBACK_WORDING, type CancelDecision } from '@portal/domain/flights/cancel-outcome';
import { defaultFtcExpiry } from '@portal/domain/flights/travel-credit';
import { assertTransition, RESERVATION } from '@portal/domain/lifecycles';
import { toFiat } from '@portal/domain/money';
import { planRefund, type RefundAction } from '@portal/domain/trips';
import type { AppDeps } from '../../deps.ts';
import type { BookingRow } from '../../checkout/bookings.repository.ts';
import { cancelBooking, findUserBooking } from '../../checkout/bookings.service.ts';
import type { ProductLine } from '../../checkout/product-line.ts';
import { todayOf } from '../../lib/today.ts';
import { breakdownOf, CANCEL_QUOTE_TTL_MS, UUID } from '../../modules/trips/cancel.service.ts';
import {
  applyRefund,
  bookedPaymentOf,
  insertCancelQuote,
  listPayments,
  lockCancelQuote,
  markCancelQuoteUsed,
  refundCards,
  type CancelProviders,
  type TripPaymentRow,
} from '../../modules/trips/refunds.service.ts';
import { queueEmail } from '../../modules/outbox/outbox.service.ts';
import { ApiError, notFound } from '../../plugins/errors.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { setTicket } from './flight-bookings.repository.ts';
import {
  fallbackMessage,
  flightCancelDecision,
  flightCancelQuoteAnswer,
  validatingAirline,
  type FlightCancelFacts,
} from './flight-cancel.ts';
import { flightReservationOf } from './flight-reservation.ts';
import { insertCredit } from './flight-trips.repository.ts';
import { loadFlightTrips } from './flight-trips.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs'>;

const CANCELLED = new Set(['Cancelled', 'CancelledWithErrors']);

type Planned = {
  row: BookingRow;
  facts: FlightCancelFacts;
  decision: CancelDecision;
  payments: TripPaymentRow[];
  actions: RefundAction[];
};

/** The user's flight booking; another user's, or another line's, is answered like an unknown code. */
async function findFlight(db: DbOrTx, line: ProductLine, userId: string, code: string, lock: boolean) {
  const row = await findUserBooking(db, userId, code, lock);
  if (!row || row.productLine !== line.type) throw notFound('Trip');
  return row;
}

/** Today's decision for the booking and, when it refunds money, which payments get how much back. */
async function planFor(db: DbOrTx, row: BookingRow, now: Date): Promise<Planned> {
  const reservation = await flightReservationOf(db, row.id);
  const payments = await listPayments(db, [row.id]);
  const facts: FlightCancelFacts = {
    reservation,
    paidMinor: payments.reduce((sum, p) => sum + p.amountMinor, 0),
    purchasedAtMs: row.createdAt.getTime(),
    nowMs: now.getTime(),
    cancellationPending: false,
  };
  const decision = flightCancelDecision(facts);
  const refundMinor = decision.fallback === null ? decision.money.refundMinor : 0;
  const offer = payments.find((p) => p.kind === 'TravelWalletOffer');
  const actions =
    refundMinor > 0
      ? planRefund({
          refundMinor,
          payments: payments.map(bookedPaymentOf),
          offerStillValid: !offer?.offerExpiresAt || offer.offerExpiresAt.getTime() > now.getTime(),
        })
      : [];
  return { row, facts, decision, payments, actions };
}

function refundKindOf(p: Planned) {
  const { refundMinor } = p.decision.money;
  return refundMinor === 0 ? 'None' : refundMinor >= p.facts.paidMinor ? 'Full' : 'Partial';
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
  const planned = await planFor(deps.db, row, now);
  const expiresAt = new Date(now.getTime() + CANCEL_QUOTE_TTL_MS);
  if (planned.decision.fallback !== null) {
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
  const planned = await planFor(db, row, now);
  const { decision } = planned;
  if (decision.fallback !== null || decision.outcome === 'cancellation_pending') {
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
 * POST flights/cancel/confirm. Card refunds are asked of the processor before the transaction (keyed by payment,
 * so a retry refunds once), as cancel.service.ts does; everything else happens in one transaction.
 */
export async function confirmFlightCancellation(
  deps: Deps,
  line: ProductLine,
  providers: CancelProviders,
  session: AuthSession,
  request: FlightCancelConfirmRequest,
): Promise<FlightCancelConfirmAnswer> {
  const before = await confirmable(deps, deps.db, line, session, request);
  const cardRefunds = await refundCards(providers, before.planned.row, before.planned);
  return deps.db.transaction(async (tx) => {
    const { quote, planned, now } = await confirmable(deps, tx, line, session, request);
    const { row, decision, facts } = planned;
    assertTransition(RESERVATION, row.status, 'Cancelled');
    await markCancelQuoteUsed(tx, quote.id, now);
    await line.release(tx, row.id);

    const text = `Refund for cancelled flight ${row.confirmationCode}`;
    let refundedMinor = 0;
    let failed = false;
    for (const action of planned.actions) {
      const payment = planned.payments.find((p) => p.id === action.paymentId);
      if (!payment) throw new Error(`Refund plan names unknown payment ${action.paymentId}`);
      if (await applyRefund({ tx, cardRefunds, booking: row, text, payment, action, now })) {
        refundedMinor += action.amountMinor;
      } else failed = true;
    }
    if (decision.money.creditMinor > 0) {
      await insertCredit(tx, {
        userId: row.userId,
        bookingId: row.id,
        airlineCode: validatingAirline(facts.reservation).code,
        amountMinor: decision.money.creditMinor,
        currency: decision.money.currency,
        issuedAt: now,
        expiresAt: new Date(defaultFtcExpiry(facts.purchasedAtMs)),
      });
    }
    // A refused card refund does not undo the cancellation: support completes it (spec §4 CancelledWithErrors).
    await cancelBooking(tx, row, failed ? 'CancelledWithErrors' : 'Cancelled', now);
    await setTicket(tx, row.id, 'Canceled', facts.reservation.recordLocator ?? null);
    await queueEmail(tx, deps.jobs, {
      toAddress: row.email,
      ...(await line.cancellationEmail(tx, row.id, todayOf(deps.clock))),
    });
    const [trip] = await loadFlightTrips(tx, [row.id], now);
    if (!trip) throw new Error(`Cancelled flight ${row.id} could not be read back`);
    return {
      status: 'Cancelled',
      outcome: decision.outcome,
      refund: toFiat(refundedMinor),
      credit: trip.credit,
      trip,
    };
  });
}
