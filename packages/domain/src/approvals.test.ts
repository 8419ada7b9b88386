import { describe, expect, it } from 'vitest';
import {
  APPROVAL,
  approvalExpiresAt,
  approvalLabel,
  decideApproval,
  isApprovalNeeded,
  tripTimeStateWithApproval,
  type ApprovalAction,
  type ApprovalStatus,
} from './approvals.ts';
import { canTransition, isTerminal } from './lifecycles.ts';

const requestedAt = new Date('2025-06-02T12:00:00Z');
const expiresAt = approvalExpiresAt(requestedAt);
const within = new Date('2025-06-03T11:59:59Z');
const after = new Date('2025-06-03T12:00:00Z');

describe('approval request lifecycle', () => {
  it('leaves Pending only, once', () => {
    const allowed = Object.fromEntries(
      APPROVAL.states.map((s) => [s, APPROVAL.states.filter((t) => canTransition(APPROVAL, s, t))]),
    );
    expect(allowed).toEqual({
      Pending: ['Approved', 'Denied', 'Expired', 'Withdrawn'],
      Approved: [],
      Denied: [],
      Expired: [],
      Withdrawn: [],
    });
    for (const s of ['Approved', 'Denied', 'Expired', 'Withdrawn'] as const)
      expect(isTerminal(APPROVAL, s)).toBe(true);
  });

  it('holds for 24 hours', () => {
    expect(expiresAt.toISOString()).toBe('2025-06-03T12:00:00.000Z');
  });

  it.each<[ApprovalStatus, ApprovalAction, Date, string]>([
    ['Pending', 'Approve', within, 'Apply Approved'],
    ['Pending', 'Deny', within, 'Apply Denied'],
    ['Pending', 'Expire', after, 'Apply Expired'],
    ['Pending', 'Approve', after, 'Conflict Pending'],
    ['Pending', 'Deny', after, 'Conflict Pending'],
    ['Approved', 'Approve', within, 'AlreadyDone Approved'],
    ['Denied', 'Deny', within, 'AlreadyDone Denied'],
    ['Expired', 'Expire', after, 'AlreadyDone Expired'],
    ['Approved', 'Deny', within, 'Conflict Approved'],
    ['Denied', 'Approve', within, 'Conflict Denied'],
    ['Expired', 'Approve', after, 'Conflict Expired'],
    ['Approved', 'Expire', after, 'Conflict Approved'],
    ['Denied', 'Expire', after, 'Conflict Denied'],
    ['Pending', 'Withdraw', within, 'Apply Withdrawn'],
    ['Pending', 'Withdraw', after, 'Conflict Pending'],
    ['Withdrawn', 'Withdraw', within, 'AlreadyDone Withdrawn'],
    ['Approved', 'Withdraw', within, 'Conflict Approved'],
    ['Withdrawn', 'Approve', within, 'Conflict Withdrawn'],
  ])('%s + %s (at %s) → %s', (current, action, now, expected) => {
    const decision = decideApproval(current, action, { expiresAt, now });
    const state = decision.kind === 'Apply' ? decision.next : decision.status;
    expect(`${decision.kind} ${state}`).toBe(expected);
    if (decision.kind === 'Conflict') expect(decision.message).toMatch(/approval request/);
  });

  it.each([
    [true, false, false, true],
    [true, true, true, true],
    [false, false, true, false],
    [false, true, false, false],
    [false, true, true, true],
  ])('required %s, when out of policy %s, out of policy %s → %s', (required, when, out, expected) => {
    expect(isApprovalNeeded({ isApprovalRequired: required, whenOutOfPolicy: when, outOfPolicy: out })).toBe(
      expected,
    );
  });

  it('names states for travelers', () => {
    expect(APPROVAL.states.map(approvalLabel)).toEqual([
      'Pending approval',
      'Approved',
      'Denied',
      'Expired',
      'Withdrawn',
    ]);
  });
});

describe('a trip held for approval', () => {
  it.each([
    ['Future', undefined, 'Future'],
    ['Future', 'Pending', 'Future'],
    ['Present', 'Approved', 'Present'],
    ['Invalid', 'Denied', 'Canceled'],
    ['Future', 'Expired', 'Canceled'],
    ['Future', 'Withdrawn', 'Canceled'],
  ] as const)('%s with approval %s is listed as %s', (timeState, approval, expected) => {
    expect(tripTimeStateWithApproval(timeState, approval)).toBe(expected);
  });
});
