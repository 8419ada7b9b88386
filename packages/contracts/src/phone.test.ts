import { describe, expect, it } from 'vitest';
import { isValidContactPhone, isValidPhoneNumber, savedPhoneFields } from './phone.ts';

describe('isValidContactPhone', () => {
  it.each([
    ['+1', '415 555 0134', true],
    ['+1', '(415) 555-0134', true],
    ['+1', '415.555.0134', true],
    ['1', '4155550134', true],
    ['+1', '+1 415 555 0134', true],
    ['+44', '20 7946 0958', true],
    ['+1', '+44 20 7946 0958', true],
    ['+1', '415 555 013', false],
    ['+1', '123 456 7890', false],
    ['+1', '1877573820', false],
    ['+1', 'call me', false],
    ['+1', '', false],
    ['x', '415 555 0134', false],
  ])('%s %s -> %s', (code, national, valid) => expect(isValidContactPhone(code, national)).toBe(valid));
});

describe('isValidPhoneNumber (API requests)', () => {
  it.each([
    ['+1 415 555 0134', true],
    ['+14155550134', true],
    ['2025550123', true],
    ['+44 20 7946 0958', true],
    ['+1 123', false],
    ['0000', false],
    ['+11877573820', false],
  ])('%s -> %s', (value, valid) => expect(isValidPhoneNumber(value)).toBe(valid));
});

describe('savedPhoneFields', () => {
  it.each([
    ['+14155550134', { countryCode: '+1', phone: '(415) 555-0134' }],
    ['+1 202-555-0143', { countryCode: '+1', phone: '(202) 555-0143' }],
    ['+442079460958', { countryCode: '+44', phone: '020 7946 0958' }],
    ['2025550143', { countryCode: '+1', phone: '(202) 555-0143' }],
    ['+11877573820', null],
    ['', null],
    [null, null],
  ] as const)('%s -> %o', (saved, fields) => expect(savedPhoneFields(saved)).toEqual(fields));

  it('fills fields that pass the same check', () => {
    const fields = savedPhoneFields('+14155550134');
    expect(fields && isValidContactPhone(fields.countryCode, fields.phone)).toBe(true);
  });
});
