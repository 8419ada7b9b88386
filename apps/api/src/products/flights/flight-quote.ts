// The live price of the reviewed fares as the FlightsPriceQuote: the itinerary in the review's shapes, the
// passengers as typed on the first departure, what each type pays (base fare and taxes apart), the total due now
// in every rewards account, the flights earn, and the difference from the price the page showed.
import type {
  BookedFlightSlice,
  BookedItinerary,
  BookedPassenger,
  FlightsPriceQuote,
  FlightsQuoteRequest,
  PassengerTypePrice,
} from '@portal/contracts/flight-booking';
import type { PriceDifference } from '@portal/domain/checkout';
import type { Airline, PassengerPrices, SupplyFare } from '@portal/domain/flights/model';
import type { TypedPassenger } from '@portal/domain/flights/passengers';
import { SEARCH_ADULT_FROM_AGE } from '@portal/domain/flights/passenger-types';
import type { PassengerTypeCode } from '@portal/domain/flights/enums';
import { earnMinor, rewardsMinorToValue, toFiat } from '@portal/domain/money';
import type { AccountWithBalance } from '../../modules/rewards/rewards.service.ts';
import { priceOf } from './flight-pricing.ts';
import type { ChosenSlice, PricedTrip } from './flight-price.ts';
import { tripMultiTicketType } from './flight-results.ts';
import { dictionaries } from './flight-dictionaries.ts';
import { toRestrictions, toSegments, type AirportsByCode } from './flights-mapping.ts';

/** What hold() needs beyond the contract: kept in the stored quote; the poll's schema leaves it out. */
export type FlightHoldFacts = {
  fareIds: string[];
  /** One bucket per slice: its key and the supplier's seats left when this quote priced it. */
  buckets: { key: string; seatsLeft: number }[];
  /** Seats the passengers take (a lap infant takes none). */
  seats: number;
  passengers: (BookedPassenger & { dateOfBirth: string })[];
  firstDepartureAt: string;
  lastArrivalAt: string;
  departureDate: string;
  returnDate: string;
};

/** The stored quote: the contract's quote but its paymentSessionToken, plus the hold's facts. */
export type StoredFlightQuote = Omit<FlightsPriceQuote, 'paymentSessionToken'> & { hold: FlightHoldFacts };

/** The portal's bucket of a fare: the slice option's flights and date, and the fare's shelf and cabin. */
export function bucketKeyOf({ option, fare }: ChosenSlice): string {
  return `${option.id}|${fare.shelf}${fare.cabin}`;
}

/** Which of a fare's per-type prices a passenger pays: the supplier prices by the search's age bands. */
function band(p: TypedPassenger): keyof PassengerPrices {
  if (p.type.code === 'INF') return 'lapInfant';
  if (p.type.code === 'INS') return 'seatedInfant';
  return p.type.age < SEARCH_ADULT_FROM_AGE ? 'child' : 'adult';
}

function sumOver(fares: readonly SupplyFare[], pick: (f: SupplyFare) => number): number {
  return fares.reduce((sum, f) => sum + pick(f), 0);
}

/** Per passenger type (and price: a 12-17 year old is ADT but may pay the child fare), in request order. */
export function pricesByType(trip: PricedTrip): {
  lines: PassengerTypePrice[];
  baseMinor: number;
  taxesMinor: number;
} {
  const fares = trip.slices.map((s) => s.fare);
  const groups = new Map<string, { type: PassengerTypeCode; count: number; per: number; tax: number }>();
  for (const p of trip.passengers) {
    const b = band(p);
    const per = sumOver(fares, (f) => f.pricePerPassenger[b]);
    const tax = sumOver(fares, (f) => f.taxesPerPassenger?.[b] ?? 0);
    const key = `${p.type.code}|${per}|${tax}`;
    const group = groups.get(key) ?? { type: p.type.code, count: 0, per, tax };
    group.count += 1;
    groups.set(key, group);
  }
  let baseMinor = 0;
  let taxesMinor = 0;
  const lines = [...groups.values()].map((g) => {
    baseMinor += (g.per - g.tax) * g.count;
    taxesMinor += g.tax * g.count;
    return {
      type: g.type,
      count: g.count,
      perPassenger: toFiat(g.per),
      baseFare: toFiat((g.per - g.tax) * g.count),
      taxes: toFiat(g.tax * g.count),
      total: toFiat(g.per * g.count),
    };
  });
  return { lines, baseMinor, taxesMinor };
}

function bookedSlice({ option, fare }: ChosenSlice, airports: AirportsByCode): BookedFlightSlice {
  const { legs } = option.connection;
  const first = legs[0]!;
  const last = legs[legs.length - 1]!;
  return {
    origin: first.origin,
    destination: last.destination,
    departureDate: first.id.slice(-10),
    segments: toSegments(option, fare.cabin, airports),
    durationMinutes: last.arrivalUtcMinute - first.departureUtcMinute,
    stops: legs.length - 1,
    fareShelf: { rating: fare.shelf, shortBrandName: fare.shortBrandName },
    cabinClassName: fare.cabin,
    bookingCode: fare.bookingCode,
    restrictions: toRestrictions(fare),
    includes: [...fare.includes],
  };
}

export function bookedItinerary(
  trip: PricedTrip,
  airports: AirportsByCode,
  airlines: ReadonlyMap<string, Airline>,
): BookedItinerary {
  const options = trip.slices.map((s) => s.option);
  const dict = dictionaries(options, [], airports, airlines);
  return {
    slices: trip.slices.map((s) => bookedSlice(s, airports)),
    multiTicketType: tripMultiTicketType(options, airlines),
    airports: dict.airports,
    airlines: dict.airlines,
  };
}

const localDate = (zoned: string) => zoned.slice(0, 10);

export function buildFlightQuote(input: {
  trip: PricedTrip;
  request: FlightsQuoteRequest;
  airports: AirportsByCode;
  airlines: ReadonlyMap<string, Airline>;
  agentFeeMinor: number;
  accounts: readonly AccountWithBalance[];
  difference: (totalMinor: number) => PriceDifference | null;
  orderedProductId: string;
  expiresAt: Date;
}): { quote: StoredFlightQuote; totalMinor: number } {
  const { trip, accounts } = input;
  const itinerary = bookedItinerary(trip, input.airports, input.airlines);
  const { lines, baseMinor, taxesMinor } = pricesByType(trip);
  const faresMinor = baseMinor + taxesMinor;
  const totalMinor = faresMinor + input.agentFeeMinor;
  const currency = trip.slices[0]!.fare.currency;
  const total = priceOf(totalMinor, currency, accounts);
  const earn: Record<string, number> = {};
  for (const { account } of accounts) {
    const earned = earnMinor(totalMinor, account.earn.flightsMultiplier, account.currency);
    earn[account.accountReferenceId] = rewardsMinorToValue(earned, account.currency);
  }
  const passengers = trip.passengers.map((p, i) => ({
    travelerId: trip.travelerIds[i]!,
    type: p.type.code,
    givenName: p.givenName,
    surname: p.surname,
  }));
  const difference = input.difference(totalMinor);
  const legs = trip.slices.flatMap((s) => s.option.connection.legs);
  const firstSegment = itinerary.slices[0]!.segments[0]!;
  const lastSlice = itinerary.slices[itinerary.slices.length - 1]!;
  const lastSegment = lastSlice.segments[lastSlice.segments.length - 1]!;
  const quote: StoredFlightQuote = {
    orderedProductId: input.orderedProductId,
    itinerary,
    passengers,
    contact: input.request.contact,
    pricing: {
      byPassengerType: lines,
      baseFare: toFiat(baseMinor),
      taxes: toFiat(taxesMinor),
      total: toFiat(faresMinor),
    },
    agentFee: toFiat(input.agentFeeMinor),
    summary: [
      { type: 'total', value: total.fiat, rewardsValue: total.rewards },
      { type: 'due-today', value: total.fiat, rewardsValue: total.rewards },
    ],
    tripTotal: total,
    dueNow: total,
    // A flight is paid in full now: any source of money may pay it.
    paymentOptions: { cardRequired: false, rewards: true, travelWalletOffer: true, travelWalletCredit: true },
    earnValuesByRewardAcctId: earn,
    priceChange: difference
      ? { direction: difference.direction, amount: toFiat(difference.amountMinor) }
      : null,
    expiresAt: input.expiresAt.toISOString(),
    hold: {
      fareIds: trip.slices.map((s) => s.fare.fareId),
      buckets: trip.slices.map((s) => ({ key: bucketKeyOf(s), seatsLeft: s.fare.seatsLeft })),
      seats: trip.passengers.filter((p) => p.type.code !== 'INF').length,
      passengers: passengers.map((p, i) => ({ ...p, dateOfBirth: trip.passengers[i]!.dateOfBirth })),
      firstDepartureAt: new Date(legs[0]!.departureUtcMinute * 60_000).toISOString(),
      lastArrivalAt: new Date(legs[legs.length - 1]!.arrivalUtcMinute * 60_000).toISOString(),
      departureDate: localDate(firstSegment.scheduledDeparture),
      returnDate: localDate(lastSegment.scheduledArrival),
    },
  };
  return { quote, totalMinor };
}
