// Charging a saved card at booking time. The portal holds only the provider's token and the card's last four
// digits; the card-charges simulator decides a charge's outcome from those, so seeded and factory cards (whose
// tokens the payment simulator never issued) can be charged in demos and tests alike.
import { randomBytes } from 'node:crypto';
import type { ChargeRequest } from './payment-processor.ts';

export type CardChargeRequest = ChargeRequest & { last4: string };

/** Spec §8 checkout failure kinds a card charge can end in. */
export type CardChargeFailure = 'CardDeclined' | 'FraudAutoReject' | 'LikelyFraud';

export type CardChargeResult =
  { outcome: 'Approved'; chargeId: string } | { outcome: CardChargeFailure; message: string };

export type CardRefundRequest = {
  chargeId: string;
  amountMinor: number;
  /** The same key answers the first refund's result instead of refunding twice (a retried cancellation). */
  idempotencyKey: string;
};

export type CardRefundResult =
  { outcome: 'Refunded'; refundId: string } | { outcome: 'RefundFailed'; message: string };

export interface CardCharges {
  charge(request: CardChargeRequest): Promise<CardChargeResult>;
  /** Voids an approved charge whose booking did not commit (the guest is never billed for it). */
  void(chargeId: string): Promise<void>;
  /** Gives back part or all of a settled charge (a cancelled booking). */
  refund(request: CardRefundRequest): Promise<CardRefundResult>;
}

/**
 * Test cards for the booking flow, by last four digits (documented in the README). 0341 is the last four of
 * the payment simulator's `declinesCharges` number, so a card saved through verify declines here too.
 */
export const CARD_CHARGE_TEST_LAST_FOUR: Readonly<Record<string, CardChargeFailure>> = {
  '0002': 'CardDeclined',
  '0341': 'CardDeclined',
  '0019': 'FraudAutoReject',
  '0027': 'LikelyFraud',
};

const MESSAGES: Readonly<Record<CardChargeFailure, string>> = {
  CardDeclined: 'The card issuer declined the charge.',
  FraudAutoReject: 'The charge was rejected by fraud screening.',
  LikelyFraud: 'The charge looks fraudulent and was not made.',
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type CardChargesSimulator = CardCharges & {
  /** Charges approved and not voided, by id: tests read it to prove a rolled-back booking billed nothing. */
  readonly live: ReadonlyMap<string, CardChargeRequest>;
  /** Refunds made, by refund id. */
  readonly refunds: ReadonlyMap<string, CardRefundRequest>;
};

/**
 * The simulator keeps no settlement records across restarts (seeded bookings were charged by an earlier process),
 * so any charge id it could have issued can be refunded; an id of another shape fails like an unknown charge.
 */
const SIMULATOR_CHARGE_ID = /^ch_sim_[A-Za-z0-9_-]+$/;

/** The embedded card processor for bookings; every other card is approved. */
export function createCardChargesSimulator(options: { latencyMs?: number } = {}): CardChargesSimulator {
  const latencyMs = options.latencyMs ?? 0;
  const byKey = new Map<string, CardChargeResult>();
  const live = new Map<string, CardChargeRequest>();
  const refunds = new Map<string, CardRefundRequest>();
  const refundsByKey = new Map<string, CardRefundResult>();
  const refundedByCharge = new Map<string, number>();
  return {
    live,
    refunds,
    async charge(request) {
      await wait(latencyMs);
      const previous = byKey.get(request.idempotencyKey);
      if (previous) return previous;
      const failure = CARD_CHARGE_TEST_LAST_FOUR[request.last4];
      let result: CardChargeResult;
      if (failure) {
        result = { outcome: failure, message: MESSAGES[failure] };
      } else if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor <= 0) {
        result = { outcome: 'CardDeclined', message: 'The amount must be a positive whole number of cents.' };
      } else {
        const chargeId = `ch_sim_${randomBytes(12).toString('base64url')}`;
        live.set(chargeId, request);
        result = { outcome: 'Approved', chargeId };
      }
      byKey.set(request.idempotencyKey, result);
      return result;
    },
    async void(chargeId) {
      await wait(latencyMs);
      // A voided charge's key may charge again (a retried booking is a new attempt).
      const request = live.get(chargeId);
      if (request) byKey.delete(request.idempotencyKey);
      live.delete(chargeId);
    },
    async refund(request) {
      await wait(latencyMs);
      const previous = refundsByKey.get(request.idempotencyKey);
      if (previous) return previous;
      const charged = live.get(request.chargeId)?.amountMinor;
      const already = refundedByCharge.get(request.chargeId) ?? 0;
      let result: CardRefundResult;
      if (!SIMULATOR_CHARGE_ID.test(request.chargeId)) {
        result = { outcome: 'RefundFailed', message: 'The processor knows no such charge.' };
      } else if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor <= 0) {
        result = { outcome: 'RefundFailed', message: 'The amount must be a positive whole number of cents.' };
      } else if (charged !== undefined && already + request.amountMinor > charged) {
        result = { outcome: 'RefundFailed', message: 'The refund exceeds what the charge left to refund.' };
      } else {
        const refundId = `re_sim_${randomBytes(12).toString('base64url')}`;
        refunds.set(refundId, request);
        refundedByCharge.set(request.chargeId, already + request.amountMinor);
        result = { outcome: 'Refunded', refundId };
      }
      refundsByKey.set(request.idempotencyKey, result);
      return result;
    },
  };
}
