import cardValidator from 'card-validator';

/** The add-card form as typed. */
export type CardForm = {
  number: string;
  cvv: string;
  expiry: string;
  cardholderName: string;
  billingZip: string;
};
export type CardField = keyof CardForm;
export type CardFieldErrors = Partial<Record<CardField, string>>;

export const CARD_FIELD_ERRORS = {
  number: 'Enter a valid card number.',
  cvv: (size: number) => `Enter the ${size}-digit security code on your card.`,
  expiry: 'Enter the expiry as MM/YY.',
  cardholderName: 'Enter the name on the card.',
  billingZip: 'Enter a 5-digit zip code.',
} as const;

// credit-card-type's names, as the brand is shown beside the number.
const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  'american-express': 'American Express',
  'diners-club': 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  maestro: 'Maestro',
};

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/** The brand the number's first digits name (null until they name one), and its security code length. */
export function cardBrandOf(number: string): { name: string; codeSize: number } | null {
  const card = cardValidator.number(digitsOf(number)).card;
  if (!card) return null;
  return { name: BRAND_NAMES[card.type] ?? card.niceType, codeSize: card.code.size };
}

export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  if (month < 1 || month > 12) return null;
  return { month, year: yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText) };
}

/**
 * What is wrong with the form. While typing (`complete` false) a field is flagged only once it can no longer
 * become valid (a wrong digit, too many digits); on submit (`complete` true) every field must be valid. The
 * checks are the server's (card-validator: Luhn, brand, CVV length by brand, zip shape), so a card that passes
 * here is refused only by the issuer's own answer.
 */
export function cardFieldErrors(form: CardForm, complete: boolean): CardFieldErrors {
  const errors: CardFieldErrors = {};
  const digits = digitsOf(form.number);
  const number = cardValidator.number(digits);
  const numberOk = /^\d*$/.test(digits) && (complete ? number.isValid : number.isPotentiallyValid);
  if (!numberOk && (complete || digits)) errors.number = CARD_FIELD_ERRORS.number;

  const codeSize = number.card?.code.size ?? 3;
  const cvv = form.cvv.trim();
  const cvvCheck = cardValidator.cvv(cvv, codeSize);
  if (!/^\d*$/.test(cvv) || !(complete ? cvvCheck.isValid : cvvCheck.isPotentiallyValid))
    errors.cvv = CARD_FIELD_ERRORS.cvv(codeSize);

  const expiry = form.expiry.trim();
  const expiryCheck = cardValidator.expirationDate(expiry);
  if (complete ? !parseExpiry(expiry) || !expiryCheck.isValid : !expiryCheck.isPotentiallyValid)
    errors.expiry = CARD_FIELD_ERRORS.expiry;

  if (complete && !cardValidator.cardholderName(form.cardholderName.trim()).isValid)
    errors.cardholderName = CARD_FIELD_ERRORS.cardholderName;

  const zip = form.billingZip.trim();
  const zipOk = complete ? /^\d{5}(-\d{4})?$/.test(zip) : /^\d{0,5}(-\d{0,4})?$/.test(zip);
  if (!zipOk) errors.billingZip = CARD_FIELD_ERRORS.billingZip;
  return errors;
}
