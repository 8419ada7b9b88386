/** Fulfilment sessions: schedule checks the quote and payments; the first poll books (spec §4 steps 5 and 6). */
import type { CheckoutError, FulfilPollAnswer, FulfilScheduleRequest } from '@portal/contracts/purchase';
import { assertTransition, FULFILMENT } from '@portal/domain/lifecycles';
import type { AppDeps } from '../../app.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/errors.ts';
import { sha256 } from '../session/session-tokens.ts';
import { book, type PurchaseProviders, type Undo } from './fulfil-booking.ts';
import { planPayments } from './fulfil-payments.ts';
import {
  checkoutError,
  CheckoutFailure,
  DISCARDED_QUOTE,
  EXPIRED_FULFIL,
  EXPIRED_QUOTE,
} from './purchase-errors.ts';
import { derivedToken } from './purchase-tokens.ts';
import {
  findFulfilSession,
  findFulfilSessionByQuote,
  findQuoteSession,
  findQuoteSessionById,
  finishFulfilSession,
  insertFulfilSession,
  lockFulfilSession,
  type FulfilSessionRow,
  type QuoteSessionRow,
} from './purchase.repository.ts';
import { isExpired } from './quote.service.ts';
import { toReservation } from './reservation-mapping.ts';
import { findReservation } from './reservations.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** A booking left unpolled this long is abandoned: its poll answers ExpiredFulfillToken instead of booking. */
export const FULFIL_TTL_MS = 15 * 60_000;

/** Why a quote cannot be booked at all, before looking at the payments; null when it can. */
function quoteProblem(quote: QuoteSessionRow, now: Date): CheckoutError | null {
  if (quote.status === 'Discarded') return DISCARDED_QUOTE;
  if (isExpired(quote, now)) return EXPIRED_QUOTE;
  if (quote.status !== 'Success')
    return checkoutError('ErrorCode', 'QuoteError', 'The quote did not succeed.');
  if (!quote.mainGuest)
    return checkoutError('CartValidationError', 'InvalidPassengers', 'No guest specified');
  return null;
}

/**
 * POST purchase/fulfill/schedule. The fulfil token is derived from the quote token and a quote has at most
 * one fulfil session (UNIQUE), so a double submit answers the first booking's token and never books twice.
 */
export async function scheduleFulfil(
  deps: Deps,
  session: AuthSession,
  body: FulfilScheduleRequest,
): Promise<{ value: string }> {
  const quoteToken = body.quoteToken.value;
  const quote = await findQuoteSession(deps.db, session.userId, sha256(quoteToken));
  if (!quote) throw notFound('Quote session');
  const token = derivedToken('fulfil', quoteToken);
  if (await findFulfilSessionByQuote(deps.db, quote.id)) return { value: token };

  const now = deps.clock.now();
  let problem = quoteProblem(quote, now);
  if (!problem && quote.totalMinor !== null) {
    try {
      await planPayments(deps.db, session, body.payments, quote.totalMinor, now, false);
    } catch (error) {
      if (!(error instanceof CheckoutFailure)) throw error;
      problem = error.error;
    }
  }
  const row = await insertFulfilSession(deps.db, {
    tokenHash: sha256(token),
    quoteSessionId: quote.id,
    userId: session.userId,
    payments: body.payments,
    createdAt: now,
    expiresAt: new Date(now.getTime() + FULFIL_TTL_MS),
  });
  // null: a concurrent schedule of the same quote inserted first; its token is this token.
  if (row && problem) {
    assertTransition(FULFILMENT, 'Pending', 'Failure');
    await finishFulfilSession(deps.db, row.id, { status: 'Failure', errors: [problem] });
  }
  return { value: token };
}

async function runUndo(undo: Undo): Promise<void> {
  for (const step of undo.splice(0).reverse()) await step();
}

/**
 * Books a Pending session. The session row is locked for the whole transaction, so concurrent polls of one
 * session book once. The booking runs in a savepoint: a CheckoutFailure rolls back everything it wrote and
 * the session records the failure in the same transaction.
 */
async function runFulfilment(
  deps: Deps,
  providers: PurchaseProviders,
  session: AuthSession,
  fulfil: FulfilSessionRow,
): Promise<void> {
  const undo: Undo = [];
  try {
    await deps.db.transaction(async (tx) => {
      const locked = await lockFulfilSession(tx, fulfil.id);
      if (!locked || locked.status !== 'Pending') return;
      const now = deps.clock.now();
      if (isExpired(locked, now)) {
        assertTransition(FULFILMENT, 'Pending', 'Failure');
        await finishFulfilSession(tx, locked.id, { status: 'Failure', errors: [EXPIRED_FULFIL] });
        return;
      }
      const quote = await findQuoteSessionById(tx, locked.quoteSessionId);
      if (!quote) throw new Error(`Fulfil session ${locked.id} names a missing quote`);
      try {
        await tx.transaction(async (sp) => {
          const reservationId = await book({ tx: sp, providers, session, fulfil: locked, quote, now, undo });
          assertTransition(FULFILMENT, 'Pending', 'Success');
          await finishFulfilSession(sp, locked.id, { status: 'Success', reservationId });
        });
      } catch (error) {
        if (!(error instanceof CheckoutFailure)) throw error;
        await runUndo(undo);
        assertTransition(FULFILMENT, 'Pending', 'Failure');
        await finishFulfilSession(tx, locked.id, { status: 'Failure', errors: [error.error] });
      }
    });
  } catch (error) {
    // The transaction did not commit: nothing was booked, so nothing may stay charged or redeemed.
    await runUndo(undo);
    throw error;
  }
}

/** POST purchase/fulfill/poll: books on the first poll of a Pending session, then reports its outcome. */
export async function pollFulfil(
  deps: Deps,
  providers: PurchaseProviders,
  session: AuthSession,
  token: string,
): Promise<FulfilPollAnswer> {
  let row = await findFulfilSession(deps.db, session.userId, sha256(token));
  if (!row) throw notFound('Fulfil session');
  if (row.status === 'Pending') {
    await runFulfilment(deps, providers, session, row);
    row = (await findFulfilSession(deps.db, session.userId, sha256(token))) ?? row;
  }
  if (row.status === 'Success' && row.reservationId) {
    const reservation = await findReservation(deps.db, row.reservationId);
    if (reservation) {
      return {
        FulfillResponse: 'Success',
        fulfillment: { type: 'Homes', value: { reservation: await toReservation(deps.db, reservation) } },
      };
    }
  }
  if (row.status === 'Failure')
    return { FulfillResponse: 'Failure', errors: (row.errors ?? []) as CheckoutError[] };
  return { FulfillResponse: 'Pending' };
}
