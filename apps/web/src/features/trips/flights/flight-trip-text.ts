import type { FlightSegment } from '@portal/contracts/flights';
import type { FlightItineraryTag, FlightTrip, FlightTripPassenger } from '@portal/contracts/flight-trips';
import { formatDate } from '../../../lib/format.ts';

// The words of a booked flight: local times at each airport with its zone, durations, layovers, passengers, tags.

export function flightTripPath(trip: Pick<FlightTrip, 'id'>): string {
  return `/trips/flights/${encodeURIComponent(trip.id.value)}`;
}

/** '2026-12-01T19:05' -> '7:05 PM': the airport's wall clock, never converted to the reader's zone. */
export function localClock(local: string): string {
  const [hour = 0, minute = 0] = local.slice(11, 16).split(':').map(Number);
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${suffix}`;
}

/** '2026-12-01T19:05' -> 'Tue, Dec 1, 2026'. */
export function localDay(local: string): string {
  return formatDate(local.slice(0, 10));
}

const zoneNames = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone's short name at that instant ('EST', 'GMT', 'GMT+1'), from the zoned time: the same wall clock reads
 * differently in summer and winter, so the instant decides.
 */
export function zoneLabel(zoned: string, timeZone: string | undefined): string {
  const offset = zoned.match(/([+-]\d{2}:\d{2}|Z)$/)?.[1] ?? '';
  if (!timeZone) return offset === 'Z' || offset === '+00:00' ? 'UTC' : `UTC${offset}`;
  let format = zoneNames.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
    zoneNames.set(timeZone, format);
  }
  const part = format.formatToParts(new Date(zoned)).find((p) => p.type === 'timeZoneName');
  return part?.value ?? `UTC${offset}`;
}

/** 425 -> '7h 5m'. */
export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}m`;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}

export function airportCity(trip: FlightTrip, code: string): string {
  return trip.itinerary.airports[code]?.city ?? code;
}

export function airportName(trip: FlightTrip, code: string): string {
  const airport = trip.itinerary.airports[code];
  return airport ? `${airport.name} (${code})` : code;
}

export function airlineName(trip: FlightTrip, code: string): string {
  return trip.itinerary.airlines[code]?.name ?? code;
}

/** 'BA 178', and 'operated by ITA Airways' when another airline flies it. */
export function flightNumberText(
  trip: FlightTrip,
  segment: FlightSegment,
): { number: string; operator: string | null } {
  const { marketingAirline: m, operatingAirline: o } = segment;
  return {
    number: `${m.code} ${m.flightNumber}`,
    operator: o.code !== m.code ? `Operated by ${airlineName(trip, o.code)}` : null,
  };
}

/** The layover after a segment: '1h 40m layover in Paris', flagged when the traveler changes tickets there. */
export function layoverText(trip: FlightTrip, segment: FlightSegment): string | null {
  if (segment.stopoverDurationMinutes <= 0) return null;
  const where = airportCity(trip, segment.destination.locationCode);
  const base = `${durationText(segment.stopoverDurationMinutes)} layover in ${where}`;
  return segment.isSelfTransferLayover ? `${base} · collect your bags and check in again` : base;
}

const PASSENGER_TYPE_LABELS: Record<FlightTripPassenger['type'], string> = {
  ADT: 'Adult',
  CNN: 'Child',
  INF: 'Lap infant',
  INS: 'Seated infant',
};

export function passengerTypeLabel(type: FlightTripPassenger['type']): string {
  return PASSENGER_TYPE_LABELS[type];
}

/** '2 Adults, 1 Child, 1 Lap infant'. */
export function passengersText(passengers: readonly FlightTripPassenger[]): string {
  const counts = new Map<FlightTripPassenger['type'], number>();
  for (const p of passengers) counts.set(p.type, (counts.get(p.type) ?? 0) + 1);
  return [...counts]
    .map(([type, n]) => {
      const label = PASSENGER_TYPE_LABELS[type];
      const plural = type === 'CNN' ? 'Children' : `${label}s`;
      return `${n} ${n === 1 ? label : plural}`;
    })
    .join(', ');
}

/** Spec §3 itinerary tags as the traveler reads them; a tag with no words for travelers is not shown. */
const TAG_LABELS: Partial<Record<FlightItineraryTag, string>> = {
  BookingPending: 'Ticketing in progress',
  Canceled: 'Cancelled',
  CancellationPending: 'Cancellation pending',
  Departed: 'Departed',
  Ftc: 'Travel credit available',
  Exchangeable: 'Changeable',
  NonExchangeable: 'Not changeable',
  AirlineControl: 'Managed by the airline',
  ContactAirline: 'Contact airline',
  ContactCustomerService: 'Contact support',
  MultiProvider: 'Several airlines',
  Chfar: 'Change for any reason',
  ContainsRemarks: 'Airline remarks',
};

export function tagLabels(tags: readonly FlightItineraryTag[]): string[] {
  return tags.flatMap((tag) => TAG_LABELS[tag] ?? []);
}

/** 'Dec 1 – Dec 5, 2026' from the first departure's to the last slice's departure (local dates). */
export function flightDatesText(trip: FlightTrip): string {
  const slices = trip.itinerary.slices;
  const from = slices[0]!.segments[0]!.scheduledDeparture.slice(0, 10);
  const until = slices.at(-1)!.segments.at(-1)!.scheduledArrival.slice(0, 10);
  const sameYear = from.slice(0, 4) === until.slice(0, 4);
  if (from === until) return formatDate(from, 'dayYear');
  return `${formatDate(from, sameYear ? 'day' : 'dayYear')} – ${formatDate(until, 'dayYear')}`;
}

export function tripAirlines(trip: FlightTrip): string {
  const codes = new Set(trip.itinerary.slices.flatMap((s) => s.segments.map((g) => g.marketingAirline.code)));
  return [...codes].map((c) => airlineName(trip, c)).join(', ');
}
