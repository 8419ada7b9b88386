import type { ApprovalState } from '@portal/contracts/approvals';
import { APPROVAL_STATUSES } from '@portal/domain/approvals';
import type { BookedConfirmation, ConfirmationProduct } from '../../../lib/checkout-product.ts';

/** The booking page's hand-over to the confirmation page (sessionStorage, so it lives as long as the tab). */
export const LAST_RESERVATION_KEY = 'portal.lastReservation';

export type LastReservation = {
  booking: BookedConfirmation;
  email: string;
  query: string;
  /** Issue 15: the booking waits for the company's approval (its status and until when). */
  approval: Pick<ApprovalState, 'status' | 'expiresAt'> | null;
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isString = (v: unknown): v is string => typeof v === 'string';

function approvalOf(value: unknown): LastReservation['approval'] {
  if (!isObject(value) || !isString(value.status)) return null;
  const status = APPROVAL_STATUSES.find((s) => s === value.status);
  if (!status) return null;
  return { status, expiresAt: isString(value.expiresAt) ? value.expiresAt : null };
}

/** Hands the booked reservation (as the fulfil answer gave it), the contact email and the URL's query over. */
export function saveLastReservation(
  value: { reservation: unknown; email: string; query: string; approval?: ApprovalState | null },
  storage: Pick<Storage, 'setItem'> = sessionStorage,
): void {
  storage.setItem(LAST_RESERVATION_KEY, JSON.stringify(value));
}

/**
 * The stored booking as the product line shows it, or null when there is none or it cannot be read (another
 * version of the app, a hand-edited value, another line's booking): the page then sends the user back to search
 * rather than render half a confirmation.
 */
export function readLastReservation(
  confirmation: ConfirmationProduct['confirmation'],
  storage: Pick<Storage, 'getItem'> = sessionStorage,
): LastReservation | null {
  try {
    const raw = storage.getItem(LAST_RESERVATION_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (!isObject(value)) return null;
    const booking = confirmation(value.reservation);
    if (!booking) return null;
    return {
      booking,
      email: isString(value.email) && value.email ? value.email : booking.email,
      query: isString(value.query) ? value.query : '',
      approval: approvalOf(value.approval),
    };
  } catch {
    // Storage blocked by the browser, or not JSON.
    return null;
  }
}
