import type { FlightFare, FlightOption, FlightSegment } from '@portal/contracts/flights';
import type { FlightResults } from '@portal/contracts/flight-results';

// Contract-shaped answers for the flight pages' tests (checked against the zod schemas by the tests that use them).

const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });
const price = (value: number, passengers: number) => ({
  amount: { fiat: usd(value), rewards: { 'acct-venture': { value: value * 100, currency: 'Miles' } } },
  total: {
    fiat: usd(value * passengers),
    rewards: { 'acct-venture': { value: value * passengers * 100, currency: 'Miles' } },
  },
});

const SHELVES = [
  {
    rating: 0,
    shortBrandName: 'Basic',
    checked: 0,
    carryOn: 'notAllowed',
    change: 'NotPossible',
    seat: 'notAllowed',
    refund: 'None',
  },
  {
    rating: 1,
    shortBrandName: 'Main',
    checked: 0,
    carryOn: 'allowed',
    change: 'NoPenalty',
    seat: 'fee',
    refund: 'PartialFtc',
  },
  {
    rating: 3,
    shortBrandName: 'Premium',
    checked: 2,
    carryOn: 'allowed',
    change: 'NoPenalty',
    seat: 'included',
    refund: 'FullFtc',
  },
] as const;

function fares(id: string, base: number, passengers: number, shelves = 3): FlightFare[] {
  return SHELVES.slice(0, shelves).map((s, i) => ({
    fareId: `${id}~${s.rating}`,
    fareShelf: { rating: s.rating, shortBrandName: s.shortBrandName },
    cabinClassName: s.rating === 0 ? 'BasicEconomy' : s.rating === 3 ? 'PremiumEconomy' : 'Economy',
    bookingCode: ['N', 'Y', 'W'][i] ?? 'Y',
    ...price(base + i * 80, passengers),
    seatsLeft: i === 0 ? 3 : 9,
    restrictions: {
      baggageInfo: {
        carryOn: s.carryOn,
        checked: s.checked ? 'allowed' : 'notAllowed',
        checkedBagsIncluded: s.checked,
      },
      penaltiesInfo:
        s.change === 'NotPossible'
          ? { kind: 'known', cancelPenalty: { kind: 'NotPossible' }, changePenalty: { kind: 'NotPossible' } }
          : {
              kind: 'known',
              cancelPenalty: { kind: 'WithFee', amount: usd(99) },
              changePenalty: { kind: 'NoPenalty' },
            },
      seatSelection: s.seat,
      refundability: s.refund,
    },
    includes: s.rating === 3 ? ['Priority boarding', 'Extra legroom'] : [],
  }));
}

type Leg = {
  from: string;
  to: string;
  dep: string;
  arr: string;
  airline: string;
  minutes: number;
  layover?: number;
  selfTransfer?: boolean;
  plusDays?: number;
};

function segment(leg: Leg): FlightSegment {
  return {
    origin: { locationCode: leg.from },
    destination: { locationCode: leg.to },
    cabinClassName: 'Economy',
    marketingAirline: { code: leg.airline, flightNumber: '100' },
    operatingAirline: { code: leg.airline, flightNumber: '100' },
    scheduledDeparture: leg.dep,
    zonedScheduledDeparture: `${leg.dep}:00-05:00`,
    scheduledArrival: leg.arr,
    zonedScheduledArrival: `${leg.arr}:00-08:00`,
    durationMinutes: leg.minutes,
    stops: 0,
    stopoverDurationMinutes: leg.layover ?? 0,
    isSelfTransferLayover: leg.selfTransfer ?? false,
    plusDays: leg.plusDays ?? 0,
    aircraft: 'Airbus A321',
  };
}

export function option(
  sliceId: string,
  legs: Leg[],
  base: number,
  extra: Partial<FlightOption> = {},
  passengers = 1,
): FlightOption {
  const segments = legs.map(segment);
  const duration = legs.reduce((sum, l) => sum + l.minutes + (l.layover ?? 0), 0);
  return {
    sliceId,
    segments,
    durationMinutes: duration,
    stops: legs.length - 1,
    multiTicketType: legs.some((l) => l.selfTransfer) ? 'virtualInterline' : 'single',
    fareScore: { isCheapest: false, isFastest: false, isBest: false, isBestQuality: false },
    bestOfTags: [],
    fares: fares(sliceId, base, passengers),
    ...extra,
  };
}

/**
 * JFK to LAX on Dec 1 (4 options) and, for a round trip, LAX to JFK on Dec 8 (2 options). The outbound fare scores
 * are the ones the domain's fareScores gives these options (as the API would send them): Spirit is cheapest and
 * Best Overall by the blend, Delta fastest and Best Quality.
 */
export function searchAnswer(tripType: 'one_way' | 'round_trip' = 'one_way', passengers = 1): FlightResults {
  const outbound = [
    option(
      'out-dl-nonstop',
      [
        {
          from: 'JFK',
          to: 'LAX',
          dep: '2026-12-01T08:00',
          arr: '2026-12-01T11:20',
          airline: 'DL',
          minutes: 380,
        },
      ],
      320,
      {
        fareScore: { isCheapest: false, isFastest: true, isBest: false, isBestQuality: true },
        bestOfTags: ['Best Quality', 'Fastest'],
      },
      passengers,
    ),
    option(
      'out-nk-1stop',
      [
        {
          from: 'JFK',
          to: 'DEN',
          dep: '2026-12-01T06:00',
          arr: '2026-12-01T08:30',
          airline: 'NK',
          minutes: 270,
          layover: 90,
        },
        {
          from: 'DEN',
          to: 'LAX',
          dep: '2026-12-01T10:00',
          arr: '2026-12-01T11:30',
          airline: 'NK',
          minutes: 150,
        },
      ],
      150,
      {
        fareScore: { isCheapest: true, isFastest: false, isBest: true, isBestQuality: false },
        bestOfTags: ['Best Overall', 'Best Price'],
      },
      passengers,
    ),
    option(
      'out-ua-selftransfer',
      [
        {
          from: 'JFK',
          to: 'ORD',
          dep: '2026-12-01T19:00',
          arr: '2026-12-01T20:40',
          airline: 'UA',
          minutes: 160,
          layover: 200,
          selfTransfer: true,
        },
        {
          from: 'ORD',
          to: 'LAX',
          dep: '2026-12-02T00:00',
          arr: '2026-12-02T02:30',
          airline: 'AA',
          minutes: 270,
          plusDays: 1,
        },
      ],
      210,
      {},
      passengers,
    ),
    option(
      'out-aa-evening',
      [
        {
          from: 'JFK',
          to: 'LAX',
          dep: '2026-12-01T18:30',
          arr: '2026-12-01T21:55',
          airline: 'AA',
          minutes: 385,
        },
      ],
      280,
      {},
      passengers,
    ),
  ];
  const inbound = [
    option(
      'in-dl-nonstop',
      [
        {
          from: 'LAX',
          to: 'JFK',
          dep: '2026-12-08T09:00',
          arr: '2026-12-08T17:25',
          airline: 'DL',
          minutes: 325,
        },
      ],
      300,
      {},
      passengers,
    ),
    option(
      'in-b6-redeye',
      [
        {
          from: 'LAX',
          to: 'JFK',
          dep: '2026-12-08T22:30',
          arr: '2026-12-09T06:55',
          airline: 'B6',
          minutes: 325,
          plusDays: 1,
        },
      ],
      240,
      {},
      passengers,
    ),
  ];
  const airport = (code: string, name: string, city: string, timeZone: string) => ({
    code,
    name,
    city,
    countryCode: 'US',
    country: 'United States',
    timeZone,
  });
  return {
    tripType,
    slices: [
      { origin: 'JFK', destination: 'LAX', departureDate: '2026-12-01', options: outbound },
      ...(tripType === 'round_trip'
        ? [{ origin: 'LAX', destination: 'JFK', departureDate: '2026-12-08', options: inbound }]
        : []),
    ],
    airports: {
      JFK: airport('JFK', 'John F Kennedy International Airport', 'New York', 'America/New_York'),
      LAX: airport('LAX', 'Los Angeles International Airport', 'Los Angeles', 'America/Los_Angeles'),
      DEN: airport('DEN', 'Denver International Airport', 'Denver', 'America/Denver'),
      ORD: airport('ORD', "Chicago O'Hare International Airport", 'Chicago', 'America/Chicago'),
    },
    airlines: {
      DL: { code: 'DL', name: 'Delta Air Lines', lowCost: false },
      NK: { code: 'NK', name: 'Spirit Airlines', lowCost: true },
      UA: { code: 'UA', name: 'United Airlines', lowCost: false },
      AA: { code: 'AA', name: 'American Airlines', lowCost: false },
      B6: { code: 'B6', name: 'JetBlue', lowCost: false },
    },
  };
}
