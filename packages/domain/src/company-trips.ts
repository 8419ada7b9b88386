import type { ApprovalStatus } from './approvals.ts';
import type { BookingStatus } from './enums.ts';
import { compare } from './iso-date.ts';

// Issue 15, the admin portal's Trips screen: where one company booking stands, in the words the product already
// uses (My trips' Upcoming and Past, the approval queue's Pending approval, Denied and Expired, Cancelled).

/** A company trip's state: one per booking, the label the admin reads. */
export const COMPANY_TRIP_STATES = [
  'PendingApproval',
  'Upcoming',
  'InProgress',
  'Past',
  'Cancelled',
  'Denied',
  'Expired',
] as const;
export type CompanyTripState = (typeof COMPANY_TRIP_STATES)[number];

export const COMPANY_TRIP_STATE_LABELS: Record<CompanyTripState, string> = {
  PendingApproval: 'Pending approval',
  Upcoming: 'Upcoming',
  InProgress: 'In progress',
  Past: 'Past',
  Cancelled: 'Cancelled',
  Denied: 'Denied',
  Expired: 'Expired',
};

/** What the admin may filter by: the states, plus Confirmed (every booking that went through, whatever its dates). */
export const COMPANY_TRIP_FILTERS = [
  'Upcoming',
  'Past',
  'Confirmed',
  'PendingApproval',
  'Denied',
  'Cancelled',
] as const;
export type CompanyTripFilter = (typeof COMPANY_TRIP_FILTERS)[number];

export const COMPANY_TRIP_FILTER_LABELS: Record<CompanyTripFilter, string> = {
  Upcoming: 'Upcoming',
  Past: 'Past',
  Confirmed: 'Confirmed',
  PendingApproval: 'Pending approval',
  Denied: 'Denied',
  Cancelled: 'Cancelled',
};

/**
 * The states a filter keeps. Upcoming includes a trip in progress (My trips lists it under Upcoming Trips);
 * Confirmed also needs the booking's status to be Confirmed (a hotel waiting for its supplier is not yet).
 */
export const STATES_OF_FILTER: Record<CompanyTripFilter, readonly CompanyTripState[]> = {
  Upcoming: ['Upcoming', 'InProgress'],
  Past: ['Past'],
  Confirmed: ['Upcoming', 'InProgress', 'Past'],
  PendingApproval: ['PendingApproval'],
  Denied: ['Denied'],
  Cancelled: ['Cancelled'],
};

const CANCELLED: readonly BookingStatus[] = ['Cancelled', 'CancelledWithErrors'];

/**
 * A booking's state on a day (`today` in the portal's zone). An approval decides first: pending, or denied or
 * expired (nothing was booked, whatever the booking row says); then a cancellation; then the dates ([from, until),
 * as My trips places them: past from the checkout or return day on). The repository's SQL mirrors this rule to
 * filter a page; admin-trips tests hold the two together.
 */
export function companyTripState(input: {
  status: BookingStatus;
  approval: ApprovalStatus | null;
  from: string;
  until: string;
  today: string;
}): CompanyTripState {
  if (input.approval === 'Pending') return 'PendingApproval';
  if (input.approval === 'Denied') return 'Denied';
  if (input.approval === 'Expired') return 'Expired';
  if (CANCELLED.includes(input.status)) return 'Cancelled';
  if (compare(input.today, input.from) < 0) return 'Upcoming';
  if (compare(input.today, input.until) < 0) return 'InProgress';
  return 'Past';
}
