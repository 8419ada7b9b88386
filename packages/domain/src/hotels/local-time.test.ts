import { describe, expect, it } from 'vitest';
import {
  checkInInstantMs,
  clockMinutes,
  clockText,
  hoursBeforeMs,
  instantToLocal,
  localDateTime,
  localDateTimeText,
  localToInstantMs,
} from './local-time.ts';

describe('clock times', () => {
  it.each([
    ['16:00', 960],
    ['9:05', 545],
    [' 07:30 ', 450],
    ['23:59:30', 1439],
    ['00:00', 0],
    ['24:00', null],
    ['12:60', null],
    ['noon', null],
    ['', null],
  ])('clockMinutes(%j) = %s', (time, minutes) => {
    expect(clockMinutes(time)).toBe(minutes);
  });

  it.each([
    [0, '00:00'],
    [545, '09:05'],
    [1439, '23:59'],
  ])('clockText(%i) = %s', (minutes, text) => {
    expect(clockText(minutes)).toBe(text);
  });

  it('refuses a check-in time that is not a time of day', () => {
    expect(() => localDateTime('2026-03-06', '4pm')).toThrow(RangeError);
    expect(localDateTime('2026-03-06', '16:00')).toEqual({ date: '2026-03-06', minutes: 960 });
  });
});

describe('hotel local time and instants', () => {
  it.each([
    // date, minutes, UTC offset, instant
    ['2026-03-06', 960, -300, '2026-03-06T21:00:00Z'], // New York, winter
    ['2026-03-06', 960, 0, '2026-03-06T16:00:00Z'],
    ['2026-03-06', 60, 600, '2026-03-05T15:00:00Z'], // Sydney-like, previous UTC day
    ['2026-03-06', 1380, -600, '2026-03-07T09:00:00Z'], // Honolulu, next UTC day
    ['1969-12-31', 0, 0, '1969-12-31T00:00:00Z'], // before the epoch
  ])('%s at minute %i, offset %i is %s', (date, minutes, offset, iso) => {
    const instant = Date.parse(iso);
    expect(localToInstantMs({ date, minutes }, offset)).toBe(instant);
    expect(instantToLocal(instant, offset)).toEqual({ date, minutes });
  });

  it('rounds an instant inside a minute down to that minute', () => {
    expect(instantToLocal(Date.parse('2026-03-06T21:00:59.999Z'), -300)).toEqual({
      date: '2026-03-06',
      minutes: 960,
    });
  });

  it('finds the check-in instant of a stay', () => {
    expect(
      checkInInstantMs({ checkInDate: '2026-07-01', checkInTime: '15:00', utcOffsetMinutes: -240 }),
    ).toBe(Date.parse('2026-07-01T19:00:00Z'));
  });

  it('spells a local moment', () => {
    expect(localDateTimeText({ date: '2026-03-06', minutes: 960 })).toBe('Fri, Mar 6, 2026, 4:00 PM');
    expect(localDateTimeText({ date: '2026-03-07', minutes: 0 })).toBe('Sat, Mar 7, 2026, 12:00 AM');
  });
});

describe('counting back from an instant', () => {
  it.each([
    [0, '2026-03-06T20:00:00Z'],
    [48, '2026-03-04T20:00:00Z'],
    [1.5, '2026-03-06T18:30:00Z'],
  ])('%s hours before check-in is %s', (hours, iso) => {
    expect(hoursBeforeMs(Date.parse('2026-03-06T20:00:00Z'), hours)).toBe(Date.parse(iso));
  });
});
