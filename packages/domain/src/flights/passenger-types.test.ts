import { describe, expect, it } from 'vitest';
import { PASSENGER_KINDS, PASSENGER_TYPE_CODES } from './enums.ts';
import { ageOnTravel, KIND_OF_CODE, passengerType, searchPassengersOf } from './passenger-types.ts';

describe('passengerType', () => {
  it.each([
    // [birth date, date of travel, seat, code, kind, age]
    ['1990-06-15', '2026-12-10', 'seat', 'ADT', 'Adult', 36],
    ['2014-12-10', '2026-12-10', 'seat', 'ADT', 'Adult', 12], // 12th birthday on the travel day: adult
    ['2014-12-11', '2026-12-10', 'seat', 'CNN', 'AgeChild', 11], // 12 the day after: still a child
    ['2020-05-05', '2026-12-10', 'lap', 'CNN', 'AgeChild', 6], // a child has a seat whatever it asks for
    ['2024-12-10', '2026-12-10', 'lap', 'CNN', 'AgeChild', 2], // 2nd birthday on the travel day: a child
    ['2024-12-11', '2026-12-10', 'lap', 'INF', 'LapInfant', 1],
    ['2024-12-11', '2026-12-10', 'seat', 'INS', 'SeatedInfant', 1],
    ['2026-12-10', '2026-12-10', 'lap', 'INF', 'LapInfant', 0], // born on the travel day
    ['2024-02-29', '2026-02-28', 'lap', 'INF', 'LapInfant', 1], // 29 February: not 2 until 1 March
    ['2024-02-29', '2026-03-01', 'lap', 'CNN', 'AgeChild', 2],
    ['2024-02-29', '2028-02-29', 'seat', 'CNN', 'AgeChild', 4], // a leap year has the birthday itself
    ['2012-02-29', '2024-02-28', 'seat', 'CNN', 'AgeChild', 11],
    ['2012-02-29', '2024-02-29', 'seat', 'ADT', 'Adult', 12],
  ] as const)('born %s, flying %s (%s): %s %s, %i', (dob, travel, seat, code, kind, age) => {
    expect(passengerType(dob, travel, seat)).toEqual({ code, kind, age });
  });

  it('puts an infant in a seat unless a lap is asked for', () => {
    expect(passengerType('2026-01-01', '2026-12-10').code).toBe('INS');
  });

  it('refuses a passenger born after the date of travel', () => {
    expect(() => passengerType('2026-12-11', '2026-12-10')).toThrow(RangeError);
    expect(() => ageOnTravel('2026-12-11', '2026-12-10')).toThrow(RangeError);
  });

  it('maps every derived code to one of the spec kinds', () => {
    for (const code of PASSENGER_TYPE_CODES) expect(PASSENGER_KINDS).toContain(KIND_OF_CODE[code]);
    expect(PASSENGER_KINDS).toEqual(['Adult', 'AgeChild', 'AgelessChild', 'LapInfant', 'SeatedInfant']);
  });
});

describe('searchPassengersOf', () => {
  const typed = (...births: [string, 'lap' | 'seat'][]) =>
    births.map(([dob, seat]) => ({ type: passengerType(dob, '2026-12-10', seat) }));

  it.each([
    [
      'a family',
      typed(['1985-03-02', 'seat'], ['2018-04-10', 'seat'], ['2025-09-01', 'lap']),
      { adults: 1, childAges: [8], lapInfants: 1, seatedInfants: 0 },
    ],
    // A 14-year-old is an ADT fare but was searched as a child of 14; 18 on the day is an adult.
    [
      'teenagers',
      typed(['2012-06-01', 'seat'], ['2008-12-10', 'seat']),
      { adults: 1, childAges: [14], lapInfants: 0, seatedInfants: 0 },
    ],
    [
      'a seated infant',
      typed(['1990-01-01', 'seat'], ['2026-01-01', 'seat']),
      { adults: 1, childAges: [], lapInfants: 0, seatedInfants: 1 },
    ],
    ['nobody', typed(), { adults: 0, childAges: [], lapInfants: 0, seatedInfants: 0 }],
  ])('%s', (_name, passengers, counts) => {
    expect(searchPassengersOf(passengers)).toEqual(counts);
  });
});
