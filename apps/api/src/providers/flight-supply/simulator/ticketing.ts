// The simulated airline's booking and ticketing: a record locator derived from the portal's idempotency key (the
// same booking asked twice answers the same PNR, in any process), and the documented test inputs of
// test-inputs.ts acting on the passengers' surnames.
import { createHash } from 'node:crypto';
import type {
  FlightBookAnswer,
  FlightBookRequest,
  FlightCancelAnswer,
  FlightCancelRequest,
} from '../flight-supply.ts';
import {
  CANCEL_PENDING_MS,
  CANCEL_PENDING_SURNAME,
  TICKETING_PENDING_MS,
  TICKETING_SURNAMES,
} from './test-inputs.ts';

// Record locators avoid 0/O and 1/I, as airlines' do, so a traveler reads them back without doubt.
const PNR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function recordLocatorOf(idempotencyKey: string): string {
  const bytes = createHash('sha256').update(`pnr|${idempotencyKey}`).digest();
  let out = '';
  for (let i = 0; i < 6; i += 1) out += PNR_ALPHABET[bytes[i]! % PNR_ALPHABET.length];
  return out;
}

export function bookFlights(
  request: FlightBookRequest,
  fareFlies: (fareId: string) => boolean,
): FlightBookAnswer {
  const surnames = new Set(request.passengers.map((p) => p.surname.trim().toLowerCase()));
  if (surnames.has(TICKETING_SURNAMES.rejected)) return { kind: 'Rejected', reason: 'NotTicketed' };
  if (surnames.has(TICKETING_SURNAMES.unknown)) return { kind: 'Unknown' };
  if (
    surnames.has(TICKETING_SURNAMES.unconfirmed) &&
    request.now.getTime() - request.requestedAt.getTime() < TICKETING_PENDING_MS
  )
    return { kind: 'Pending' };
  // A flight that no longer flies (cancelled from the schedule) cannot be ticketed.
  if (!request.fareIds.every(fareFlies)) return { kind: 'Rejected', reason: 'InvalidSegmentStatus' };
  return { kind: 'Ticketed', recordLocator: recordLocatorOf(request.idempotencyKey) };
}

/** Voids or cancels at once, except the CancelPending surname's: "cancel requested" until CANCEL_PENDING_MS. */
export function cancelFlights(request: FlightCancelRequest): FlightCancelAnswer {
  const pending = request.surnames.some((s) => s.trim().toLowerCase() === CANCEL_PENDING_SURNAME);
  if (pending && request.now.getTime() - request.requestedAt.getTime() < CANCEL_PENDING_MS) {
    return { kind: 'Pending' };
  }
  return { kind: 'Done' };
}
