// Acme Outdoor Co.'s flight trips (company-flights.ts turns them into rows): real nonstop routes of the airlines
// named, days relative to the seed's today, the fare with taxes in cents, and the reason of the one out of policy.
import type { AcmeTraveler } from './company-trips-data.ts';

export const US = { countryCode: 'US', country: 'United States' };
export const AIRPORTS = {
  SEA: { name: 'Seattle-Tacoma International Airport', city: 'Seattle', timeZone: 'America/Los_Angeles' },
  SFO: {
    name: 'San Francisco International Airport',
    city: 'San Francisco',
    timeZone: 'America/Los_Angeles',
  },
  LAX: { name: 'Los Angeles International Airport', city: 'Los Angeles', timeZone: 'America/Los_Angeles' },
  DEN: { name: 'Denver International Airport', city: 'Denver', timeZone: 'America/Denver' },
  AUS: { name: 'Austin-Bergstrom International Airport', city: 'Austin', timeZone: 'America/Chicago' },
  ORD: { name: "Chicago O'Hare International Airport", city: 'Chicago', timeZone: 'America/Chicago' },
  BOS: { name: 'Logan International Airport', city: 'Boston', timeZone: 'America/New_York' },
  JFK: { name: 'John F. Kennedy International Airport', city: 'New York', timeZone: 'America/New_York' },
} as const;
export type Code = keyof typeof AIRPORTS;
export const AIRLINES = {
  AS: { code: 'AS', name: 'Alaska Airlines', lowCost: false },
  UA: { code: 'UA', name: 'United Airlines', lowCost: false },
  B6: { code: 'B6', name: 'JetBlue Airways', lowCost: false },
  AA: { code: 'AA', name: 'American Airlines', lowCost: false },
  WN: { code: 'WN', name: 'Southwest Airlines', lowCost: true },
} as const;
export type AirlineCode = keyof typeof AIRLINES;

export type Leg = {
  from: Code;
  to: Code;
  airline: AirlineCode;
  flight: number;
  /** Days from today (negative: past), local departure (minutes after midnight), block minutes. */
  day: number;
  departs: number;
  minutes: number;
  fareMinor: number;
};
export type FlightTrip = { who: AcmeTraveler; bookedDaysAgo: number; legs: Leg[]; reason?: string };

const leg = (l: Leg) => l;
// Out of policy: the Standard travel policy books economy's lowest shelf; this one was a later, dearer fare.
const REASON =
  'Rebooked on the last nonstop after the client moved the meeting; the earlier flights were full';
export const FLIGHT_TRIPS: FlightTrip[] = [
  {
    who: 'priya',
    bookedDaysAgo: 140,
    legs: [
      leg({
        from: 'SEA',
        to: 'SFO',
        airline: 'AS',
        flight: 1100,
        day: -126,
        departs: 420,
        minutes: 130,
        fareMinor: 16_420,
      }),
      leg({
        from: 'SFO',
        to: 'SEA',
        airline: 'AS',
        flight: 1101,
        day: -124,
        departs: 1080,
        minutes: 125,
        fareMinor: 15_980,
      }),
    ],
  },
  {
    who: 'marcus',
    bookedDaysAgo: 95,
    legs: [
      leg({
        from: 'DEN',
        to: 'ORD',
        airline: 'UA',
        flight: 657,
        day: -80,
        departs: 445,
        minutes: 150,
        fareMinor: 18_760,
      }),
      leg({
        from: 'ORD',
        to: 'DEN',
        airline: 'UA',
        flight: 1452,
        day: -77,
        departs: 1020,
        minutes: 165,
        fareMinor: 17_310,
      }),
    ],
  },
  {
    who: 'elena',
    bookedDaysAgo: 48,
    reason: REASON,
    legs: [
      leg({
        from: 'AUS',
        to: 'JFK',
        airline: 'B6',
        flight: 1262,
        day: -40,
        departs: 690,
        minutes: 215,
        fareMinor: 48_950,
      }),
      leg({
        from: 'JFK',
        to: 'AUS',
        airline: 'B6',
        flight: 1261,
        day: -37,
        departs: 1140,
        minutes: 260,
        fareMinor: 44_300,
      }),
    ],
  },
  {
    who: 'tomas',
    bookedDaysAgo: 10,
    legs: [
      leg({
        from: 'BOS',
        to: 'ORD',
        airline: 'AA',
        flight: 1288,
        day: -1,
        departs: 480,
        minutes: 175,
        fareMinor: 21_340,
      }),
      leg({
        from: 'ORD',
        to: 'BOS',
        airline: 'AA',
        flight: 1293,
        day: 2,
        departs: 1050,
        minutes: 140,
        fareMinor: 20_870,
      }),
    ],
  },
  {
    who: 'priya',
    bookedDaysAgo: 6,
    legs: [
      leg({
        from: 'SEA',
        to: 'LAX',
        airline: 'AS',
        flight: 1370,
        day: 12,
        departs: 510,
        minutes: 165,
        fareMinor: 19_840,
      }),
    ],
  },
  {
    who: 'marcus',
    bookedDaysAgo: 4,
    legs: [
      leg({
        from: 'DEN',
        to: 'SEA',
        airline: 'UA',
        flight: 2231,
        day: 20,
        departs: 555,
        minutes: 175,
        fareMinor: 22_150,
      }),
      leg({
        from: 'SEA',
        to: 'DEN',
        airline: 'UA',
        flight: 2412,
        day: 24,
        departs: 900,
        minutes: 160,
        fareMinor: 21_640,
      }),
    ],
  },
  {
    who: 'elena',
    bookedDaysAgo: 2,
    legs: [
      leg({
        from: 'AUS',
        to: 'DEN',
        airline: 'WN',
        flight: 2419,
        day: 30,
        departs: 635,
        minutes: 140,
        fareMinor: 14_230,
      }),
      leg({
        from: 'DEN',
        to: 'AUS',
        airline: 'WN',
        flight: 2420,
        day: 33,
        departs: 1175,
        minutes: 135,
        fareMinor: 13_990,
      }),
    ],
  },
];
