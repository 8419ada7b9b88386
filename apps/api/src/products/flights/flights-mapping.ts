// The supplier's slice options (domain model, UTC minutes, minor units) onto the flights contract in spec §3 field
// names: segments with local and zoned times at each airport, layovers, self-transfers and plusDays; fares on
// their shelves priced per adult and for every passenger, in fiat and each rewards account.
import type {
  FareBrand,
  FlightFare,
  FlightOption,
  FlightSearchFare,
  FlightSearchOption,
  FlightSegment,
} from '@portal/contracts/flights';
import { fareBrandKey, type brandNamer } from '@portal/contracts/flight-results';
import type { Airport, Leg, Passengers, SliceOption, SupplyFare } from '@portal/domain/flights/model';
import type { BestOfTag, MultiTicketType } from '@portal/domain/flights/enums';
import { minorToMajor } from '@portal/domain/money';
import { plusDays, zonedTime } from '@portal/domain/flights/local-times';
import { farePrices, type FarePrices, type PricingAccounts } from './flight-pricing.ts';

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

export function zoneOf(airports: AirportsByCode, code: string): string {
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
  const start = first
    ? { utcMinute: first.departureUtcMinute, timeZone: zoneOf(airports, first.origin) }
    : null;
  return legs.map((leg: Leg, i) => {
    const departure = zonedTime(leg.departureUtcMinute, zoneOf(airports, leg.origin));
    const arrivalZone = zoneOf(airports, leg.destination);
    const arrival = zonedTime(leg.arrivalUtcMinute, arrivalZone);
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
      plusDays: start ? plusDays(start, { utcMinute: leg.arrivalUtcMinute, timeZone: arrivalZone }) : 0,
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

/**
 * The parts of a fare that do not depend on who searches, built once per supplier fare: the simulator answers
 * the same fare objects to every search of a route and day (its slice cache), and an answer is only serialized,
 * never changed, so answers may share them.
 */
type FareParts = {
  fareShelf: FlightFare['fareShelf'];
  brand: FareBrand;
  brandKey: string;
  /** By pricingKeyOf: the same passengers and accounts see the same prices of a supplier fare. */
  prices: Map<string, FarePrices>;
};
const fareParts = new WeakMap<SupplyFare, FareParts>();

function partsOf(fare: SupplyFare): FareParts {
  let parts = fareParts.get(fare);
  if (!parts) {
    const brand = { restrictions: toRestrictions(fare), includes: [...fare.includes] };
    parts = {
      fareShelf: { rating: fare.shelf, shortBrandName: fare.shortBrandName },
      brand,
      brandKey: fareBrandKey(brand),
      prices: new Map(),
    };
    fareParts.set(fare, parts);
  }
  return parts;
}

function fareFields(fare: SupplyFare, passengers: Passengers, accounts: PricingAccounts) {
  const parts = partsOf(fare);
  const { amount, total } = farePrices(fare, parts.prices, passengers, accounts);
  return {
    fareId: fare.fareId,
    fareShelf: parts.fareShelf,
    cabinClassName: fare.cabin,
    bookingCode: fare.bookingCode,
    amount,
    total,
    seatsLeft: fare.seatsLeft,
  };
}

/** A fare with its brand's restrictions and includes lines in place (the review's fares). */
export function toFare(fare: SupplyFare, passengers: Passengers, accounts: PricingAccounts): FlightFare {
  const { restrictions, includes } = partsOf(fare).brand;
  return { ...fareFields(fare, passengers, accounts), restrictions, includes };
}

/** Names the brands of one search answer (contracts flight-results.ts). */
export type BrandNamer = ReturnType<typeof brandNamer>;

/** A search answer's fare: its brand named once in the answer's `fareBrands`. */
export function toSearchFare(
  fare: SupplyFare,
  passengers: Passengers,
  accounts: PricingAccounts,
  brands: BrandNamer,
): FlightSearchFare {
  const { brand, brandKey } = partsOf(fare);
  return { ...fareFields(fare, passengers, accounts), brandId: brands.idOf(brand, brandKey) };
}

export type OptionContext = {
  airports: AirportsByCode;
  passengers: Passengers;
  accounts: PricingAccounts;
};

/**
 * An option's fares in the contract's order and its segments, once per supplier option and airports map (see
 * fareParts: the same option objects come back for every search of a route and day).
 */
const optionParts = new WeakMap<
  AirportsByCode,
  WeakMap<SliceOption, { fares: SupplyFare[]; segments: FlightSegment[] }>
>();

function optionPartsOf(option: SliceOption, airports: AirportsByCode) {
  let byOption = optionParts.get(airports);
  if (!byOption) {
    byOption = new WeakMap();
    optionParts.set(airports, byOption);
  }
  let parts = byOption.get(option);
  if (!parts) {
    const fares = sortFares(option.fares);
    parts = { fares, segments: toSegments(option, fares[0]?.cabin ?? 'Economy', airports) };
    byOption.set(option, parts);
  }
  return parts;
}

type Ranking = {
  fareScore: FlightOption['fareScore'];
  bestOfTags: BestOfTag[];
  multiTicketType: MultiTicketType;
};

/** An option's fields but its fares, and its supplier fares in the contract's order. */
function optionFields(option: SliceOption, ranking: Ranking, context: OptionContext) {
  const { fares, segments } = optionPartsOf(option, context.airports);
  const { legs } = option.connection;
  const first = legs[0]!;
  const last = legs[legs.length - 1]!;
  const fields = {
    sliceId: option.id,
    segments,
    durationMinutes: last.arrivalUtcMinute - first.departureUtcMinute,
    stops: legs.length - 1,
    multiTicketType: ranking.multiTicketType,
    fareScore: ranking.fareScore,
    bestOfTags: ranking.bestOfTags,
  };
  return { fields, fares };
}

/** One slice option in the contract's shape; its score and tags come from the results rules of its slice. */
export function toFlightOption(option: SliceOption, ranking: Ranking, context: OptionContext): FlightOption {
  const { fields, fares } = optionFields(option, ranking, context);
  return { ...fields, fares: fares.map((fare) => toFare(fare, context.passengers, context.accounts)) };
}

/** One slice option as a search answers it: its fares' brands named in the answer's `fareBrands`. */
export function toSearchOption(
  option: SliceOption,
  ranking: Ranking,
  context: OptionContext,
  brands: BrandNamer,
): FlightSearchOption {
  const { fields, fares } = optionFields(option, ranking, context);
  return {
    ...fields,
    fares: fares.map((fare) => toSearchFare(fare, context.passengers, context.accounts, brands)),
  };
}
