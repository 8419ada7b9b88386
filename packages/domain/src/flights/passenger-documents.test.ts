import { describe, expect, it } from 'vitest';
import {
  isSupportedName,
  isValidPassportNumber,
  isWellFormedKnownTravelerNumber,
  isWellFormedRedressNumber,
  nameForSupplier,
  passengerNationality,
  passportForSupplier,
} from './passenger-documents.ts';

describe('isWellFormedRedressNumber (DHS TRIP: 7 to 13 digits)', () => {
  it.each([
    ['1234567', true],
    ['1234567890123', true],
    [' 2345678 ', true], // surrounding blanks are a typing slip, not a different number
    ['123456', false],
    ['12345678901234', false],
    ['12345A7', false],
    ['123-4567', false],
  ])('%j -> %s', (value, ok) => expect(isWellFormedRedressNumber(value)).toBe(ok));
});

describe('isWellFormedKnownTravelerNumber (PreCheck, CBP PASSID, DoD ID)', () => {
  it.each([
    ['TT1234567', true], // TSA PreCheck
    ['tt12ab567', true], // letters in either case
    ['987654321', true], // Global Entry / NEXUS / SENTRI PASSID
    ['1234567890', true], // DoD ID
    ['TT123456', false],
    ['TT12345678', false], // 10 characters are only a DoD ID, which is all digits
    ['12345678901', false],
    ['TT-234567', false],
  ])('%j -> %s', (value, ok) => expect(isWellFormedKnownTravelerNumber(value)).toBe(ok));
});

describe('isValidPassportNumber (6 to 9 letters and digits)', () => {
  it.each([
    ['123456', true],
    ['X1234567', true],
    ['ab1234567', true],
    ['12345', false],
    ['1234567890', false],
    ['X12 4567', false],
    ['X1234-67', false],
  ])('%j -> %s', (value, ok) => expect(isValidPassportNumber(value)).toBe(ok));
});

describe('names', () => {
  it.each([
    ['Mary-Jane', true],
    ["O'Neil", true],
    ['O\u2019Neil', true], // the typographic apostrophe phones type
    ['van der Berg', true],
    ['José', true], // Latin letters with diacritics are sent without the mark
    ['Müller-Lüdenscheidt', true],
    ['Ångström', true],
    ['Straße', false], // ß has no A-Z base: the passport writes SS
    ['Søren', false],
    ['Łukasz', false],
    ['Иван', false],
    ['李', false],
    ['John3', false],
    ['Jr.', false],
    ['Anne  Marie', true], // a doubled blank is a typing slip: sent as one
    ['-Anne', false],
    ['', false],
    ['   ', false],
  ])('%j supported: %s', (name, ok) => expect(isSupportedName(name)).toBe(ok));

  it.each([
    ['  José ', 'Jose'],
    ['Müller', 'Muller'],
    ['Anne  Marie', 'Anne Marie'],
    ['O\u2019Neil', "O'Neil"],
    ['François-Ñúñez', 'Francois-Nunez'],
  ])('sends %j as %j', (name, sent) => expect(nameForSupplier(name)).toBe(sent));
});

describe('passportForSupplier (spec §5: only with a two-letter country)', () => {
  const passport = { countryOfIssue: 'US', number: 'X1234567', expiration: '2030-01-01' };
  it.each([
    ['US', 'US'],
    ['gb', 'GB'],
    [' ca ', 'CA'],
    ['USA', undefined],
    ['U', undefined],
    ['', undefined],
    ['U1', undefined],
  ])('country %j -> %j', (country, sent) => {
    expect(passportForSupplier({ ...passport, countryOfIssue: country })?.countryOfIssue).toBe(sent);
  });

  it('keeps the other fields and passes no passport on', () => {
    expect(passportForSupplier(passport)).toEqual(passport);
    expect(passportForSupplier(undefined)).toBeUndefined();
    expect(passportForSupplier(null)).toBeUndefined();
  });
});

describe('passengerNationality (own nationality, else a two-letter passport country)', () => {
  it.each([
    { nationality: 'US', passportCountry: 'GB', expected: 'US' },
    { nationality: ' fr ', passportCountry: undefined, expected: 'FR' },
    { nationality: undefined, passportCountry: 'GB', expected: 'GB' },
    { nationality: null, passportCountry: ' ca ', expected: 'CA' },
    { nationality: ' ', passportCountry: 'mx', expected: 'MX' },
    { nationality: undefined, passportCountry: 'USA', expected: undefined },
    { nationality: undefined, passportCountry: 'U1', expected: undefined },
    { nationality: undefined, passportCountry: '', expected: undefined },
    { nationality: undefined, passportCountry: null, expected: undefined },
    { nationality: undefined, passportCountry: undefined, expected: undefined },
  ])('$nationality, passport $passportCountry -> $expected', ({ expected, ...traveler }) => {
    expect(passengerNationality(traveler)).toBe(expected);
  });
});
