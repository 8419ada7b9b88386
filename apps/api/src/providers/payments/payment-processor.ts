// The payment provider behind the portal. It alone sees card numbers and CVVs: the portal sends a card once to
// tokenise it and afterwards only ever refers to the card by the opaque token it got back.

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

export type ChargeRequest = {
  token: string;
  amountMinor: number;
  currency: string;
  /** The same key answers the first charge's result instead of charging twice. */
  idempotencyKey: string;
};

export type ChargeResult =
  { outcome: 'Approved'; chargeId: string } | { outcome: 'Declined' | 'Error'; message: string };

export interface PaymentProcessor {
  /** Verifies the card (CVV and address checks, issuer approval) and stores it; answers its token. */
  tokenize(card: CardToTokenize): Promise<TokenizeResult>;
  /** Charges a tokenised card. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
}
