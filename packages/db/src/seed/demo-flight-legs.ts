// The demo flight trips' flights: Delta nonstops between the demo airports, written as the flights checkout writes a
// booked slice (local and zoned times, the simulator's fare id and seat bucket forms).
import { zonedTime } from '@portal/domain/flights/local-times';
import { instantOfLocal } from '@portal/domain/flights/void-window';

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
export function slice(leg: Leg) {
  const departMinute = instantOfLocal(leg.date, leg.departs, ZONE) / MINUTE_MS;
  const departure = zonedTime(departMinute, ZONE);
  const arrival = zonedTime(departMinute + leg.minutes, ZONE);
  const flight = { code: 'DL', flightNumber: String(leg.flightNumber) };
  return {
    origin: leg.origin,
    destination: leg.destination,
    departureDate: leg.date,
    segments: [
      {
        origin: { locationCode: leg.origin },
        destination: { locationCode: leg.destination },
        cabinClassName: 'Economy',
        marketingAirline: flight,
        operatingAirline: flight,
        scheduledDeparture: departure.local,
        zonedScheduledDeparture: departure.zoned,
        scheduledArrival: arrival.local,
        zonedScheduledArrival: arrival.zoned,
        durationMinutes: leg.minutes,
        stops: 0,
        stopoverDurationMinutes: 0,
        isSelfTransferLayover: false,
        plusDays: 0,
        aircraft: 'Airbus A321neo',
      },
    ],
    durationMinutes: leg.minutes,
    stops: 0,
    fareShelf: { rating: 1, shortBrandName: 'Main' },
    cabinClassName: 'Economy',
    bookingCode: 'K',
    restrictions: {
      baggageInfo: { carryOn: 'allowed', checked: 'allowed', checkedBagsIncluded: 0 },
      penaltiesInfo: {
        kind: 'known',
        cancelPenalty: { kind: 'NoPenalty' },
        changePenalty: { kind: 'NoPenalty' },
      },
      refundability: 'FullFtc',
      seatSelection: 'included',
    },
    includes: [
      'Personal item and carry-on bag',
      'Checked bags for a fee',
      'Seat choice included',
      'Changes: no fee',
      'Cancel for full travel credit',
    ],
  };
}

export const fareIdOf = (leg: Leg) => `F1.${compact(leg.date)}.DL${leg.flightNumber}+0.1Y.${leg.fareMinor}`;
export const bucketOf = (leg: Leg) => `DL${leg.flightNumber}-${leg.date}|1Economy`;
