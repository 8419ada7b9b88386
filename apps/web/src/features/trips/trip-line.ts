import type { FlightTrip, TripListWithFlightsAnswer } from '@portal/contracts/flight-trips';
import type { HomeTrip, HotelTrip, TripListAnswer } from '@portal/contracts/trips';
import { compareTrips } from '@portal/domain/trips';

/**
 * A trip of any product line this portal sells; `tripKind` (spec §3) tells them apart. Each line's screens read
 * their own shape; the list, the cancel modal and the receipt frame read what every trip has through these.
 */
export type AnyTrip = HomeTrip | HotelTrip;

/** The line's segment in trip URLs and in the API's itinerary and cancel paths. */
export function lineSegment(trip: Pick<AnyTrip, 'tripKind'>): 'homes' | 'hotels' {
  return trip.tripKind === 'Hotel' ? 'hotels' : 'homes';
}

export function tripPathOf(trip: AnyTrip): string {
  return `/trips/${lineSegment(trip)}/${encodeURIComponent(trip.id.value)}`;
}

export function receiptPathOf(trip: AnyTrip): string {
  return `${tripPathOf(trip)}/receipt`;
}

/** The home's or the hotel's name. */
export function tripName(trip: AnyTrip): string {
  return trip.tripKind === 'Hotel' ? trip.lodging.name : trip.listing.content.name;
}

/** The server's "today" is the UTC date (api lib/today.ts); it only decides where a cancelled stay sorts. */
function utcToday(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * One page of itinerary/list, every line's trips together in the server's order. The page is taken across lines
 * in the domain's compareTrips order and the answer groups it by line, each group still in that order; merging
 * the groups by the same rule restores it (a tie keeps the server's order within a line).
 */
export function tripsOfPage(page: TripListAnswer, today: string = utcToday()): AnyTrip[] {
  const facts = (t: AnyTrip) => ({
    // The server breaks ties by its own ids; within a line its order is kept, across lines homes come first.
    id: '',
    from: t.stayDates.from,
    until: t.stayDates.until,
    timeState: t.timeState,
  });
  const a: readonly AnyTrip[] = page.homes;
  const b: readonly AnyTrip[] = page.hotels ?? [];
  const merged: AnyTrip[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (compareTrips(facts(a[i]!), facts(b[j]!), today) <= 0) merged.push(a[i++]!);
    else merged.push(b[j++]!);
  }
  return merged.concat(a.slice(i), b.slice(j));
}

/** A trip of any line in a trips list, flights included (a flight trip has its own screens and card). */
export type ListedTrip = AnyTrip | FlightTrip;

/** The dates a trip is ordered by: a stay's, or a flight's first departure and last arrival (local dates). */
function listedFacts(t: ListedTrip) {
  return t.tripKind === 'Flight'
    ? {
        id: '',
        from: t.firstDeparture.slice(0, 10),
        until: t.lastArrival.slice(0, 10),
        timeState: t.timeState,
      }
    : { id: '', from: t.stayDates.from, until: t.stayDates.until, timeState: t.timeState };
}

/**
 * tripsOfPage with the page's flights merged in by the same rule (the server pages flights with the rest). The
 * list's schema types `flights` loosely (trips.ts cannot name FlightTrip, see TripListWithFlightsAnswer); the
 * server checks each against FlightTrip on the way out.
 */
export function listedTripsOfPage(page: TripListAnswer, today: string = utcToday()): ListedTrip[] {
  const a: readonly ListedTrip[] = tripsOfPage(page, today);
  const b: readonly ListedTrip[] = (page as TripListWithFlightsAnswer).flights ?? [];
  const merged: ListedTrip[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (compareTrips(listedFacts(a[i]!), listedFacts(b[j]!), today) <= 0) merged.push(a[i++]!);
    else merged.push(b[j++]!);
  }
  return merged.concat(a.slice(i), b.slice(j));
}
