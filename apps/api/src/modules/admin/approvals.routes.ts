import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@portal/contracts/common';
import {
  ApprovalDetailAnswer,
  ApprovalListAnswer,
  ApprovalListQuery,
  ApprovalParams,
  ApproveBody,
  CommentBody,
  DenyBody,
} from '@portal/contracts/approvals';
import type { AppDeps } from '../../deps.ts';
import { applyApprovalDecision } from '../../checkout/approval-decision.ts';
import { commentOnApproval } from '../approvals/approval-comments.service.ts';
import { getApproval, listApprovals } from '../approvals/approval-views.service.ts';
import { adminOf, requireAdmin } from './admin-access.ts';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/**
 * Issue 15 approvals: the business's queue, one request with its history, approve and deny. A request of
 * another business is not found (404); a request already decided otherwise answers 409 with the rule.
 */
export function approvalRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    requireAdmin(app, deps);
    app.get(
      '/approvals',
      {
        schema: {
          tags: ['admin'],
          summary: "The business's approval requests: pending first (soonest to expire), then decided",
          querystring: ApprovalListQuery,
          response: { 200: ApprovalListAnswer, ...errors },
        },
      },
      async (request) => listApprovals(deps.db, adminOf(request).businessId, request.query),
    );
    app.get(
      '/approvals/:approvalId',
      {
        schema: {
          tags: ['admin'],
          summary: 'One approval request with its history and comments',
          params: ApprovalParams,
          response: { 200: ApprovalDetailAnswer, ...errors },
        },
      },
      async (request) => ({
        approval: await getApproval(deps.db, adminOf(request).businessId, request.params.approvalId),
      }),
    );
    const decide =
      (action: 'Approve' | 'Deny') =>
      async (
        request: { params: { approvalId: string }; body: { comment?: string | undefined } },
        admin: ReturnType<typeof adminOf>,
      ) => {
        await applyApprovalDecision(deps, deps.providers, {
          approvalId: request.params.approvalId,
          action,
          admin: { userId: admin.userId, businessId: admin.businessId },
          comment: request.body.comment?.trim() || null,
        });
        return { approval: await getApproval(deps.db, admin.businessId, request.params.approvalId) };
      };
    const approve = decide('Approve');
    const deny = decide('Deny');
    app.post(
      '/approvals/:approvalId/approve',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Approves a pending request: the payment is captured and the booking confirmed (idempotent)',
          params: ApprovalParams,
          body: ApproveBody,
          response: { 200: ApprovalDetailAnswer, 409: ApiErrorBody, ...errors },
        },
      },
      async (request) => approve(request, adminOf(request)),
    );
    app.post(
      '/approvals/:approvalId/deny',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Denies a pending request with a reason: the authorization is voided and the hold released (idempotent)',
          params: ApprovalParams,
          body: DenyBody,
          response: { 200: ApprovalDetailAnswer, 409: ApiErrorBody, ...errors },
        },
      },
      async (request) => deny(request, adminOf(request)),
    );
    app.post(
      '/approvals/:approvalId/comment',
      {
        schema: {
          tags: ['admin'],
          summary: "Adds an approver's comment to a request without deciding it; the traveler sees it",
          params: ApprovalParams,
          body: CommentBody,
          response: { 200: ApprovalDetailAnswer, ...errors },
        },
      },
      async (request) => {
        const admin = adminOf(request);
        await commentOnApproval(deps, admin, request.params.approvalId, request.body.comment);
        return { approval: await getApproval(deps.db, admin.businessId, request.params.approvalId) };
      },
    );
  };
}
