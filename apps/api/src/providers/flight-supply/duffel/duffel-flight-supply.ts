// The Duffel flight supply (issue 13): FlightSupply over Duffel's offer requests and offers, used when
// DUFFEL_ACCESS_TOKEN is set. Search: one offer request for every slice and passenger, its whole-trip offers split
// into per-slice options (duffel-slices.ts). Review: the fare ids name the search and the offers the traveler
// picked from; the offer that flies the chosen slices and brands together is read again from Duffel for its
// live price, and compared with the shares the traveler saw.
import { LRUCache } from 'lru-cache';
import type {
  Airline,
  Airport,
  Passengers,
  SliceOption,
  SupplyFare,
  TripSearch,
} from '@portal/domain/flights/model';
import type { FarePriceAnswer, FlightSearchAnswer, FlightSupply } from '../flight-supply.ts';
import { decodeDuffelFareId, type DuffelFareRef } from './duffel-fare-id.ts';
import { DUFFEL_CABIN } from './duffel-fare.ts';
import { duffelPassengers, offerFitsPassengers } from './duffel-passengers.ts';
import { classifyDuffelError, type DuffelOffer, type DuffelPort } from './duffel-port.ts';
import { fareOf, groupSliceOptions, indexOffers, type IndexedOffer } from './duffel-slices.ts';

/** The airports and airlines the portal knows: the same reference data the simulator sells from. */
export type FlightReference = { airports(): readonly Airport[]; airlines(): readonly Airline[] };

export type DuffelSupplyOptions = {
  port: DuffelPort;
  reference: FlightReference;
  /** Searches whose offers are kept for their reviews (Duffel's offers live about 30 minutes). */
  cacheSearches?: number;
};

const OFFER_LIFE_MS = 35 * 60_000;

export function createDuffelFlightSupply(options: DuffelSupplyOptions): FlightSupply {
  const { port, reference } = options;
  // A review reads the search's offers from here; after a restart (or on another process) it lists them again.
  const searches = new LRUCache<string, DuffelOffer[]>({
    max: options.cacheSearches ?? 200,
    ttl: OFFER_LIFE_MS,
  });

  async function offersOf(offerRequestId: string): Promise<DuffelOffer[] | null> {
    const cached = searches.get(offerRequestId);
    if (cached) return cached;
    try {
      const offers = await port.listOffers(offerRequestId);
      searches.set(offerRequestId, offers);
      return offers;
    } catch (error) {
      const failure = classifyDuffelError(error);
      if (failure.kind === 'failed') throw new Error(failure.message);
      return null;
    }
  }

  return {
    airports: () => reference.airports(),
    airlines: () => reference.airlines(),

    async search(request: TripSearch, now: Date): Promise<FlightSearchAnswer> {
      let created;
      try {
        created = await port.createOfferRequest({
          slices: request.slices.map((s) => ({
            origin: s.origin,
            destination: s.destination,
            departure_date: s.departureDate,
            departure_time: null,
            arrival_time: null,
          })),
          passengers: duffelPassengers(request.passengers),
          cabin_class: DUFFEL_CABIN[request.cabin],
          // The portal's connection rules stop at two stops (issue 13).
          max_connections: 2,
        });
      } catch (error) {
        const failure = classifyDuffelError(error);
        if (failure.kind === 'invalid') return { kind: 'NoFlights', sliceIndex: failure.sliceIndex ?? 0 };
        throw new Error(
          failure.kind === 'failed' ? failure.message : `Duffel refused the search (${failure.kind})`,
        );
      }
      searches.set(created.id, created.offers);
      const indexed = indexOffers(created.offers, now);
      // Every offer covers every slice, so no offer means no way to fly the trip; the first slice is named.
      if (indexed.length === 0) return { kind: 'NoFlights', sliceIndex: 0 };
      const slices = request.slices.map((_, sliceIndex) =>
        groupSliceOptions({
          offers: indexed,
          sliceIndex,
          passengers: request.passengers,
          offerRequestId: created.id,
        }),
      );
      return { kind: 'Found', slices };
    },

    async price(fareIds, passengers, now): Promise<FarePriceAnswer> {
      const refs: DuffelFareRef[] = [];
      for (const [i, fareId] of fareIds.entries()) {
        const ref = decodeDuffelFareId(fareId);
        // One fare per slice, in slice order, all from one search: anything else is not a trip Duffel priced.
        if (!ref || ref.sliceIndex !== i || (i > 0 && ref.offerRequestId !== refs[0]!.offerRequestId)) {
          return { kind: 'FareNotFound', fareId };
        }
        refs.push(ref);
      }
      if (refs.length === 0) return { kind: 'FareNotFound', fareId: '' };
      const offers = await offersOf(refs[0]!.offerRequestId);
      if (!offers) return { kind: 'FareNotFound', fareId: fareIds[0]! };
      const indexed = indexOffers(offers, now);
      const byId = new Map(indexed.map((entry) => [entry.offer.id, entry]));
      const wanted: { key: string; brand: string }[] = [];
      for (const [i, ref] of refs.entries()) {
        const slice = byId.get(ref.offerId)?.slices[i];
        if (!slice || byId.get(ref.offerId)!.slices.length !== refs.length) {
          return { kind: 'FareNotFound', fareId: fareIds[i]! };
        }
        wanted.push({ key: slice.key, brand: slice.terms.shortBrandName });
      }
      const flies = (entry: IndexedOffer, except = -1) =>
        entry.slices.every(
          (s, i) => i === except || (s.key === wanted[i]!.key && s.terms.shortBrandName === wanted[i]!.brand),
        );
      // The same offer for every slice, else the cheapest offer selling this combination of flights and brands.
      const sameOffer = refs.every((r) => r.offerId === refs[0]!.offerId)
        ? byId.get(refs[0]!.offerId)
        : undefined;
      const chosen =
        sameOffer ?? indexed.filter((e) => flies(e)).sort((a, b) => a.totalMinor - b.totalMinor)[0];
      if (!chosen) return { kind: 'FareNotFound', fareId: fareIds[fareIds.length - 1]! };
      if (!offerFitsPassengers(chosen.offer, passengers))
        return { kind: 'FareNotFound', fareId: fareIds[0]! };

      let live: DuffelOffer;
      try {
        live = await port.getOffer(chosen.offer.id);
      } catch (error) {
        const failure = classifyDuffelError(error);
        if (failure.kind === 'gone') return { kind: 'SoldOut', fareId: fareIds[0]! };
        if (failure.kind === 'notFound' || failure.kind === 'invalid') {
          return { kind: 'FareNotFound', fareId: fareIds[0]! };
        }
        throw new Error(failure.message);
      }
      const [fresh] = indexOffers([live], now);
      if (!fresh || Date.parse(live.expires_at) <= now.getTime()) {
        return { kind: 'FareNotFound', fareId: fareIds[0]! };
      }
      searches.set(
        refs[0]!.offerRequestId,
        offers.map((o) => (o.id === live.id ? live : o)),
      );
      const seen = refs.reduce((sum, r) => sum + r.searchedShareMinor, 0);
      const moved = fresh.totalMinor > seen ? 'Up' : fresh.totalMinor < seen ? 'Down' : null;
      const others = indexed.map((e) => (e.offer.id === fresh.offer.id ? fresh : e));
      const repriced = refs.map((ref, i) =>
        optionWithShelves(others, fresh, i, fareIds[i]!, passengers, ref.offerRequestId, flies),
      );
      return { kind: 'Available', options: repriced, moved };
    },

    // Duffel sells here without booking (no `book`), so it holds no order whose schedule could change.
    scheduleChanges: async () => ({ kind: 'NoChange' }),
  };
}

/**
 * The chosen option of slice i for the fare details page: the chosen brand from the live offer (keeping the fare
 * id the traveler holds, which remembers what they saw), and every other brand on the same flights from the
 * cheapest offer that keeps the other slices as chosen, so switching shelves is a trip Duffel sells.
 */
function optionWithShelves(
  offers: readonly IndexedOffer[],
  live: IndexedOffer,
  sliceIndex: number,
  chosenFareId: string,
  passengers: Passengers,
  offerRequestId: string,
  flies: (entry: IndexedOffer, except?: number) => boolean,
): SliceOption {
  const key = live.slices[sliceIndex]!.key;
  const pool = offers.filter((e) => e.slices[sliceIndex]?.key === key && flies(e, sliceIndex));
  const [option] = groupSliceOptions({ offers: pool, sliceIndex, passengers, offerRequestId });
  const chosenBrand = live.slices[sliceIndex]!.terms.shortBrandName;
  const chosen = (shelf: SupplyFare['shelf']) =>
    fareOf(live, sliceIndex, shelf, passengers, offerRequestId, chosenFareId);
  const fares = option!.fares.map((fare) =>
    fare.shortBrandName === chosenBrand ? chosen(fare.shelf) : fare,
  );
  // A dearer brand may have lost its shelf to a cheaper one in the grouping; the chosen fare is always answered.
  if (!fares.some((f) => f.fareId === chosenFareId)) fares.push(chosen(live.slices[sliceIndex]!.terms.shelf));
  return { ...option!, fares };
}
