/**
 * Recovery of fulfil sessions left Pending: a client that went away after scheduling, or a booking whose
 * process died. The booking and its session's outcome commit in one transaction, so a dead attempt leaves no
 * partial booking and releases its row lock; a session still Pending long after it was scheduled is settled
 * here: Success if its quote's booking did commit, otherwise a clear Failure, so no client polls for ever.
 * Then the payment intents of ended sessions that nobody settled (the process died between the commit and the
 * capture or void) are captured if their booking committed and voided otherwise: no money stays held or taken
 * without a booking. First, though, every booking still waiting for its supplier is asked again (supplier-step.ts):
 * confirmed, refused, or failed once the supplier has left it unanswered for the confirmation window.
 */
import { assertTransition, FULFILMENT } from '@portal/domain/lifecycles';
import type { AppDeps } from '../deps.ts';
import { settleIntent } from './fulfil-intents.ts';
import { findUnsettledPaymentIntents } from './payment-intents.repository.ts';
import { checkoutError } from './purchase-errors.ts';
import { askPendingSuppliers, SUPPLIER_CONFIRM_WINDOW_MS } from './supplier-step.ts';
import {
  claimStaleFulfilSessions,
  findBookingIdOfQuote,
  finishFulfilSession,
} from './purchase.repository.ts';

/** A booking takes well under a second; a session Pending and unlocked this long has no live attempt. */
export const FULFIL_STALE_MS = 2 * 60_000;
const BATCH = 50;

export const STALE_FULFIL = checkoutError(
  'Inactivity',
  'PollingTimeout',
  'The booking did not complete and nothing was booked. Please try again.',
);

export type RecoveryRound = {
  completed: number;
  failed: number;
  captured: number;
  voided: number;
  /** Bookings their supplier confirmed, or refused (or never answered), in this round. */
  supplierConfirmed: number;
  supplierRejected: number;
};

/**
 * Asks the suppliers of bookings still waiting, settles every stale Pending session, then every unsettled payment
 * intent; safe in several processes at once.
 */
export async function recoverStaleFulfilSessions(
  deps: Pick<AppDeps, 'db' | 'clock' | 'providers' | 'jobs' | 'products'>,
  staleMs: number = FULFIL_STALE_MS,
  supplierWindowMs: number = SUPPLIER_CONFIRM_WINDOW_MS,
): Promise<RecoveryRound> {
  const { providers } = deps;
  const asked = await askPendingSuppliers(deps, providers, supplierWindowMs);
  const round: RecoveryRound = {
    completed: 0,
    failed: 0,
    captured: 0,
    voided: 0,
    supplierConfirmed: asked.confirmed,
    supplierRejected: asked.rejected,
  };
  await settleStaleSessions(deps, staleMs, round);
  // Capture and void are idempotent at the provider, so two sweeps (or a sweep and the poll that ended the
  // session) settling one intent at once do no harm.
  for (;;) {
    const intents = await findUnsettledPaymentIntents(deps.db, BATCH);
    let settled = 0;
    for (const intent of intents) {
      const outcome = await settleIntent(deps.db, providers, intent, intent.sessionStatus);
      if (outcome === 'Captured') round.captured += 1;
      if (outcome === 'Voided') round.voided += 1;
      if (outcome !== 'CaptureFailed') settled += 1;
    }
    if (intents.length < BATCH || settled === 0) return round;
  }
}

async function settleStaleSessions(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  staleMs: number,
  round: RecoveryRound,
): Promise<void> {
  for (;;) {
    const olderThan = new Date(deps.clock.now().getTime() - staleMs);
    const claimed = await deps.db.transaction(async (tx) => {
      const rows = await claimStaleFulfilSessions(tx, olderThan, BATCH);
      for (const row of rows) {
        const bookingId = await findBookingIdOfQuote(tx, row.quoteSessionId);
        if (bookingId) {
          assertTransition(FULFILMENT, 'Pending', 'Success');
          await finishFulfilSession(tx, row.id, { status: 'Success', bookingId });
          round.completed += 1;
        } else {
          assertTransition(FULFILMENT, 'Pending', 'Failure');
          await finishFulfilSession(tx, row.id, { status: 'Failure', errors: [STALE_FULFIL] });
          round.failed += 1;
        }
      }
      return rows.length;
    });
    if (claimed < BATCH) return;
  }
}
