/**
 * Approval requests (issue 15): written at fulfil schedule when the traveler's tier needs approval, attached to
 * the booking in the booking transaction, decided by an admin of the business or expired by the timeout job.
 * The engine (checkout/approval-decision.ts) moves the booking and its money; this module keeps the requests,
 * their history and their emails.
 */
import type { FulfilScheduleRequest } from '@portal/contracts/purchase';
import type { DbOrTx, Tx } from '@portal/db/client';
import { approvalExpiresAt, isApprovalNeeded, type ApprovalStatus } from '@portal/domain/approvals';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/errors.ts';
import { queueEmail } from '../outbox/outbox.service.ts';
import { policyInUseOf } from '../user/user.service.ts';
import { approverEmail, requestedEmail, type ApprovalFacts } from './approval-emails.ts';
import {
  attachRequestBooking,
  findApprovers,
  findDueRequests,
  findPerson,
  findUnbookedRequestOfQuote,
  insertApprovalEvent,
  insertApprovalRequest,
  lockRequest,
  markRequest,
  type ApprovalRow,
} from './approvals.repository.ts';

export type { ApprovalRow };
export { approvedEmail, deniedEmail, expiredEmail, withdrawnEmail } from './approval-emails.ts';

const trimmed = (text: string | undefined) => (text?.trim() ? text.trim() : null);

/**
 * At fulfil schedule, shaped as a checkout validator (check → a record to write once the fulfil session exists):
 * when the traveler's tier requires approval (spec §5), or the company asks for it on out-of-policy bookings
 * (`settings.isApprovalRequiredWhenOutOfPolicy`, out of policy meaning the traveler gave a
 * corporateOutOfPolicyReason), the booking will be held for approval instead of confirmed.
 */
export async function checkApproval(input: {
  db: DbOrTx;
  session: AuthSession;
  quoteSession: { id: string };
  request: FulfilScheduleRequest;
  now: Date;
}): Promise<{ record: (db: DbOrTx) => Promise<void> } | null> {
  const inUse = await policyInUseOf(input.db, input.session.userId);
  const settings = (inUse?.policy?.settings ?? {}) as Record<string, unknown>;
  const outOfPolicyReason = trimmed(input.request.corporateOutOfPolicyReason);
  const needed = isApprovalNeeded({
    isApprovalRequired: settings.isApprovalRequired === true,
    whenOutOfPolicy: settings.isApprovalRequiredWhenOutOfPolicy === true,
    outOfPolicy: outOfPolicyReason !== null,
  });
  if (!inUse || !needed) return null;
  return {
    record: (db) =>
      insertApprovalRequest(db, {
        quoteSessionId: input.quoteSession.id,
        businessId: inUse.businessId,
        userId: input.session.userId,
        reason: trimmed(input.request.approvalRequestReason),
        outOfPolicyReason,
        requestedAt: input.now,
      }),
  };
}

/** In the booking transaction, before the booking row: the quote's request, if its booking must wait. */
export function approvalAwaitingBooking(tx: Tx, quoteSessionId: string): Promise<ApprovalRow | undefined> {
  return findUnbookedRequestOfQuote(tx, quoteSessionId);
}

/**
 * In the booking transaction, once the line held the inventory: the request names its booking and runs for 24
 * hours; every approver of the business and the traveler get an email.
 */
export async function holdForApproval(
  tx: Tx,
  jobs: Pick<JobQueue, 'send'>,
  request: ApprovalRow,
  booking: {
    id: string;
    confirmationCode: string;
    totalMinor: number;
    email: string;
    title: string;
    now: Date;
  },
): Promise<void> {
  const expiresAt = approvalExpiresAt(booking.now);
  await attachRequestBooking(tx, request.id, { bookingId: booking.id, title: booking.title, expiresAt });
  await insertApprovalEvent(tx, {
    approvalRequestId: request.id,
    at: booking.now,
    kind: 'Requested',
    actorUserId: request.userId,
    comment: request.reason,
  });
  const traveler = await findPerson(tx, request.userId);
  const facts: ApprovalFacts = {
    travelerName: traveler ? `${traveler.firstName} ${traveler.lastName}` : booking.email,
    title: booking.title,
    confirmationCode: booking.confirmationCode,
    totalMinor: booking.totalMinor,
    reason: request.reason,
    expiresAt,
  };
  for (const approver of await findApprovers(tx, request.businessId))
    await queueEmail(tx, jobs, { toAddress: approver.email, ...approverEmail(facts, approver.firstName) });
  await queueEmail(tx, jobs, { toAddress: booking.email, ...requestedEmail(facts) });
}

/** The request locked for a decision; an admin's is scoped to their business (another's: 404). */
export async function lockApproval(tx: Tx, id: string, businessId: string | null): Promise<ApprovalRow> {
  const row = await lockRequest(tx, id, businessId);
  if (!row) throw notFound('Approval request');
  return row;
}

/** Records a decision and its history entry (the caller moved the booking in the same transaction). */
export async function recordDecision(
  tx: Tx,
  row: ApprovalRow,
  input: {
    status: Exclude<ApprovalStatus, 'Pending'>;
    at: Date;
    actorUserId: string | null;
    comment: string | null;
  },
): Promise<void> {
  await markRequest(tx, row.id, {
    status: input.status,
    decidedAt: input.at,
    decidedByUserId: input.actorUserId,
  });
  await insertApprovalEvent(tx, {
    approvalRequestId: row.id,
    at: input.at,
    kind: input.status,
    actorUserId: input.actorUserId,
    comment: input.comment,
  });
}

/** The traveler's words for an outcome email. */
export async function factsOf(
  db: DbOrTx,
  row: ApprovalRow,
  booking: { confirmationCode: string; totalMinor: number },
): Promise<ApprovalFacts> {
  const traveler = await findPerson(db, row.userId);
  return {
    travelerName: traveler ? `${traveler.firstName} ${traveler.lastName}` : '',
    title: row.title ?? booking.confirmationCode,
    confirmationCode: booking.confirmationCode,
    totalMinor: booking.totalMinor,
    reason: row.reason,
    expiresAt: row.expiresAt ?? new Date(0),
  };
}

/** Pending requests past their 24 hours, for the timeout job. */
export function dueApprovals(db: DbOrTx, now: Date, limit: number): Promise<ApprovalRow[]> {
  return findDueRequests(db, now, limit);
}
