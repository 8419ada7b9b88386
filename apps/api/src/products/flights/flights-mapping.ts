// The supplier's slice options (domain model, UTC minutes, minor units) onto the flights contract in spec §3 field
// names: segments with local and zoned times at each airport, layovers, self-transfers and plusDays; fares on
// their shelves priced per adult and for every passenger, in fiat and each rewards account.
import type { FlightFare, FlightOption, FlightSegment } from '@portal/contracts/flights';
import type {
  Airline,
  Airport,
  Leg,
  Passengers,
  SliceOption,
  SupplyFare,
} from '@portal/domain/flights/model';
import type { BestOfTag, MultiTicketType } from '@portal/domain/flights/enums';
import { minorToMajor } from '@portal/domain/money';
import { utcOffsetMinutes } from '../../lib/time-zone.ts';
import { passengersTotalMinor, priceOf, type PricingAccounts } from './flight-pricing.ts';

const MINUTE_MS = 60_000;

export type AirportsByCode = ReadonlyMap<string, Airport>;

const airportMaps = new WeakMap<readonly Airport[], AirportsByCode>();
/** The supplier's airports by code, built once per reference array (the supplier answers the same array). */
export function airportsByCode(airports: readonly Airport[]): AirportsByCode {
  let map = airportMaps.get(airports);
  if (!map) {
    map = new Map(airports.map((a) => [a.code, a]));
    airportMaps.set(airports, map);
  }
  return map;
}

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/** "+09:00" / "-05:00" for an offset in minutes. */
export function offsetText(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  return `${sign}${pad(Math.trunc(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`;
}

/** The wall-clock time at the airport ("2026-12-01T07:05") and the same with seconds and offset. */
export function localTimes(
  utcMinute: number,
  timeZone: string,
): { local: string; zoned: string; date: string } {
  const ms = utcMinute * MINUTE_MS;
  const offset = utcOffsetMinutes(timeZone, ms);
  const local = new Date(ms + offset * MINUTE_MS).toISOString().slice(0, 16);
  return { local, zoned: `${local}:00${offsetText(offset)}`, date: local.slice(0, 10) };
}

const DAY_MS = 86_400_000;
const daysBetween = (later: string, earlier: string) =>
  Math.round((Date.parse(`${later}T00:00:00Z`) - Date.parse(`${earlier}T00:00:00Z`)) / DAY_MS);

function zoneOf(airports: AirportsByCode, code: string): string {
  // An airport the supplier names without reference data is shown in UTC rather than failing the search.
  return airports.get(code)?.timeZone ?? 'UTC';
}

export function toSegments(
  option: SliceOption,
  cabin: FlightSegment['cabinClassName'],
  airports: AirportsByCode,
): FlightSegment[] {
  const { legs, selfTransferAt } = option.connection;
  const first = legs[0];
  const firstDate = first ? localTimes(first.departureUtcMinute, zoneOf(airports, first.origin)).date : '';
  return legs.map((leg: Leg, i) => {
    const departure = localTimes(leg.departureUtcMinute, zoneOf(airports, leg.origin));
    const arrival = localTimes(leg.arrivalUtcMinute, zoneOf(airports, leg.destination));
    const next = legs[i + 1];
    return {
      origin: { locationCode: leg.origin },
      destination: { locationCode: leg.destination },
      cabinClassName: leg.cabins.includes(cabin) ? cabin : (leg.cabins[0] ?? cabin),
      marketingAirline: { code: leg.marketingAirline, flightNumber: String(leg.flightNumber) },
      operatingAirline: { code: leg.operatingAirline, flightNumber: String(leg.flightNumber) },
      scheduledDeparture: departure.local,
      zonedScheduledDeparture: departure.zoned,
      scheduledArrival: arrival.local,
      zonedScheduledArrival: arrival.zoned,
      durationMinutes: leg.arrivalUtcMinute - leg.departureUtcMinute,
      stops: 0,
      stopoverDurationMinutes: next ? next.departureUtcMinute - leg.arrivalUtcMinute : 0,
      isSelfTransferLayover: next ? (selfTransferAt[i] ?? false) : false,
      plusDays: daysBetween(arrival.date, firstDate),
      aircraft: leg.aircraft,
    };
  });
}

function toPenalty(
  penalty: SupplyFare['restrictions']['penalties'] & { kind: 'known' },
  which: 'cancelPenalty' | 'changePenalty',
) {
  const p = penalty[which];
  return p.kind === 'WithFee'
    ? {
        kind: p.kind,
        amount: {
          value: minorToMajor(p.amountMinor),
          currencyCode: p.currency,
          currencySymbol: p.currency === 'USD' ? '$' : p.currency,
        },
      }
    : { kind: p.kind };
}

export function toRestrictions(fare: SupplyFare): FlightFare['restrictions'] {
  const { baggage, penalties, seatSelection, refundability } = fare.restrictions;
  return {
    baggageInfo: {
      carryOn: baggage.carryOn,
      checked: baggage.checked,
      checkedBagsIncluded: baggage.checkedBagsIncluded,
    },
    penaltiesInfo:
      penalties.kind === 'known'
        ? {
            kind: 'known',
            cancelPenalty: toPenalty(penalties, 'cancelPenalty'),
            changePenalty: toPenalty(penalties, 'changePenalty'),
          }
        : { kind: penalties.kind },
    seatSelection,
    refundability,
  };
}

/** Lowest shelf first, then cheapest (contract: "Cheapest shelf first"). */
export function sortFares(fares: readonly SupplyFare[]): SupplyFare[] {
  return [...fares].sort(
    (a, b) => a.shelf - b.shelf || a.pricePerPassenger.adult - b.pricePerPassenger.adult,
  );
}

export function toFare(fare: SupplyFare, passengers: Passengers, accounts: PricingAccounts): FlightFare {
  return {
    fareId: fare.fareId,
    fareShelf: { rating: fare.shelf, shortBrandName: fare.shortBrandName },
    cabinClassName: fare.cabin,
    bookingCode: fare.bookingCode,
    amount: priceOf(fare.pricePerPassenger.adult, fare.currency, accounts),
    total: priceOf(passengersTotalMinor(fare.pricePerPassenger, passengers), fare.currency, accounts),
    seatsLeft: fare.seatsLeft,
    restrictions: toRestrictions(fare),
    includes: [...fare.includes],
  };
}

export type OptionContext = {
  airports: AirportsByCode;
  passengers: Passengers;
  accounts: PricingAccounts;
};

/** One slice option in the contract's shape; its score and tags come from the results rules of its slice. */
export function toFlightOption(
  option: SliceOption,
  ranking: {
    fareScore: FlightOption['fareScore'];
    bestOfTags: BestOfTag[];
    multiTicketType: MultiTicketType;
  },
  context: OptionContext,
): FlightOption {
  const fares = sortFares(option.fares);
  const { legs } = option.connection;
  const first = legs[0]!;
  const last = legs[legs.length - 1]!;
  return {
    sliceId: option.id,
    segments: toSegments(option, fares[0]?.cabin ?? 'Economy', context.airports),
    durationMinutes: last.arrivalUtcMinute - first.departureUtcMinute,
    stops: legs.length - 1,
    multiTicketType: ranking.multiTicketType,
    fareScore: ranking.fareScore,
    bestOfTags: ranking.bestOfTags,
    fares: fares.map((fare) => toFare(fare, context.passengers, context.accounts)),
  };
}

export function toAirportInfo(a: Airport) {
  return {
    code: a.code,
    name: a.name,
    city: a.city,
    countryCode: a.countryCode,
    country: a.country,
    timeZone: a.timeZone,
  };
}

export function toAirlineInfo(a: Airline) {
  return { code: a.code, name: a.name, lowCost: a.lowCost };
}

/** The airports and airlines dictionaries of an answer: every code its options and its slices name. */
export function dictionaries(
  options: readonly SliceOption[],
  searched: readonly string[],
  airports: AirportsByCode,
  airlines: ReadonlyMap<string, Airline>,
) {
  const airportOut: Record<string, ReturnType<typeof toAirportInfo>> = {};
  const airlineOut: Record<string, ReturnType<typeof toAirlineInfo>> = {};
  // The searched airports too, so a slice without options can still name its cities.
  for (const code of searched) {
    const airport = airports.get(code);
    if (airport) airportOut[code] = toAirportInfo(airport);
  }
  for (const option of options) {
    for (const leg of option.connection.legs) {
      for (const code of [leg.origin, leg.destination]) {
        const airport = airports.get(code);
        if (airport && !airportOut[code]) airportOut[code] = toAirportInfo(airport);
      }
      for (const code of [leg.marketingAirline, leg.operatingAirline]) {
        const airline = airlines.get(code);
        if (airline && !airlineOut[code]) airlineOut[code] = toAirlineInfo(airline);
      }
    }
  }
  return { airports: airportOut, airlines: airlineOut };
}
