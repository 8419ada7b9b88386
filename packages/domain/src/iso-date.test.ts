import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  compare,
  diffDays,
  eachNight,
  isAfter,
  isBefore,
  isIsoDate,
  isoDateOfInstant,
  weekday,
} from './iso-date.ts';

describe('iso-date (runs under a far time zone)', () => {
  it('runs with TZ far from UTC so local-time bugs would show', () => {
    expect(new Date(2025, 0, 1).getTimezoneOffset()).not.toBe(0);
  });

  it.each([
    ['2025-01-31', 1, '2025-02-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-02-28', 1, '2025-03-01'],
    ['2025-03-09', 1, '2025-03-10'], // US DST start
    ['2025-11-02', 1, '2025-11-03'], // US DST end
    ['2025-12-31', 1, '2026-01-01'],
    ['2025-01-01', -1, '2024-12-31'],
    ['2025-01-01', 0, '2025-01-01'],
    ['2025-01-01', 365, '2026-01-01'],
  ])('addDays(%s, %i) = %s', (iso, n, expected) => {
    expect(addDays(iso, n)).toBe(expected);
  });

  it.each([
    ['2024-02-29', 1, '2025-02-28'],
    ['2025-06-15', 1, '2026-06-15'],
    ['2023-02-28', 1, '2024-02-28'],
  ])('addYears(%s, %i) = %s', (iso, n, expected) => {
    expect(addYears(iso, n)).toBe(expected);
  });

  it.each([
    ['2025-01-03', '2025-01-01', 2],
    ['2025-01-01', '2025-01-03', -2],
    ['2025-03-31', '2025-03-01', 30],
    ['2026-01-01', '2025-01-01', 365],
    ['2025-01-01', '2025-01-01', 0],
  ])('diffDays(%s, %s) = %i', (a, b, expected) => {
    expect(diffDays(a, b)).toBe(expected);
  });

  it.each([
    ['2025-01-05', 0],
    ['2025-01-06', 1],
    ['2025-01-11', 6],
    ['2024-02-29', 4],
  ])('weekday(%s) = %i', (iso, expected) => {
    expect(weekday(iso)).toBe(expected);
  });

  it('compares and orders', () => {
    expect(compare('2025-01-01', '2025-01-02')).toBe(-1);
    expect(compare('2025-01-02', '2025-01-02')).toBe(0);
    expect(compare('2025-01-03', '2025-01-02')).toBe(1);
    expect(isBefore('2025-01-01', '2025-01-02')).toBe(true);
    expect(isBefore('2025-01-02', '2025-01-02')).toBe(false);
    expect(isAfter('2025-01-03', '2025-01-02')).toBe(true);
  });

  it('lists the nights of a half-open stay', () => {
    expect(eachNight('2025-02-27', '2025-03-02')).toEqual(['2025-02-27', '2025-02-28', '2025-03-01']);
    expect(eachNight('2025-01-01', '2025-01-01')).toEqual([]);
    expect(eachNight('2025-01-02', '2025-01-01')).toEqual([]);
  });

  it.each([
    ['2025-01-01', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-1-01', false],
    ['', false],
    ['2025-01-01T00:00', false],
  ])('isIsoDate(%s) = %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it('rejects malformed input in arithmetic', () => {
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
  });

  it('takes the UTC date of an instant', () => {
    expect(isoDateOfInstant(new Date('2025-01-01T23:30:00Z'))).toBe('2025-01-01');
  });
});
