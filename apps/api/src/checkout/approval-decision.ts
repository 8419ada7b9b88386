/**
 * Deciding a booking held for approval (issue 15), for every product line. The booking was committed Received:
 * its inventory held by the line, its ledgers written, its card and rewards authorized but not captured, its
 * fulfil session Success. A decision is applied in one transaction that locks the request, so a concurrent
 * approve and deny (or a deny and the timeout) end with exactly one winner; the other answers a 409 with the rule.
 * - Approve: the booking is Confirmed (a line with a supplier step: PendingConfirm, and the supplier is asked
 *   as the engine does, supplier-step.ts); then its payments are captured.
 * - Deny or Expire: the booking fails, the line releases its inventory, the ledgers are given back; then the
 *   authorizations are voided. The traveler gets an email either way.
 * Money moves after the commit and is settled again by the recovery sweep if the process dies in between.
 */
import type { ApprovalAction, ApprovalStatus } from '@portal/domain/approvals';
import { decideApproval } from '@portal/domain/approvals';
import { assertTransition, RESERVATION } from '@portal/domain/lifecycles';
import type { AppDeps } from '../deps.ts';
import { ApiError, notFound } from '../plugins/errors.ts';
import { recordAudit } from '../modules/audit/audit.service.ts';
import { queueEmail } from '../modules/outbox/outbox.service.ts';
import {
  approvedEmail,
  deniedEmail,
  expiredEmail,
  factsOf,
  withdrawnEmail,
  lockApproval,
  recordDecision,
} from '../modules/approvals/approvals.service.ts';
import { findBooking, lockBooking, markBookingStatus } from './bookings.repository.ts';
import { settleSessionIntents, type PurchaseProviders } from './fulfil-intents.ts';
import { askSupplier, giveBackLedgers } from './supplier-step.ts';
import { findFulfilSessionByQuote } from './purchase.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'products'>;

export type ApprovalOrder = {
  approvalId: string;
  action: ApprovalAction;
  /** The admin deciding, scoped to their business; null for the timeout job and a withdrawal. */
  admin: { userId: string; businessId: string } | null;
  /** Withdraw: the traveler taking their own request back (another person's request is not found). */
  traveler?: { userId: string };
  comment: string | null;
};

/** 40910: the request was already decided otherwise (or has expired). */
export const APPROVAL_CONFLICT = 40910;

export async function applyApprovalDecision(
  deps: Deps,
  providers: PurchaseProviders,
  order: ApprovalOrder,
): Promise<{ status: ApprovalStatus; applied: boolean }> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const request = await lockApproval(tx, order.approvalId, order.admin?.businessId ?? null);
    if (order.traveler && request.userId !== order.traveler.userId) throw notFound('Approval request');
    const decision = decideApproval(request.status, order.action, {
      expiresAt: request.expiresAt ?? now,
      now,
    });
    if (decision.kind === 'AlreadyDone') return { status: decision.status, applied: false, booking: null };
    if (decision.kind === 'Conflict')
      throw new ApiError(409, APPROVAL_CONFLICT, decision.message, { status: decision.status });
    const booking = request.bookingId ? await lockBooking(tx, request.bookingId) : undefined;
    if (!booking) throw new Error(`Approval request ${request.id} has no booking`);
    const line = deps.products.get(booking.productLine);
    const facts = await factsOf(tx, request, booking);
    const next = decision.next as Exclude<ApprovalStatus, 'Pending'>;
    if (next === 'Approved') {
      const status = line.supplier ? 'PendingConfirm' : 'Confirmed';
      assertTransition(RESERVATION, booking.status, status);
      await markBookingStatus(tx, booking.id, status);
      await queueEmail(tx, deps.jobs, { toAddress: booking.email, ...approvedEmail(facts, order.comment) });
      // A line without a supplier is booked now; one with a supplier confirms once it answers (supplier-step).
      if (!line.supplier)
        await queueEmail(tx, deps.jobs, {
          toAddress: booking.email,
          ...(await line.confirmationEmail(tx, booking.id)),
        });
    } else {
      assertTransition(RESERVATION, booking.status, 'Failure');
      await markBookingStatus(tx, booking.id, 'Failure');
      // The inventory goes back on sale in the same transaction that fails the booking.
      await line.release(tx, booking.id);
      await giveBackLedgers(tx, booking, `Returned: booking ${booking.confirmationCode} was not approved`);
      await line.credits?.giveBack(tx, booking.id);
      const email =
        next === 'Denied'
          ? deniedEmail(facts, order.comment ?? '')
          : next === 'Withdrawn'
            ? withdrawnEmail(facts)
            : expiredEmail(facts);
      await queueEmail(tx, deps.jobs, { toAddress: booking.email, ...email });
    }
    await recordDecision(tx, request, {
      status: next,
      at: now,
      actorUserId: order.admin?.userId ?? order.traveler?.userId ?? null,
      comment: order.comment,
    });
    if (order.traveler)
      await recordAudit(tx, deps.clock, {
        actorUserId: order.traveler.userId,
        businessId: request.businessId,
        action: 'approval.withdraw',
        targetType: 'approvalRequest',
        targetId: request.id,
        before: { status: request.status, booking: booking.confirmationCode },
        after: { status: next },
      });
    if (order.admin)
      await recordAudit(tx, deps.clock, {
        actorUserId: order.admin.userId,
        businessId: order.admin.businessId,
        action: next === 'Approved' ? 'approval.approve' : 'approval.deny',
        targetType: 'approvalRequest',
        targetId: request.id,
        before: { status: request.status, booking: booking.confirmationCode },
        after: { status: next, comment: order.comment },
      });
    return { status: next, applied: true, booking };
  });
  if (outcome.applied && outcome.booking)
    await settleDecided(deps, providers, outcome.booking.id, outcome.status);
  return { status: outcome.status, applied: outcome.applied };
}

/** After the commit: capture (or ask the supplier first), or void. */
async function settleDecided(
  deps: Deps,
  providers: PurchaseProviders,
  bookingId: string,
  status: ApprovalStatus,
): Promise<void> {
  const booking = await findBooking(deps.db, bookingId);
  if (!booking?.quoteSessionId) return;
  const fulfil = await findFulfilSessionByQuote(deps.db, booking.quoteSessionId);
  if (!fulfil) return;
  if (status === 'Approved' && booking.status === 'PendingConfirm') {
    try {
      // Settles the intents itself once the supplier decides; unanswered, the recovery sweep asks again.
      await askSupplier(deps, providers, bookingId, { guestWaiting: false, giveUpAfterMs: null });
    } catch {
      // Asked again by the sweep within a minute (askPendingSuppliers).
    }
    return;
  }
  await settleSessionIntents(deps.db, providers, fulfil.id, status === 'Approved' ? 'Success' : 'Failure');
}
