import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@portal/db/client';
import type { AuthorizeResult, CardFailure, PaymentProvider, TokenizeResult } from './payment-provider.ts';
import {
  captureCardPayment,
  findCardPaymentByCharge,
  findCardRefund,
  recordCardPayment,
  recordCardRefund,
  refundedOfCharge,
  voidCardPayment,
} from './payment-simulator.repository.ts';
import {
  BOOKING_TEST_LAST_FOUR,
  SIMULATOR_BAD_CVV,
  SIMULATOR_BAD_ZIP,
  SIMULATOR_TEST_CARDS,
} from './test-cards.ts';

export type PaymentSimulatorOptions = {
  /** Delay of every answer, like a network round trip. */
  latencyMs?: number;
};

// The simulator keeps no card vault, so every API process answers alike for a token: what a token can do is
// written into the token itself. Payments and refunds are kept in its own tables, idempotent by key, as a real
// processor keeps them centrally whatever happens to the portal's processes.
const DECLINING_TOKEN_PREFIX = 'tok_sim_dc_';
/**
 * Seeded bookings were charged before the simulator kept books, so a charge id of the simulator's shape that it
 * has no record of can still be refunded; an id of another shape fails like an unknown charge.
 */
const SIMULATOR_CHARGE_ID = /^ch_sim_[A-Za-z0-9_-]+$/;

const MESSAGES: Readonly<Record<CardFailure, string>> = {
  CardDeclined: 'The card issuer declined the charge.',
  FraudAutoReject: 'The charge was rejected by fraud screening.',
  LikelyFraud: 'The charge looks fraudulent and was not made.',
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const newId = (prefix: string) => `${prefix}${randomBytes(12).toString('base64url')}`;

function declineOf(
  token: string,
  last4: string,
  amountMinor: number,
): { kind: CardFailure; message: string } | null {
  const failure =
    BOOKING_TEST_LAST_FOUR[last4] ?? (token.startsWith(DECLINING_TOKEN_PREFIX) ? 'CardDeclined' : undefined);
  if (failure) return { kind: failure, message: MESSAGES[failure] };
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0)
    return { kind: 'CardDeclined', message: 'The amount must be a positive whole number of cents.' };
  return null;
}

/** The embedded payment provider: the default processor, with the test inputs of test-cards.ts. */
export function createPaymentSimulator(db: Db, options: PaymentSimulatorOptions = {}): PaymentProvider {
  const latencyMs = options.latencyMs ?? 0;

  return {
    async tokenize(card): Promise<TokenizeResult> {
      await wait(latencyMs);
      if (card.cvv === SIMULATOR_BAD_CVV) {
        return { outcome: 'InvalidCVV', message: 'The security code does not match the card.' };
      }
      if (card.billingZip.trim() === SIMULATOR_BAD_ZIP) {
        return { outcome: 'InvalidAddress', message: 'The billing address does not match the card.' };
      }
      if (card.number === SIMULATOR_TEST_CARDS.declined) {
        return { outcome: 'CardDeclined', message: 'The card issuer declined the card.' };
      }
      if (card.number === SIMULATOR_TEST_CARDS.processingError) {
        return { outcome: 'GenericError', message: 'The payment provider could not verify the card.' };
      }
      const prefix =
        card.number === SIMULATOR_TEST_CARDS.declinesCharges ? DECLINING_TOKEN_PREFIX : 'tok_sim_';
      return { outcome: 'Success', token: `${prefix}${randomBytes(18).toString('base64url')}` };
    },

    async authorize(request): Promise<AuthorizeResult> {
      await wait(latencyMs);
      const decline = declineOf(request.token, request.last4, request.amountMinor);
      const row = await recordCardPayment(db, {
        idempotencyKey: request.idempotencyKey,
        chargeId: decline ? null : newId('ch_sim_'),
        status: decline ? 'Declined' : 'Authorized',
        outcome: decline?.kind ?? null,
        message: decline?.message ?? null,
        amountMinor: request.amountMinor,
        currency: request.currency,
        last4: request.last4,
      });
      if (row.status === 'Declined')
        return { outcome: (row.outcome ?? 'CardDeclined') as CardFailure, message: row.message ?? '' };
      // A key voided before it was authorized (the booking was given up meanwhile) is never authorized.
      if (!row.chargeId) return { outcome: 'CardDeclined', message: 'The payment was cancelled.' };
      return { outcome: 'Authorized', chargeId: row.chargeId };
    },

    async verify(request) {
      await wait(latencyMs);
      // The test cards that decline a charge decline its $0 check too; nothing is held, so nothing is recorded,
      // and the same key always answers the same id.
      const decline = declineOf(request.token, request.last4, 1);
      if (decline) return { outcome: decline.kind, message: decline.message };
      const digest = createHash('sha256').update(request.idempotencyKey).digest('base64url');
      return { outcome: 'Verified', verificationId: `vf_sim_${digest.slice(0, 16)}` };
    },

    async capture(idempotencyKey) {
      await wait(latencyMs);
      const row = await captureCardPayment(db, idempotencyKey);
      if (row?.status === 'Captured') return { outcome: 'Captured' };
      return { outcome: 'CaptureFailed', message: `The payment is ${row?.status ?? 'unknown'}.` };
    },

    async void(idempotencyKey) {
      await wait(latencyMs);
      await voidCardPayment(db, idempotencyKey);
    },

    async refund(request) {
      await wait(latencyMs);
      const previous = await findCardRefund(db, request.idempotencyKey);
      if (previous) return refundResult(previous);
      const charge = await findCardPaymentByCharge(db, request.chargeId);
      let failure: string | null = null;
      if (!SIMULATOR_CHARGE_ID.test(request.chargeId) || (charge && charge.status !== 'Captured')) {
        failure = 'The processor knows no such charge.';
      } else if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor <= 0) {
        failure = 'The amount must be a positive whole number of cents.';
      } else if (
        charge?.amountMinor != null &&
        (await refundedOfCharge(db, request.chargeId)) + request.amountMinor > charge.amountMinor
      ) {
        failure = 'The refund exceeds what the charge left to refund.';
      }
      const row = await recordCardRefund(db, {
        idempotencyKey: request.idempotencyKey,
        refundId: failure ? null : newId('re_sim_'),
        chargeId: request.chargeId,
        amountMinor: request.amountMinor,
        outcome: failure ? 'RefundFailed' : 'Refunded',
        message: failure,
      });
      return refundResult(row);
    },
  };
}

function refundResult(row: { outcome: string; refundId: string | null; message: string | null }) {
  return row.outcome === 'Refunded' && row.refundId
    ? { outcome: 'Refunded' as const, refundId: row.refundId }
    : { outcome: 'RefundFailed' as const, message: row.message ?? 'The refund failed.' };
}
