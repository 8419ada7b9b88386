/** Spec §4 "Quote and booking sequence" and "Fulfilment polling", free of React so each step is testable. */
import type { FlightReservation } from '@portal/contracts/flight-booking';
import type { ApprovalState } from '@portal/contracts/approvals';
import type { CheckoutError, HotelReservation, Payment, Reservation } from '@portal/contracts/purchase';
import {
  DEFAULT_UNAVAILABILITY_MESSAGE,
  unavailabilityMessage,
  type UnavailabilityMessage,
} from '@portal/domain/availability';
import { isApiError } from '../../../lib/api-client.ts';
import type { PriceQuote, QuoteRequest } from '../../../lib/checkout-product.ts';
import { purchaseCalls } from '../checkout-api.ts';

/** Spec §9: poll interval 1000 ms (a single delay entry, repeated). */
export const POLL_INTERVAL_MS = 1000;
/** How many fulfil polls before the browser gives up and shows the trips page (spec §4). */
export const FULFIL_POLL_ATTEMPTS = 120;

export type Wait = (ms: number) => Promise<void>;
export const wait: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function clientError(code: string, value: string): CheckoutError {
  return { Error: 'ErrorCode', code, value };
}

const PASSENGER_FIELD = /^request\.value\.passengers(?:\.(\d+))?(?:\.|$)/;

/**
 * A 400 that lists what is wrong with a flight's passengers (spec §8 InvalidPassengers: api.md's `fields`, each
 * `request.value.passengers.<index>[.<field>]` with the sentence saying what to fix), as failures the line places
 * beside the passenger named; null for any other answer, including one naming other fields too.
 */
export function listedFailures(body: unknown): CheckoutError[] | null {
  const list = (body as { fields?: unknown } | null | undefined)?.fields;
  if (!Array.isArray(list) || list.length === 0) return null;
  const failures: CheckoutError[] = [];
  for (const item of list as unknown[]) {
    const e = item as { field?: unknown; message?: unknown };
    if (typeof e.field !== 'string' || typeof e.message !== 'string') return null;
    const match = PASSENGER_FIELD.exec(e.field);
    if (!match) return null;
    failures.push({
      Error: 'CartValidationError',
      code: 'InvalidPassengers',
      value: e.message,
      passengerIndex: match[1] === undefined ? null : Number(match[1]),
    } as CheckoutError);
  }
  return failures;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : 'Unknown error';
}

export type QuoteOutcome =
  | { kind: 'success'; token: string; quote: PriceQuote }
  | { kind: 'failure'; token: string | null; errors: CheckoutError[] };

/** Steps 1 to 3: discard the previous session, schedule with the email, poll until the quote settles. */
export async function runQuote(input: {
  previousToken: string | null;
  email: string;
  request: QuoteRequest;
  intervalMs: number;
  sleep?: Wait;
}): Promise<QuoteOutcome> {
  const sleep = input.sleep ?? wait;
  // A session the server already closed cannot be discarded again; the new quote matters, not that answer.
  if (input.previousToken) await purchaseCalls.discardQuote(input.previousToken).catch(() => undefined);
  let token: string;
  try {
    token = await purchaseCalls.scheduleQuote(input.email, input.request);
  } catch (error) {
    const invalid = isApiError(error, 400);
    const listed = invalid ? listedFailures(error.body) : null;
    if (listed) return { kind: 'failure', token: null, errors: listed };
    return {
      kind: 'failure',
      token: null,
      errors: [
        invalid
          ? { Error: 'InvalidSession', code: 'BookingSessionMissing', value: 'Invalid Request.' }
          : clientError('QuoteError', messageOf(error)),
      ],
    };
  }
  for (;;) {
    await sleep(input.intervalMs);
    let answer;
    try {
      answer = await purchaseCalls.pollQuote(token);
    } catch (error) {
      return { kind: 'failure', token, errors: [clientError('QuoteError', messageOf(error))] };
    }
    if (answer.QuoteResponse === 'Pending') continue;
    if (answer.QuoteResponse === 'Success') {
      // A quote of another line than the one asked for cannot be booked here.
      if (answer.quote?.type === input.request.type)
        return { kind: 'success', token, quote: answer.quote.value };
      return { kind: 'failure', token, errors: [clientError('QuoteError', 'Poll Finalized Failed')] };
    }
    return { kind: 'failure', token, errors: answer.errors ?? [] };
  }
}

export type BookOutcome =
  /** The line's reservation (its ConfirmationProduct reads it). */
  | {
      kind: 'success';
      reservation: Reservation | HotelReservation | FlightReservation;
      /** Issue 15: held for the company's approval instead of confirmed. */
      approval?: ApprovalState;
    }
  | { kind: 'failure'; errors: CheckoutError[] }
  | { kind: 'exhausted' };

/** Steps 5 and 6: schedule the booking with its payments and poll until it settles. */
export async function runBooking(input: {
  /** The line booked: its fulfilment answer is the one that can be confirmed. */
  type: QuoteRequest['type'];
  quoteToken: string;
  payments: Payment[];
  /** The reason given in the policy modal for an out-of-policy choice. */
  outOfPolicyReason?: string | null;
  /** The traveler's words to the approver, when the tier requires approval. */
  approvalRequestReason?: string | null;
  intervalMs: number;
  sleep?: Wait;
  attempts?: number;
}): Promise<BookOutcome> {
  const sleep = input.sleep ?? wait;
  let token: string;
  try {
    token = await purchaseCalls.scheduleFulfil(
      input.quoteToken,
      input.payments,
      input.outOfPolicyReason,
      input.approvalRequestReason,
    );
  } catch (error) {
    return { kind: 'failure', errors: [clientError('BookError', messageOf(error))] };
  }
  for (let attempt = 0; attempt < (input.attempts ?? FULFIL_POLL_ATTEMPTS); attempt++) {
    await sleep(input.intervalMs);
    let answer;
    try {
      answer = await purchaseCalls.pollFulfil(token);
    } catch (error) {
      // Spec §4: an HTTP error answer counts as Pending; only a network failure ends the polling.
      if (isApiError(error)) continue;
      return {
        kind: 'failure',
        errors: [clientError('BookError', 'Poll Confirmation Details Network Call Failed')],
      };
    }
    if (answer.FulfillResponse === 'Pending') continue;
    if (answer.FulfillResponse === 'Success') {
      if (answer.fulfillment?.type === input.type)
        return {
          kind: 'success',
          reservation: answer.fulfillment.value.reservation,
          ...(answer.approval ? { approval: answer.approval } : {}),
        };
      return { kind: 'failure', errors: [clientError('BookError', 'Poll Finalized Failed')] };
    }
    return {
      kind: 'failure',
      errors: answer.errors?.length ? answer.errors : [clientError('BookError', 'not handleable')],
    };
  }
  return { kind: 'exhausted' };
}

export type ErrorModalKind =
  'cardNotProcessable' | 'redemptionFailure' | 'fraud' | 'travelerRejected' | 'noAvailability' | 'generic';

/** Which spec §8 "Vacation rental booking" modal a list of failures shows. */
export function errorModalKind(errors: readonly CheckoutError[]): ErrorModalKind {
  const has = (pred: (e: CheckoutError) => boolean) => errors.some(pred);
  if (has((e) => e.Error === 'FraudAutoReject' || e.Error === 'LikelyFraud')) return 'fraud';
  if (has((e) => e.Error === 'RedemptionFailure' || e.code === 'RedemptionFailure'))
    return 'redemptionFailure';
  if (has((e) => e.code === 'UserCardNotFound' || e.Error === 'CardDeclined')) return 'cardNotProcessable';
  // addMainGuest refused the primary traveler: the fix is in the traveler section, not in a new search.
  if (has((e) => e.code === 'AddMainGuestFailed')) return 'travelerRejected';
  // Another buyer took the dates, or a stale link asked for dates already taken: other dates fix it.
  if (has((e) => e.Error === 'NoAvailability')) return 'noAvailability';
  return 'generic';
}

/**
 * The spec §8 unavailability message for NoAvailability failures: the quote names the reason (BlockedDates, ...);
 * a booking that lost its dates to another buyer at the last moment says NoAvailability, which is blocked dates.
 */
export function noAvailabilityMessage(errors: readonly CheckoutError[]): UnavailabilityMessage {
  const reasons = errors
    .filter((e) => e.Error === 'NoAvailability')
    .map((e) => (e.code === 'NoAvailability' ? 'BlockedDates' : e.code));
  const message = unavailabilityMessage(reasons);
  return { title: message.title, subtitle: message.subtitle ?? DEFAULT_UNAVAILABILITY_MESSAGE.subtitle };
}
