import { describe, expect, it } from 'vitest';
import * as contract from '@portal/contracts/flights';
import {
  EMPTY_FLIGHT_SEARCH,
  MAX_PASSENGERS,
  MAX_SLICES,
  passengersProblem,
  passengersSummary,
  readShopSearch,
  searchRequestOf,
  shopSearchOf,
  validateFlightSearch,
  withTripType,
  writeShopSearch,
  type FlightSearchValue,
  type PassengersValue,
} from './flight-search.ts';

const pax = (p: Partial<PassengersValue>): PassengersValue => ({
  adults: 1,
  childAges: [],
  lapInfants: 0,
  seatedInfants: 0,
  ...p,
});
const jfk = { code: 'JFK', label: 'New York (JFK)' };
const lax = { code: 'LAX', label: 'Los Angeles (LAX)' };
const sfo = { code: 'SFO', label: 'San Francisco (SFO)' };

describe('passenger rules', () => {
  it.each([
    ['one adult', pax({}), null],
    ['no adult', pax({ adults: 0 }), 'Add at least one adult.'],
    ['nine in all', pax({ adults: 2, childAges: [5, 6, 7], lapInfants: 2, seatedInfants: 2 }), null],
    [
      'ten in all',
      pax({ adults: 3, childAges: [5, 6, 7], lapInfants: 2, seatedInfants: 2 }),
      'A search allows up to 9 passengers.',
    ],
    ['lap infants = adults', pax({ adults: 2, lapInfants: 2 }), null],
    [
      'more lap infants than adults',
      pax({ adults: 1, lapInfants: 2 }),
      'Each lap infant needs an adult: add an adult or choose a seat.',
    ],
    ['seated infants beyond adults', pax({ adults: 1, seatedInfants: 3 }), null],
    ['a child of 1', pax({ childAges: [1] }), 'Each child’s age must be 2 to 17.'],
  ])('%s', (_name, value, expected) => {
    expect(passengersProblem(value)).toBe(expected);
  });

  it('agrees with the contract’s bounds and says who flies', () => {
    expect(MAX_PASSENGERS).toBe(contract.MAX_PASSENGERS);
    expect(MAX_SLICES).toBe(contract.MAX_SLICES);
    expect(passengersSummary(pax({ adults: 2, childAges: [4], lapInfants: 1 }))).toBe(
      '2 adults, 1 child, 1 infant',
    );
  });
});

const roundTrip: FlightSearchValue = {
  ...EMPTY_FLIGHT_SEARCH,
  slices: [{ origin: jfk, destination: lax, date: '2030-03-01' }],
  returnDate: '2030-03-08',
  passengers: pax({ adults: 2, childAges: [7], lapInfants: 1 }),
  cabin: 'Business',
};

describe('validation', () => {
  it('asks for every missing piece of a round trip', () => {
    expect(validateFlightSearch(EMPTY_FLIGHT_SEARCH)).toEqual({
      slice0: 'Choose where you fly from.',
      returnDate: 'Choose a return date.',
    });
    expect(validateFlightSearch({ ...roundTrip, returnDate: '2030-02-27' })).toEqual({
      returnDate: 'Return on or after the departure.',
    });
    expect(validateFlightSearch(roundTrip)).toEqual({});
  });

  it('refuses the same airport at both ends, an airport only typed, and multi-city dates going back', () => {
    expect(
      validateFlightSearch({ ...roundTrip, slices: [{ origin: jfk, destination: jfk, date: '2030-03-01' }] })
        .slice0,
    ).toBe('From and To must be different airports.');
    expect(
      validateFlightSearch({
        ...roundTrip,
        slices: [{ origin: { code: '', label: 'New Y' }, destination: lax, date: '2030-03-01' }],
      }).slice0,
    ).toBe('Choose where you fly from.');
    const multi: FlightSearchValue = {
      ...roundTrip,
      tripType: 'multi_city',
      slices: [
        { origin: jfk, destination: lax, date: '2030-03-05' },
        { origin: lax, destination: sfo, date: '2030-03-02' },
      ],
    };
    expect(validateFlightSearch(multi)).toEqual({
      slice1: 'Each flight must leave on or after the one before.',
    });
  });
});

describe('the search in the URL', () => {
  it('writes a round trip as two slices and reads it back, the same request', () => {
    const search = shopSearchOf(roundTrip);
    expect(search.slices).toEqual([
      { origin: 'JFK', destination: 'LAX', departureDate: '2030-03-01' },
      { origin: 'LAX', destination: 'JFK', departureDate: '2030-03-08' },
    ]);
    const params = writeShopSearch(search);
    expect(params.toString()).toBe(
      'trip=round_trip&from=JFK&to=LAX&date=2030-03-01&from=LAX&to=JFK&date=2030-03-08&adults=2&children=7&lap=1&cabin=Business',
    );
    const read = readShopSearch(params);
    expect(read).toEqual(search);
    const request = searchRequestOf(read!);
    expect(contract.FlightSearchRequest.parse(request)).toEqual(request);
  });

  it.each([
    ['no trip type', 'from=JFK&to=LAX&date=2030-03-01'],
    ['a round trip with one slice', 'trip=round_trip&from=JFK&to=LAX&date=2030-03-01'],
    ['six multi-city slices', `trip=multi_city${'&from=JFK&to=LAX&date=2030-03-01'.repeat(6)}`],
    ['a bad code', 'trip=one_way&from=JFKX&to=LAX&date=2030-03-01'],
    ['a bad date', 'trip=one_way&from=JFK&to=LAX&date=2030-13-01'],
    ['more lap infants than adults', 'trip=one_way&from=JFK&to=LAX&date=2030-03-01&adults=1&lap=2'],
    ['an unknown cabin', 'trip=one_way&from=JFK&to=LAX&date=2030-03-01&cabin=Steerage'],
  ])('refuses %s', (_name, query) => {
    expect(readShopSearch(new URLSearchParams(query))).toBeNull();
  });

  it('upper-cases codes and defaults to one adult in economy', () => {
    expect(readShopSearch(new URLSearchParams('trip=one_way&from=jfk&to=lax&date=2030-03-01'))).toEqual({
      tripType: 'one_way',
      slices: [{ origin: 'JFK', destination: 'LAX', departureDate: '2030-03-01' }],
      passengers: pax({}),
      cabin: 'Economy',
    });
  });
});

describe('switching trip type', () => {
  it('starts multi-city with a second flight from the first one’s destination, and back keeps the first', () => {
    const multi = withTripType(roundTrip, 'multi_city');
    expect(multi.slices).toEqual([
      { origin: jfk, destination: lax, date: '2030-03-01' },
      { origin: lax, destination: null, date: '2030-03-08' },
    ]);
    expect(withTripType(multi, 'one_way').slices).toEqual([
      { origin: jfk, destination: lax, date: '2030-03-01' },
    ]);
  });
});
