import { stayIcs } from '@portal/domain/ics';

/** What a calendar entry for a booked stay says; both the confirmation page and My trips offer one. */
export type StayCalendarEntry = {
  /** The confirmation code (H-...). */
  code: string;
  from: string;
  until: string;
  listingName: string;
  address: string;
  hostName?: string | null;
};

/** The stay as an RFC 5545 file; `now` is the DTSTAMP (the domain takes no clock of its own). */
export function stayCalendarIcs(entry: StayCalendarEntry, now: Date): string {
  return stayIcs({
    // The confirmation code is unique, so a second download updates the event rather than adding another.
    uid: `${entry.code}@card-travel`,
    from: entry.from,
    until: entry.until,
    summary: `Stay at ${entry.listingName}`,
    location: entry.address,
    description: [
      `Your booking confirmation is #${entry.code}`,
      entry.hostName ? `Host: ${entry.hostName}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    stamp: now,
  });
}

/** Downloads the .ics built in the browser: no server round trip, works from the stay the page already has. */
export function downloadStayCalendar(entry: StayCalendarEntry, now: Date = new Date()): void {
  const blob = new Blob([stayCalendarIcs(entry, now)], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `booking-${entry.code}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
