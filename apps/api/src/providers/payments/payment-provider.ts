// The payment provider behind the portal. It alone sees card numbers and CVVs: the portal sends a card once to
// tokenise it and afterwards only ever refers to the card by the opaque token it got back. Bookings pay in two
// steps, as card processors expect: authorize while the booking is being made, capture once it has committed,
// void when it did not.

export type CardToTokenize = {
  /** Digits only. */
  number: string;
  cvv: string;
  expirationMonth: number;
  expirationYear: number;
  cardholderName: string;
  billingZip: string;
  /** ISO 3166 alpha-2. */
  country: string;
};

export type TokenizeFailure = 'InvalidCVV' | 'InvalidAddress' | 'CardDeclined' | 'GenericError';

export type TokenizeResult =
  { outcome: 'Success'; token: string } | { outcome: TokenizeFailure; message: string };

export type AuthorizeRequest = {
  token: string;
  /** The saved card's last four digits (the simulator's test cards are recognised by them). */
  last4: string;
  amountMinor: number;
  currency: string;
  /**
   * Names this payment at the provider: a repeated authorize answers the first answer, and capture and void
   * name the authorization by it, so a payment can be settled by a process that never saw the authorization.
   */
  idempotencyKey: string;
};

/** Spec §8 checkout failure kinds an authorization can end in. */
export type CardFailure = 'CardDeclined' | 'FraudAutoReject' | 'LikelyFraud';

export type AuthorizeResult =
  { outcome: 'Authorized'; chargeId: string } | { outcome: CardFailure; message: string };

export type VerifyRequest = Omit<AuthorizeRequest, 'amountMinor'>;

/** A $0 verification: the card is good and may guarantee a booking; nothing is held or billed. */
export type VerifyResult =
  { outcome: 'Verified'; verificationId: string } | { outcome: CardFailure; message: string };

export type CaptureResult = { outcome: 'Captured' } | { outcome: 'CaptureFailed'; message: string };

export type CardRefundRequest = {
  chargeId: string;
  amountMinor: number;
  /** The same key answers the first refund's result instead of refunding twice (a retried cancellation). */
  idempotencyKey: string;
};

export type CardRefundResult =
  { outcome: 'Refunded'; refundId: string } | { outcome: 'RefundFailed'; message: string };

export interface PaymentProvider {
  /** Verifies the card (CVV and address checks, issuer approval) and stores it; answers its token. */
  tokenize(card: CardToTokenize): Promise<TokenizeResult>;
  /** Holds the amount on the card; nothing is billed until it is captured. */
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /**
   * Checks a saved card with a $0 authorization, as a card guaranteeing a pay-at-hotel room is checked (idempotent
   * by key). Nothing to capture or void afterwards.
   */
  verify(request: VerifyRequest): Promise<VerifyResult>;
  /** Bills an authorization (idempotent). */
  capture(idempotencyKey: string): Promise<CaptureResult>;
  /**
   * Releases an authorization (idempotent). A key not authorized yet can never be authorized afterwards, so a
   * void sent while an authorize is still in flight wins.
   */
  void(idempotencyKey: string): Promise<void>;
  /** Gives back part or all of a captured charge (a cancelled booking). */
  refund(request: CardRefundRequest): Promise<CardRefundResult>;
}
