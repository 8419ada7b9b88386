import { describe, expect, it } from 'vitest';
import {
  EMPTY_TRAVELER_FORM,
  SPECIAL_ASSISTANCE_CODES,
  TRAVELER_FORM_MESSAGES as M,
  draftOfProfile,
  isValidProfilePhone,
  personOfDraft,
  travelerFormErrors,
  type TravelerFormDraft,
} from './traveler-form.ts';

const TODAY = '2025-06-02';
const valid: TravelerFormDraft = {
  ...EMPTY_TRAVELER_FORM,
  givenName: 'Mary-Jane',
  surname: "O'Neil",
  gender: 'F',
  dateOfBirth: '1990-03-04',
};
const errorsOf = (patch: Partial<TravelerFormDraft>) => travelerFormErrors({ ...valid, ...patch }, TODAY);

describe('travelerFormErrors', () => {
  it('accepts a minimal traveler', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('uses the book page wording for the required fields', () => {
    expect(travelerFormErrors(EMPTY_TRAVELER_FORM, TODAY)).toEqual({
      givenName: 'Enter a given name.',
      surname: 'Enter a surname.',
      dateOfBirth: 'Enter a date of birth in the past.',
      gender: 'Choose a gender.',
    });
  });

  it.each([
    ['birth date today', { dateOfBirth: TODAY }, { dateOfBirth: M.dateOfBirth }],
    ['blank names', { givenName: '  ', surname: ' ' }, { givenName: M.givenName, surname: M.surname }],
    ['a bad email', { email: 'nope@' }, { email: M.email }],
    ['a good email', { email: 'mj@example.com' }, {}],
    ['a bad phone', { phone: '123' }, { phone: M.phone }],
    ['a US phone', { phone: '(555) 555-0100' }, {}],
    ['an international phone', { phone: '+44 20 7946 0958' }, {}],
    ['a passport without country', { passportNumber: 'X123' }, { passportCountry: M.passportCountry }],
    ['a 3-letter country', { passportCountry: 'USA' }, { passportCountry: M.passportCountry }],
    [
      'a passport number with symbols',
      { passportCountry: 'US', passportNumber: 'A-1' },
      { passportNumber: M.passportNumber },
    ],
    [
      'an expired passport',
      { passportCountry: 'US', passportExpiry: '2025-06-01' },
      { passportExpiry: M.passportExpiry },
    ],
    [
      'a valid passport',
      { passportCountry: 'us', passportNumber: 'X1234567', passportExpiry: '2030-01-01' },
      {},
    ],
    [
      'a bad airline code',
      { frequentFlyer: [{ code: 'A', number: '1' }] },
      { 'frequentFlyer.0.code': M.airlineCode },
    ],
    [
      'a duplicate airline',
      {
        frequentFlyer: [
          { code: 'AA', number: '1' },
          { code: 'aa', number: '2' },
        ],
      },
      { 'frequentFlyer.1.code': M.duplicateProgram },
    ],
    [
      'a bad number',
      { frequentFlyer: [{ code: 'DL', number: 'R&D' }] },
      { 'frequentFlyer.0.number': M.programNumber },
    ],
    ['a blank row', { frequentFlyer: [{ code: '', number: '' }] }, {}],
    [
      'an unknown hotel program',
      { hotelLoyalty: [{ code: 'XYZ', number: '1' }] },
      { 'hotelLoyalty.0.code': M.hotelProgram },
    ],
    ['a hotel number with slash', { hotelLoyalty: [{ code: 'MAR', number: '12 34/5-6' }] }, {}],
    ['a redress with symbols', { tsaRedressNumber: '12-3' }, { tsaRedressNumber: M.lettersAndDigits }],
    ['a known traveler number', { knownTravelerNumber: 'AB12345' }, {}],
  ] as const)('%s', (_name, patch, errors) => {
    expect(errorsOf(patch as Partial<TravelerFormDraft>)).toEqual(errors);
  });
});

describe('isValidProfilePhone', () => {
  it.each([
    ['555-555-0100', true],
    ['155-555-0100', false],
    ['+1 555 555 0100', true],
    ['+12', false],
    ['+44 20 7946 0958', true],
    ['call me', false],
  ])('%s -> %s', (phone, ok) => {
    expect(isValidProfilePhone(phone)).toBe(ok);
  });
});

describe('personOfDraft', () => {
  it('drops blank programs and a passport without a 2-letter country (spec §5)', () => {
    const person = personOfDraft({
      ...valid,
      email: ' mj@example.com ',
      passportCountry: 'USA',
      passportNumber: 'x1',
      frequentFlyer: [
        { code: 'aa', number: ' AB123 ' },
        { code: 'DL', number: '' },
      ],
      hotelLoyalty: [{ code: 'MAR', number: '  ' }],
      specialAssistance: ['WCHR', 'BLND'],
    });
    expect(person).toMatchObject({
      givenName: 'Mary-Jane',
      emailAddress: 'mj@example.com',
      passport: undefined,
      frequentFlyer: { AA: 'AB123' },
      hotelLoyalty: {},
      specialAssistance: ['BLND', 'WCHR'],
      tsaRedressNumber: undefined,
    });
  });

  it('keeps a passport with a 2-letter country, upper-cased', () => {
    expect(
      personOfDraft({ ...valid, passportCountry: 'gb', passportNumber: 'x1', passportExpiry: '2030-01-01' })
        .passport,
    ).toEqual({ countryOfIssue: 'GB', number: 'X1', expiration: '2030-01-01' });
  });

  it('round-trips a saved profile', () => {
    const draft = draftOfProfile({
      givenName: 'Ann',
      surname: 'Lee',
      gender: 'F',
      dateOfBirth: '1980-01-01',
      passport: { countryOfIssue: 'US', number: 'X1', expiration: '2030-01-01' },
      frequentFlyer: { AA: '1' },
      hotelLoyalty: { HIL: '2' },
      specialAssistance: ['DEAF'],
      knownTravelerNumber: 'K1',
    });
    expect(personOfDraft(draft)).toMatchObject({
      passport: { countryOfIssue: 'US', number: 'X1', expiration: '2030-01-01' },
      frequentFlyer: { AA: '1' },
      hotelLoyalty: { HIL: '2' },
      specialAssistance: ['DEAF'],
      knownTravelerNumber: 'K1',
    });
  });

  it('leaves the placeholder birth date and gender blank', () => {
    const draft = draftOfProfile({
      givenName: 'Robin',
      surname: 'Hale',
      gender: 'M',
      dateOfBirth: '1870-01-01',
      isMissingInfo: true,
      frequentFlyer: {},
      hotelLoyalty: {},
      specialAssistance: [],
    });
    expect(draft).toMatchObject({ gender: '', dateOfBirth: '' });
  });

  it('lists the 11 spec §3 assistance codes', () => {
    expect(SPECIAL_ASSISTANCE_CODES).toEqual([
      'BLND',
      'DEAF',
      'STCR',
      'WCHR',
      'WCHS',
      'WCHC',
      'WCBD',
      'WCBW',
      'WCLB',
      'WCMP',
      'WCOB',
    ]);
  });
});
