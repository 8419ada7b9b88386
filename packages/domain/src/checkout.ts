/** Checkout rules: booking allowed, price difference, step progress, mobile steps, contact and traveler checks. */
import { formatUsd, MINOR_PER_UNIT } from './money.ts';

/** Spec §9: a quoted price differing from the shown one by at least 1 currency unit is announced. */
export const PRICE_DIFFERENCE_THRESHOLD_MINOR = 1 * MINOR_PER_UNIT;
export const DEFAULT_PHONE_COUNTRY_CODE = '+1';

export type PriceDifference = { direction: 'increase' | 'decrease'; amountMinor: number };

/** The difference between the quoted and the shown total, or null under the threshold. */
export function priceDifference(quotedTotalMinor: number, shownTotalMinor: number): PriceDifference | null {
  const delta = quotedTotalMinor - shownTotalMinor;
  if (Math.abs(delta) < PRICE_DIFFERENCE_THRESHOLD_MINOR) return null;
  return { direction: delta > 0 ? 'increase' : 'decrease', amountMinor: Math.abs(delta) };
}

/** Spec §4: shown when the difference reaches the threshold and the user has not acknowledged it. */
export function shouldShowPriceDifference(
  difference: PriceDifference | null,
  acknowledged: boolean,
): boolean {
  return difference !== null && !acknowledged;
}

/** Spec §8 titles; the amount is fiat, shown in whole units per spec §9. */
export function priceDifferenceTitle(difference: PriceDifference): string {
  const amount = formatUsd(difference.amountMinor, { wholeUnits: true });
  return difference.direction === 'increase'
    ? `The price has increased by ${amount}.`
    : `You're in luck! The price has decreased by ${amount}.`;
}

export type BookingFacts = {
  priceDifferenceUnacknowledged: boolean;
  paymentSatisfied: boolean;
  /** An offer or wallet credit pays the whole total. */
  coveredByOfferOrCredit: boolean;
  hasTraveler: boolean;
  hasEmail: boolean;
  hasPhone: boolean;
  quoteInProgress: boolean;
  mainGuestAdded: boolean;
};

export type BookingBlocker =
  'PriceDifference' | 'Payment' | 'Traveler' | 'Email' | 'Phone' | 'QuoteInProgress' | 'MainGuestNotAdded';

/** Every condition of spec §4 "Booking allowed" that fails; empty means the booking may go ahead. */
export function bookingBlockers(f: BookingFacts): BookingBlocker[] {
  const blockers: BookingBlocker[] = [];
  if (f.priceDifferenceUnacknowledged) blockers.push('PriceDifference');
  if (!f.paymentSatisfied && !f.coveredByOfferOrCredit) blockers.push('Payment');
  if (!f.hasTraveler) blockers.push('Traveler');
  if (!f.hasEmail) blockers.push('Email');
  if (!f.hasPhone) blockers.push('Phone');
  if (f.quoteInProgress) blockers.push('QuoteInProgress');
  if (!f.mainGuestAdded) blockers.push('MainGuestNotAdded');
  return blockers;
}

export function isBookingAllowed(f: BookingFacts): boolean {
  return bookingBlockers(f).length === 0;
}

export type StepStatus = 'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED';

export function travelerStepStatus(hasSelectedTraveler: boolean): StepStatus {
  return hasSelectedTraveler ? 'COMPLETED' : 'NOT_STARTED';
}

/**
 * Complete when both email and phone pass the format checks; in progress once either is typed. The phone's check
 * (libphonenumber-js, in @portal/contracts/phone) is the caller's: the domain imports nothing but zod.
 */
export function contactStepStatus(email: string, phone: string, phoneValid: boolean): StepStatus {
  if (isValidEmail(email) && phoneValid) return 'COMPLETED';
  return email.trim() || phone.trim() ? 'IN_PROGRESS' : 'NOT_STARTED';
}

/**
 * Spec §4: in progress when a rewards account is chosen without a card while payment is still needed;
 * complete when a card or rewards account is chosen, or when nothing is left to pay.
 */
export function paymentStepStatus(p: {
  cardChosen: boolean;
  rewardsChosen: boolean;
  paymentNeeded: boolean;
}): StepStatus {
  if (p.rewardsChosen && !p.cardChosen && p.paymentNeeded) return 'IN_PROGRESS';
  if (p.cardChosen || p.rewardsChosen || !p.paymentNeeded) return 'COMPLETED';
  return 'NOT_STARTED';
}

/** Spec §5: 'Confirm and Book' is enabled only for a valid booking with every step completed. */
export function canConfirmAndBook(bookingValid: boolean, steps: readonly StepStatus[]): boolean {
  return bookingValid && steps.every((s) => s === 'COMPLETED');
}

export const MOBILE_STEPS = [
  'TravelerInformation',
  'ContactInformation',
  'RewardsAndPayment',
  'Review',
] as const;
export type MobileStep = (typeof MOBILE_STEPS)[number];

/** Spec §2 mobile button labels per step. */
export const MOBILE_STEP_BUTTONS: Readonly<Record<MobileStep, string>> = {
  TravelerInformation: 'Add Travelers',
  ContactInformation: 'Add Contact Information',
  RewardsAndPayment: 'Apply Rewards',
  Review: 'Confirm and Book',
};

/** Next moves forward until Review, which stays. */
export function nextMobileStep(step: MobileStep): MobileStep {
  const i = MOBILE_STEPS.indexOf(step);
  return MOBILE_STEPS[Math.min(i + 1, MOBILE_STEPS.length - 1)] ?? 'Review';
}

/**
 * Back per spec §4: from traveler info the user leaves the flow ('exit': to details or results); rewards and
 * payment goes to traveler information; review goes to rewards and payment. Contact info (not named by the
 * spec) goes to traveler information, the step before it.
 */
export function previousMobileStep(step: MobileStep): MobileStep | 'exit' {
  switch (step) {
    case 'TravelerInformation':
      return 'exit';
    case 'ContactInformation':
    case 'RewardsAndPayment':
      return 'TravelerInformation';
    case 'Review':
      return 'RewardsAndPayment';
  }
}

/**
 * Where the mobile flow must be after a state change: quote or confirmation errors send it back to traveler
 * information; a finished quote after payment was just edited sends Review back to rewards and payment.
 */
export function reconcileMobileStep(s: {
  step: MobileStep;
  hasQuoteOrBookingErrors: boolean;
  quoteFinished: boolean;
  paymentJustEdited: boolean;
}): MobileStep {
  if (s.hasQuoteOrBookingErrors) return 'TravelerInformation';
  if (s.step === 'Review' && s.quoteFinished && s.paymentJustEdited) return 'RewardsAndPayment';
  return s.step;
}

// The spec leaves the exact patterns unshown; these accept what a mail server and a US dialler accept.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isValidEmail(email: string): boolean {
  const value = email.trim();
  return value.length <= 254 && EMAIL.test(value);
}

/** Digits of a phone number typed with spaces, dashes, dots or parentheses; null when other characters appear. */
export function phoneDigits(phone: string): string | null {
  const stripped = phone.replace(/[\s().-]/g, '');
  return /^\d+$/.test(stripped) ? stripped : null;
}

/**
 * The travelers page's profile check. '+1' numbers need 10 digits (area code not starting with 0 or 1); other codes 4 to 14 national digits. */
export function isValidPhone(phone: string, countryCode = DEFAULT_PHONE_COUNTRY_CODE): boolean {
  if (!/^\+\d{1,3}$/.test(countryCode)) return false;
  const digits = phoneDigits(phone);
  if (!digits) return false;
  if (countryCode === '+1') return /^[2-9]\d{9}$/.test(digits);
  return digits.length >= 4 && digits.length + countryCode.length - 1 <= 15;
}

/** The expected format, shown under the field. */
export function phoneFormatHint(countryCode: string): string {
  return countryCode.trim() === DEFAULT_PHONE_COUNTRY_CODE
    ? 'Area code and number, for example (415) 555-0134.'
    : 'The number with its area code, without the country code.';
}

export const TRAVELER_REQUIRED = 'Add or choose one traveler to continue.';
export const TRAVELER_HELPER =
  'You must select or add a traveler and enter their contact information to continue.';

export type ContactErrors = { phone: boolean; email: boolean; travelerSelect: boolean };

/** Spec §5: 'Save & Continue' flags phone, email and traveler selection separately. */
export function saveAndContinueErrors(input: {
  travelerSelected: boolean;
  email: string;
  phoneValid: boolean;
}): ContactErrors {
  return {
    phone: !input.phoneValid,
    email: !isValidEmail(input.email),
    travelerSelect: !input.travelerSelected,
  };
}

export function hasContactErrors(errors: ContactErrors): boolean {
  return errors.phone || errors.email || errors.travelerSelect;
}

/** Spec §5: the quote is requested only when both email and phone are valid. */
export function canRequestQuote(email: string, phoneValid: boolean): boolean {
  return isValidEmail(email) && phoneValid;
}
