/**
 * Spec §4 flight watch: the watch lifecycle and what the watch job decides on each check of a watched trip
 * (issue 13). Pure: the job passes today, the price it found and the partner's recommendation in.
 */
import type { Lifecycle } from '../lifecycles.ts';
import { compare } from '../iso-date.ts';
import {
  PREDICTION_RECOMMENDATIONS,
  WATCH_STATES,
  type PredictionRecommendation,
  type WatchState,
} from './enums.ts';
import type { Passengers, SliceOption, TripSearch } from './model.ts';

export const FLIGHT_WATCH: Lifecycle<WatchState> = {
  name: 'flight watch',
  states: WATCH_STATES,
  transitions: [
    ['NotWatching', 'InProcess'], // the user asked to watch the trip: the request is being saved
    ['InProcess', 'JustWatched'], // saved; the first price check is queued
    ['InProcess', 'NotWatching'], // saving failed (bad search, duplicate race lost): nothing is watched
    ['JustWatched', 'Watching'], // the first check priced the trip: later checks compare with it
    ['JustWatched', 'NotWatching'], // the user stopped watching, or the departure date passed
    ['Watching', 'NotWatching'], // the user stopped watching, or the departure date passed
  ],
};

/** The recommendations that tell the traveler to buy now (spec §1: good and great). */
export const BUY_RECOMMENDATIONS: readonly PredictionRecommendation[] = ['good', 'great'];

export const isBuyRecommendation = (r: PredictionRecommendation | null): boolean =>
  r !== null && BUY_RECOMMENDATIONS.includes(r);

/**
 * A drop worth an email: at least 5 percent of the price last notified and at least $10 (1,000 minor units),
 * so a few cents of noise on a cheap fare or a rounding move on a dear one never mails anybody.
 */
export const WATCH_DROP_THRESHOLD = { basisPoints: 500, minimumMinor: 1_000 } as const;

export function dropThresholdMinor(referenceMinor: number): number {
  const share = Math.ceil((referenceMinor * WATCH_DROP_THRESHOLD.basisPoints) / 10_000);
  return Math.max(share, WATCH_DROP_THRESHOLD.minimumMinor);
}

/** The search as the contract's FlightSearchRequest carries it (the domain imports no contract). */
export type WatchedSearch = {
  tripType: string;
  slices: readonly { origin: string; destination: string; departureDate: string }[];
  passengers: {
    adultsCount: number;
    childAges: readonly number[];
    lapInfantsCount: number;
    seatedInfantsCount: number;
  };
  cabin: string;
};

/**
 * One key per trip a user can watch: codes upper-cased and child ages sorted, so the same trip asked twice in
 * another order is the same watch (the table's unique (user, search key)).
 */
export function watchSearchKey(search: WatchedSearch): string {
  const slices = search.slices
    .map((s) => `${s.origin.toUpperCase()}-${s.destination.toUpperCase()}@${s.departureDate}`)
    .join(',');
  const p = search.passengers;
  const ages = [...p.childAges].sort((a, b) => a - b).join('.');
  return `${search.tripType}|${slices}|a${p.adultsCount}c${ages}l${p.lapInfantsCount}s${p.seatedInfantsCount}|${search.cabin}`;
}

export function tripSearchOf(search: WatchedSearch & { cabin: TripSearch['cabin'] }): TripSearch {
  return {
    slices: search.slices.map((s) => ({ ...s })),
    passengers: {
      adults: search.passengers.adultsCount,
      childAges: [...search.passengers.childAges],
      lapInfants: search.passengers.lapInfantsCount,
      seatedInfants: search.passengers.seatedInfantsCount,
    },
    cabin: search.cabin,
  };
}

/** The first departure: once it is before today the trip has left and is watched no more. */
export function hasDeparted(search: Pick<WatchedSearch, 'slices'>, today: string): boolean {
  const first = search.slices[0];
  return first === undefined || compare(first.departureDate, today) < 0;
}

export type TripLowestPrice = {
  /** Every passenger on every slice, the cheapest fare of each slice. */
  totalMinor: number;
  /** Per slice, the cheapest adult fare: what the prediction partner is asked about. */
  adultMinorBySlice: number[];
  currency: string;
};

/** What the passengers pay for one fare (minor units). */
export function fareTotalMinor(
  prices: SliceOption['fares'][number]['pricePerPassenger'],
  p: Passengers,
): number {
  return (
    prices.adult * p.adults +
    prices.child * p.childAges.length +
    prices.lapInfant * p.lapInfants +
    prices.seatedInfant * p.seatedInfants
  );
}

/** The cheapest way to fly the whole trip (null when a slice has no fare at all). */
export function lowestTripPrice(
  slices: readonly (readonly SliceOption[])[],
  passengers: Passengers,
): TripLowestPrice | null {
  let totalMinor = 0;
  let currency: string | null = null;
  const adultMinorBySlice: number[] = [];
  for (const options of slices) {
    let best: { total: number; adult: number; currency: string } | null = null;
    for (const option of options) {
      for (const fare of option.fares) {
        const total = fareTotalMinor(fare.pricePerPassenger, passengers);
        if (!best || total < best.total) {
          best = { total, adult: fare.pricePerPassenger.adult, currency: fare.currency };
        }
      }
    }
    if (!best) return null;
    totalMinor += best.total;
    adultMinorBySlice.push(best.adult);
    currency ??= best.currency;
  }
  return currency === null ? null : { totalMinor, adultMinorBySlice, currency };
}

/**
 * One recommendation for a trip of several slices: the least favourable one, since a trip is bought whole and
 * "buy now" is only right when every slice says so. None when the partner could not judge every slice.
 */
export function tripRecommendation(
  bySlice: readonly (PredictionRecommendation | null)[],
): PredictionRecommendation | null {
  let least: PredictionRecommendation | null = null;
  for (const r of bySlice) {
    if (r === null) return null;
    if (least === null || PREDICTION_RECOMMENDATIONS.indexOf(r) < PREDICTION_RECOMMENDATIONS.indexOf(least))
      least = r;
  }
  return least;
}

export type WatchSnapshot = {
  state: WatchState;
  /** The price a drop is measured from (first check's, then the last email's); null before the first check. */
  notifiedPriceMinor: number | null;
  lastRecommendation: PredictionRecommendation | null;
};

/** What a check found: null price when the supplier had no flight for a slice today. */
export type WatchObservation = {
  priceMinor: number | null;
  recommendation: PredictionRecommendation | null;
};

export type WatchReason = 'TurnedToBuy' | 'PriceDropped';

export type WatchDecision =
  | { kind: 'Stop'; state: 'NotWatching' }
  | {
      kind: 'Update';
      state: 'Watching';
      /** Why to email, empty for none. */
      reasons: WatchReason[];
      /** The reference price after this check. */
      notifiedPriceMinor: number | null;
      /** The price the email compares with (the reference before this check). */
      previousPriceMinor: number | null;
    };

/**
 * One check of a watched trip. The first check (JustWatched) only sets the reference: the user has just seen
 * the price and the prediction. Later checks email when the recommendation turns from wait or fair (or none) to
 * good or great, or when the price fell by the threshold since the reference; an email moves the reference to the
 * price it names, so each drop is told once.
 */
export function decideWatchCheck(
  watch: WatchSnapshot,
  observation: WatchObservation,
  departed: boolean,
): WatchDecision {
  if (departed || watch.state === 'NotWatching') return { kind: 'Stop', state: 'NotWatching' };
  const previous = watch.notifiedPriceMinor;
  const price = observation.priceMinor;
  if (watch.state === 'JustWatched' || watch.state === 'InProcess' || previous === null) {
    return {
      kind: 'Update',
      state: 'Watching',
      reasons: [],
      notifiedPriceMinor: price,
      previousPriceMinor: null,
    };
  }
  const reasons: WatchReason[] = [];
  if (isBuyRecommendation(observation.recommendation) && !isBuyRecommendation(watch.lastRecommendation)) {
    reasons.push('TurnedToBuy');
  }
  if (price !== null && previous - price >= dropThresholdMinor(previous)) reasons.push('PriceDropped');
  // Nothing to price (no flight today): keep the reference, a later check compares with it.
  const notified = reasons.length > 0 && price !== null ? price : previous;
  return {
    kind: 'Update',
    state: 'Watching',
    reasons,
    notifiedPriceMinor: notified,
    previousPriceMinor: previous,
  };
}
