/**
 * Issue 15 approvals: a corporate booking whose policy tier requires approval is held (inventory claimed,
 * payments authorized, not captured) until an admin of the business approves or denies it, or 24 hours pass.
 */
import type { Lifecycle } from './lifecycles.ts';
import { canTransition } from './lifecycles.ts';

/** An approval request's state; Pending until an admin decides or the 24 hours run out. */
export const APPROVAL_STATUSES = ['Pending', 'Approved', 'Denied', 'Expired', 'Withdrawn'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** What may end a request: an admin's approve or deny, the timeout job, or the traveler's withdrawal. */
export type ApprovalAction = 'Approve' | 'Deny' | 'Expire' | 'Withdraw';

export const APPROVAL: Lifecycle<ApprovalStatus> = {
  name: 'approval request',
  states: APPROVAL_STATUSES,
  transitions: [
    ['Pending', 'Approved'], // an admin approved: the payments are captured and the booking confirmed
    ['Pending', 'Denied'], // an admin denied: the authorizations are voided and the inventory released
    ['Pending', 'Expired'], // nobody decided within 24 hours: as a denial, without an admin
    ['Pending', 'Withdrawn'], // the traveler took the request back: as a denial, by the traveler
  ],
};

/** The payment authorizations hold this long (card networks keep an uncaptured hold for days; we ask for one). */
export const APPROVAL_WINDOW_MS = 24 * 60 * 60_000;

const TARGET: Record<ApprovalAction, ApprovalStatus> = {
  Approve: 'Approved',
  Deny: 'Denied',
  Expire: 'Expired',
  Withdraw: 'Withdrawn',
};

export type ApprovalDecision =
  /** Apply it: the request moves to `next`. */
  | { kind: 'Apply'; next: ApprovalStatus }
  /** The same decision was already made (a double click, a retried request): answer it again, change nothing. */
  | { kind: 'AlreadyDone'; status: ApprovalStatus }
  /** Another decision came first (approve after deny, deny after expiry): refused with the rule. */
  | { kind: 'Conflict'; status: ApprovalStatus; message: string };

/**
 * What an action does to a request in `current` state. Idempotent for a repeat of the decision already made,
 * a conflict for any other, so a concurrent approve and deny end with exactly one winner.
 */
export function decideApproval(
  current: ApprovalStatus,
  action: ApprovalAction,
  input: { expiresAt: Date; now: Date },
): ApprovalDecision {
  const next = TARGET[action];
  if (current === next) return { kind: 'AlreadyDone', status: current };
  if (current === 'Pending' && action !== 'Expire' && input.now.getTime() >= input.expiresAt.getTime())
    return {
      kind: 'Conflict',
      status: current,
      message: 'This approval request expired: requests must be decided within 24 hours of the booking.',
    };
  if (canTransition(APPROVAL, current, next)) return { kind: 'Apply', next };
  return {
    kind: 'Conflict',
    status: current,
    message: `This approval request is already ${current.toLowerCase()}: only a pending request can be ${next.toLowerCase()}.`,
  };
}

/**
 * Spec §5: approval is needed only if the tier marks approval as required. A company may also ask for it on
 * out-of-policy bookings alone (`whenOutOfPolicy`), which the checkout knows from the traveler's reason.
 */
export function isApprovalNeeded(input: {
  isApprovalRequired: boolean;
  whenOutOfPolicy: boolean;
  outOfPolicy: boolean;
}): boolean {
  return input.isApprovalRequired || (input.whenOutOfPolicy && input.outOfPolicy);
}

/** When a request made at `requestedAt` runs out. */
export function approvalExpiresAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + APPROVAL_WINDOW_MS);
}

/** The traveler's words for a request's state, on the trip card and the confirmation page. */
export function approvalLabel(status: ApprovalStatus): string {
  return status === 'Pending' ? 'Pending approval' : status;
}

/**
 * Where a trip held for approval is listed: a denied or expired one is not an upcoming trip (nothing was
 * booked), but stays visible under past trips with its state, like a cancelled one.
 */
export function tripTimeStateWithApproval<S extends string>(
  timeState: S,
  approval: ApprovalStatus | undefined,
): S | 'Canceled' {
  return approval === 'Denied' || approval === 'Expired' || approval === 'Withdrawn' ? 'Canceled' : timeState;
}
