import { randomBytes } from 'node:crypto';
import type { ChargeRequest, ChargeResult, PaymentProcessor, TokenizeResult } from './payment-processor.ts';
import { SIMULATOR_BAD_CVV, SIMULATOR_BAD_ZIP, SIMULATOR_TEST_CARDS } from './test-cards.ts';

export type PaymentSimulatorOptions = {
  /** Delay of every answer, like a network round trip. */
  latencyMs?: number;
};

// The simulator keeps no card vault, so every API process answers alike for a token: what a token can do is
// written into the token itself. Only charge idempotency is per process (a real provider keeps it centrally).
const DECLINING_TOKEN_PREFIX = 'tok_sim_dc_';
const TOKEN_PREFIX = 'tok_sim_';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The embedded payment provider: the default processor, with the test inputs of test-cards.ts. */
export function createPaymentSimulator(options: PaymentSimulatorOptions = {}): PaymentProcessor {
  const latencyMs = options.latencyMs ?? 0;
  const charges = new Map<string, ChargeResult>();

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
        card.number === SIMULATOR_TEST_CARDS.declinesCharges ? DECLINING_TOKEN_PREFIX : TOKEN_PREFIX;
      return { outcome: 'Success', token: `${prefix}${randomBytes(18).toString('base64url')}` };
    },

    async charge(request: ChargeRequest): Promise<ChargeResult> {
      await wait(latencyMs);
      const previous = charges.get(request.idempotencyKey);
      if (previous) return previous;
      let result: ChargeResult;
      if (!request.token.startsWith(TOKEN_PREFIX)) {
        result = { outcome: 'Error', message: 'Unknown payment token.' };
      } else if (request.token.startsWith(DECLINING_TOKEN_PREFIX)) {
        result = { outcome: 'Declined', message: 'The card issuer declined the charge.' };
      } else if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor <= 0) {
        result = { outcome: 'Error', message: 'The amount must be a positive whole number of minor units.' };
      } else {
        result = { outcome: 'Approved', chargeId: `ch_sim_${randomBytes(12).toString('base64url')}` };
      }
      charges.set(request.idempotencyKey, result);
      return result;
    },
  };
}
