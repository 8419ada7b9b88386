import { z } from 'zod';
import { APPROVAL_STATUSES } from '@portal/domain/approvals';
import { PRODUCT_TYPES } from '@portal/domain/enums';
import { Fiat } from './common.ts';

// Issue 15 approvals: the traveler's view of a booking held for approval (fulfil poll, trips) and the admin
// queue under /admin/api/v0/approvals.

export const ApprovalStatus = z.enum(APPROVAL_STATUSES).meta({ id: 'ApprovalStatus' });
export type ApprovalStatus = z.infer<typeof ApprovalStatus>;

const Person = z.object({ userId: z.string(), name: z.string(), email: z.string() });

export const ApprovalEvent = z.object({
  at: z.string(),
  /** Requested, Commented (an approver's note), then the decision. */
  kind: z.enum(['Requested', 'Commented', 'Approved', 'Denied', 'Expired', 'Withdrawn']),
  actor: Person.nullable(),
  comment: z.string().nullable(),
});
export type ApprovalEvent = z.infer<typeof ApprovalEvent>;

/** What the traveler sees of a booking's approval request (confirmation page, trip card and details). */
export const ApprovalState = z
  .object({
    id: z.string(),
    status: ApprovalStatus,
    /** Pending approval, Approved, Denied, Expired or Withdrawn. */
    label: z.string(),
    requestedAt: z.string().meta({ description: 'ISO 8601 instant' }),
    /** Until when the payment is authorized and the inventory held, waiting for a decision. */
    expiresAt: z.string().nullable(),
    decidedAt: z.string().nullable(),
    reason: z.string().nullable(),
    /** The approver's comment (a denial's reason). */
    comment: z.string().nullable(),
    /** Requested, comments and the decision, oldest first: the traveler's view of the request's history. */
    history: z.array(ApprovalEvent),
  })
  .meta({ id: 'ApprovalState' });
export type ApprovalState = z.infer<typeof ApprovalState>;

export const ApprovalRequest = z
  .object({
    id: z.string(),
    status: ApprovalStatus,
    requestedAt: z.string(),
    expiresAt: z.string().nullable(),
    decidedAt: z.string().nullable(),
    traveler: Person,
    reason: z.string().nullable(),
    outOfPolicyReason: z.string().nullable(),
    booking: z.object({
      id: z.string(),
      confirmationCode: z.string(),
      productLine: z.enum(PRODUCT_TYPES),
      title: z.string(),
      status: z.string(),
      total: Fiat,
    }),
  })
  .meta({ id: 'ApprovalRequest' });
export type ApprovalRequest = z.infer<typeof ApprovalRequest>;

export const ApprovalDetail = ApprovalRequest.extend({ history: z.array(ApprovalEvent) }).meta({
  id: 'ApprovalDetail',
});
export type ApprovalDetail = z.infer<typeof ApprovalDetail>;

const EXAMPLE: ApprovalDetail = {
  id: '5f0c2b1e-7a3d-4c9e-8b21-0d6f4e3a2c19',
  status: 'Pending',
  requestedAt: '2026-11-24T15:04:05.000Z',
  expiresAt: '2026-11-25T15:04:05.000Z',
  decidedAt: null,
  traveler: {
    userId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    name: 'Jamie Cole',
    email: 'corp-traveler@demo.test',
  },
  reason: 'Client workshop in Denver on Tuesday',
  outOfPolicyReason: null,
  booking: {
    id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
    confirmationCode: 'H-7KQ2M9XD',
    productLine: 'Hotels',
    title: 'The Crawford Hotel',
    status: 'Received',
    total: { value: 612.4, currencyCode: 'USD', currencySymbol: '$' },
  },
  history: [
    {
      at: '2026-11-24T15:04:05.000Z',
      kind: 'Requested',
      actor: {
        userId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
        name: 'Jamie Cole',
        email: 'corp-traveler@demo.test',
      },
      comment: 'Client workshop in Denver on Tuesday',
    },
  ],
};

export const ApprovalListQuery = z.object({
  status: ApprovalStatus.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** Pending first (oldest first: the closest to expiring), then decided ones, newest first. */
export const ApprovalListAnswer = z
  .object({ approvals: z.array(ApprovalRequest) })
  .meta({ id: 'ApprovalListAnswer', examples: [{ approvals: [EXAMPLE] }] });
export type ApprovalListAnswer = z.infer<typeof ApprovalListAnswer>;

export const ApprovalParams = z.object({ approvalId: z.uuid() });

export const ApprovalDetailAnswer = z
  .object({ approval: ApprovalDetail })
  .meta({ id: 'ApprovalDetailAnswer', examples: [{ approval: EXAMPLE }] });
export type ApprovalDetailAnswer = z.infer<typeof ApprovalDetailAnswer>;

export const ApproveBody = z
  .object({ comment: z.string().trim().max(1000).optional() })
  .meta({ id: 'ApproveBody', examples: [{ comment: 'Approved: the workshop is billable.' }] });
export type ApproveBody = z.infer<typeof ApproveBody>;

/** A denial tells the traveler why. */
export const DenyBody = z
  .object({ comment: z.string().trim().min(1, 'A denial needs a reason (comment).').max(1000) })
  .meta({ id: 'DenyBody', examples: [{ comment: 'Please pick a hotel under the $400 nightly cap.' }] });
export type DenyBody = z.infer<typeof DenyBody>;

/** An approver's note on a request, without deciding it (the traveler sees it in the trip's history). */
export const CommentBody = z
  .object({ comment: z.string().trim().min(1, 'Write a comment.').max(1000) })
  .meta({ id: 'CommentBody', examples: [{ comment: 'Can you share the agenda? Approving once I see it.' }] });
export type CommentBody = z.infer<typeof CommentBody>;

/** POST /api/v0/approvals/:approvalId/withdraw: the traveler's request, now Withdrawn. */
export const WithdrawAnswer = z.object({ approval: ApprovalState }).meta({
  id: 'WithdrawAnswer',
  examples: [
    {
      approval: {
        id: EXAMPLE.id,
        status: 'Withdrawn',
        label: 'Withdrawn',
        requestedAt: EXAMPLE.requestedAt,
        expiresAt: EXAMPLE.expiresAt,
        decidedAt: '2026-11-24T16:10:00.000Z',
        reason: EXAMPLE.reason,
        comment: null,
        history: [
          ...EXAMPLE.history,
          { at: '2026-11-24T16:10:00.000Z', kind: 'Withdrawn', actor: EXAMPLE.traveler, comment: null },
        ],
      },
    },
  ],
});
export type WithdrawAnswer = z.infer<typeof WithdrawAnswer>;
