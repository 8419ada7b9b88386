/**
 * The shapes every flight module shares (issue 13): the simulator and a real supplier produce them, the
 * connection search and the results rules read them, the API renders them in spec §3 field names.
 * Times inside the domain are whole minutes since the Unix epoch in UTC (fast to compare in the connection
 * search); the local wall-clock form is derived with the airport's time zone where it is shown.
 */
import type {
  BaggageInfo,
  CabinName,
  FareShelfRating,
  MultiTicketType,
  PenaltyKind,
  Refundability,
} from './enums.ts';

export type Continent = 'Africa' | 'Asia' | 'Europe' | 'NorthAmerica' | 'Oceania' | 'SouthAmerica';

/** An airport from the reference data (an npm data package; never downloaded at run time). */
export type Airport = {
  /** IATA code, three capital letters. */
  code: string;
  name: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  country: string;
  continent: Continent;
  lat: number;
  lon: number;
  /** IANA zone, e.g. America/Chicago. */
  timeZone: string;
};

export type Airline = {
  /** IATA code, two characters. */
  code: string;
  name: string;
  /** Low-cost carrier: hidden by the NoLCC flight filter and the ExcludeLcc airline filter. */
  lowCost: boolean;
  alliance: 'Star Alliance' | 'oneworld' | 'SkyTeam' | null;
};

/** One flight leg operating on one date: a row of the day's schedule. */
export type Leg = {
  /** Unique within the schedule of its date, e.g. "UA1234-2026-12-01". */
  id: string;
  marketingAirline: string;
  flightNumber: number;
  operatingAirline: string;
  origin: string;
  destination: string;
  /** Minutes since the epoch, UTC. */
  departureUtcMinute: number;
  arrivalUtcMinute: number;
  /** Aircraft type, e.g. "Boeing 737-800". */
  aircraft: string;
  /** Cabins this aircraft sells, lowest first. */
  cabins: readonly CabinName[];
};

/**
 * A way to fly one slice: one to three legs. `selfTransferAt[i]` is true when the traveler must collect bags and
 * check in again between leg i and leg i + 1 (a virtual-interline layover: the carriers do not interline).
 */
export type Connection = {
  legs: readonly Leg[];
  selfTransferAt: readonly boolean[];
};

/** A penalty of spec §3: WithFee carries its amount in minor units. */
export type Penalty =
  { kind: Exclude<PenaltyKind, 'WithFee'> } | { kind: 'WithFee'; amountMinor: number; currency: string };

export type FareRestrictions = {
  baggage: { carryOn: BaggageInfo; checked: BaggageInfo; checkedBagsIncluded: number };
  /** Spec §3 penaltiesInfo: known (with both penalties), externally managed or unknown. */
  penalties:
    | { kind: 'known'; cancelPenalty: Penalty; changePenalty: Penalty }
    | { kind: 'externallyManaged' }
    | { kind: 'unknown' };
  seatSelection: 'included' | 'fee' | 'notAllowed';
  refundability: Refundability;
};

/** What one passenger of each type pays for a fare, in minor units (taxes and fees included). */
export type PassengerPrices = { adult: number; child: number; lapInfant: number; seatedInfant: number };

/** A supplier's fare for one slice option on one shelf. */
export type SupplyFare = {
  /** Opaque to everyone but the supplier, which re-prices and books from it. */
  fareId: string;
  shelf: FareShelfRating;
  /** The airline's brand for the shelf, e.g. "Basic Economy", "Main Cabin", "Comfort+". */
  shortBrandName: string;
  cabin: CabinName;
  /** Booking class letter, e.g. "Y". */
  bookingCode: string;
  currency: string;
  pricePerPassenger: PassengerPrices;
  /** The taxes and fees inside pricePerPassenger, when the supplier tells them apart. */
  taxesPerPassenger?: PassengerPrices;
  /** Seats left in the fare bucket (the smallest over the legs); the supplier shows at most 9. */
  seatsLeft: number;
  restrictions: FareRestrictions;
  /** What the shelf includes, as short lines for the fare details page ("Seat choice for a fee", ...). */
  includes: readonly string[];
};

/** One way to fly one slice, with its fares on every shelf the supplier sells for it. */
export type SliceOption = {
  /** Stable for the same legs: "UA1234-2026-12-01.UA567-2026-12-01". */
  id: string;
  connection: Connection;
  fares: readonly SupplyFare[];
};

export type Passengers = {
  adults: number;
  /** Ages at the date of travel, 2 to 17. */
  childAges: readonly number[];
  lapInfants: number;
  seatedInfants: number;
};

export type SliceRequest = { origin: string; destination: string; departureDate: string };

export type TripSearch = {
  slices: readonly SliceRequest[];
  passengers: Passengers;
  cabin: CabinName;
};

/** A chosen fare per slice: what the review and the booking price. */
export type TripSelection = { fareIds: readonly string[] };

export type TripLabels = { multiTicketType: MultiTicketType };
