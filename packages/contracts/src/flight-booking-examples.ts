// The OpenAPI examples of the flights checkout (api.md: "an example for every request and answer"). Untyped for
// the same reason as flight-examples.ts (the schemas carry them in their meta); flight-booking.test.ts parses
// each with its schema, so an example cannot drift from it.

const fiat = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });
const price = (value: number) => ({
  fiat: fiat(value),
  rewards: {
    'acct-venture-x': { value: Math.ceil(value * 100), currency: 'Miles', currencyDescription: 'miles' },
  },
});

const segment = (
  origin: string,
  destination: string,
  flightNumber: string,
  departure: [string, string],
  arrival: [string, string],
  durationMinutes: number,
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
  durationMinutes,
  stops: 0,
  stopoverDurationMinutes: 0,
  isSelfTransferLayover: false,
  plusDays: 0,
  aircraft: 'Airbus A321',
});

const restrictions = {
  baggageInfo: { carryOn: 'allowed', checked: 'allowed', checkedBagsIncluded: 0 },
  penaltiesInfo: {
    kind: 'known',
    cancelPenalty: { kind: 'NotPossible' },
    changePenalty: { kind: 'WithFee', amount: fiat(99) },
  },
  seatSelection: 'fee',
  refundability: 'None',
};

const slice = (origin: string, destination: string, date: string, seg: ReturnType<typeof segment>) => ({
  origin,
  destination,
  departureDate: date,
  segments: [seg],
  durationMinutes: seg.durationMinutes,
  stops: 0,
  fareShelf: { rating: 1, shortBrandName: 'Main Cabin' },
  cabinClassName: 'Economy',
  bookingCode: 'Y',
  restrictions,
  includes: ['Carry-on bag included', 'Seat choice for a fee'],
});

const airport = (code: string, name: string, city: string, timeZone: string) => ({
  code,
  name,
  city,
  countryCode: 'US',
  country: 'United States',
  timeZone,
});

const itinerary = {
  slices: [
    slice(
      'ORD',
      'LGA',
      '2027-03-05',
      segment('ORD', 'LGA', '1204', ['2027-03-05T08:10', '-06:00'], ['2027-03-05T11:25', '-05:00'], 135),
    ),
    slice(
      'LGA',
      'ORD',
      '2027-03-09',
      segment('LGA', 'ORD', '1391', ['2027-03-09T17:40', '-05:00'], ['2027-03-09T19:15', '-06:00'], 155),
    ),
  ],
  multiTicketType: 'single',
  airports: {
    ORD: airport('ORD', "Chicago O'Hare International Airport", 'Chicago', 'America/Chicago'),
    LGA: airport('LGA', 'LaGuardia Airport', 'New York', 'America/New_York'),
  },
  airlines: { AA: { code: 'AA', name: 'American Airlines', lowCost: false } },
};

const passengers = [
  { travelerId: '6f1c1f9e-3b0a-4c57-9a53-2f7c8e1d0a11', type: 'ADT', givenName: 'Ana', surname: 'Lopez' },
  { travelerId: '0b6a7a52-8d43-4f5e-a1f0-7e9c3d2b4c22', type: 'INF', givenName: 'Leo', surname: 'Lopez' },
];
const contact = { emailAddress: 'ana.lopez@example.com', phoneNumber: '+1 312 555 0142' };

export const FLIGHTS_QUOTE_REQUEST_EXAMPLE = {
  fareIds: ['F1.20270305.AA1204+0.1Y.31840', 'F1.20270309.AA1391+0.1Y.29760'],
  passengers: [
    { travelerId: '6f1c1f9e-3b0a-4c57-9a53-2f7c8e1d0a11' },
    { travelerId: '0b6a7a52-8d43-4f5e-a1f0-7e9c3d2b4c22', seat: 'lap' },
  ],
  contact,
  seenPrice: fiat(616),
};

export const FLIGHTS_PRICE_QUOTE_EXAMPLE = {
  orderedProductId: 'op_7d2c9a41',
  paymentSessionToken: 'pst_3f9b1e77',
  itinerary,
  passengers,
  contact,
  pricing: {
    byPassengerType: [
      {
        type: 'ADT',
        count: 1,
        perPassenger: fiat(616),
        baseFare: fiat(532.8),
        taxes: fiat(83.2),
        total: fiat(616),
      },
      { type: 'INF', count: 1, perPassenger: fiat(0), baseFare: fiat(0), taxes: fiat(0), total: fiat(0) },
    ],
    baseFare: fiat(532.8),
    taxes: fiat(83.2),
    total: fiat(616),
  },
  agentFee: fiat(0),
  summary: [
    { type: 'total', value: fiat(616), rewardsValue: price(616).rewards },
    { type: 'due-today', value: fiat(616), rewardsValue: price(616).rewards },
  ],
  tripTotal: price(616),
  dueNow: price(616),
  paymentOptions: { cardRequired: false, rewards: true, travelWalletOffer: true, travelWalletCredit: true },
  usableAirlineCredits: [
    {
      creditId: '5b0c8c52-7d3e-4a8f-9a51-3e2f1c0d9b77',
      airline: itinerary.airlines.AA,
      amount: fiat(250),
      applicableAmount: fiat(250),
      unusedAmount: fiat(0),
      expiresAt: '2027-11-02T14:05:00.000Z',
      confirmationCode: 'H-3MZ8QK2P',
    },
  ],
  earnValuesByRewardAcctId: { 'acct-venture-x': 3080 },
  priceChange: null,
  expiresAt: '2027-02-10T15:42:00.000Z',
};

export const FLIGHT_RESERVATION_EXAMPLE = {
  id: { value: 'H-7QK2M9XW' },
  status: 'Confirmed',
  recordLocator: 'QX7RTA',
  ticketState: 'Ticketed',
  itinerary,
  passengers,
  contact,
  total: fiat(616),
  paidWith: {
    lines: [
      { kind: 'UserCard', description: 'Visa ending in 1111', amount: fiat(616), cardLastFour: '1111' },
    ],
    totalPaid: fiat(616),
    earned: {
      rewards: { value: 3080, currency: 'Miles', currencyDescription: 'miles' },
      accountName: 'Venture X',
    },
  },
  email: 'ana.lopez@example.com',
  createdAt: '2027-02-10T15:27:04.000Z',
};
