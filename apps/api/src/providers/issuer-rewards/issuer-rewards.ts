// The card issuer's rewards system. A booking redeems in two steps, like a card payment: the issuer holds the
// rewards while the booking is being made and takes them once it has committed; the portal records the redemption
// as a negative row of its own rewards ledger in the booking's transaction.

export type RedemptionRequest = {
  accountReferenceId: string;
  /** Stored rewards units: miles, or cents for Cash accounts. */
  rewardsAmount: number;
  /** Names this redemption at the issuer: repeats answer the first answer; capture and void name it by this. */
  idempotencyKey: string;
};

export type RedemptionResult =
  { outcome: 'Authorized'; redemptionId: string } | { outcome: 'RedemptionFailure'; message: string };

export type RedemptionCaptureResult = { outcome: 'Captured' } | { outcome: 'CaptureFailed'; message: string };

export interface IssuerRewards {
  /** Holds the rewards for a booking. */
  authorize(request: RedemptionRequest): Promise<RedemptionResult>;
  /** Takes held rewards whose booking committed (idempotent). */
  capture(idempotencyKey: string): Promise<RedemptionCaptureResult>;
  /** Gives back held rewards whose booking did not commit; a key not held yet can never be held afterwards. */
  void(idempotencyKey: string): Promise<void>;
}
