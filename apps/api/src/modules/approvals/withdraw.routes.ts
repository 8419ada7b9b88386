import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApprovalParams, WithdrawAnswer } from '@portal/contracts/approvals';
import { ApiErrorBody } from '@portal/contracts/common';
import type { AppDeps } from '../../deps.ts';
import { applyApprovalDecision } from '../../checkout/approval-decision.ts';
import { requireSession, sessionOf } from '../../plugins/auth.ts';
import { approvalStateOf } from './approval-views.service.ts';

/**
 * Issue 15: the traveler withdraws their own pending request from My trips. As a denial: the hold is released,
 * the authorization voided, the traveler emailed, the withdrawal audited. Another person's request is not found
 * (404); one already decided answers 409 with the rule; a repeat answers the same (idempotent).
 */
export function withdrawRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    requireSession(app, deps);
    app.post(
      '/approvals/:approvalId/withdraw',
      {
        schema: {
          tags: ['trips'],
          summary:
            "Withdraws the traveler's own pending approval request: the hold is released, nothing charged",
          params: ApprovalParams,
          response: {
            200: WithdrawAnswer,
            400: ApiErrorBody,
            401: ApiErrorBody,
            403: ApiErrorBody,
            404: ApiErrorBody,
            409: ApiErrorBody,
          },
        },
      },
      async (request) => {
        const { userId } = sessionOf(request);
        // Looked up first, so another person's request answers 404 before anything is locked.
        await approvalStateOf(deps.db, request.params.approvalId, userId);
        await applyApprovalDecision(deps, deps.providers, {
          approvalId: request.params.approvalId,
          action: 'Withdraw',
          admin: null,
          traveler: { userId },
          comment: null,
        });
        return { approval: await approvalStateOf(deps.db, request.params.approvalId, userId) };
      },
    );
  };
}
