import type { CheckoutItem, CheckoutPaymentOptions, PriceQuote } from '../../../lib/checkout-product.ts';

/** Every way to pay, a card only when something is charged to it: homes, and any page before its quote. */
export const ALL_PAYMENT_OPTIONS: CheckoutPaymentOptions = {
  cardRequired: false,
  rewards: true,
  travelWalletOffer: true,
  travelWalletCredit: true,
};

/** A card that only guarantees the booking: there is nothing to take an offer, credit or rewards off. */
const CARD_GUARANTEE_ONLY: CheckoutPaymentOptions = {
  cardRequired: true,
  rewards: false,
  travelWalletOffer: false,
  travelWalletCredit: false,
};

/**
 * What step 2 offers for this quote: the line's own answer (a hotel quote's paymentOptions) when it has one, else
 * the card alone for a guaranteed booking with nothing due now, else everything.
 */
export function paymentOptionsOf(
  item: Pick<CheckoutItem, 'paymentOptions' | 'cardGuarantee'>,
  quote: PriceQuote | null,
  dueNowMinor: number,
): CheckoutPaymentOptions {
  if (!quote) return ALL_PAYMENT_OPTIONS;
  const answered = item.paymentOptions?.(quote);
  if (answered) return answered;
  return item.cardGuarantee !== undefined && dueNowMinor === 0 ? CARD_GUARANTEE_ONLY : ALL_PAYMENT_OPTIONS;
}
