import { describe, expect, it } from 'vitest';
import { PASSENGER_ERROR_CODES } from './enums.ts';
import {
  checkPassengers,
  type PassengerInput,
  type PassengersCheck,
  type PassengersCheckInput,
} from './passengers.ts';

const passport = { countryOfIssue: 'US', number: 'X1234567', expiration: '2031-05-01' };
const adult = (givenName: string, dateOfBirth = '1985-03-02'): PassengerInput => ({
  givenName,
  surname: 'Lopez',
  dateOfBirth,
  gender: 'F',
  nationality: 'US',
  passport,
  specialAssistance: [],
});
const ana = adult('Ana');
const luis: PassengerInput = { ...adult('Luis', '1983-07-19'), gender: 'M' };
const sofia = adult('Sofia', '2018-04-10'); // 8 on the trip
const mia: PassengerInput = { ...adult('Mia', '2025-09-01'), seat: 'lap' }; // 1 on the trip

/** A family trip of 10 to 20 December 2026: 2 adults, a child and a lap infant. */
const family = (over: Partial<PassengersCheckInput> = {}): PassengersCheckInput => ({
  passengers: [ana, luis, sofia, mia],
  contact: { email: 'ana@example.com' },
  trip: { firstDepartureDate: '2026-12-10', lastTravelDate: '2026-12-20', international: false },
  fare: { lapInfants: true, seatedInfants: true },
  ...over,
});
const international = { firstDepartureDate: '2026-12-10', lastTravelDate: '2026-12-20', international: true };
const withPassenger = (
  index: number,
  change: Partial<PassengerInput>,
  over: Partial<PassengersCheckInput> = {},
) => {
  const base = family(over);
  return { ...base, passengers: base.passengers.map((p, i) => (i === index ? { ...p, ...change } : p)) };
};

/** "Code@passenger.field", "-" for a booking-wide rule or no field: short enough to read a whole table. */
function codes(result: PassengersCheck): string[] {
  if (result.kind === 'PassengersOk') return [];
  return result.errors.map((e) => `${e.code}@${e.passengerIndex ?? '-'}.${e.field ?? '-'}`);
}

describe('checkPassengers: accepted bookings', () => {
  it.each<[string, PassengersCheckInput]>([
    ['the family, domestic', family()],
    ['the family, international with valid passports', family({ trip: international })],
    ['one adult reachable by phone only', family({ passengers: [ana], contact: { phone: '+1 555 0100' } })],
    ['a 12-year-old counts as the adult', family({ passengers: [adult('Teo', '2014-12-10')] })],
    ['an infant in its own seat on a fare that sells it', withPassenger(3, { seat: 'seat' })],
    [
      'a lap infant who turns 2 the day after the last flight',
      withPassenger(3, { dateOfBirth: '2024-12-21' }),
    ],
    [
      'a passport valid through the last day of travel',
      withPassenger(0, { passport: { ...passport, expiration: '2026-12-20' } }, { trip: international }),
    ],
    [
      'well-formed redress and known traveler numbers',
      withPassenger(0, { tsaRedressNumber: '1234567', knownTravelerNumber: 'TT1234567' }),
    ],
    [
      'accented names, typographic apostrophe',
      withPassenger(1, { givenName: 'José', surname: 'D\u2019Angelo-Núñez' }),
    ],
    ['9 passengers', family({ passengers: [ana, luis, sofia, mia, ana, luis, sofia, ana, luis] })],
    [
      'a domestic trip with no or an odd passport',
      family({
        passengers: [
          { ...ana, passport: undefined, nationality: undefined },
          { ...luis, passport: { countryOfIssue: 'USA' } },
        ],
      }),
    ],
    ['the minimum check-in age met by one passenger', family({ minimumCheckInAge: 18 })],
    [
      'no lap infants on a fare without them',
      family({ passengers: [ana, sofia], fare: { lapInfants: false, seatedInfants: false } }),
    ],
  ])('%s', (_name, input) => {
    expect(codes(checkPassengers(input))).toEqual([]);
  });

  it('answers the typed passengers on the first departure date', () => {
    const result = checkPassengers(family());
    expect(result.kind).toBe('PassengersOk');
    if (result.kind !== 'PassengersOk') return;
    expect(
      result.passengers.map((p) => [p.givenName, p.index, p.type.code, p.type.kind, p.type.age]),
    ).toEqual([
      ['Ana', 0, 'ADT', 'Adult', 41],
      ['Luis', 1, 'ADT', 'Adult', 43],
      ['Sofia', 2, 'CNN', 'AgeChild', 8],
      ['Mia', 3, 'INF', 'LapInfant', 1],
    ]);
  });
});

const RULE_CASES: [string, PassengersCheckInput, string[]][] = [
  ['no adult', family({ passengers: [sofia] }), ['NoAdultPassenger@-.-']],
  ['no passenger at all', family({ passengers: [] }), ['NoAdultPassenger@-.-']],
  ['10 passengers', family({ passengers: Array.from({ length: 10 }, () => ana) }), ['TooManyPassengers@-.-']],
  ['two lap infants on one adult', family({ passengers: [ana, mia, mia] }), ['TooManyLapInfants@-.-']],
  [
    'a lap infant who turns 2 during the trip',
    withPassenger(3, { dateOfBirth: '2024-12-15' }),
    ['LapInfantTooOld@3.seat'],
  ],
  ['a 3-year-old on a lap', withPassenger(3, { dateOfBirth: '2023-06-01' }), ['LapInfantTooOld@3.seat']],
  [
    'a lap infant on a fare without them',
    family({ fare: { lapInfants: false, seatedInfants: true } }),
    ['LapInfantsUnsupported@3.seat'],
  ],
  [
    'a seated infant on a fare without them',
    withPassenger(3, { seat: 'seat' }, { fare: { lapInfants: true, seatedInfants: false } }),
    ['SeatedInfantsUnsupported@3.seat'],
  ],
  [
    'a redress number on a lap infant',
    withPassenger(3, { tsaRedressNumber: '1234567' }),
    ['IllegalLapInfantRedressNumber@3.tsaRedressNumber'],
  ],
  [
    'a known traveler number on a lap infant',
    withPassenger(3, { knownTravelerNumber: 'TT1234567' }),
    ['IllegalLapInfantKnownTravelerNumber@3.knownTravelerNumber'],
  ],
  [
    'a malformed redress number',
    withPassenger(1, { tsaRedressNumber: '12345' }),
    ['MalformedRedressNumber@1.tsaRedressNumber'],
  ],
  [
    'a malformed known traveler number',
    withPassenger(2, { knownTravelerNumber: 'TT12' }),
    ['MalformedKnownTravelerNumber@2.knownTravelerNumber'],
  ],
  [
    'a digit in a given name',
    withPassenger(0, { givenName: 'Ana2' }),
    ['UnsupportedNameCharacters@0.givenName'],
  ],
  ['a non-Latin surname', withPassenger(1, { surname: 'Иванов' }), ['UnsupportedNameCharacters@1.surname']],
  ['a blank surname', withPassenger(1, { surname: ' ' }), ['UnsupportedNameCharacters@1.surname']],
  [
    'neither email nor phone',
    family({ contact: { email: ' ', phone: '' } }),
    ['NoContactInformation@-.contact'],
  ],
  [
    'nobody old enough to check in',
    family({ minimumCheckInAge: 50 }),
    ['CheckInMinimumAgeNotMet@-.dateOfBirth'],
  ],
  [
    'international: no passport',
    withPassenger(2, { passport: undefined }, { trip: international }),
    ['MissingPassport@2.passport'],
  ],
  [
    'international: a 3-letter country',
    withPassenger(2, { passport: { ...passport, countryOfIssue: 'USA' } }, { trip: international }),
    ['MissingPassport@2.passport.countryOfIssue'],
  ],
  [
    'international: no expiry date',
    withPassenger(2, { passport: { ...passport, expiration: undefined } }, { trip: international }),
    ['MissingPassport@2.passport.expiration'],
  ],
  [
    'international: no passport number',
    withPassenger(0, { passport: { ...passport, number: '' } }, { trip: international }),
    ['MissingPassportNumber@0.passport.number'],
  ],
  [
    'international: a 5-character passport number',
    withPassenger(0, { passport: { ...passport, number: 'X1234' } }, { trip: international }),
    ['InvalidPassportNumber@0.passport.number'],
  ],
  [
    'international: expires before the last flight',
    withPassenger(3, { passport: { ...passport, expiration: '2026-12-19' } }, { trip: international }),
    ['ExpiredPassport@3.passport.expiration'],
  ],
  [
    'international: no nationality',
    withPassenger(1, { nationality: ' ' }, { trip: international }),
    ['MissingNationality@1.nationality'],
  ],
];

describe('checkPassengers: each rule', () => {
  it.each(RULE_CASES)('%s', (_name, input, expected) => {
    expect(codes(checkPassengers(input))).toEqual(expected);
  });

  it('has a case for every error code', () => {
    const covered = new Set(RULE_CASES.flatMap(([, , expected]) => expected.map((c) => c.split('@')[0])));
    expect([...covered].sort()).toEqual([...PASSENGER_ERROR_CODES].sort());
  });
});

describe('checkPassengers: every broken rule at once', () => {
  it('lists booking-wide rules first, then each passenger in order', () => {
    const result = checkPassengers({
      passengers: [
        { ...sofia, givenName: 'S0fia', passport: undefined, nationality: undefined },
        { ...mia, dateOfBirth: '2024-01-01', tsaRedressNumber: '12', knownTravelerNumber: 'x' },
        {
          ...mia,
          seat: 'seat',
          passport: { countryOfIssue: 'Mexico', number: '12', expiration: '2026-01-01' },
        },
        { ...mia, seat: 'lap', surname: 'L0pez' },
      ],
      contact: {},
      trip: international,
      fare: { lapInfants: false, seatedInfants: false },
      minimumCheckInAge: 16,
    });
    expect(codes(result)).toEqual([
      'NoAdultPassenger@-.-',
      'TooManyLapInfants@-.-',
      'NoContactInformation@-.contact',
      'CheckInMinimumAgeNotMet@-.dateOfBirth',
      'UnsupportedNameCharacters@0.givenName',
      'MissingNationality@0.nationality',
      'MissingPassport@0.passport',
      'LapInfantTooOld@1.seat',
      'LapInfantsUnsupported@1.seat',
      'IllegalLapInfantRedressNumber@1.tsaRedressNumber',
      'IllegalLapInfantKnownTravelerNumber@1.knownTravelerNumber',
      'SeatedInfantsUnsupported@2.seat',
      'MissingPassport@2.passport.countryOfIssue',
      'InvalidPassportNumber@2.passport.number',
      'ExpiredPassport@2.passport.expiration',
      'UnsupportedNameCharacters@3.surname',
      'LapInfantsUnsupported@3.seat',
    ]);
  });
});

describe('messages', () => {
  const errorsOf = (input: PassengersCheckInput) => {
    const result = checkPassengers(input);
    return result.kind === 'InvalidPassengers' ? result.errors : [];
  };

  it('name the passenger and say what to do', () => {
    expect(errorsOf(withPassenger(3, { dateOfBirth: '2024-12-15' }))[0]?.message).toBe(
      "Mia Lopez will be 2 or older by 2026-12-20, the last day of travel, and can't fly on a lap. Book a seat for them.",
    );
    expect(
      errorsOf(
        withPassenger(0, { passport: { ...passport, expiration: '2026-12-01' } }, { trip: international }),
      )[0]?.message,
    ).toBe(
      "Ana Lopez's passport expires on 2026-12-01, before the trip ends on 2026-12-20. Renew it or use another valid passport.",
    );
  });

  it.each([
    [[ana, mia, mia], 'there are 2 lap infants and 1 adult'],
    [[sofia, mia], 'there is 1 lap infant and 0 adults'],
  ])('count lap infants and adults in words', (passengers, words) => {
    const error = errorsOf(family({ passengers })).find((e) => e.code === 'TooManyLapInfants');
    expect(error?.message).toBe(
      `Each lap infant needs an adult's lap: ${words}. Book a seat for an infant or add an adult.`,
    );
  });

  it('say "Passenger n" while the name is blank', () => {
    const [error] = errorsOf(withPassenger(2, { givenName: '', surname: '' }));
    expect(error?.message).toBe("Add Passenger 3's first name as it appears on their ID.");
  });

  it('tell a party without an adult to add one', () => {
    expect(errorsOf(family({ passengers: [sofia] }))[0]?.message).toBe(
      "Add an adult (12 or older on the day of travel): a child or infant can't fly alone.",
    );
  });

  it('give every error a sentence', () => {
    const errors = errorsOf({ ...family({ passengers: [] }), contact: {} });
    for (const e of errors) expect(e.message).toMatch(/^[A-Z].+\.$/);
  });
});
