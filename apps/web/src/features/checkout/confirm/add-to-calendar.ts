import type { Reservation } from '@portal/contracts/purchase';
import { stayIcs } from '@portal/domain/ics';
import { fullAddress } from './stay-text.ts';

/** The stay as an RFC 5545 file; `now` is the DTSTAMP (the domain takes no clock of its own). */
export function reservationIcs(reservation: Reservation, now: Date): string {
  const code = reservation.id.value;
  const { hostName } = reservation.providerAdditionalReservationInfo;
  return stayIcs({
    // The confirmation code is unique, so a second download updates the event rather than adding another.
    uid: `${code}@card-travel`,
    from: reservation.stayDates.from,
    until: reservation.stayDates.until,
    summary: `Stay at ${reservation.listing.content.name}`,
    location: fullAddress(reservation),
    description: [`Your booking confirmation is #${code}`, hostName ? `Host: ${hostName}` : '']
      .filter(Boolean)
      .join('\n'),
    stamp: now,
  });
}

/** Downloads the .ics built in the browser: no server round trip, works from the stored reservation alone. */
export function downloadReservationIcs(reservation: Reservation, now: Date = new Date()): void {
  const blob = new Blob([reservationIcs(reservation, now)], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `booking-${reservation.id.value}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
