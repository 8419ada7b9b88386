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

/** One flight segment of a booked trip; the times are zoned ISO strings ('2026-12-01T07:05-05:00'). */
export type FlightSegmentEvent = {
  /** Stable per segment (the booking's code and the segment's place in the trip), see StayEvent.uid. */
  uid: string;
  departure: string;
  arrival: string;
  summary: string;
  location?: string;
  description?: string;
};

/**
 * A zoned time as a UTC instant. The offset in the string decides the instant, so the output is the same in any
 * time zone the code runs in; calendars show it in the reader's zone.
 */
function zonedToUtc(zoned: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/.test(zoned)) {
    throw new Error(`Not a zoned time: ${zoned}`);
  }
  return new Date(zoned);
}

/** A booked flight trip as one calendar: one timed VEVENT per segment, from take-off to landing. */
export function flightIcs(events: readonly FlightSegmentEvent[], stamp: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Card Travel//Flights//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${icsUtc(stamp)}`,
      `DTSTART:${icsUtc(zonedToUtc(event.departure))}`,
      `DTEND:${icsUtc(zonedToUtc(event.arrival))}`,
      `SUMMARY:${escapeIcsText(event.summary)}`,
      ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
      ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
      // A flight is busy time, unlike a stay's all-day span.
      'TRANSP:OPAQUE',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
