// A small deterministic FlightSupply (the test double of the supplier): a dozen real airports, a few carriers, and
// for any served pair three ways to fly it each day: an AA nonstop, a UA one-stop over a hub and a self-transfer
// pairing a low-cost carrier with B6 (virtual interline). Each has fares on shelves 0 to 2. The test decides what
// a review finds with `reprice` (a fare moved, sold out), so the API's mapping, rules and outcomes are checked
// without the real simulator's dynamics.
import type {
  Airline,
  Airport,
  Leg,
  SliceOption,
  SupplyFare,
  TripSearch,
} from '@portal/domain/flights/model';
import type {
  FarePriceAnswer,
  FlightSearchAnswer,
  FlightSupply,
} from '../../src/providers/flight-supply/flight-supply.ts';
import type { Providers } from '../../src/deps.ts';

const airport = (
  code: string,
  name: string,
  city: string,
  countryCode: string,
  country: string,
  continent: Airport['continent'],
  timeZone: string,
): Airport => ({ code, name, city, countryCode, country, continent, lat: 0, lon: 0, timeZone });

export const FAKE_AIRPORTS: readonly Airport[] = [
  airport(
    'JFK',
    'John F Kennedy International Airport',
    'New York',
    'US',
    'United States',
    'NorthAmerica',
    'America/New_York',
  ),
  airport('LGA', 'La Guardia Airport', 'New York', 'US', 'United States', 'NorthAmerica', 'America/New_York'),
  airport(
    'ORD',
    "Chicago O'Hare International Airport",
    'Chicago',
    'US',
    'United States',
    'NorthAmerica',
    'America/Chicago',
  ),
  airport(
    'MDW',
    'Chicago Midway International Airport',
    'Chicago',
    'US',
    'United States',
    'NorthAmerica',
    'America/Chicago',
  ),
  airport(
    'LAX',
    'Los Angeles International Airport',
    'Los Angeles',
    'US',
    'United States',
    'NorthAmerica',
    'America/Los_Angeles',
  ),
  airport(
    'SFO',
    'San Francisco International Airport',
    'San Francisco',
    'US',
    'United States',
    'NorthAmerica',
    'America/Los_Angeles',
  ),
  airport(
    'DEN',
    'Denver International Airport',
    'Denver',
    'US',
    'United States',
    'NorthAmerica',
    'America/Denver',
  ),
  airport('LHR', 'London Heathrow Airport', 'London', 'GB', 'United Kingdom', 'Europe', 'Europe/London'),
  airport('LGW', 'London Gatwick Airport', 'London', 'GB', 'United Kingdom', 'Europe', 'Europe/London'),
  airport(
    'CDG',
    'Charles de Gaulle International Airport',
    'Paris',
    'FR',
    'France',
    'Europe',
    'Europe/Paris',
  ),
  airport('ZRH', 'Zürich Airport', 'Zurich', 'CH', 'Switzerland', 'Europe', 'Europe/Zurich'),
  airport('NRT', 'Narita International Airport', 'Tokyo', 'JP', 'Japan', 'Asia', 'Asia/Tokyo'),
  airport(
    'SYD',
    'Sydney Kingsford Smith International Airport',
    'Sydney',
    'AU',
    'Australia',
    'Oceania',
    'Australia/Sydney',
  ),
  airport('LON', 'London Ontario Airport', 'London', 'CA', 'Canada', 'NorthAmerica', 'America/Toronto'),
];

/** Served by nobody: a real airport the fake answers NoFlights for. */
export const UNSERVED = 'LON';

export const FAKE_AIRLINES: readonly Airline[] = [
  { code: 'AA', name: 'American Airlines', lowCost: false, alliance: 'oneworld' },
  { code: 'UA', name: 'United Airlines', lowCost: false, alliance: 'Star Alliance' },
  { code: 'B6', name: 'JetBlue Airways', lowCost: false, alliance: null },
  { code: 'NK', name: 'Spirit Airlines', lowCost: true, alliance: null },
];

const dayStartMinute = (date: string) => Date.parse(`${date}T00:00:00Z`) / 60_000;

/** Block minutes of a leg, from a hash of its airports (deterministic, 70 to 700 minutes). */
function blockMinutes(from: string, to: string): number {
  let h = 0;
  for (const c of `${from}${to}`) h = (h * 31 + c.charCodeAt(0)) % 631;
  return 70 + h;
}

function leg(airline: string, flightNumber: number, from: string, to: string, departure: number): Leg {
  return {
    id: `${airline}${flightNumber}-${from}${to}-${departure}`,
    marketingAirline: airline,
    flightNumber,
    operatingAirline: airline,
    origin: from,
    destination: to,
    departureUtcMinute: departure,
    arrivalUtcMinute: departure + blockMinutes(from, to),
    aircraft: 'Airbus A321',
    cabins: ['BasicEconomy', 'Economy', 'PremiumEconomy'],
  };
}

const BRANDS = ['Basic Economy', 'Main Cabin', 'Main Cabin Extra'] as const;

function fares(optionId: string, baseMinor: number): SupplyFare[] {
  return BRANDS.map((brand, shelf) => {
    const adult = baseMinor + shelf * 4_000;
    return {
      fareId: `fake|${optionId}|${shelf}`,
      shelf: shelf as 0 | 1 | 2,
      shortBrandName: brand,
      cabin: shelf === 0 ? 'BasicEconomy' : shelf === 1 ? 'Economy' : 'PremiumEconomy',
      bookingCode: ['B', 'Y', 'W'][shelf]!,
      currency: 'USD',
      pricePerPassenger: { adult, child: adult, lapInfant: Math.round(adult / 10), seatedInfant: adult },
      seatsLeft: 9 - shelf * 3,
      restrictions: {
        baggage: {
          carryOn: 'allowed',
          checked: shelf === 0 ? 'notAllowed' : 'allowed',
          checkedBagsIncluded: shelf,
        },
        penalties:
          shelf === 0
            ? {
                kind: 'known',
                cancelPenalty: { kind: 'NotPossible' },
                changePenalty: { kind: 'NotPossible' },
              }
            : {
                kind: 'known',
                cancelPenalty: { kind: 'WithFee', amountMinor: 9_900, currency: 'USD' },
                changePenalty: { kind: 'NoPenalty' },
              },
        seatSelection: shelf === 0 ? 'fee' : 'included',
        refundability: shelf === 0 ? 'None' : 'FullFtc',
      },
      includes: shelf === 0 ? ['Carry-on bag', 'No changes'] : ['Carry-on bag', `${shelf} checked bag(s)`],
    };
  });
}

function option(legs: Leg[], selfTransferAt: boolean[], baseMinor: number): SliceOption {
  const id = legs.map((l) => l.id).join('.');
  return { id, connection: { legs, selfTransferAt }, fares: fares(id, baseMinor) };
}

/** The three options of a slice: nonstop 08:00 UTC, one-stop over DEN at 06:00, self-transfer over ORD/LAX at 05:00. */
function sliceOptions(from: string, to: string, date: string): SliceOption[] {
  const day = dayStartMinute(date);
  const nonstop = leg('AA', 100, from, to, day + 8 * 60);
  const hub = from === 'DEN' || to === 'DEN' ? 'ORD' : 'DEN';
  const first = leg('UA', 200, from, hub, day + 6 * 60);
  const second = leg('UA', 201, hub, to, first.arrivalUtcMinute + 75);
  const transfer = from === 'ORD' || to === 'ORD' ? 'LAX' : 'ORD';
  const lcc = leg('NK', 300, from, transfer, day + 5 * 60);
  const onward = leg('B6', 301, transfer, to, lcc.arrivalUtcMinute + 180);
  return [
    option([nonstop], [], 30_000),
    option([first, second], [false], 24_000),
    option([lcc, onward], [true], 15_000),
  ];
}

export type Reprice = (fare: SupplyFare) => number | 'SoldOut';

export type FakeFlightSupply = FlightSupply & {
  /** How a review re-prices a fare this fake answered (default: unchanged). */
  reprice: Reprice;
  searches: TripSearch[];
};

export function createFakeFlightSupply(): FakeFlightSupply {
  const known = new Map<string, { option: SliceOption }>();
  const fake: FakeFlightSupply = {
    reprice: (fare) => fare.pricePerPassenger.adult,
    searches: [],
    airports: () => FAKE_AIRPORTS,
    airlines: () => FAKE_AIRLINES,
    async search(request): Promise<FlightSearchAnswer> {
      fake.searches.push(request);
      const slices: SliceOption[][] = [];
      for (const [i, s] of request.slices.entries()) {
        if (s.origin === UNSERVED || s.destination === UNSERVED) return { kind: 'NoFlights', sliceIndex: i };
        const options = sliceOptions(s.origin, s.destination, s.departureDate);
        for (const o of options) for (const f of o.fares) known.set(f.fareId, { option: o });
        slices.push(options);
      }
      return { kind: 'Found', slices };
    },
    async price(fareIds): Promise<FarePriceAnswer> {
      const options: SliceOption[] = [];
      let searchedMinor = 0;
      let nowMinor = 0;
      for (const fareId of fareIds) {
        const found = known.get(fareId);
        if (!found) return { kind: 'FareNotFound', fareId };
        const repriced = found.option.fares.map((fare) => {
          const adult = fake.reprice(fare);
          return adult === 'SoldOut'
            ? null
            : { ...fare, pricePerPassenger: { ...fare.pricePerPassenger, adult } };
        });
        const chosen = found.option.fares.findIndex((f) => f.fareId === fareId);
        const now = repriced[chosen];
        if (!now) return { kind: 'SoldOut', fareId };
        searchedMinor += found.option.fares[chosen]!.pricePerPassenger.adult;
        nowMinor += now.pricePerPassenger.adult;
        options.push({ ...found.option, fares: repriced.filter((f): f is SupplyFare => f !== null) });
      }
      const moved = nowMinor > searchedMinor ? 'Up' : nowMinor < searchedMinor ? 'Down' : null;
      return { kind: 'Available', options, moved };
    },
  };
  return fake;
}

/**
 * The providers a flights test app is built with.
 * TODO(fl-api): a plain `{ flightSupply }` once Providers.flightSupply lands on main (fl-supply).
 */
export function flightProviders(flightSupply: FlightSupply): Partial<Providers> {
  return { flightSupply } as unknown as Partial<Providers>;
}
