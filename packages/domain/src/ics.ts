/**
 * An iCalendar file (RFC 5545) for a booked stay: one all-day VEVENT from check-in to checkout. The caller
 * passes the DTSTAMP instant so the output is reproducible.
 */

export type StayEvent = {
  /** Globally unique and stable across downloads, so a calendar updates the event instead of duplicating it. */
  uid: string;
  /** Check-in, YYYY-MM-DD. */
  from: string;
  /** Checkout, YYYY-MM-DD: DTEND of an all-day event is exclusive, which matches the half-open stay range. */
  until: string;
  summary: string;
  location?: string;
  description?: string;
  stamp: Date;
};

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF and one space. Octets, not characters, and a
 * multi-byte UTF-8 character is never split.
 */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // Continuation lines start with a space, which counts toward their 75 octets.
  let limit = MAX_OCTETS;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function icsDate(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new Error(`Not an ISO date: ${isoDate}`);
  return isoDate.replace(/-/g, '');
}

/** 2026-03-08T12:00:00.000Z -> 20260308T120000Z (UTC form, RFC 5545 §3.3.5). */
function icsUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

export function stayIcs(event: StayEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Card Travel//Vacation rentals//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART;VALUE=DATE:${icsDate(event.from)}`,
    `DTEND;VALUE=DATE:${icsDate(event.until)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
