/** Fulfilment sessions: schedule checks the quote and payments; the first poll books (spec §4 steps 5 and 6). */
import type {
  CheckoutError,
  FulfilPollAnswer,
  FulfilScheduleRequest,
  Payment,
} from '@portal/contracts/purchase';
import { assertTransition, FULFILMENT } from '@portal/domain/lifecycles';
import type { AppDeps } from '../deps.ts';
import type { AuthSession } from '../plugins/auth.ts';
import { notFound } from '../plugins/errors.ts';
import { sha256 } from '../lib/secrets.ts';
import type { FulfilSessionStatus } from '@portal/domain/enums';
import { retryOnConflict } from '@portal/db/transaction-retry';
import { book } from './fulfil-booking.ts';
import {
  authorizeIntents,
  recordIntents,
  settleSessionIntents,
  type PurchaseProviders,
} from './fulfil-intents.ts';
import { paymentTermsOf, planPayments } from './fulfil-payments.ts';
import { askSupplier } from './supplier-step.ts';
import {
  checkoutError,
  CheckoutFailure,
  DISCARDED_QUOTE,
  EXPIRED_FULFIL,
  EXPIRED_QUOTE,
  fail,
} from './purchase-errors.ts';
import { derivedToken } from './purchase-tokens.ts';
import { runScheduleValidators } from './validators/checkout-validator.ts';
import {
  findFulfilSession,
  findFulfilSessionByQuote,
  findQuoteSession,
  findQuoteSessionById,
  attachSessionBooking,
  finishFulfilSession,
  insertFulfilSession,
  lockFulfilSession,
  type FulfilSessionRow,
  type QuoteSessionRow,
} from './purchase.repository.ts';
import { isExpired } from './quote.service.ts';
import { approvalStatesOf } from '../modules/approvals/approval-views.service.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'products' | 'checkoutValidators'>;

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
  let records: Awaited<ReturnType<typeof runScheduleValidators>> = [];
  if (!problem && quote.totalMinor !== null && quote.quote) {
    const line = deps.products.get(quote.productLine);
    // The request's own rules (policy, ...) refuse with a 4xx before anything is written.
    records = await runScheduleValidators(deps.checkoutValidators, {
      db: deps.db,
      session,
      quoteSession: quote,
      quote: quote.quote,
      line,
      request: body,
      now,
    });
    const terms = paymentTermsOf(line, {
      totalMinor: quote.totalMinor,
      quote: quote.quote,
    });
    try {
      await planPayments(deps.db, session, body.payments, terms, now, false, 'schedule');
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
  } else if (row) {
    for (const record of records) await record(deps.db);
  }
  return { value: token };
}

/** Ends a Pending session in Failure (a no-op when another attempt already ended it). */
async function failSession(db: Deps['db'], id: string, error: CheckoutError): Promise<void> {
  assertTransition(FULFILMENT, 'Pending', 'Failure');
  await finishFulfilSession(db, id, { status: 'Failure', errors: [error] });
}

/**
 * Books a Pending session: payment intents committed, rewards and card authorized, then the booking transaction
 * (the session row locked in it, so concurrent polls of one session book once), then captures. A CheckoutFailure
 * ends the session and voids what was authorized. Any other error leaves the intents for the next poll (which
 * reuses their keys, so nothing is authorized twice) or, if none comes, for the recovery sweep. How the intents
 * are settled is read back from the database, so it is right whichever attempt or process ended the session.
 * A line with a supplier step commits its booking PendingConfirm with the session still Pending, then asks its
 * supplier (supplier-step.ts), which ends the session and settles the intents once the supplier decides.
 */
async function runFulfilment(
  deps: Deps,
  providers: PurchaseProviders,
  session: AuthSession,
  fulfil: FulfilSessionRow,
): Promise<void> {
  const now = deps.clock.now();
  let ended: FulfilSessionStatus = 'Pending';
  try {
    if (isExpired(fulfil, now)) throw new CheckoutFailure(EXPIRED_FULFIL);
    const quote = await findQuoteSessionById(deps.db, fulfil.quoteSessionId);
    if (!quote) throw new Error(`Fulfil session ${fulfil.id} names a missing quote`);
    if (quote.totalMinor === null || !quote.quote)
      throw fail('ErrorCode', 'QuoteError', 'No price quote order product id avaialble');
    const payments = fulfil.payments as Payment[];
    const line = deps.products.get(quote.productLine);
    const terms = paymentTermsOf(line, { totalMinor: quote.totalMinor, quote: quote.quote });
    const plan = await planPayments(deps.db, session, payments, terms, now, false);
    const intents = await recordIntents(deps.db, fulfil.id, plan);
    const authorized = await authorizeIntents(providers, fulfil.id, intents, plan);
    let awaitingSupplier: string | null = null;
    let awaitingApproval = false;
    ended = await retryOnConflict(() =>
      deps.db.transaction(async (tx) => {
        const locked = await lockFulfilSession(tx, fulfil.id);
        if (!locked || locked.status !== 'Pending' || locked.bookingId) return locked?.status ?? 'Failure';
        const booked = await book({
          tx,
          session,
          fulfil: locked,
          quote,
          now,
          authorized,
          jobs: deps.jobs,
          products: deps.products,
        });
        const { bookingId } = booked;
        // Held for approval: the session succeeds (the traveler sees "Pending approval"); the payments stay
        // authorized and the supplier is not asked until an admin approves (checkout/approval-decision.ts).
        awaitingApproval = booked.awaitingApproval;
        if (line.supplier && !awaitingApproval) {
          await attachSessionBooking(tx, locked.id, bookingId);
          awaitingSupplier = bookingId;
          return 'Pending' as const;
        }
        assertTransition(FULFILMENT, 'Pending', 'Success');
        await finishFulfilSession(tx, locked.id, { status: 'Success', bookingId });
        return 'Success' as const;
      }),
    );
    if (awaitingSupplier) await askSupplierNow(deps, providers, awaitingSupplier);
    if (awaitingApproval) return;
  } catch (error) {
    if (!(error instanceof CheckoutFailure)) throw error;
    await failSession(deps.db, fulfil.id, error.error);
    ended = 'Failure';
  }
  await settleSessionIntents(deps.db, providers, fulfil.id, ended);
}

/**
 * Asks the supplier at once, the guest waiting; an answer that decides ends the session and settles its intents.
 * The booking has committed, so a supplier that errors leaves it to the recovery sweep rather than failing it.
 */
async function askSupplierNow(deps: Deps, providers: PurchaseProviders, bookingId: string): Promise<void> {
  try {
    await askSupplier(deps, providers, bookingId, { guestWaiting: true, giveUpAfterMs: null });
  } catch {
    // Asked again by the sweep within a minute (askPendingSuppliers).
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
  // A Pending session that names its booking waits for the supplier, who is asked by the recovery sweep.
  if (row.status === 'Pending' && !row.bookingId) {
    await runFulfilment(deps, providers, session, row);
    row = (await findFulfilSession(deps.db, session.userId, sha256(token))) ?? row;
  }
  if (row.status === 'Success' && row.bookingId && row.productLine) {
    const line = deps.products.get(row.productLine);
    // The line's fulfillment is its contract's shape; the answer's schema checks it on the way out.
    const fulfillment = (await line.fulfillment(deps.db, row.bookingId)) as FulfilPollAnswer['fulfillment'];
    const approval = (await approvalStatesOf(deps.db, [row.bookingId])).get(row.bookingId);
    return { FulfillResponse: 'Success', fulfillment, ...(approval ? { approval } : {}) };
  }
  if (row.status === 'Failure')
    return { FulfillResponse: 'Failure', errors: (row.errors ?? []) as CheckoutError[] };
  return { FulfillResponse: 'Pending' };
}
