import { describe, expect, it } from 'vitest';
import { plusDays, zonedTime } from './local-times.ts';
import { utc } from './test-world.ts';

// The domain project runs with TZ=Pacific/Kiritimati (UTC+14): a result that read the host's zone would show.
describe('zoned local times', () => {
  it.each<[string, number, string, string, string, number]>([
    [
      'New York in winter',
      utc(0, '12:05'),
      'America/New_York',
      '2026-12-01T07:05',
      '2026-12-01T07:05-05:00',
      7,
    ],
    [
      'New York in summer',
      utc(-150, '12:05'),
      'America/New_York',
      '2026-07-04T08:05',
      '2026-07-04T08:05-04:00',
      8,
    ],
    [
      'London, UTC in winter',
      utc(0, '00:00'),
      'Europe/London',
      '2026-12-01T00:00',
      '2026-12-01T00:00+00:00',
      0,
    ],
    [
      'Kolkata, a half-hour zone',
      utc(0, '20:00'),
      'Asia/Kolkata',
      '2026-12-02T01:30',
      '2026-12-02T01:30+05:30',
      1,
    ],
    [
      'Sydney, next day',
      utc(0, '14:00'),
      'Australia/Sydney',
      '2026-12-02T01:00',
      '2026-12-02T01:00+11:00',
      1,
    ],
    [
      'Honolulu, day before',
      utc(0, '05:00'),
      'Pacific/Honolulu',
      '2026-11-30T19:00',
      '2026-11-30T19:00-10:00',
      19,
    ],
  ])('%s', (_name, minute, zone, local, zoned, hour) => {
    const time = zonedTime(minute, zone);
    expect(time.local).toBe(local);
    expect(time.zoned).toBe(zoned);
    expect(time.hour).toBe(hour);
    expect(time.date).toBe(local.slice(0, 10));
  });

  // The wall clock is worked out from an offset cached per zone and hour: it must read as Intl reads it, minute by
  // minute, across clock changes (whole-hour, half-hour at Lord Howe, 45-minute zones) and the date line.
  it.each([
    ['America/New_York', '2026-03-08'],
    ['America/New_York', '2026-11-01'],
    ['Europe/London', '2026-03-29'],
    ['Australia/Lord_Howe', '2026-04-05'],
    ['Australia/Lord_Howe', '2026-10-04'],
    ['America/St_Johns', '2026-11-01'],
    ['Asia/Kathmandu', '2026-06-01'],
    ['Pacific/Chatham', '2026-04-05'],
    ['Pacific/Kiritimati', '2026-12-31'],
    ['America/Santiago', '2026-04-05'],
  ])('agrees with Intl minute by minute in %s around %s', (zone, date) => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    const start = Date.parse(`${date}T00:00:00Z`) / 60_000 - 1440;
    for (let minute = start; minute < start + 3 * 1440; minute += 7) {
      const p = Object.fromEntries(intl.formatToParts(minute * 60_000).map((x) => [x.type, x.value]));
      expect(zonedTime(minute, zone).local).toBe(`${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`);
    }
  });

  it('refuses a zone Intl does not know', () => {
    expect(() => zonedTime(utc(0, '12:00'), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('plusDays', () => {
  it.each<[string, [number, string], string, [number, string], string, number]>([
    // 08:00 EST departure, arrives 11:30 PST the same day.
    ['same day', [0, '13:00'], 'America/New_York', [0, '19:30'], 'America/Los_Angeles', 0],
    // Boston 21:00 EST to London 08:40 GMT the next morning.
    ['overnight to Europe', [1, '02:00'], 'America/New_York', [1, '08:40'], 'Europe/London', 1],
    // Los Angeles 22:30 PST Dec 1 to Sydney 06:30 AEDT Dec 3: across the date line, +2.
    [
      'across the date line westbound',
      [1, '06:30'],
      'America/Los_Angeles',
      [1, '19:30'],
      'Australia/Sydney',
      2,
    ],
    // Tokyo 20:00 JST Dec 1 to Honolulu 08:00 HST Dec 1: the same date; a flight after midnight lands the day before.
    ['across the date line eastbound', [0, '11:00'], 'Asia/Tokyo', [0, '18:00'], 'Pacific/Honolulu', 0],
    ['eastbound, the day before', [0, '16:00'], 'Asia/Tokyo', [0, '23:00'], 'Pacific/Honolulu', -1],
    // Boston 17:00 EST, overnight at a hub, Los Angeles 07:30 PST the next day.
    ['an overnight layover', [0, '22:00'], 'America/New_York', [1, '15:30'], 'America/Los_Angeles', 1],
  ])('%s', (_name, departure, fromZone, arrival, toZone, days) => {
    expect(
      plusDays(
        { utcMinute: utc(...departure), timeZone: fromZone },
        { utcMinute: utc(...arrival), timeZone: toZone },
      ),
    ).toBe(days);
  });
});
