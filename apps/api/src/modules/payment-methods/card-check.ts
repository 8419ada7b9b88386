import cardValidator from 'card-validator';
import type { CardBrand } from '@portal/contracts/payments';
import type { VerifyCardRequest } from '@portal/contracts/payments';

// The portal's own checks of an entered card before it goes to the payment provider, with braintree's
// card-validator for Luhn, brand, CVV length and zip shape.

export type CardCheck =
  | { ok: true; digits: string; brand: CardBrand; last4: string }
  | { ok: false; result: 'InvalidCard' | 'InvalidCVV' | 'InvalidAddress'; message: string };

// credit-card-type names -> spec §3 card brands; other networks (UnionPay, Mir, Elo, ...) are not accepted.
const BRANDS: Readonly<Record<string, CardBrand>> = {
  visa: 'visa',
  mastercard: 'master',
  'american-express': 'american_express',
  'diners-club': 'diners_club',
  discover: 'discover',
  jcb: 'jcb',
  maestro: 'maestro',
};

/** Cards further ahead than this are typos. */
const MAX_YEARS_AHEAD = 20;

/**
 * Expiry against the app's clock rather than the library's, which reads the system time: a card is good
 * through the last day of its expiry month.
 */
function isExpired(month: number, year: number, now: Date): boolean {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const expiry = year * 12 + (month - 1);
  return expiry < current || year > now.getUTCFullYear() + MAX_YEARS_AHEAD;
}

export function checkCard(card: VerifyCardRequest, now: Date): CardCheck {
  // Spaces and dashes are how people type card numbers; anything else is not a card number.
  const digits = card.number.replace(/[\s-]/g, '');
  const number = cardValidator.number(digits);
  if (!/^\d+$/.test(digits) || !number.isValid || !number.card) {
    return { ok: false, result: 'InvalidCard', message: 'The card number is not valid.' };
  }
  const brand = BRANDS[number.card.type];
  if (!brand) return { ok: false, result: 'InvalidCard', message: 'This card network is not accepted.' };
  if (isExpired(card.expirationMonth, card.expirationYear, now)) {
    return { ok: false, result: 'InvalidCard', message: 'The expiration date is not valid.' };
  }
  if (!cardValidator.cardholderName(card.cardholderName).isValid) {
    return { ok: false, result: 'InvalidCard', message: 'The cardholder name is not valid.' };
  }
  if (!/^\d+$/.test(card.cvv) || !cardValidator.cvv(card.cvv, number.card.code.size).isValid) {
    return { ok: false, result: 'InvalidCVV', message: 'The security code is not valid.' };
  }
  if (!cardValidator.postalCode(card.billingZip).isValid) {
    return { ok: false, result: 'InvalidAddress', message: 'The billing zip code is not valid.' };
  }
  return { ok: true, digits, brand, last4: digits.slice(-4) };
}
