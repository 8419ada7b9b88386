import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine, stayIcs } from './ics.ts';

const octets = (s: string) => new TextEncoder().encode(s).length;

const event = {
  uid: 'H-AB12CD34@card-travel',
  from: '2026-03-08',
  until: '2026-03-11',
  summary: 'Stay at Ocean View, Cottage',
  location: '1 Beach Rd, Miami, FL 33139',
  description: 'Your booking confirmation is #H-AB12CD34',
  stamp: new Date('2026-02-01T09:30:05.123Z'),
};

describe('stayIcs', () => {
  const ics = stayIcs(event);

  it('is one VEVENT inside a VCALENDAR with CRLF line endings', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('is all-day from check-in to the exclusive checkout date, stamped with the given instant', () => {
    expect(ics).toContain('\r\nDTSTART;VALUE=DATE:20260308\r\n');
    expect(ics).toContain('\r\nDTEND;VALUE=DATE:20260311\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20260201T093005Z\r\n');
    expect(ics).toContain('\r\nUID:H-AB12CD34@card-travel\r\n');
  });

  it('escapes text values', () => {
    expect(ics).toContain('SUMMARY:Stay at Ocean View\\, Cottage');
    expect(ics).toContain('LOCATION:1 Beach Rd\\, Miami\\, FL 33139');
    expect(ics).toContain('DESCRIPTION:Your booking confirmation is #H-AB12CD34');
  });

  it('leaves out empty optional properties', () => {
    const bare = stayIcs({ ...event, location: undefined, description: '' });
    expect(bare).not.toContain('LOCATION');
    expect(bare).not.toContain('DESCRIPTION');
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() => stayIcs({ ...event, from: '03/08/2026' })).toThrow();
  });

  it('folds every line to at most 75 octets', () => {
    const long = stayIcs({ ...event, description: 'Ünïcødé ✈ '.repeat(30) });
    for (const line of long.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    // Unfolding (remove CRLF + space) gives the original line back.
    const unfolded = long.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:${'Ünïcødé ✈ '.repeat(30)}`);
  });
});

describe('escapeIcsText', () => {
  it.each([
    ['a,b', 'a\\,b'],
    ['a;b', 'a\\;b'],
    ['a\\b', 'a\\\\b'],
    ['line1\nline2', 'line1\\nline2'],
    ['line1\r\nline2', 'line1\\nline2'],
    ['plain', 'plain'],
  ])('%j -> %j', (input, output) => expect(escapeIcsText(input)).toBe(output));
});

describe('foldIcsLine', () => {
  it('keeps a 75-octet line whole and folds a 76-octet one', () => {
    expect(foldIcsLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldIcsLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('never splits a multi-byte character', () => {
    const folded = foldIcsLine(`${'x'.repeat(74)}é`);
    expect(folded).toBe(`${'x'.repeat(74)}\r\n é`);
  });
});
