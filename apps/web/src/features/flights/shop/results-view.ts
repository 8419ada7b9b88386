import {
  FLIGHT_FILTERS,
  FLIGHT_SORT_KEYS,
  STOP_FILTERS,
  TIME_OF_DAY_BUCKETS,
  type FlightFilter,
  type FlightSortKey,
  type StopFilter,
  type TimeOfDayBucket,
} from '@portal/domain/flights/enums';

/** How one slice's list is sorted and filtered (spec §3 sort keys, stop, flight and airline filters; §9 buckets). */
export type ResultsView = {
  sort: FlightSortKey;
  stops: StopFilter;
  /** NoFilter is the empty list; the rest combine. */
  flightFilters: Exclude<FlightFilter, 'NoFilter'>[];
  airlines: string[];
  excludeLcc: boolean;
  departure: TimeOfDayBucket[];
  arrival: TimeOfDayBucket[];
  /** The most per person, in whole currency units; null for no cap. */
  maxPrice: number | null;
  /** Spec §5 "In policy": only flights with a fare within the traveler's corporate policy. */
  inPolicy: boolean;
};

export const DEFAULT_VIEW: ResultsView = {
  sort: 'fareScore',
  stops: 'any',
  flightFilters: [],
  airlines: [],
  excludeLcc: false,
  departure: [],
  arrival: [],
  maxPrice: null,
  inPolicy: false,
};

const oneOf = <T extends string>(list: readonly T[], raw: string | null, fallback: T): T =>
  list.includes(raw as T) ? (raw as T) : fallback;
const listOf = <T extends string>(list: readonly T[], raw: string | null): T[] =>
  raw ? raw.split(',').filter((v): v is T => list.includes(v as T)) : [];

/**
 * The view in a choose step's URL (sort, stops, ff, airlines, nolcc, dep, arr, max, inpolicy); unknown values are
 * dropped.
 */
export function readView(params: URLSearchParams): ResultsView {
  const max = Number(params.get('max'));
  return {
    sort: oneOf(FLIGHT_SORT_KEYS, params.get('sort'), DEFAULT_VIEW.sort),
    stops: oneOf(STOP_FILTERS, params.get('stops'), 'any'),
    flightFilters: listOf(
      FLIGHT_FILTERS.filter((f) => f !== 'NoFilter'),
      params.get('ff'),
    ) as ResultsView['flightFilters'],
    airlines: (params.get('airlines') ?? '').split(',').filter((c) => /^[A-Z0-9]{2}$/.test(c)),
    excludeLcc: params.get('nolcc') === '1',
    departure: listOf(TIME_OF_DAY_BUCKETS, params.get('dep')),
    arrival: listOf(TIME_OF_DAY_BUCKETS, params.get('arr')),
    maxPrice: params.has('max') && Number.isFinite(max) && max > 0 ? Math.round(max) : null,
    inPolicy: params.get('inpolicy') === '1',
  };
}

export function writeView(view: ResultsView): URLSearchParams {
  const p = new URLSearchParams();
  if (view.sort !== DEFAULT_VIEW.sort) p.set('sort', view.sort);
  if (view.stops !== 'any') p.set('stops', view.stops);
  if (view.flightFilters.length) p.set('ff', view.flightFilters.join(','));
  if (view.airlines.length) p.set('airlines', view.airlines.join(','));
  if (view.excludeLcc) p.set('nolcc', '1');
  if (view.departure.length) p.set('dep', view.departure.join(','));
  if (view.arrival.length) p.set('arr', view.arrival.join(','));
  if (view.maxPrice !== null) p.set('max', String(view.maxPrice));
  if (view.inPolicy) p.set('inpolicy', '1');
  return p;
}

/** How many filters are on (the phone's "Filters (3)" button). */
export function activeFilters(view: ResultsView): number {
  return (
    (view.stops !== 'any' ? 1 : 0) +
    view.flightFilters.length +
    view.airlines.length +
    (view.excludeLcc ? 1 : 0) +
    view.departure.length +
    view.arrival.length +
    (view.maxPrice !== null ? 1 : 0) +
    (view.inPolicy ? 1 : 0)
  );
}

export const VIEW_PARAM_KEYS = ['sort', 'stops', 'ff', 'airlines', 'nolcc', 'dep', 'arr', 'max', 'inpolicy'];
