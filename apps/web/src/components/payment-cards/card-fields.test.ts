import { describe, expect, it } from 'vitest';
import { cardBrandOf, cardFieldErrors, CARD_FIELD_ERRORS, type CardForm } from './card-fields.ts';

const good: CardForm = {
  number: '4111 1111 1111 1111',
  cvv: '123',
  expiry: '04/31',
  cardholderName: 'Avery Morgan',
  billingZip: '10001',
};

describe('cardFieldErrors', () => {
  it.each<[string, Partial<CardForm>, boolean, Partial<Record<keyof CardForm, string>>]>([
    ['a good card', {}, true, {}],
    ['an Amex with its 4-digit code', { number: '3782 822463 10005', cvv: '1234' }, true, {}],
    ['a bad Luhn digit', { number: '4111 1111 1111 1112' }, true, { number: CARD_FIELD_ERRORS.number }],
    ['a half-typed number is fine while typing', { number: '4111 11' }, false, {}],
    [
      'a half-typed number is not a card on submit',
      { number: '4111 11' },
      true,
      { number: CARD_FIELD_ERRORS.number },
    ],
    ['letters in the number', { number: '4111 abcd' }, false, { number: CARD_FIELD_ERRORS.number }],
    [
      'a 3-digit code on an Amex',
      { number: '378282246310005', cvv: '123' },
      true,
      { cvv: CARD_FIELD_ERRORS.cvv(4) },
    ],
    ['a 4-digit code on a Visa', { cvv: '1234' }, false, { cvv: CARD_FIELD_ERRORS.cvv(3) }],
    ['a zip with letters', { billingZip: '1000A' }, false, { billingZip: CARD_FIELD_ERRORS.billingZip }],
    ['a short zip on submit', { billingZip: '1000' }, true, { billingZip: CARD_FIELD_ERRORS.billingZip }],
    ['a short zip while typing', { billingZip: '1000' }, false, {}],
    ['a ZIP+4', { billingZip: '10001-1234' }, true, {}],
    ['month 13', { expiry: '13/31' }, false, { expiry: CARD_FIELD_ERRORS.expiry }],
    ['an expired card', { expiry: '01/20' }, true, { expiry: CARD_FIELD_ERRORS.expiry }],
    ['no name on submit', { cardholderName: '' }, true, { cardholderName: CARD_FIELD_ERRORS.cardholderName }],
    [
      'the test cards that verify then decline pass the form',
      { number: '4000000000000002', cvv: '000', billingZip: '00000' },
      true,
      {},
    ],
  ])('%s', (_name, patch, complete, errors) => {
    expect(cardFieldErrors({ ...good, ...patch }, complete)).toEqual(errors);
  });
});

describe('cardBrandOf', () => {
  it.each([
    ['4111', { name: 'Visa', codeSize: 3 }],
    ['5555 5555', { name: 'Mastercard', codeSize: 3 }],
    ['3782', { name: 'American Express', codeSize: 4 }],
    ['', null],
  ])('%s -> %o', (number, brand) => expect(cardBrandOf(number)).toEqual(brand));
});
