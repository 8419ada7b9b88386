import { describe, expect, it } from 'vitest';
import { flightIcs } from './ics.ts';

const stamp = new Date('2026-02-01T09:30:05.123Z');
const segments = [
  {
    uid: 'H-FL12AB34-1@card-travel',
    departure: '2026-12-01T19:05-05:00',
    arrival: '2026-12-02T07:10+00:00',
    summary: 'BA 178 New York (JFK) to London (LHR)',
    location: 'John F. Kennedy International Airport',
    description: 'Record locator ABC123, confirmation H-FL12AB34',
  },
  {
    uid: 'H-FL12AB34-2@card-travel',
    departure: '2026-12-02T09:00+00:00',
    arrival: '2026-12-02T11:20+01:00',
    summary: 'AF 1081 London (LHR) to Paris (CDG)',
  },
];

describe('flightIcs', () => {
  it('has one timed VEVENT per segment in UTC, whatever the offset of each airport', () => {
    const ics = flightIcs(segments, stamp);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    // 19:05 at New York (-05:00) is 00:05 UTC the next day; 11:20 in Paris (+01:00) is 10:20 UTC.
    expect(ics).toContain('\r\nDTSTART:20261202T000500Z\r\nDTEND:20261202T071000Z\r\n');
    expect(ics).toContain('\r\nDTSTART:20261202T090000Z\r\nDTEND:20261202T102000Z\r\n');
    expect(ics).toContain('\r\nUID:H-FL12AB34-2@card-travel\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20260201T093005Z\r\n');
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });

  it.each([
    ['a local time without an offset', '2026-12-01T19:05'],
    ['a date only', '2026-12-01'],
  ])('refuses %s (the instant would depend on the runner’s zone)', (_name, departure) => {
    expect(() => flightIcs([{ ...segments[1]!, departure }], stamp)).toThrow(/Not a zoned time/);
  });

  it('escapes text and leaves optional lines out', () => {
    const ics = flightIcs([{ ...segments[1]!, summary: 'A; B, C' }], stamp);
    expect(ics).toContain('SUMMARY:A\\; B\\, C');
    expect(ics).not.toContain('LOCATION:');
  });
});
