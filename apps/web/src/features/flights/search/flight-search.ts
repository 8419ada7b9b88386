import { CABIN_NAMES, type CabinName } from '@portal/domain/flights/enums';
import { isIsoDate } from '@portal/domain/iso-date';
import type { FlightSearchRequest } from '@portal/contracts/flights';

// The contract's bounds (packages/contracts/src/flights.ts), repeated so the form's chunk carries no zod; a test
// checks they agree.
export const MAX_PASSENGERS = 9;
export const MAX_SLICES = 5;

/** The trip types the form offers (open_jaw is a round trip the search answers, not a choice on the form). */
export type FormTripType = 'one_way' | 'round_trip' | 'multi_city';
export const FORM_TRIP_TYPES: readonly FormTripType[] = ['one_way', 'round_trip', 'multi_city'];

/** An airport picked in a From/To field: its code and the words the field shows ("Denver (DEN)"). */
export type AirportValue = { code: string; label: string };

export type FlightSliceValue = {
  origin: AirportValue | null;
  destination: AirportValue | null;
  date: string | null;
};

export type PassengersValue = {
  adults: number;
  childAges: number[];
  lapInfants: number;
  seatedInfants: number;
};

export type FlightSearchValue = {
  tripType: FormTripType;
  /** One slice for one way and round trip (the return flies it backwards), 2 to 5 for multi-city. */
  slices: FlightSliceValue[];
  returnDate: string | null;
  passengers: PassengersValue;
  cabin: CabinName;
};

export const DEFAULT_PASSENGERS: PassengersValue = {
  adults: 1,
  childAges: [],
  lapInfants: 0,
  seatedInfants: 0,
};
export const EMPTY_SLICE: FlightSliceValue = { origin: null, destination: null, date: null };
export const MIN_MULTI_CITY_SLICES = 2;

export const EMPTY_FLIGHT_SEARCH: FlightSearchValue = {
  tripType: 'round_trip',
  slices: [EMPTY_SLICE],
  returnDate: null,
  passengers: DEFAULT_PASSENGERS,
  cabin: 'Economy',
};
/** A child's age range on the contract (2 to 17); younger travelers are infants. */
export const CHILD_MIN_AGE = 2;
export const CHILD_MAX_AGE = 17;

export const TRIP_TYPE_LABELS: Record<FormTripType, string> = {
  one_way: 'One way',
  round_trip: 'Round trip',
  multi_city: 'Multi-city',
};

export function passengersCount(p: PassengersValue): number {
  return p.adults + p.childAges.length + p.lapInfants + p.seatedInfants;
}

/** The passenger rules the form enforces before a search (spec §5 "Passengers"; the contract's bounds). */
export function passengersProblem(p: PassengersValue): string | null {
  if (p.adults < 1) return 'Add at least one adult.';
  if (passengersCount(p) > MAX_PASSENGERS) return `A search allows up to ${MAX_PASSENGERS} passengers.`;
  if (p.lapInfants > p.adults) return 'Each lap infant needs an adult: add an adult or choose a seat.';
  if (p.childAges.some((a) => a < CHILD_MIN_AGE || a > CHILD_MAX_AGE))
    return 'Each child’s age must be 2 to 17.';
  return null;
}

/** '1 adult', '2 adults, 1 child, 1 infant'. */
export function passengersSummary(p: PassengersValue): string {
  const parts = [`${p.adults} ${p.adults === 1 ? 'adult' : 'adults'}`];
  const children = p.childAges.length;
  if (children) parts.push(`${children} ${children === 1 ? 'child' : 'children'}`);
  const infants = p.lapInfants + p.seatedInfants;
  if (infants) parts.push(`${infants} ${infants === 1 ? 'infant' : 'infants'}`);
  return parts.join(', ');
}

/** Field → message; a flight's problem is under `slice0`, `slice1` ... */
export type FlightSearchErrors = {
  [slice: `slice${number}`]: string | undefined;
  returnDate?: string;
  passengers?: string;
};

export const sliceErrorKey = (index: number) => `slice${index}` as const;

function sliceProblem(slice: FlightSliceValue, previousDate: string | null): string | undefined {
  // Typed text that was never picked from the list has no code yet.
  if (!slice.origin?.code) return 'Choose where you fly from.';
  if (!slice.destination?.code) return 'Choose where you fly to.';
  if (slice.origin.code === slice.destination.code) return 'From and To must be different airports.';
  if (!slice.date) return 'Choose a date.';
  if (previousDate && slice.date < previousDate) return 'Each flight must leave on or after the one before.';
  return undefined;
}

export function validateFlightSearch(form: FlightSearchValue): FlightSearchErrors {
  const errors: FlightSearchErrors = {};
  const slices = form.tripType === 'multi_city' ? form.slices : form.slices.slice(0, 1);
  slices.forEach((s, i) => {
    const problem = sliceProblem(s, i > 0 ? (slices[i - 1]?.date ?? null) : null);
    if (problem) errors[sliceErrorKey(i)] = problem;
  });
  if (form.tripType === 'round_trip') {
    const depart = form.slices[0]?.date ?? null;
    if (!form.returnDate) errors.returnDate = 'Choose a return date.';
    else if (depart && form.returnDate < depart) errors.returnDate = 'Return on or after the departure.';
  }
  const passengers = passengersProblem(form.passengers);
  if (passengers) errors.passengers = passengers;
  return errors;
}

// ---- the search in the URL ---------------------------------------------------------------------------------

/** The search a funnel URL holds: what the search endpoint is asked, plus the airports' labels for the form. */
export type FlightShopSearch = {
  tripType: FormTripType;
  slices: { origin: string; destination: string; departureDate: string }[];
  passengers: PassengersValue;
  cabin: CabinName;
};

/** The search of a submitted, valid form. */
export function shopSearchOf(form: FlightSearchValue): FlightShopSearch {
  const slices = (form.tripType === 'multi_city' ? form.slices : form.slices.slice(0, 1)).map((s) => ({
    origin: s.origin?.code ?? '',
    destination: s.destination?.code ?? '',
    departureDate: s.date ?? '',
  }));
  const first = slices[0];
  if (form.tripType === 'round_trip' && first)
    slices.push({
      origin: first.destination,
      destination: first.origin,
      departureDate: form.returnDate ?? '',
    });
  return {
    tripType: form.tripType,
    slices,
    passengers: { ...form.passengers, childAges: [...form.passengers.childAges] },
    cabin: form.cabin,
  };
}

/** The search request of the contract (packages/contracts/src/flights.ts). */
export function searchRequestOf(search: FlightShopSearch): FlightSearchRequest {
  return {
    tripType: search.tripType,
    slices: search.slices,
    passengers: {
      adultsCount: search.passengers.adults,
      childAges: search.passengers.childAges,
      lapInfantsCount: search.passengers.lapInfants,
      seatedInfantsCount: search.passengers.seatedInfants,
    },
    cabin: search.cabin,
  };
}

/** Writes the search as query parameters: trip, from/to/date once per slice in order, passengers, cabin. */
export function writeShopSearch(search: FlightShopSearch, params = new URLSearchParams()): URLSearchParams {
  params.set('trip', search.tripType);
  for (const s of search.slices) {
    params.append('from', s.origin);
    params.append('to', s.destination);
    params.append('date', s.departureDate);
  }
  params.set('adults', String(search.passengers.adults));
  if (search.passengers.childAges.length) params.set('children', search.passengers.childAges.join(','));
  if (search.passengers.lapInfants) params.set('lap', String(search.passengers.lapInfants));
  if (search.passengers.seatedInfants) params.set('seated', String(search.passengers.seatedInfants));
  params.set('cabin', search.cabin);
  return params;
}

const count = (raw: string | null, fallback: number) => {
  const n = raw === null || raw === '' ? fallback : Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : Number.NaN;
};

/**
 * Reads a funnel URL's search, or null when it is missing or broken (the pages then send the traveler back to
 * the form). Codes are upper-cased as the contract does; a round trip needs its two slices, multi-city 2 to 5.
 */
export function readShopSearch(params: URLSearchParams): FlightShopSearch | null {
  const trip = params.get('trip');
  if (!FORM_TRIP_TYPES.includes(trip as FormTripType)) return null;
  const tripType = trip as FormTripType;
  const from = params.getAll('from');
  const to = params.getAll('to');
  const dates = params.getAll('date');
  const slices = from.map((origin, i) => ({
    origin: origin.trim().toUpperCase(),
    destination: (to[i] ?? '').trim().toUpperCase(),
    departureDate: dates[i] ?? '',
  }));
  const expected = tripType === 'one_way' ? [1, 1] : tripType === 'round_trip' ? [2, 2] : [2, MAX_SLICES];
  if (slices.length < (expected[0] ?? 1) || slices.length > (expected[1] ?? 1)) return null;
  if (to.length !== from.length || dates.length !== from.length) return null;
  const code = /^[A-Z]{3}$/;
  if (slices.some((s) => !code.test(s.origin) || !code.test(s.destination) || !isIsoDate(s.departureDate)))
    return null;
  const children = params.get('children');
  const passengers: PassengersValue = {
    adults: count(params.get('adults'), 1),
    childAges: children ? children.split(',').map(Number) : [],
    lapInfants: count(params.get('lap'), 0),
    seatedInfants: count(params.get('seated'), 0),
  };
  if (
    [passengers.adults, passengers.lapInfants, passengers.seatedInfants].some(Number.isNaN) ||
    passengers.childAges.some((a) => !Number.isInteger(a)) ||
    passengersProblem(passengers)
  )
    return null;
  const cabinRaw = params.get('cabin') ?? 'Economy';
  if (!CABIN_NAMES.includes(cabinRaw as CabinName)) return null;
  return { tripType, slices, passengers, cabin: cabinRaw as CabinName };
}

/** The form's value for a search (the search bar above a funnel step edits it); labels are the codes. */
export function formValueOf(search: FlightShopSearch): FlightSearchValue {
  const airport = (code: string): AirportValue => ({ code, label: code });
  const slices = search.slices.map((s) => ({
    origin: airport(s.origin),
    destination: airport(s.destination),
    date: s.departureDate,
  }));
  return {
    tripType: search.tripType,
    slices: search.tripType === 'multi_city' ? slices : slices.slice(0, 1),
    returnDate: search.tripType === 'round_trip' ? (search.slices[1]?.departureDate ?? null) : null,
    passengers: { ...search.passengers, childAges: [...search.passengers.childAges] },
    cabin: search.cabin,
  };
}

/** Switching trip type keeps what was typed: multi-city starts with two flights, the second continuing the first. */
export function withTripType(form: FlightSearchValue, tripType: FormTripType): FlightSearchValue {
  if (tripType !== 'multi_city') return { ...form, tripType, slices: form.slices.slice(0, 1) };
  if (form.slices.length >= MIN_MULTI_CITY_SLICES) return { ...form, tripType };
  const first = form.slices[0] ?? EMPTY_SLICE;
  return {
    ...form,
    tripType,
    slices: [first, { origin: first.destination, destination: null, date: form.returnDate }],
  };
}
