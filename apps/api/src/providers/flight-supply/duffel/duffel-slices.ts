// Duffel's whole-trip offers as the portal's per-slice options (spec §2: choose departure, then return). Each
// slice's distinct flights become one SliceOption; the brands the offers sell on those flights become its fares,
// one per shelf, each from the cheapest offer that sells it, priced at that offer's share for the slice.
import type { CabinName, FareShelfRating } from '@portal/domain/flights/enums';
import { CABIN_NAMES } from '@portal/domain/flights/enums';
import type { Leg, Passengers, SliceOption, SupplyFare } from '@portal/domain/flights/model';
import { utcOffsetAtLocal } from '../../../lib/time-zone.ts';
import { encodeDuffelFareId } from './duffel-fare-id.ts';
import { cabinNameOf, SHELF_CAP, sliceFareTerms, type SliceFareTerms } from './duffel-fare.ts';
import { decimalToMinor, perPassengerPrices, sliceShares } from './duffel-money.ts';
import type { DuffelOffer } from './duffel-port.ts';

/** Duffel publishes no seat counts: a fare it sells shows the supplier maximum, "9 or more". */
export const DUFFEL_SEATS_SHOWN = 9;

type Segment = DuffelOffer['slices'][number]['segments'][number];

export type IndexedSlice = {
  /** The option id: its legs' ids joined, the same for the same flights in every offer. */
  key: string;
  legs: Omit<Leg, 'cabins'>[];
  terms: SliceFareTerms;
};

export type IndexedOffer = {
  offer: DuffelOffer;
  totalMinor: number;
  currency: string;
  shares: number[];
  slices: IndexedSlice[];
};

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/** A local wall-clock time at an airport ("2026-12-01T07:05:00" in America/Chicago) as UTC minutes. */
export function localToUtcMinute(local: string, timeZone: string): number | null {
  const m = LOCAL_TIME.exec(local);
  if (!m) return null;
  const asUtcMs = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  try {
    return Math.round(asUtcMs / 60_000) - utcOffsetAtLocal(timeZone, asUtcMs);
  } catch {
    return null; // an unknown zone name
  }
}

function legOf(segment: Segment): Omit<Leg, 'cabins'> | null {
  const marketing = segment.marketing_carrier?.iata_code;
  const operating = segment.operating_carrier?.iata_code ?? marketing;
  const flightNumber = Number.parseInt(segment.marketing_carrier_flight_number, 10);
  const origin = segment.origin?.iata_code;
  const destination = segment.destination?.iata_code;
  if (!marketing || !operating || !origin || !destination || !Number.isFinite(flightNumber)) return null;
  const departure = localToUtcMinute(segment.departing_at, segment.origin.time_zone);
  const arrival = localToUtcMinute(segment.arriving_at, segment.destination.time_zone);
  if (departure === null || arrival === null || arrival <= departure) return null;
  return {
    id: `${marketing}${flightNumber}-${segment.departing_at.slice(0, 10)}`,
    marketingAirline: marketing,
    flightNumber,
    operatingAirline: operating,
    origin,
    destination,
    departureUtcMinute: departure,
    arrivalUtcMinute: arrival,
    aircraft: segment.aircraft?.name ?? 'Aircraft not given',
  };
}

/**
 * The offers the portal can show: priced in a plain amount, every flight with IATA codes and a known time zone,
 * none departed before `now`. Anything else is dropped rather than shown half-mapped.
 */
export function indexOffers(offers: readonly DuffelOffer[], now: Date): IndexedOffer[] {
  const nowMinute = Math.floor(now.getTime() / 60_000);
  const indexed: IndexedOffer[] = [];
  for (const offer of offers) {
    const totalMinor = decimalToMinor(offer.total_amount, offer.total_currency);
    if (totalMinor === null || offer.slices.length === 0) continue;
    const slices: IndexedSlice[] = [];
    for (let i = 0; i < offer.slices.length; i++) {
      const legs = offer.slices[i]!.segments.map(legOf);
      if (legs.length === 0 || legs.some((leg) => leg === null)) break;
      const known = legs as Omit<Leg, 'cabins'>[];
      slices.push({
        key: known.map((leg) => leg.id).join('.'),
        legs: known,
        terms: sliceFareTerms(offer, i),
      });
    }
    if (slices.length !== offer.slices.length) continue;
    if (slices[0]!.legs[0]!.departureUtcMinute <= nowMinute) continue;
    indexed.push({
      offer,
      totalMinor,
      currency: offer.total_currency,
      shares: sliceShares(totalMinor, slices.length),
      slices,
    });
  }
  return indexed;
}

/** The fare a slice of an offer sells, at the offer's share for the slice. */
export function fareOf(
  entry: IndexedOffer,
  sliceIndex: number,
  shelf: FareShelfRating,
  passengers: Passengers,
  offerRequestId: string,
  fareId?: string,
): SupplyFare {
  const terms = entry.slices[sliceIndex]!.terms;
  const share = entry.shares[sliceIndex]!;
  return {
    fareId:
      fareId ??
      encodeDuffelFareId({ offerRequestId, offerId: entry.offer.id, sliceIndex, searchedShareMinor: share }),
    shelf,
    shortBrandName: terms.shortBrandName,
    cabin: cabinNameOf(terms.cabinClass, shelf),
    bookingCode: terms.bookingCode,
    currency: entry.currency,
    pricePerPassenger: perPassengerPrices(share, passengers),
    seatsLeft: DUFFEL_SEATS_SHOWN,
    restrictions: terms.restrictions,
    includes: terms.includes,
  };
}

/**
 * Shelves for one flight's brands, cheapest first: each takes its own shelf, or the next free one up to its
 * cabin's cap when a cheaper brand already holds it (two economy brands without ngs_shelf: basic, then standard).
 */
function assignShelves(candidates: { entry: IndexedOffer; sliceIndex: number }[]) {
  const taken = new Set<FareShelfRating>();
  const placed: { entry: IndexedOffer; shelf: FareShelfRating }[] = [];
  for (const c of candidates) {
    const terms = c.entry.slices[c.sliceIndex]!.terms;
    let shelf = terms.shelf;
    while (taken.has(shelf) && shelf < SHELF_CAP[terms.cabinClass]) shelf = (shelf + 1) as FareShelfRating;
    if (taken.has(shelf)) continue; // a dearer brand with no shelf left: the cheaper one stands for it
    taken.add(shelf);
    placed.push({ entry: c.entry, shelf });
  }
  return placed;
}

export type GroupOptions = {
  offers: readonly IndexedOffer[];
  sliceIndex: number;
  passengers: Passengers;
  offerRequestId: string;
};

/** The options of one slice: every distinct flight sequence, with a fare per brand (the cheapest offer's). */
export function groupSliceOptions({
  offers,
  sliceIndex,
  passengers,
  offerRequestId,
}: GroupOptions): SliceOption[] {
  const byFlights = new Map<string, Map<string, IndexedOffer>>();
  for (const entry of offers) {
    const slice = entry.slices[sliceIndex];
    if (!slice) continue;
    const brands = byFlights.get(slice.key) ?? new Map<string, IndexedOffer>();
    byFlights.set(slice.key, brands);
    const brand = slice.terms.shortBrandName;
    const held = brands.get(brand);
    if (!held || entry.totalMinor < held.totalMinor) brands.set(brand, entry);
  }
  const options: SliceOption[] = [];
  for (const [key, brands] of byFlights) {
    const candidates = [...brands.values()]
      .sort((a, b) => a.shares[sliceIndex]! - b.shares[sliceIndex]!)
      .map((entry) => ({ entry, sliceIndex }));
    const fares = assignShelves(candidates).map(({ entry, shelf }) =>
      fareOf(entry, sliceIndex, shelf, passengers, offerRequestId),
    );
    const legs = candidates[0]!.entry.slices[sliceIndex]!.legs;
    const cabins = CABIN_NAMES.filter((c: CabinName) => fares.some((f) => f.cabin === c));
    options.push({
      id: key,
      connection: {
        legs: legs.map((leg) => ({ ...leg, cabins })),
        // An offer is one ticket from one airline: Duffel sells no self-transfer (virtual interline) layovers.
        selfTransferAt: legs.slice(1).map(() => false),
      },
      fares,
    });
  }
  const cheapest = (o: SliceOption) => o.fares[0]?.pricePerPassenger.adult ?? Number.POSITIVE_INFINITY;
  return options.sort((a, b) => cheapest(a) - cheapest(b) || a.id.localeCompare(b.id));
}
