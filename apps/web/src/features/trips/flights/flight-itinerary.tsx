import type { FlightSegment } from '@portal/contracts/flights';
import type { FlightTrip, FlightTripSlice } from '@portal/contracts/flight-trips';
import {
  airportName,
  durationText,
  flightNumberText,
  layoverText,
  localClock,
  localDay,
  passengerTypeLabel,
  zoneLabel,
} from './flight-trip-text.ts';
import { fareTitle } from '../../../lib/flight-cabins.ts';

// A booked itinerary as the traveler reads it: every segment at its airports' local times with their zones,
// the layovers between them, and the passengers.

function Stop({
  trip,
  code,
  local,
  zoned,
}: {
  trip: FlightTrip;
  code: string;
  local: string;
  zoned: string;
}) {
  const zone = trip.itinerary.airports[code]?.timeZone;
  return (
    <div>
      <p className="font-semibold text-slate-900">
        <time dateTime={zoned}>
          {localClock(local)}{' '}
          <span className="text-sm font-normal text-slate-600">{zoneLabel(zoned, zone)}</span>
        </time>
      </p>
      <p className="text-sm text-slate-600">{localDay(local)}</p>
      <p className="text-sm text-slate-700">{airportName(trip, code)}</p>
    </div>
  );
}

function Segment({ trip, segment }: { trip: FlightTrip; segment: FlightSegment }) {
  const { number, operator } = flightNumberText(trip, segment);
  const layover = layoverText(trip, segment);
  return (
    <li>
      <div className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-[1fr_auto_1fr] sm:items-start">
        <Stop
          trip={trip}
          code={segment.origin.locationCode}
          local={segment.scheduledDeparture}
          zoned={segment.zonedScheduledDeparture}
        />
        <p className="text-sm text-slate-600 sm:text-center">
          <span className="block font-semibold text-slate-800">{number}</span>
          {durationText(segment.durationMinutes)} · {segment.aircraft}
          {operator ? <span className="block">{operator}</span> : null}
        </p>
        <Stop
          trip={trip}
          code={segment.destination.locationCode}
          local={segment.scheduledArrival}
          zoned={segment.zonedScheduledArrival}
        />
      </div>
      {layover ? (
        <p className="my-2 rounded-lg bg-slate-50 px-4 py-2 text-sm text-slate-700">{layover}</p>
      ) : null}
    </li>
  );
}

function Slice({ trip, slice, index }: { trip: FlightTrip; slice: FlightTripSlice; index: number }) {
  const headingId = `flight-slice-${index}`;
  const stops = slice.stops === 0 ? 'Nonstop' : `${slice.stops} ${slice.stops === 1 ? 'stop' : 'stops'}`;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="font-bold text-slate-900">
        Flight {index + 1}: {airportName(trip, slice.origin)} to {airportName(trip, slice.destination)}
      </h3>
      <p className="text-sm text-slate-600">
        {stops} · {durationText(slice.durationMinutes)} ·{' '}
        {fareTitle(slice.fareShelf.shortBrandName, slice.cabinClassName)}
      </p>
      <ol className="space-y-2">
        {slice.segments.map((segment, i) => (
          <Segment key={i} trip={trip} segment={segment} />
        ))}
      </ol>
    </section>
  );
}

export function FlightItinerary({ trip }: { trip: FlightTrip }) {
  return (
    <div className="space-y-6">
      {trip.itinerary.slices.map((slice, i) => (
        <Slice key={i} trip={trip} slice={slice} index={i} />
      ))}
    </div>
  );
}

export function FlightPassengers({ trip }: { trip: FlightTrip }) {
  return (
    <ul className="divide-y divide-slate-100">
      {trip.passengers.map((p, i) => (
        <li key={i} className="flex justify-between gap-3 py-2">
          <span className="font-medium text-slate-900">
            {p.givenName} {p.surname}
          </span>
          <span className="text-slate-600">{passengerTypeLabel(p.type)}</span>
        </li>
      ))}
    </ul>
  );
}
