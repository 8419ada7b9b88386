// The demo flight trips' flights: Delta nonstops between the demo airports, written as the flights checkout writes a
// booked slice (local and zoned times, the simulator's fare id and seat bucket forms).
import { bookedSlice } from './booked-slice.ts';

export const ZONE = 'America/New_York';
export const MINUTE_MS = 60_000;

export type Leg = {
  origin: 'ATL' | 'BOS';
  destination: 'ATL' | 'BOS';
  flightNumber: number;
  date: string;
  /** Local departure, minutes after midnight (both airports keep New York time). */
  departs: number;
  minutes: number;
  /** The adult fare with taxes, in cents. */
  fareMinor: number;
};

export const AIRPORTS = {
  ATL: {
    code: 'ATL',
    name: 'Hartsfield Jackson Atlanta International Airport',
    city: 'Atlanta',
    countryCode: 'US',
    country: 'United States',
    timeZone: ZONE,
  },
  BOS: {
    code: 'BOS',
    name: 'Logan International Airport',
    city: 'Boston',
    countryCode: 'US',
    country: 'United States',
    timeZone: ZONE,
  },
};
export const AIRLINES = { DL: { code: 'DL', name: 'Delta Air Lines', lowCost: false } };

export const fiat = (minor: number) => ({ value: minor / 100, currencyCode: 'USD', currencySymbol: '$' });
export const compact = (iso: string) => iso.replaceAll('-', '');

/** Delta's Main fare as the simulator sells it: shelf 1, changes free, cancel for full travel credit. */
export const slice = (leg: Leg) =>
  bookedSlice({
    airline: 'DL',
    flightNumber: leg.flightNumber,
    origin: leg.origin,
    destination: leg.destination,
    originZone: ZONE,
    destinationZone: ZONE,
    date: leg.date,
    departs: leg.departs,
    minutes: leg.minutes,
    aircraft: 'Airbus A321neo',
  });

export const fareIdOf = (leg: Leg) => `F1.${compact(leg.date)}.DL${leg.flightNumber}+0.1Y.${leg.fareMinor}`;
export const bucketOf = (leg: Leg) => `DL${leg.flightNumber}-${leg.date}|1Economy`;
