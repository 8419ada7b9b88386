import type { PaymentMethod } from '@portal/contracts/payments';

/** Spec §3 "Card brands" as people read them. */
const BRANDS: Record<string, string> = {
  visa: 'Visa',
  master: 'Mastercard',
  american_express: 'American Express',
  discover: 'Discover',
  diners_club: 'Diners Club',
  jcb: 'JCB',
  dankort: 'Dankort',
  maestro: 'Maestro',
};

export function brandName(cardType: string): string {
  return BRANDS[cardType] ?? cardType;
}

/** 'Visa ending in 1111': how a saved card is named in lists and dialogs. */
export function cardName(card: PaymentMethod): string {
  return `${brandName(card.cardType)} ending in ${card.last4}`;
}

/** '04/2031' */
export function cardExpiry(card: PaymentMethod): string {
  return `${String(card.expirationMonth).padStart(2, '0')}/${card.expirationYear}`;
}
