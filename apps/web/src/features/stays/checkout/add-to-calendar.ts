import type { Reservation } from '@portal/contracts/purchase';
import { downloadStayCalendar, stayCalendarIcs, type StayCalendarEntry } from '../../../lib/stay-calendar.ts';
import { fullAddress } from './stay-text.ts';

function calendarEntry(reservation: Reservation): StayCalendarEntry {
  return {
    code: reservation.id.value,
    from: reservation.stayDates.from,
    until: reservation.stayDates.until,
    listingName: reservation.listing.content.name,
    address: fullAddress(reservation),
    hostName: reservation.providerAdditionalReservationInfo.hostName,
  };
}

/** The stay as an RFC 5545 file; `now` is the DTSTAMP. */
export function reservationIcs(reservation: Reservation, now: Date): string {
  return stayCalendarIcs(calendarEntry(reservation), now);
}

export function downloadReservationIcs(reservation: Reservation, now: Date = new Date()): void {
  downloadStayCalendar(calendarEntry(reservation), now);
}
