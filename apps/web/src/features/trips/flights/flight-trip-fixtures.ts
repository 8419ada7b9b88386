import type { FlightSegment } from '@portal/contracts/flights';
import type { FlightTravelCredit, FlightTrip, FlightTripSlice } from '@portal/contracts/flight-trips';
import { usd } from '../trip-fixtures.ts';

// Flight trips shaped like api.md "Trips" (the tests parse them with the contract schemas): a multi-city family
// trip New York – London – Paris – Rome, the second slice with a layover.

function segment(
  patch: Partial<FlightSegment> & Pick<FlightSegment, 'origin' | 'destination'>,
): FlightSegment {
  return {
    cabinClassName: 'Economy',
    marketingAirline: { code: 'BA', flightNumber: '178' },
    operatingAirline: { code: 'BA', flightNumber: '178' },
    scheduledDeparture: '2026-12-01T19:05',
    zonedScheduledDeparture: '2026-12-01T19:05-05:00',
    scheduledArrival: '2026-12-02T07:10',
    zonedScheduledArrival: '2026-12-02T07:10+00:00',
    durationMinutes: 425,
    stops: 0,
    stopoverDurationMinutes: 0,
    isSelfTransferLayover: false,
    plusDays: 1,
    aircraft: 'Boeing 777',
    ...patch,
  };
}

const restrictions: FlightTripSlice['restrictions'] = {
  baggageInfo: { carryOn: 'allowed', checked: 'allowed', checkedBagsIncluded: 1 },
  penaltiesInfo: {
    kind: 'known',
    cancelPenalty: { kind: 'WithFee', amount: usd(100) },
    changePenalty: { kind: 'NoPenalty' },
  },
  seatSelection: 'included',
  refundability: 'PartialFtc',
};

function slice(segments: FlightSegment[], departureDate: string): FlightTripSlice {
  return {
    origin: segments[0]!.origin.locationCode,
    destination: segments.at(-1)!.destination.locationCode,
    departureDate,
    segments,
    durationMinutes: segments.reduce((m, s) => m + s.durationMinutes + s.stopoverDurationMinutes, 0),
    stops: segments.length - 1,
    fareShelf: { rating: 1, shortBrandName: 'Economy' },
    cabinClassName: 'Economy',
    bookingCode: 'Y',
    restrictions,
    includes: ['Carry-on bag', '1 checked bag'],
  };
}

const airport = (code: string, name: string, city: string, countryCode: string, timeZone: string) => ({
  code,
  name,
  city,
  countryCode,
  country: countryCode,
  timeZone,
});

export const FLIGHT_CODE = 'H-FL12AB34';

/** A ticketed, upcoming multi-city trip for 2 adults, a child and a lap infant, paid by card. */
export function makeFlightTrip(patch: Partial<FlightTrip> = {}): FlightTrip {
  const code = patch.id?.value ?? FLIGHT_CODE;
  return {
    tripKind: 'Flight',
    id: { value: code },
    status: 'Confirmed',
    timeState: 'Future',
    title: 'New York – London – Paris…',
    tags: ['Exchangeable'],
    confirmationCode: code,
    recordLocator: 'ABC123',
    ticketState: 'Ticketed',
    firstDeparture: '2026-12-01T19:05-05:00',
    lastArrival: '2026-12-09T13:05+01:00',
    itinerary: {
      slices: [
        slice(
          [segment({ origin: { locationCode: 'JFK' }, destination: { locationCode: 'LHR' } })],
          '2026-12-01',
        ),
        slice(
          [
            segment({
              origin: { locationCode: 'LHR' },
              destination: { locationCode: 'CDG' },
              marketingAirline: { code: 'AF', flightNumber: '1081' },
              operatingAirline: { code: 'AF', flightNumber: '1081' },
              scheduledDeparture: '2026-12-05T09:00',
              zonedScheduledDeparture: '2026-12-05T09:00+00:00',
              scheduledArrival: '2026-12-05T11:20',
              zonedScheduledArrival: '2026-12-05T11:20+01:00',
              durationMinutes: 80,
              stopoverDurationMinutes: 100,
              plusDays: 0,
              aircraft: 'Airbus A320',
            }),
            segment({
              origin: { locationCode: 'CDG' },
              destination: { locationCode: 'FCO' },
              marketingAirline: { code: 'AF', flightNumber: '1404' },
              operatingAirline: { code: 'AZ', flightNumber: '317' },
              scheduledDeparture: '2026-12-05T13:00',
              zonedScheduledDeparture: '2026-12-05T13:00+01:00',
              scheduledArrival: '2026-12-05T15:05',
              zonedScheduledArrival: '2026-12-05T15:05+01:00',
              durationMinutes: 125,
              plusDays: 0,
              aircraft: 'Airbus A319',
            }),
          ],
          '2026-12-05',
        ),
      ],
      multiTicketType: 'single',
      airports: {
        JFK: airport('JFK', 'John F. Kennedy International', 'New York', 'US', 'America/New_York'),
        LHR: airport('LHR', 'Heathrow', 'London', 'GB', 'Europe/London'),
        CDG: airport('CDG', 'Charles de Gaulle', 'Paris', 'FR', 'Europe/Paris'),
        FCO: airport('FCO', 'Fiumicino', 'Rome', 'IT', 'Europe/Rome'),
      },
      airlines: {
        BA: { code: 'BA', name: 'British Airways', lowCost: false },
        AF: { code: 'AF', name: 'Air France', lowCost: false },
        AZ: { code: 'AZ', name: 'ITA Airways', lowCost: false },
      },
    },
    passengers: [
      { travelerId: 't-1', type: 'ADT', givenName: 'Ada', surname: 'Lovelace' },
      { travelerId: 't-2', type: 'ADT', givenName: 'William', surname: 'King' },
      { travelerId: 't-3', type: 'CNN', givenName: 'Byron', surname: 'King' },
      { travelerId: 't-4', type: 'INF', givenName: 'Annabella', surname: 'King' },
    ],
    contact: { emailAddress: 'ada@example.com', phoneNumber: '+1 212 555 0100' },
    email: 'ada@example.com',
    price: { baseFare: usd(1800), taxes: usd(345.5), agentFee: usd(0), changes: usd(0) },
    total: usd(2145.5),
    bookedAt: '2026-11-20T15:00:00.000Z',
    payments: [{ kind: 'UserCard', amount: usd(2145.5), accountName: 'Venture X', cardLastFour: '4242' }],
    refunds: [],
    refundTotal: usd(0),
    credit: null,
    ...patch,
  };
}

export function makeFlightCredit(patch: Partial<FlightTravelCredit> = {}): FlightTravelCredit {
  return {
    id: 'ftc-1',
    airline: { code: 'BA', name: 'British Airways', lowCost: false },
    amount: usd(2045.5),
    issuedAt: '2026-11-22T10:00:00.000Z',
    expiresAt: '2027-11-20T15:00:00.000Z',
    state: 'FtcAvailable',
    confirmationCode: FLIGHT_CODE,
    recordLocator: 'ABC123',
    ...patch,
  };
}

/** The same trip cancelled for an airline credit. */
export function makeCancelledFlightTrip(): FlightTrip {
  return makeFlightTrip({
    status: 'Cancelled',
    timeState: 'Canceled',
    ticketState: 'Canceled',
    tags: ['Canceled', 'Ftc'],
    cancelledAt: '2026-11-22T10:00:00.000Z',
    credit: makeFlightCredit(),
  });
}
