/**
 * Approval requests (issue 15): written at fulfil schedule when the traveler's tier needs approval, attached to
 * the booking in the booking transaction, decided by an admin of the business or expired by the timeout job.
 * The engine (checkout/approval-decision.ts) moves the booking and its money; this module keeps the requests,
 * their history and their emails.
 */
import type {
  ApprovalDetail,
  ApprovalEvent,
  ApprovalRequest,
  ApprovalState,
} from '@portal/contracts/approvals';
import type { FulfilScheduleRequest } from '@portal/contracts/purchase';
import type { DbOrTx, Tx } from '@portal/db/client';
import {
  approvalExpiresAt,
  approvalLabel,
  isApprovalNeeded,
  type ApprovalStatus,
} from '@portal/domain/approvals';
import { toFiat } from '@portal/domain/money';
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
  findRequest,
  findRequestsOfBookings,
  findUnbookedRequestOfQuote,
  insertApprovalEvent,
  insertApprovalRequest,
  listEvents,
  listRequests,
  lockRequest,
  markRequest,
  type ApprovalListRow,
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

function stateOf(row: ApprovalRow, history: ApprovalEvent[]): ApprovalState {
  // The decision's own comment (a denial's reason), not a note written after it.
  const decision =
    row.status === 'Pending' ? undefined : [...history].reverse().find((e) => e.kind === row.status);
  return {
    id: row.id,
    status: row.status,
    label: approvalLabel(row.status),
    requestedAt: row.requestedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    reason: row.reason,
    comment: decision?.comment ?? null,
    history,
  };
}

/** What the traveler sees of one request of theirs (another person's is not found). */
export async function approvalStateOf(db: DbOrTx, id: string, userId: string): Promise<ApprovalState> {
  const row = await findRequest(db, id);
  if (!row || row.userId !== userId) throw notFound('Approval request');
  return stateOf(row, await historyOf(db, row.id));
}

/** What the traveler sees of each booking's request (bookings without one are absent). */
export async function approvalStatesOf(
  db: DbOrTx,
  bookingIds: readonly string[],
): Promise<Map<string, ApprovalState>> {
  const states = new Map<string, ApprovalState>();
  for (const row of await findRequestsOfBookings(db, bookingIds)) {
    if (!row.bookingId) continue;
    states.set(row.bookingId, stateOf(row, await historyOf(db, row.id)));
  }
  return states;
}

const personOf = (p: { id: string; firstName: string; lastName: string; email: string }) => ({
  userId: p.id,
  name: `${p.firstName} ${p.lastName}`,
  email: p.email,
});

function toRequest({ approval, traveler, booking }: ApprovalListRow): ApprovalRequest {
  return {
    id: approval.id,
    status: approval.status,
    requestedAt: approval.requestedAt.toISOString(),
    expiresAt: approval.expiresAt?.toISOString() ?? null,
    decidedAt: approval.decidedAt?.toISOString() ?? null,
    traveler: personOf(traveler),
    reason: approval.reason,
    outOfPolicyReason: approval.outOfPolicyReason,
    booking: {
      id: booking.id,
      confirmationCode: booking.confirmationCode,
      productLine: booking.productLine,
      title: approval.title ?? booking.confirmationCode,
      status: booking.status,
      total: toFiat(booking.totalMinor),
    },
  };
}

/** A request's history, oldest first, with who did each step. */
export async function historyOf(db: DbOrTx, id: string): Promise<ApprovalEvent[]> {
  return (await listEvents(db, id)).map(({ event, actor }) => ({
    at: event.at.toISOString(),
    kind: event.kind as ApprovalEvent['kind'],
    actor: actor ? personOf(actor) : null,
    comment: event.comment,
  }));
}

/** GET /admin/api/v0/approvals: the business's queue. */
export async function listApprovals(
  db: DbOrTx,
  businessId: string,
  query: { status?: ApprovalStatus | undefined; limit: number },
): Promise<{ approvals: ApprovalRequest[] }> {
  const rows = await listRequests(db, { businessId, status: query.status, limit: query.limit });
  return { approvals: rows.map(toRequest) };
}

/** GET /admin/api/v0/approvals/:id: one request with its history; another business's is not found. */
export async function getApproval(db: DbOrTx, businessId: string, id: string): Promise<ApprovalDetail> {
  const [row] = await listRequests(db, { businessId, id, limit: 1 });
  if (!row) throw notFound('Approval request');
  return { ...toRequest(row), history: await historyOf(db, id) };
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
