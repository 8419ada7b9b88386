/**
 * What travelers and admins read of approval requests (issue 15): a traveler's own request states, the business's
 * queue and one request with its history. Writing and deciding them is approvals.service.ts.
 */
import type {
  ApprovalDetail,
  ApprovalEvent,
  ApprovalRequest,
  ApprovalState,
} from '@portal/contracts/approvals';
import type { DbOrTx } from '@portal/db/client';
import { approvalLabel, type ApprovalStatus } from '@portal/domain/approvals';
import { toFiat } from '@portal/domain/money';
import { notFound } from '../../plugins/errors.ts';
import {
  findRequest,
  findRequestsOfBookings,
  listEvents,
  listRequests,
  type ApprovalListRow,
  type ApprovalRow,
} from './approvals.repository.ts';

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
