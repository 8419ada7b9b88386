import { compare } from '../iso-date.ts';

// Issue 15 Reports "Away now" for flight trips: duty of care places a flyer at an airport city, the stay and
// hotel lines at their address. Dates are the local departure dates of the slices as booked; `today` is the
// business's local date (reports.service dateIn), so both are plain ISO dates and compare as strings.

/** The part of a booked slice the rule reads (contracts BookedFlightSlice). */
export type AwaySlice = { origin: string; destination: string; departureDate: string };

/**
 * The airport code a traveler is at today, or null when the trip does not cover today. A trip covers its first
 * departure date through its last slice's departure date (a one-way, its departure date only). The traveler is
 * at the destination of the last slice flown before today, or, on the first departure date, the first slice's
 * destination: a day they fly out of a city still counts as a day in it, so the return date shows them at the
 * destination until they are home.
 */
export function awayAirport(slices: readonly AwaySlice[], today: string): string | null {
  const ordered = [...slices].sort((a, b) => compare(a.departureDate, b.departureDate));
  const first = ordered[0];
  const last = ordered[ordered.length - 1];
  if (!first || !last) return null;
  if (compare(today, first.departureDate) < 0 || compare(today, last.departureDate) > 0) return null;
  const flown = ordered.filter((s) => compare(s.departureDate, today) < 0);
  return (flown[flown.length - 1] ?? first).destination;
}
