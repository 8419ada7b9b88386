import type { AppDeps } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { insertApprovalEvent } from './approvals.repository.ts';
import { lockApproval } from './approvals.service.ts';

/**
 * An approver's note on a request of their business, without deciding it (asking for the agenda, say): a
 * "Commented" step of the request's history, which the traveler sees on the trip, and an audit entry, in one
 * transaction. Another business's request is not found (404).
 */
export async function commentOnApproval(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  admin: { userId: string; businessId: string },
  approvalId: string,
  comment: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const request = await lockApproval(tx, approvalId, admin.businessId);
    const at = deps.clock.now();
    await insertApprovalEvent(tx, {
      approvalRequestId: request.id,
      at,
      kind: 'Commented',
      actorUserId: admin.userId,
      comment,
    });
    await recordAudit(tx, deps.clock, {
      actorUserId: admin.userId,
      businessId: admin.businessId,
      action: 'approval.comment',
      targetType: 'approvalRequest',
      targetId: request.id,
      before: { status: request.status },
      after: { status: request.status, comment },
    });
  });
}
