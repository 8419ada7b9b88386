import { describe, expect, it } from 'vitest';
import {
  MAX_DAYS_AHEAD,
  passengerProblems,
  searchRequestProblems,
  type FlightSearchInput,
  type SearchPassengersInput,
  type SearchRule,
} from './search-request.ts';

const TODAY = '2026-11-27';
const KNOWN = new Set(['JFK', 'LAX', 'ORD', 'SFO', 'LHR', 'CDG', 'NRT']);
const context = { today: TODAY, isKnownAirport: (code: string) => KNOWN.has(code) };
const adult: SearchPassengersInput = {
  adultsCount: 1,
  childAges: [],
  lapInfantsCount: 0,
  seatedInfantsCount: 0,
};
const slice = (origin: string, destination: string, departureDate: string) => ({
  origin,
  destination,
  departureDate,
});

const rulesOf = (request: FlightSearchInput) =>
  searchRequestProblems(request, context).map((p) => `${p.rule}@${p.field}`);

describe('flight search request rules (trip types, slices, booking window)', () => {
  it.each<[string, FlightSearchInput, string[]]>([
    ['one way today', { tripType: 'one_way', slices: [slice('JFK', 'LAX', TODAY)], passengers: adult }, []],
    [
      'one way on the last bookable day',
      { tripType: 'one_way', slices: [slice('JFK', 'LAX', '2027-10-24')], passengers: adult },
      [],
    ],
    [
      'one way a day past the window',
      { tripType: 'one_way', slices: [slice('JFK', 'LAX', '2027-10-25')], passengers: adult },
      ['DateTooFarAhead@slices.0.departureDate'],
    ],
    [
      'one way yesterday',
      { tripType: 'one_way', slices: [slice('JFK', 'LAX', '2026-11-26')], passengers: adult },
      ['DateInPast@slices.0.departureDate'],
    ],
    [
      'a date that does not exist',
      { tripType: 'one_way', slices: [slice('JFK', 'LAX', '2027-02-30')], passengers: adult },
      ['DateNotValid@slices.0.departureDate'],
    ],
    [
      'one way with two slices',
      {
        tripType: 'one_way',
        slices: [slice('JFK', 'LAX', TODAY), slice('LAX', 'JFK', '2026-12-01')],
        passengers: adult,
      },
      ['TripTypeSliceCount@slices'],
    ],
    [
      'round trip back to the origin',
      {
        tripType: 'round_trip',
        slices: [slice('JFK', 'LAX', '2026-12-01'), slice('LAX', 'JFK', '2026-12-08')],
        passengers: adult,
      },
      [],
    ],
    [
      'round trip out and back the same day',
      {
        tripType: 'round_trip',
        slices: [slice('JFK', 'LAX', '2026-12-01'), slice('LAX', 'JFK', '2026-12-01')],
        passengers: adult,
      },
      [],
    ],
    [
      'round trip that returns elsewhere',
      {
        tripType: 'round_trip',
        slices: [slice('JFK', 'LAX', '2026-12-01'), slice('SFO', 'JFK', '2026-12-08')],
        passengers: adult,
      },
      ['RoundTripMustReturn@slices.1'],
    ],
    [
      'round trip with one slice',
      { tripType: 'round_trip', slices: [slice('JFK', 'LAX', '2026-12-01')], passengers: adult },
      ['TripTypeSliceCount@slices'],
    ],
    [
      'open jaw into LAX, home from SFO',
      {
        tripType: 'open_jaw',
        slices: [slice('JFK', 'LAX', '2026-12-01'), slice('SFO', 'JFK', '2026-12-08')],
        passengers: adult,
      },
      [],
    ],
    [
      'open jaw with three slices',
      {
        tripType: 'open_jaw',
        slices: [
          slice('JFK', 'LAX', '2026-12-01'),
          slice('LAX', 'SFO', '2026-12-03'),
          slice('SFO', 'JFK', '2026-12-08'),
        ],
        passengers: adult,
      },
      ['TripTypeSliceCount@slices'],
    ],
    [
      'multi city of five',
      {
        tripType: 'multi_city',
        slices: [
          slice('JFK', 'LHR', '2026-12-01'),
          slice('LHR', 'CDG', '2026-12-03'),
          slice('CDG', 'NRT', '2026-12-05'),
          slice('NRT', 'LAX', '2026-12-09'),
          slice('LAX', 'JFK', '2026-12-12'),
        ],
        passengers: adult,
      },
      [],
    ],
    [
      'multi city of one',
      { tripType: 'multi_city', slices: [slice('JFK', 'LAX', '2026-12-01')], passengers: adult },
      ['TripTypeSliceCount@slices'],
    ],
    [
      'multi city out of date order',
      {
        tripType: 'multi_city',
        slices: [
          slice('JFK', 'LHR', '2026-12-05'),
          slice('LHR', 'CDG', '2026-12-03'),
          slice('CDG', 'JFK', '2026-12-08'),
        ],
        passengers: adult,
      },
      ['SlicesOutOfOrder@slices.1.departureDate'],
    ],
    [
      'same origin and destination',
      { tripType: 'one_way', slices: [slice('JFK', 'JFK', '2026-12-01')], passengers: adult },
      ['SameOriginAndDestination@slices.0.destination'],
    ],
    [
      'an airport nobody sells',
      { tripType: 'one_way', slices: [slice('JFK', 'XXX', '2026-12-01')], passengers: adult },
      ['UnknownAirport@slices.0.destination'],
    ],
    [
      'every rule broken at once is listed',
      {
        tripType: 'round_trip',
        slices: [slice('QQQ', 'QQQ', '2026-11-01')],
        passengers: { ...adult, adultsCount: 0, lapInfantsCount: 1 },
      },
      [
        'TripTypeSliceCount@slices',
        'DateInPast@slices.0.departureDate',
        'UnknownAirport@slices.0.origin',
        'UnknownAirport@slices.0.destination',
        'SameOriginAndDestination@slices.0.destination',
        'NoAdult@passengers.adultsCount',
        'MoreLapInfantsThanAdults@passengers.lapInfantsCount',
      ],
    ],
  ])('%s', (_name, request, expected) => {
    expect(rulesOf(request)).toEqual(expected);
  });

  it('names the window in days and its last date', () => {
    const [problem] = searchRequestProblems(
      { tripType: 'one_way', slices: [slice('JFK', 'LAX', '2028-01-01')], passengers: adult },
      context,
    );
    expect(problem?.message).toBe(
      `Flights can be searched up to ${MAX_DAYS_AHEAD} days ahead (until 2027-10-24)`,
    );
  });
});

describe('flight passengers (spec §5)', () => {
  it.each<[string, Partial<SearchPassengersInput>, SearchRule[]]>([
    ['one adult', {}, []],
    ['nine adults', { adultsCount: 9 }, []],
    ['ten adults', { adultsCount: 10 }, ['TooManyPassengers']],
    ['no adult, one child', { adultsCount: 0, childAges: [8] }, ['NoAdult']],
    [
      'nine with children and infants',
      { adultsCount: 3, childAges: [4, 9, 12], lapInfantsCount: 2, seatedInfantsCount: 1 },
      [],
    ],
    [
      'ten with a lap infant counted',
      { adultsCount: 5, childAges: [4, 9, 12, 15], lapInfantsCount: 1 },
      ['TooManyPassengers'],
    ],
    ['a lap infant per adult', { adultsCount: 2, lapInfantsCount: 2 }, []],
    ['more lap infants than adults', { adultsCount: 1, lapInfantsCount: 2 }, ['MoreLapInfantsThanAdults']],
    ['seated infants need no lap', { adultsCount: 1, seatedInfantsCount: 3 }, []],
  ])('%s -> %j', (_name, overrides, expected) => {
    expect(passengerProblems({ ...adult, ...overrides }).map((p) => p.rule)).toEqual(expected);
  });
});
