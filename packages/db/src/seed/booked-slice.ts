// One booked slice of a nonstop on the Main shelf in Economy, as the flights checkout writes it (contracts
// BookedFlightSlice: local and zoned times). The demo's and Acme's seeded flight trips both build theirs here, so
// a change to the booked form reaches every seeded flight at once.
import { zonedTime } from '@portal/domain/flights/local-times';
import { instantOfLocal } from '@portal/domain/flights/void-window';

const MINUTE_MS = 60_000;

export type Nonstop<C extends string> = {
  airline: string;
  flightNumber: number;
  origin: C;
  destination: C;
  /** The origin's and destination's IANA time zones. */
  originZone: string;
  destinationZone: string;
  /** Local departure date and time (minutes after midnight), block minutes. */
  date: string;
  departs: number;
  minutes: number;
  aircraft: string;
};

/** What Main includes, in the words the trip pages show (the same restrictions say the same lines). */
const MAIN_INCLUDES = [
  'Personal item and carry-on bag',
  'Checked bags for a fee',
  'Seat choice included',
  'Changes: no fee',
  'Cancel for full travel credit',
];

/** Main (shelf 1) as the simulator sells it: changes free, cancel for full travel credit, seats included. */
export function bookedSlice<C extends string>(n: Nonstop<C>) {
  const departMinute = instantOfLocal(n.date, n.departs, n.originZone) / MINUTE_MS;
  const departure = zonedTime(departMinute, n.originZone);
  const arrival = zonedTime(departMinute + n.minutes, n.destinationZone);
  const flight = { code: n.airline, flightNumber: String(n.flightNumber) };
  return {
    origin: n.origin,
    destination: n.destination,
    departureDate: n.date,
    segments: [
      {
        origin: { locationCode: n.origin },
        destination: { locationCode: n.destination },
        cabinClassName: 'Economy',
        marketingAirline: flight,
        operatingAirline: flight,
        scheduledDeparture: departure.local,
        zonedScheduledDeparture: departure.zoned,
        scheduledArrival: arrival.local,
        zonedScheduledArrival: arrival.zoned,
        durationMinutes: n.minutes,
        stops: 0,
        stopoverDurationMinutes: 0,
        isSelfTransferLayover: false,
        plusDays: arrival.local.slice(0, 10) > n.date ? 1 : 0,
        aircraft: n.aircraft,
      },
    ],
    durationMinutes: n.minutes,
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
    includes: [...MAIN_INCLUDES],
  };
}
