import { describe, expect, it } from 'vitest';
import { ageOn, isAdultAtCheckIn, PRIMARY_TRAVELER_ADULT } from './primary-traveler.ts';

describe('isAdultAtCheckIn', () => {
  it.each([
    ['turns 18 on the check-in day', '2008-07-04', '2026-07-04', true],
    ['turns 18 the day after check-in', '2008-07-05', '2026-07-04', false],
    ['turns 18 during the stay still counts as a minor at check-in', '2008-07-06', '2026-07-04', false],
    ['well over 18', '1985-01-31', '2026-07-04', true],
    ['a child', '2017-04-20', '2026-07-04', false],
    ['born 29 Feb: 18 on 1 March of a common year', '2008-02-29', '2026-03-01', true],
    ['born 29 Feb: not yet on 28 February', '2008-02-29', '2026-02-28', false],
    ['the placeholder birth date of a profile with missing info', '1870-01-01', '2026-07-04', true],
    ['no birth date', '', '2026-07-04', false],
    ['not a date', '2008-13-40', '2026-07-04', false],
  ])('%s (%s at %s) -> %s', (_name, dob, checkIn, adult) => {
    expect(isAdultAtCheckIn(dob, checkIn)).toBe(adult);
  });
});

describe('ageOn', () => {
  it.each([
    ['2000-06-15', '2026-06-14', 25],
    ['2000-06-15', '2026-06-15', 26],
    ['2000-12-31', '2026-01-01', 25],
  ])('%s on %s -> %i', (dob, day, age) => expect(ageOn(dob, day)).toBe(age));
});

it('keeps its message', () => {
  expect(PRIMARY_TRAVELER_ADULT).toBe('The primary traveler must be 18 or older at check-in.');
});
