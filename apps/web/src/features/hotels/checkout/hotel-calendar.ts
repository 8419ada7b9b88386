import type { HotelReservation } from '@portal/contracts/purchase';
import { stayIcs } from '@portal/domain/ics';
import { formatTime12h } from '@portal/domain/text';

/** The hotel stay as an RFC 5545 all-day event over its nights; `now` is the DTSTAMP. */
export function hotelReservationIcs(reservation: HotelReservation, now: Date): string {
  const { lodging, room } = reservation;
  return stayIcs({
    // The confirmation code is unique, so a second download updates the event rather than adding another.
    uid: `${reservation.id.value}@card-travel`,
    from: reservation.stayDates.from,
    until: reservation.stayDates.until,
    summary: `Hotel: ${lodging.name}`,
    location: lodging.address,
    description: [
      `Your booking confirmation is #${reservation.id.value}`,
      `${room.name}, ${reservation.roomsCount} ${reservation.roomsCount === 1 ? 'room' : 'rooms'}`,
      `Check-in from ${formatTime12h(lodging.checkInTime)}. Checkout by ${formatTime12h(lodging.checkOutTime)}.`,
    ].join('\n'),
    stamp: now,
  });
}

/** Downloads the .ics built in the browser from the booking the page already has. */
export function downloadHotelIcs(reservation: HotelReservation, now: Date = new Date()): void {
  const blob = new Blob([hotelReservationIcs(reservation, now)], { type: 'text/calendar;charset=utf-8' });
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
