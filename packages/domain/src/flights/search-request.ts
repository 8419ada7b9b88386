/**
 * The rules a flight search request must keep before any supplier is asked (issue 13, spec §3 trip types, §5
 * passengers): slices in date order inside the booking window, real and distinct airports, a trip type that
 * matches its slices, and a passenger mix an airline sells. Each broken rule is named with the request field it
 * concerns and a sentence a person can act on; the API answers 400 with them, the web form shows the same words.
 */
import { addDays, diffDays, isIsoDate } from '../iso-date.ts';
import type { TripType } from './enums.ts';

/** Airlines open their schedules about 331 days ahead: no fare can be sold for a later departure. */
export const MAX_DAYS_AHEAD = 331;
/** One booking holds at most 9 passengers (spec §5), lap infants included. */
export const MAX_FLIGHT_PASSENGERS = 9;
export const MAX_MULTI_CITY_SLICES = 5;

export type SearchSliceInput = { origin: string; destination: string; departureDate: string };
export type SearchPassengersInput = {
  adultsCount: number;
  childAges: readonly number[];
  lapInfantsCount: number;
  seatedInfantsCount: number;
};
export type FlightSearchInput = {
  tripType: TripType;
  slices: readonly SearchSliceInput[];
  passengers: SearchPassengersInput;
};

export type SearchRule =
  | 'DateNotValid'
  | 'DateInPast'
  | 'DateTooFarAhead'
  | 'SlicesOutOfOrder'
  | 'SameOriginAndDestination'
  | 'UnknownAirport'
  | 'TripTypeSliceCount'
  | 'RoundTripMustReturn'
  | 'NoAdult'
  | 'TooManyPassengers'
  | 'MoreLapInfantsThanAdults';

export type SearchProblem = { rule: SearchRule; field: string; message: string };

const SLICE_COUNTS: Record<TripType, { min: number; max: number; words: string }> = {
  one_way: { min: 1, max: 1, words: 'A one-way trip has exactly one flight' },
  round_trip: { min: 2, max: 2, words: 'A round trip has exactly two flights' },
  open_jaw: { min: 2, max: 2, words: 'An open-jaw trip has exactly two flights' },
  multi_city: {
    min: 2,
    max: MAX_MULTI_CITY_SLICES,
    words: `A multi-city trip has 2 to ${MAX_MULTI_CITY_SLICES} flights`,
  },
};

function sliceProblems(
  slices: readonly SearchSliceInput[],
  today: string,
  isKnownAirport: (code: string) => boolean,
): SearchProblem[] {
  const problems: SearchProblem[] = [];
  const lastDay = addDays(today, MAX_DAYS_AHEAD);
  slices.forEach((slice, i) => {
    const at = `slices.${i}`;
    const date = slice.departureDate;
    if (!isIsoDate(date)) {
      problems.push({ rule: 'DateNotValid', field: `${at}.departureDate`, message: 'Not a calendar date' });
    } else if (date < today) {
      problems.push({
        rule: 'DateInPast',
        field: `${at}.departureDate`,
        message: 'The departure date has passed: choose today or later',
      });
    } else if (date > lastDay) {
      problems.push({
        rule: 'DateTooFarAhead',
        field: `${at}.departureDate`,
        message: `Flights can be searched up to ${MAX_DAYS_AHEAD} days ahead (until ${lastDay})`,
      });
    }
    const previous = slices[i - 1];
    if (previous && isIsoDate(date) && isIsoDate(previous.departureDate)) {
      if (diffDays(date, previous.departureDate) < 0) {
        problems.push({
          rule: 'SlicesOutOfOrder',
          field: `${at}.departureDate`,
          message: `Flight ${i + 1} departs before flight ${i}: list the flights in date order`,
        });
      }
    }
    for (const end of ['origin', 'destination'] as const) {
      if (!isKnownAirport(slice[end])) {
        problems.push({
          rule: 'UnknownAirport',
          field: `${at}.${end}`,
          message: `${slice[end]} is not an airport we sell flights from or to`,
        });
      }
    }
    if (slice.origin === slice.destination) {
      problems.push({
        rule: 'SameOriginAndDestination',
        field: `${at}.destination`,
        message: 'The destination must differ from the origin',
      });
    }
  });
  return problems;
}

function tripTypeProblems(request: FlightSearchInput): SearchProblem[] {
  const { tripType, slices } = request;
  const count = SLICE_COUNTS[tripType];
  if (slices.length < count.min || slices.length > count.max) {
    return [{ rule: 'TripTypeSliceCount', field: 'slices', message: count.words }];
  }
  const [out, back] = slices;
  if (tripType === 'round_trip' && out && back) {
    if (back.origin !== out.destination || back.destination !== out.origin) {
      return [
        {
          rule: 'RoundTripMustReturn',
          field: 'slices.1',
          message: `A round trip returns from ${out.destination} to ${out.origin}; choose open jaw or multi-city otherwise`,
        },
      ];
    }
  }
  return [];
}

/** Spec §5: at least one adult, at most 9 passengers, and one lap infant per adult (an infant sits on a lap). */
export function passengerProblems(passengers: SearchPassengersInput): SearchProblem[] {
  const problems: SearchProblem[] = [];
  const { adultsCount, childAges, lapInfantsCount, seatedInfantsCount } = passengers;
  if (adultsCount < 1) {
    problems.push({
      rule: 'NoAdult',
      field: 'passengers.adultsCount',
      message: 'At least one adult travels on every booking',
    });
  }
  const total = adultsCount + childAges.length + lapInfantsCount + seatedInfantsCount;
  if (total > MAX_FLIGHT_PASSENGERS) {
    problems.push({
      rule: 'TooManyPassengers',
      field: 'passengers',
      message: `At most ${MAX_FLIGHT_PASSENGERS} passengers on one booking, lap infants included`,
    });
  }
  if (lapInfantsCount > adultsCount) {
    problems.push({
      rule: 'MoreLapInfantsThanAdults',
      field: 'passengers.lapInfantsCount',
      message: 'Each lap infant needs an adult: no more lap infants than adults',
    });
  }
  return problems;
}

/**
 * Every rule the request breaks, trip type first (a wrong slice count makes the others moot for the web form),
 * then each slice's rules in order, then the passengers'. Empty when the request may be searched.
 */
export function searchRequestProblems(
  request: FlightSearchInput,
  context: { today: string; isKnownAirport: (code: string) => boolean },
): SearchProblem[] {
  return [
    ...tripTypeProblems(request),
    ...sliceProblems(request.slices, context.today, context.isKnownAirport),
    ...passengerProblems(request.passengers),
  ];
}
