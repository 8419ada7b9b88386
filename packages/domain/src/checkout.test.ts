import { describe, expect, it } from 'vitest';
import {
  phoneFormatHint,
  bookingBlockers,
  canConfirmAndBook,
  canRequestQuote,
  contactStepStatus,
  hasContactErrors,
  isBookingAllowed,
  isValidEmail,
  isValidPhone,
  MOBILE_STEP_BUTTONS,
  nextMobileStep,
  paymentStepStatus,
  previousMobileStep,
  priceDifference,
  priceDifferenceTitle,
  reconcileMobileStep,
  saveAndContinueErrors,
  shouldShowPriceDifference,
  travelerStepStatus,
  TRAVELER_HELPER,
  TRAVELER_REQUIRED,
} from './checkout.ts';
import type { BookingFacts } from './checkout.ts';

describe('price difference', () => {
  it.each([
    [10000, 10000, null],
    [10099, 10000, null], // 99 cents: under the threshold
    [10100, 10000, { direction: 'increase', amountMinor: 100 }], // exactly 1 unit
    [9901, 10000, null],
    [9900, 10000, { direction: 'decrease', amountMinor: 100 }],
    [12345, 10000, { direction: 'increase', amountMinor: 2345 }],
  ])('quoted %i vs shown %i', (quoted, shown, expected) => {
    expect(priceDifference(quoted, shown)).toEqual(expected);
  });

  it('shows until acknowledged', () => {
    const d = priceDifference(10500, 10000);
    expect(shouldShowPriceDifference(d, false)).toBe(true);
    expect(shouldShowPriceDifference(d, true)).toBe(false);
    expect(shouldShowPriceDifference(null, false)).toBe(false);
  });

  it('uses the spec texts', () => {
    expect(priceDifferenceTitle({ direction: 'increase', amountMinor: 2345 })).toBe(
      'The price has increased by $23.',
    );
    expect(priceDifferenceTitle({ direction: 'decrease', amountMinor: 150 })).toBe(
      "You're in luck! The price has decreased by $2.",
    );
  });
});

describe('booking allowed', () => {
  const ok: BookingFacts = {
    priceDifferenceUnacknowledged: false,
    paymentSatisfied: true,
    coveredByOfferOrCredit: false,
    hasTraveler: true,
    hasEmail: true,
    hasPhone: true,
    quoteInProgress: false,
    mainGuestAdded: true,
  };
  it('allows when all hold', () => {
    expect(isBookingAllowed(ok)).toBe(true);
  });
  it.each([
    [{ priceDifferenceUnacknowledged: true }, ['PriceDifference']],
    [{ paymentSatisfied: false }, ['Payment']],
    [{ paymentSatisfied: false, coveredByOfferOrCredit: true }, []],
    [{ hasTraveler: false }, ['Traveler']],
    [{ hasEmail: false }, ['Email']],
    [{ hasPhone: false }, ['Phone']],
    [{ quoteInProgress: true }, ['QuoteInProgress']],
    [{ mainGuestAdded: false }, ['MainGuestNotAdded']],
  ])('%o -> %o', (over, blockers) => {
    expect(bookingBlockers({ ...ok, ...over })).toEqual(blockers);
    expect(isBookingAllowed({ ...ok, ...over })).toBe(blockers.length === 0);
  });
});

describe('step statuses', () => {
  it('traveler', () => {
    expect(travelerStepStatus(true)).toBe('COMPLETED');
    expect(travelerStepStatus(false)).toBe('NOT_STARTED');
  });
  it.each([
    ['', '', false, 'NOT_STARTED'],
    ['a@b.co', '', false, 'IN_PROGRESS'],
    ['a@b.co', '555', false, 'IN_PROGRESS'],
    ['a@b', '2125550100', true, 'IN_PROGRESS'],
    ['a@b.co', '(212) 555-0100', true, 'COMPLETED'],
  ])('contact %s %s (phone valid: %s) -> %s', (email, phone, phoneValid, status) => {
    expect(contactStepStatus(email, phone, phoneValid)).toBe(status);
  });
  it.each([
    [{ cardChosen: false, rewardsChosen: false, paymentNeeded: true }, 'NOT_STARTED'],
    [{ cardChosen: false, rewardsChosen: true, paymentNeeded: true }, 'IN_PROGRESS'],
    [{ cardChosen: false, rewardsChosen: true, paymentNeeded: false }, 'COMPLETED'],
    [{ cardChosen: true, rewardsChosen: false, paymentNeeded: true }, 'COMPLETED'],
    [{ cardChosen: true, rewardsChosen: true, paymentNeeded: true }, 'COMPLETED'],
    [{ cardChosen: false, rewardsChosen: false, paymentNeeded: false }, 'COMPLETED'],
  ])('payment %o -> %s', (p, status) => {
    expect(paymentStepStatus(p)).toBe(status);
  });
  it('confirm and book needs a valid booking and every step completed', () => {
    expect(canConfirmAndBook(true, ['COMPLETED', 'COMPLETED', 'COMPLETED'])).toBe(true);
    expect(canConfirmAndBook(true, ['COMPLETED', 'IN_PROGRESS'])).toBe(false);
    expect(canConfirmAndBook(false, ['COMPLETED'])).toBe(false);
  });
});

describe('mobile steps', () => {
  it.each([
    ['TravelerInformation', 'ContactInformation', 'exit'],
    ['ContactInformation', 'RewardsAndPayment', 'TravelerInformation'],
    ['RewardsAndPayment', 'Review', 'TravelerInformation'],
    ['Review', 'Review', 'RewardsAndPayment'],
  ] as const)('%s: next %s, back %s', (step, next, back) => {
    expect(nextMobileStep(step)).toBe(next);
    expect(previousMobileStep(step)).toBe(back);
  });

  it.each([
    [
      { step: 'Review', hasQuoteOrBookingErrors: true, quoteFinished: true, paymentJustEdited: true },
      'TravelerInformation',
    ],
    [
      {
        step: 'RewardsAndPayment',
        hasQuoteOrBookingErrors: true,
        quoteFinished: false,
        paymentJustEdited: false,
      },
      'TravelerInformation',
    ],
    [
      { step: 'Review', hasQuoteOrBookingErrors: false, quoteFinished: true, paymentJustEdited: true },
      'RewardsAndPayment',
    ],
    [
      { step: 'Review', hasQuoteOrBookingErrors: false, quoteFinished: false, paymentJustEdited: true },
      'Review',
    ],
    [
      { step: 'Review', hasQuoteOrBookingErrors: false, quoteFinished: true, paymentJustEdited: false },
      'Review',
    ],
    [
      {
        step: 'ContactInformation',
        hasQuoteOrBookingErrors: false,
        quoteFinished: true,
        paymentJustEdited: true,
      },
      'ContactInformation',
    ],
  ] as const)('reconcile %o -> %s', (state, expected) => {
    expect(reconcileMobileStep(state)).toBe(expected);
  });

  it('labels the buttons', () => {
    expect(Object.values(MOBILE_STEP_BUTTONS)).toEqual([
      'Add Travelers',
      'Add Contact Information',
      'Apply Rewards',
      'Confirm and Book',
    ]);
  });
});

describe('contact validation', () => {
  it.each([
    ['jane@example.com', true],
    ['  jane.doe+trip@mail.example.co.uk ', true],
    ['jane@example', false],
    ['jane@@example.com', false],
    ['jane example@x.com', false],
    ['', false],
    [`${'a'.repeat(250)}@x.com`, false],
  ])('email %s -> %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it.each([
    ['2125550100', '+1', true],
    ['(212) 555-0100', '+1', true],
    ['212.555.0100', '+1', true],
    ['1125550100', '+1', false], // area code starts with 1
    ['212555010', '+1', false], // 9 digits
    ['21255501000', '+1', false], // 11 digits
    ['212-555-01OO', '+1', false], // letters
    ['2071234567', '+44', true],
    ['123', '+44', false],
    ['2125550100', '1', false], // code without +
  ])('phone %s %s -> %s', (phone, code, valid) => {
    expect(isValidPhone(phone, code)).toBe(valid);
  });

  it('defaults the country code to +1', () => {
    expect(isValidPhone('2125550100')).toBe(true);
  });

  it.each([
    ['a@b.co', true, true],
    ['a@b.co', false, false],
    ['a@b', true, false],
  ])('requests a quote for %s with a valid phone %s -> %s', (email, phoneValid, ok) => {
    expect(canRequestQuote(email, phoneValid)).toBe(ok);
  });

  it('flags save-and-continue errors separately', () => {
    expect(saveAndContinueErrors({ travelerSelected: false, email: 'x', phoneValid: true })).toEqual({
      phone: false,
      email: true,
      travelerSelect: true,
    });
    const clean = saveAndContinueErrors({ travelerSelected: true, email: 'a@b.co', phoneValid: true });
    expect(saveAndContinueErrors({ travelerSelected: true, email: 'a@b.co', phoneValid: false }).phone).toBe(
      true,
    );
    expect(hasContactErrors(clean)).toBe(false);
  });

  it('keeps the spec texts', () => {
    expect(TRAVELER_REQUIRED).toBe('Add or choose one traveler to continue.');
    expect(TRAVELER_HELPER).toBe(
      'You must select or add a traveler and enter their contact information to continue.',
    );
  });
});

describe('phoneFormatHint', () => {
  it('shows the US format for +1 and asks for the area code elsewhere', () => {
    expect(phoneFormatHint('+1')).toBe('Area code and number, for example (415) 555-0134.');
    expect(phoneFormatHint('+44')).toBe('The number with its area code, without the country code.');
  });
});
