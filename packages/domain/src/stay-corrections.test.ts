import { describe, expect, it } from 'vitest';
import {
  BEYOND_DATE_WINDOW,
  NO_ADULT,
  stayDateCorrections,
  stayRequestProblem,
  TOO_MANY_TRAVELERS,
} from './stay-corrections.ts';

const today = '2025-03-10';

describe('stayDateCorrections', () => {
  it.each([
    ['valid dates', '2025-04-01', '2025-04-04', []],
    ['missing dates', undefined, undefined, []],
    ['an impossible from-date is missing', '2025-02-30', '2025-04-04', []],
    ['an impossible until-date is missing', '2025-04-01', '2025-04-31', []],
    [
      'a from-date before today',
      '2025-03-01',
      '2025-04-04',
      [{ field: 'fromDate', reason: 'BeforeToday', was: '2025-03-01', now: '2025-03-11' }],
    ],
    [
      'an until-date on the from-date',
      '2025-04-01',
      '2025-04-01',
      [{ field: 'untilDate', reason: 'NotAfterFrom', was: '2025-04-01', now: '2025-04-03' }],
    ],
    [
      'an until-date before the from-date',
      '2025-04-05',
      '2025-04-01',
      [{ field: 'untilDate', reason: 'NotAfterFrom', was: '2025-04-01', now: '2025-04-07' }],
    ],
    [
      'both in the past',
      '2025-03-01',
      '2025-03-05',
      [
        { field: 'fromDate', reason: 'BeforeToday', was: '2025-03-01', now: '2025-03-11' },
        { field: 'untilDate', reason: 'NotAfterFrom', was: '2025-03-05', now: '2025-03-13' },
      ],
    ],
    ['today is not before today', '2025-03-10', '2025-03-12', []],
  ])('%s', (_name, from, until, corrections) => {
    expect(stayDateCorrections(from, until, today)).toEqual(corrections);
  });
});

describe('stayRequestProblem', () => {
  const stay = { from: '2025-04-01', until: '2025-04-04' };
  it.each([
    ['a usual stay', { adults: 2, children: 1, stay }, null],
    ['16 travelers', { adults: 10, children: 6, stay }, null],
    ['999 adults', { adults: 999, children: 0, stay }, TOO_MANY_TRAVELERS],
    ['17 with children', { adults: 2, children: 15, stay }, TOO_MANY_TRAVELERS],
    ['no adult', { adults: 0, children: 2, stay }, NO_ADULT],
    [
      'checkout one year ahead',
      { adults: 2, children: 0, stay: { from: '2026-03-01', until: '2026-03-10' } },
      null,
    ],
    [
      'a 15-month stay',
      { adults: 2, children: 0, stay: { from: '2025-03-11', until: '2026-06-11' } },
      BEYOND_DATE_WINDOW,
    ],
  ])('%s', (_name, input, problem) => {
    expect(stayRequestProblem({ ...input, today })).toBe(problem);
  });
});
