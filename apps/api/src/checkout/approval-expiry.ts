/**
 * The approval timeout (issue 15): a durable sweep (every minute, in any process) expires each request nobody
 * decided within 24 hours: the booking fails, its inventory is released, its authorizations voided and the
 * traveler emailed, exactly as a denial (approval-decision.ts), so it races safely with an admin's decision.
 */
import type { AppDeps } from '../deps.ts';
import { ApiError } from '../plugins/errors.ts';
import { dueApprovals } from '../modules/approvals/approvals.service.ts';
import { applyApprovalDecision } from './approval-decision.ts';

export const APPROVAL_SWEEP_CRON = '* * * * *';
const BATCH = 50;

export async function expireDueApprovals(
  deps: Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'products' | 'providers'>,
): Promise<{ expired: number }> {
  let expired = 0;
  for (;;) {
    const due = await dueApprovals(deps.db, deps.clock.now(), BATCH);
    let changed = 0;
    for (const request of due) {
      try {
        const outcome = await applyApprovalDecision(deps, deps.providers, {
          approvalId: request.id,
          action: 'Expire',
          admin: null,
          comment: null,
        });
        if (outcome.applied) changed += 1;
      } catch (error) {
        // An admin decided it between the read and the lock: theirs stands.
        if (!(error instanceof ApiError && error.status === 409)) throw error;
      }
    }
    expired += changed;
    if (due.length < BATCH || changed === 0) return { expired };
  }
}
