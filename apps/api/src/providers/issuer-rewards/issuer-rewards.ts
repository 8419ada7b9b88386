// The card issuer's rewards system: the portal asks it to redeem rewards for a booking and records the
// redemption as a negative row of its own rewards ledger in the same transaction as the booking.

export type RedemptionRequest = {
  accountReferenceId: string;
  /** Stored rewards units: miles, or cents for Cash accounts. */
  rewardsAmount: number;
  /** The same key answers the first redemption's result instead of redeeming twice. */
  idempotencyKey: string;
};

export type RedemptionResult =
  { outcome: 'Redeemed'; redemptionId: string } | { outcome: 'RedemptionFailure'; message: string };

export interface IssuerRewards {
  redeem(request: RedemptionRequest): Promise<RedemptionResult>;
  /** Gives back a redemption whose booking did not commit. */
  reverse(redemptionId: string): Promise<void>;
}
