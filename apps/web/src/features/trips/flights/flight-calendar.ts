import type { FlightTrip } from '@portal/contracts/flight-trips';
import { flightIcs } from '@portal/domain/ics';
import { airportCity, airportName, flightNumberText } from './flight-trip-text.ts';

/**
 * The trip as an RFC 5545 file, one event per segment at its zoned times; `now` is the DTSTAMP. Each event's UID
 * is the confirmation code and the segment's place in the trip, so a second download updates the events.
 */
export function flightTripIcs(trip: FlightTrip, now: Date): string {
  const events = trip.itinerary.slices.flatMap((slice, s) =>
    slice.segments.map((segment, g) => {
      const { number, operator } = flightNumberText(trip, segment);
      const from = segment.origin.locationCode;
      const to = segment.destination.locationCode;
      return {
        uid: `${trip.confirmationCode}-${s + 1}-${g + 1}@card-travel`,
        departure: segment.zonedScheduledDeparture,
        arrival: segment.zonedScheduledArrival,
        summary: `${number} ${airportCity(trip, from)} (${from}) to ${airportCity(trip, to)} (${to})`,
        location: airportName(trip, from),
        description: [
          trip.recordLocator ? `Airline record locator ${trip.recordLocator}` : '',
          `Confirmation #${trip.confirmationCode}`,
          operator ?? '',
        ]
          .filter(Boolean)
          .join('\n'),
      };
    }),
  );
  return flightIcs(events, now);
}

/** Downloads the .ics built in the browser from the trip the page already has. */
export function downloadFlightCalendar(trip: FlightTrip, now: Date = new Date()): void {
  const blob = new Blob([flightTripIcs(trip, now)], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `flight-${trip.confirmationCode}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
