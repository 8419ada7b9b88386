// The OpenAPI examples of the flight requests and answers (api.md: "an example for every request and answer").
// Not typed with the contracts' types (the schemas carry these in their meta, so that would make their types
// circular): flights.test.ts parses each with its schema instead, so an example cannot drift from it.

const fiat = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });
/** A signed-in session's prices also show in each of its rewards accounts (here a Miles and a Cash account). */
const price = (value: number) => ({
  fiat: fiat(value),
  rewards: {
    'acct-venture-x': { value: Math.ceil(value * 100), currency: 'Miles', currencyDescription: 'miles' },
    'acct-quicksilver': { value, currency: 'Cash', currencyDescription: 'cash back' },
  },
});
const passengers = { adultsCount: 2, childAges: [9], lapInfantsCount: 0, seatedInfantsCount: 0 };

const segment = (
  origin: string,
  destination: string,
  flightNumber: string,
  departure: [string, string],
  arrival: [string, string],
  extra: { durationMinutes: number; stopoverDurationMinutes?: number; plusDays?: number },
) => ({
  origin: { locationCode: origin },
  destination: { locationCode: destination },
  cabinClassName: 'Economy',
  marketingAirline: { code: 'AA', flightNumber },
  operatingAirline: { code: 'AA', flightNumber },
  scheduledDeparture: departure[0],
  zonedScheduledDeparture: `${departure[0]}${departure[1]}`,
  scheduledArrival: arrival[0],
  zonedScheduledArrival: `${arrival[0]}${arrival[1]}`,
  durationMinutes: extra.durationMinutes,
  stops: 0,
  stopoverDurationMinutes: extra.stopoverDurationMinutes ?? 0,
  isSelfTransferLayover: false,
  plusDays: extra.plusDays ?? 0,
  aircraft: 'Airbus A321',
});

const knownPenalties = (change: 'NoPenalty' | 'NotPossible', cancel: 'NotPossible' | 'NoPenalty') => ({
  kind: 'known',
  cancelPenalty: { kind: cancel },
  changePenalty: { kind: change },
});

/** The two brands every example option sells: the search answer names them once, in `fareBrands`. */
const brands = {
  b0: {
    restrictions: {
      baggageInfo: { carryOn: 'allowed', checked: 'notAllowed', checkedBagsIncluded: 0 },
      penaltiesInfo: knownPenalties('NotPossible', 'NotPossible'),
      seatSelection: 'fee',
      refundability: 'None',
    },
    includes: ['Personal item and carry-on bag', 'Seat assigned at check-in', 'No changes or refunds'],
  },
  b1: {
    restrictions: {
      baggageInfo: { carryOn: 'allowed', checked: 'allowed', checkedBagsIncluded: 0 },
      penaltiesInfo: knownPenalties('NoPenalty', 'NotPossible'),
      seatSelection: 'included',
      refundability: 'FullFtc',
    },
    includes: ['Personal item and carry-on bag', 'Seat choice included', 'Changes without a fee'],
  },
};

/** A slice option's fares as a search answers them (by brand). */
const searchFares = (sliceKey: string, basic: number) => [
  {
    fareId: `fs1.${sliceKey}.0`,
    fareShelf: { rating: 0, shortBrandName: 'Basic Economy' },
    cabinClassName: 'BasicEconomy',
    bookingCode: 'B',
    amount: price(basic),
    total: price(basic * 3),
    seatsLeft: 4,
    brandId: 'b0',
  },
  {
    fareId: `fs1.${sliceKey}.1`,
    fareShelf: { rating: 1, shortBrandName: 'Main Cabin' },
    cabinClassName: 'Economy',
    bookingCode: 'Y',
    amount: price(basic + 40),
    total: price((basic + 40) * 3),
    seatsLeft: 9,
    brandId: 'b1',
  },
];

/** The same fares as the review answers them: each with its brand's restrictions and includes lines. */
const fares = (sliceKey: string, basic: number) =>
  searchFares(sliceKey, basic).map(({ brandId, ...fare }) => ({
    ...fare,
    ...brands[brandId as keyof typeof brands],
  }));

const OUTBOUND = 'AA100-2027-03-05';
const RETURN = 'AA2455-2027-03-12.AA1701-2027-03-12';

const outboundSlice = {
  sliceId: OUTBOUND,
  segments: [
    segment('JFK', 'LAX', '100', ['2027-03-05T08:00', '-05:00'], ['2027-03-05T11:24', '-08:00'], {
      durationMinutes: 384,
    }),
  ],
  durationMinutes: 384,
  stops: 0,
  multiTicketType: 'single',
  fareScore: { isCheapest: false, isFastest: true, isBest: true, isBestQuality: true },
  bestOfTags: ['Best Overall', 'Best Quality', 'Fastest'],
};
const outboundOption = { ...outboundSlice, fares: fares(OUTBOUND, 189) };

const returnSlice = {
  sliceId: RETURN,
  segments: [
    segment('LAX', 'DFW', '2455', ['2027-03-12T22:10', '-08:00'], ['2027-03-13T03:25', '-06:00'], {
      durationMinutes: 195,
      stopoverDurationMinutes: 95,
      plusDays: 1,
    }),
    segment('DFW', 'JFK', '1701', ['2027-03-13T05:00', '-06:00'], ['2027-03-13T09:15', '-05:00'], {
      durationMinutes: 195,
      plusDays: 1,
    }),
  ],
  durationMinutes: 485,
  stops: 1,
  multiTicketType: 'single',
  fareScore: { isCheapest: true, isFastest: false, isBest: false, isBestQuality: false },
  bestOfTags: ['Best Price'],
};
const returnOption = { ...returnSlice, fares: fares(RETURN, 142) };

export const FLIGHT_SEARCH_REQUEST_EXAMPLE = {
  tripType: 'round_trip',
  slices: [
    { origin: 'JFK', destination: 'LAX', departureDate: '2027-03-05' },
    { origin: 'LAX', destination: 'JFK', departureDate: '2027-03-12' },
  ],
  passengers,
  cabin: 'Economy',
  sort: 'fareScore',
  filters: { stops: 'oneOrLess', flight: ['NoLCC'], departureTimes: ['morning', 'afternoon', 'evening'] },
};

export const FLIGHT_SEARCH_ANSWER_EXAMPLE = {
  tripType: 'round_trip',
  slices: [
    {
      origin: 'JFK',
      destination: 'LAX',
      departureDate: '2027-03-05',
      options: [{ ...outboundSlice, fares: searchFares(OUTBOUND, 189) }],
    },
    {
      origin: 'LAX',
      destination: 'JFK',
      departureDate: '2027-03-12',
      options: [{ ...returnSlice, fares: searchFares(RETURN, 142) }],
    },
  ],
  fareBrands: brands,
  airports: {
    JFK: {
      code: 'JFK',
      name: 'John F Kennedy International Airport',
      city: 'New York',
      countryCode: 'US',
      country: 'United States',
      timeZone: 'America/New_York',
    },
    LAX: {
      code: 'LAX',
      name: 'Los Angeles International Airport',
      city: 'Los Angeles',
      countryCode: 'US',
      country: 'United States',
      timeZone: 'America/Los_Angeles',
    },
    DFW: {
      code: 'DFW',
      name: 'Dallas Fort Worth International Airport',
      city: 'Dallas-Fort Worth',
      countryCode: 'US',
      country: 'United States',
      timeZone: 'America/Chicago',
    },
  },
  airlines: { AA: { code: 'AA', name: 'American Airlines', lowCost: false } },
};

export const FLIGHT_REVIEW_REQUEST_EXAMPLE = {
  fareIds: [`fs1.${OUTBOUND}.1`, `fs1.${RETURN}.1`],
  passengers,
};

export const FLIGHT_REVIEW_ANSWER_EXAMPLE = {
  kind: 'Available',
  slices: [
    { option: outboundOption, chosenFareId: `fs1.${OUTBOUND}.1` },
    { option: returnOption, chosenFareId: `fs1.${RETURN}.1` },
  ],
  fareShelf: {
    outgoing: { rating: 1, shortBrandName: 'Main Cabin' },
    returning: { rating: 1, shortBrandName: 'Main Cabin' },
  },
  multiTicketType: 'single',
  total: price((189 + 40) * 3 + (142 + 40) * 3),
  moved: 'Up',
};

export const FLIGHT_REVIEW_SOLD_OUT_EXAMPLE = { kind: 'SoldOut', fareId: `fs1.${OUTBOUND}.0` };

export const FLIGHT_AUTOCOMPLETE_ANSWER_EXAMPLE = {
  suggestions: [
    { kind: 'City', city: 'Chicago', country: 'United States', countryCode: 'US', codes: ['ORD', 'MDW'] },
    {
      kind: 'Airport',
      code: 'ORD',
      name: "Chicago O'Hare International Airport",
      city: 'Chicago',
      country: 'United States',
      countryCode: 'US',
    },
    {
      kind: 'Airport',
      code: 'MDW',
      name: 'Chicago Midway International Airport',
      city: 'Chicago',
      country: 'United States',
      countryCode: 'US',
    },
  ],
};
