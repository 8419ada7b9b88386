import { randomBytes } from 'node:crypto';
import type { Db } from '@portal/db/client';
import type { IssuerRewards } from './issuer-rewards.ts';
import {
  captureRedemption,
  recordRedemption,
  voidRedemption,
} from './issuer-rewards-simulator.repository.ts';

/**
 * A redemption of exactly this many rewards units fails at the issuer (documented in the README), so the
 * spec §8 'Rewards Redemption Failure' path can be demonstrated: e.g. a Miles split paying $130.13 in miles.
 */
export const SIMULATOR_FAILING_REDEMPTION = 13_013;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function failureOf(rewardsAmount: number): string | null {
  if (rewardsAmount === SIMULATOR_FAILING_REDEMPTION) return 'The issuer could not redeem the rewards.';
  if (!Number.isSafeInteger(rewardsAmount) || rewardsAmount <= 0)
    return 'The rewards amount must be a positive whole number.';
  return null;
}

/** The embedded issuer, its books in its own table: every redemption succeeds except the failing amount. */
export function createIssuerRewardsSimulator(db: Db, options: { latencyMs?: number } = {}): IssuerRewards {
  const latencyMs = options.latencyMs ?? 0;
  return {
    async authorize(request) {
      await wait(latencyMs);
      const failure = failureOf(request.rewardsAmount);
      const row = await recordRedemption(db, {
        idempotencyKey: request.idempotencyKey,
        redemptionId: failure ? null : `rd_sim_${randomBytes(12).toString('base64url')}`,
        status: failure ? 'Declined' : 'Authorized',
        message: failure,
        accountReferenceId: request.accountReferenceId,
        rewardsAmount: request.rewardsAmount,
      });
      // Declined, or voided before it was held (the booking was given up meanwhile).
      if (!row.redemptionId)
        return { outcome: 'RedemptionFailure', message: row.message ?? 'The redemption was cancelled.' };
      return { outcome: 'Authorized', redemptionId: row.redemptionId };
    },
    async capture(idempotencyKey) {
      await wait(latencyMs);
      const row = await captureRedemption(db, idempotencyKey);
      if (row?.status === 'Captured') return { outcome: 'Captured' };
      return { outcome: 'CaptureFailed', message: `The redemption is ${row?.status ?? 'unknown'}.` };
    },
    async void(idempotencyKey) {
      await wait(latencyMs);
      await voidRedemption(db, idempotencyKey);
    },
  };
}
