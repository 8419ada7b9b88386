import { randomBytes } from 'node:crypto';
import type { IssuerRewards, RedemptionRequest, RedemptionResult } from './issuer-rewards.ts';

/**
 * A redemption of exactly this many rewards units fails at the issuer (documented in the README), so the
 * spec §8 'Rewards Redemption Failure' path can be demonstrated: e.g. a Miles split paying $130.13 in miles.
 */
export const SIMULATOR_FAILING_REDEMPTION = 13_013;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type IssuerRewardsSimulator = IssuerRewards & {
  /** Redemptions made and not reversed, by id (tests check a rolled-back booking left none). */
  readonly live: ReadonlyMap<string, RedemptionRequest>;
};

/** The embedded issuer: every redemption succeeds except the failing amount. */
export function createIssuerRewardsSimulator(options: { latencyMs?: number } = {}): IssuerRewardsSimulator {
  const latencyMs = options.latencyMs ?? 0;
  const byKey = new Map<string, RedemptionResult>();
  const live = new Map<string, RedemptionRequest>();
  return {
    live,
    async redeem(request) {
      await wait(latencyMs);
      const previous = byKey.get(request.idempotencyKey);
      if (previous) return previous;
      let result: RedemptionResult;
      if (request.rewardsAmount === SIMULATOR_FAILING_REDEMPTION) {
        result = { outcome: 'RedemptionFailure', message: 'The issuer could not redeem the rewards.' };
      } else if (!Number.isSafeInteger(request.rewardsAmount) || request.rewardsAmount <= 0) {
        result = {
          outcome: 'RedemptionFailure',
          message: 'The rewards amount must be a positive whole number.',
        };
      } else {
        const redemptionId = `rd_sim_${randomBytes(12).toString('base64url')}`;
        live.set(redemptionId, request);
        result = { outcome: 'Redeemed', redemptionId };
      }
      byKey.set(request.idempotencyKey, result);
      return result;
    },
    async reverse(redemptionId) {
      await wait(latencyMs);
      // A reversed redemption's key may redeem again (a retried booking is a new attempt).
      const request = live.get(redemptionId);
      if (request) byKey.delete(request.idempotencyKey);
      live.delete(redemptionId);
    },
  };
}
