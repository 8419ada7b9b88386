/** Checkout failures as the polls answer them (spec §8 checkout failure kinds and booking error codes). */
import type { CheckoutError, CheckoutFailureKind } from '@portal/contracts/purchase';

export function checkoutError(kind: CheckoutFailureKind, code: string, message: string): CheckoutError {
  return { Error: kind, code, value: message };
}

/** A booking that cannot go ahead; thrown inside the booking transaction so everything it wrote rolls back. */
export class CheckoutFailure extends Error {
  constructor(readonly error: CheckoutError) {
    super(error.value);
    this.name = 'CheckoutFailure';
  }
}

export const fail = (kind: CheckoutFailureKind, code: string, message: string): CheckoutFailure =>
  new CheckoutFailure(checkoutError(kind, code, message));

export const NO_AVAILABILITY = checkoutError(
  'NoAvailability',
  'NoAvailability',
  'The dates you have selected are not available.',
);
export const EXPIRED_QUOTE = checkoutError(
  'ExpiredQuoteToken',
  'ExpiredQuoteToken',
  'The quote has expired.',
);
export const EXPIRED_FULFIL = checkoutError(
  'ExpiredFulfillToken',
  'ExpiredFulfillToken',
  'The booking session has expired.',
);
export const DISCARDED_QUOTE = checkoutError(
  'InvalidSession',
  'BookingSessionMissing',
  'Session is undefined',
);

/** SQLSTATE 23P01: the stay_holds exclusion constraint refused an overlapping hold. */
export function isExclusionViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23P01') return true;
  }
  return false;
}
