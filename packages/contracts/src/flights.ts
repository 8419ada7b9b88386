import { z } from 'zod';
import {
  AIRLINE_FILTERS,
  BAGGAGE_INFO,
  BEST_OF_TAGS,
  CABIN_NAMES,
  FLIGHT_FILTERS,
  FLIGHT_SORT_KEYS,
  MULTI_TICKET_TYPES,
  PENALTY_KINDS,
  REFUNDABILITIES,
  STOP_FILTERS,
  TIME_OF_DAY_BUCKETS,
  TRIP_TYPES,
} from '@portal/domain/flights/enums';
import { Fiat, IsoDate, Price } from './common.ts';
import { PolicyEvaluation } from './policy.ts';
import {
  FLIGHT_REVIEW_ANSWER_EXAMPLE,
  FLIGHT_REVIEW_REQUEST_EXAMPLE,
  FLIGHT_REVIEW_SOLD_OUT_EXAMPLE,
  FLIGHT_SEARCH_ANSWER_EXAMPLE,
  FLIGHT_SEARCH_REQUEST_EXAMPLE,
} from './flight-examples.ts';

// Flights shop (issue 13; api.md "Every product line", spec §3 "Flight fare" and "Itinerary"). The search answers
// one list of options per slice; each option carries its fares on every shelf, whose brands the answer names once. The review re-prices one chosen
// fare per slice against the supplier. Booking (issue 14) goes through purchase/quote/schedule with type Flights.

export const TripType = z.enum(TRIP_TYPES);
export const CabinName = z.enum(CABIN_NAMES);
export const MultiTicketType = z.enum(MULTI_TICKET_TYPES);
export const BestOfTag = z.enum(BEST_OF_TAGS);

/** IATA airport code; lower case is accepted and upper-cased. */
// Upper-cased in place (an overwrite, not a transform), so the OpenAPI document keeps the request's examples:
// zod drops the examples of an input schema that transforms.
export const AirportCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Expected a three-letter airport code');

export const MAX_SLICES = 5;
/** Spec §5 "Passengers": at most 9 passengers, one lap infant per adult (checked again at booking, issue 14). */
export const MAX_PASSENGERS = 9;

export const FlightPassengers = z
  .object({
    adultsCount: z.number().int().min(1).max(MAX_PASSENGERS),
    /** Ages at the date of travel. */
    childAges: z.array(z.number().int().min(2).max(17)).max(8).default([]),
    lapInfantsCount: z.number().int().min(0).max(4).default(0),
    seatedInfantsCount: z.number().int().min(0).max(8).default(0),
  })
  .meta({ id: 'FlightPassengers' });
export type FlightPassengers = z.infer<typeof FlightPassengers>;

export const SliceQuery = z
  .object({ origin: AirportCode, destination: AirportCode, departureDate: IsoDate })
  .meta({ id: 'FlightSliceQuery' });

export const FlightSortKey = z.enum(FLIGHT_SORT_KEYS);
export const TimeOfDayBucket = z.enum(TIME_OF_DAY_BUCKETS);
/** A spec airline filter (AA, B6, DL, F9, NK, UA, ExcludeLcc) or any other carrier's two-character code. */
export const AirlineFilterValue = z.union([
  z.enum(AIRLINE_FILTERS),
  z
    .string()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2}$/, 'Expected a two-character airline code'),
]);

/**
 * Spec §3 results filters for clients that do not filter themselves (the web filters the full answer in the
 * browser with the same domain rules). Every filter is optional; lists mean "any of these".
 */
export const FlightResultsFilters = z
  .object({
    stops: z.enum(STOP_FILTERS).optional(),
    /** Spec "NoFilter, ShortLayover, NonStop, NoLCC and combinations": all listed must hold. */
    flight: z.array(z.enum(FLIGHT_FILTERS)).max(FLIGHT_FILTERS.length).optional(),
    airlines: z.array(AirlineFilterValue).max(20).optional(),
    departureTimes: z.array(TimeOfDayBucket).max(TIME_OF_DAY_BUCKETS.length).optional(),
    arrivalTimes: z.array(TimeOfDayBucket).max(TIME_OF_DAY_BUCKETS.length).optional(),
    /** The option's lowest fare per adult, in fiat major units. */
    price: z
      .object({
        min: z.number().min(0).max(1_000_000).optional(),
        max: z.number().min(0).max(1_000_000).optional(),
      })
      .optional(),
  })
  .meta({ id: 'FlightResultsFilters' });
export type FlightResultsFilters = z.infer<typeof FlightResultsFilters>;

export const FlightSearchRequest = z
  .object({
    tripType: TripType,
    slices: z.array(SliceQuery).min(1).max(MAX_SLICES),
    passengers: FlightPassengers,
    cabin: CabinName.default('Economy'),
    /** Spec §3 sort keys; the supplier's order (arrival, then duration) when absent. */
    sort: FlightSortKey.optional(),
    filters: FlightResultsFilters.optional(),
  })
  .meta({ id: 'FlightSearchRequest', examples: [FLIGHT_SEARCH_REQUEST_EXAMPLE] });
export type FlightSearchRequest = z.infer<typeof FlightSearchRequest>;

// ---- answers ---------------------------------------------------------------------------------------------
export const LocationCode = z.object({ locationCode: z.string() });
export const AirlineFlight = z.object({ code: z.string(), flightNumber: z.string() });

/** Spec §3 "Segment". Local times are wall-clock at the airport ("2026-12-01T07:05"); zoned ones carry the offset. */
export const FlightSegment = z
  .object({
    origin: LocationCode,
    destination: LocationCode,
    cabinClassName: CabinName,
    marketingAirline: AirlineFlight,
    operatingAirline: AirlineFlight,
    scheduledDeparture: z.string(),
    zonedScheduledDeparture: z.string(),
    scheduledArrival: z.string(),
    zonedScheduledArrival: z.string(),
    durationMinutes: z.number().int(),
    /** Technical stops of this segment (0 for the generated schedule). */
    stops: z.number().int(),
    /** The layover after this segment, 0 on a slice's last segment. */
    stopoverDurationMinutes: z.number().int(),
    /** The traveler collects bags and checks in again after this segment (virtual interline). */
    isSelfTransferLayover: z.boolean(),
    /** Days the arrival falls after the slice's first departure date (local dates), e.g. 1 for "+1". */
    plusDays: z.number().int(),
    aircraft: z.string(),
  })
  .meta({ id: 'FlightSegment' });
export type FlightSegment = z.infer<typeof FlightSegment>;

export const Penalty = z
  .object({ kind: z.enum(PENALTY_KINDS), amount: Fiat.optional() })
  .meta({ id: 'Penalty' });

export const FareRestrictions = z
  .object({
    baggageInfo: z.object({
      carryOn: z.enum(BAGGAGE_INFO),
      checked: z.enum(BAGGAGE_INFO),
      checkedBagsIncluded: z.number().int(),
    }),
    penaltiesInfo: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('known'), cancelPenalty: Penalty, changePenalty: Penalty }),
      z.object({ kind: z.literal('externallyManaged') }),
      z.object({ kind: z.literal('unknown') }),
    ]),
    seatSelection: z.enum(['included', 'fee', 'notAllowed']),
    refundability: z.enum(REFUNDABILITIES),
  })
  .meta({ id: 'FareRestrictions' });

export const FareShelf = z
  .object({ rating: z.number().int().min(0).max(4), shortBrandName: z.string() })
  .meta({ id: 'FareShelf' });

export const FareScore = z
  .object({
    isCheapest: z.boolean(),
    isFastest: z.boolean(),
    isBest: z.boolean(),
    isBestQuality: z.boolean(),
  })
  .meta({ id: 'FareScore' });

/** The parts of a fare every passenger type and every search share (the review's and the search's fares). */
const fareFields = {
  fareId: z.string(),
  fareShelf: FareShelf,
  cabinClassName: CabinName,
  bookingCode: z.string(),
  amount: Price,
  total: Price,
  seatsLeft: z.number().int(),
  policy: PolicyEvaluation.optional(), // spec §5; only under a restrictive corporate tier
};

/** One slice option's fare on one shelf. `amount` is per adult; `total` for every passenger searched. */
export const FlightFare = z
  .object({ ...fareFields, restrictions: FareRestrictions, includes: z.array(z.string()) })
  .meta({ id: 'FlightFare' });
export type FlightFare = z.infer<typeof FlightFare>;

/** What a fare's brand gives on its shelf (bags, changes, refunds, seats, and the lines saying so). */
export const FareBrand = z
  .object({ restrictions: FareRestrictions, includes: z.array(z.string()) })
  .meta({ id: 'FareBrand' });
export type FareBrand = z.infer<typeof FareBrand>;

/**
 * A fare in a search answer: its restrictions and includes lines are the answer's `fareBrands[brandId]`. A search
 * names each brand once instead of on every fare (hundreds of fares share a few dozen brands; the texts were 40 %
 * of a round trip's answer).
 */
export const FlightSearchFare = z
  .object({ ...fareFields, brandId: z.string() })
  .meta({ id: 'FlightSearchFare' });
export type FlightSearchFare = z.infer<typeof FlightSearchFare>;

const optionFields = {
  sliceId: z.string(),
  segments: z.array(FlightSegment).min(1),
  durationMinutes: z.number().int(),
  stops: z.number().int(),
  /** virtualInterline when a layover is a self-transfer, else single. */
  multiTicketType: MultiTicketType,
  fareScore: FareScore,
  bestOfTags: z.array(BestOfTag),
};

export const FlightOption = z
  .object({
    ...optionFields,
    /** Cheapest shelf first. */
    fares: z.array(FlightFare).min(1),
  })
  .meta({ id: 'FlightOption' });
export type FlightOption = z.infer<typeof FlightOption>;

export const FlightSearchOption = z
  .object({
    ...optionFields,
    /** Cheapest shelf first. */
    fares: z.array(FlightSearchFare).min(1),
  })
  .meta({ id: 'FlightSearchOption' });
export type FlightSearchOption = z.infer<typeof FlightSearchOption>;

export const AirportInfo = z
  .object({
    code: z.string(),
    name: z.string(),
    city: z.string(),
    countryCode: z.string(),
    country: z.string(),
    timeZone: z.string(),
  })
  .meta({ id: 'AirportInfo' });
export const AirlineInfo = z
  .object({ code: z.string(), name: z.string(), lowCost: z.boolean() })
  .meta({ id: 'AirlineInfo' });

const searchedSlice = {
  origin: z.string(),
  destination: z.string(),
  departureDate: IsoDate,
};

export const FlightSearchAnswer = z
  .object({
    tripType: TripType,
    slices: z.array(z.object({ ...searchedSlice, options: z.array(FlightSearchOption) })),
    /** Every fare brand the fares name, by `brandId`. */
    fareBrands: z.record(z.string(), FareBrand),
    /** Every airport and airline the options name. */
    airports: z.record(z.string(), AirportInfo),
    airlines: z.record(z.string(), AirlineInfo),
  })
  .meta({ id: 'FlightSearchAnswer', examples: [FLIGHT_SEARCH_ANSWER_EXAMPLE] });
export type FlightSearchAnswer = z.infer<typeof FlightSearchAnswer>;

// ---- review ----------------------------------------------------------------------------------------------

export const FlightReviewRequest = z
  .object({
    fareIds: z.array(z.string().min(1).max(400)).min(1).max(MAX_SLICES),
    passengers: FlightPassengers,
  })
  .meta({ id: 'FlightReviewRequest', examples: [FLIGHT_REVIEW_REQUEST_EXAMPLE] });
export type FlightReviewRequest = z.infer<typeof FlightReviewRequest>;

export const FlightReviewAnswer = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('Available'),
      /** The chosen option of each slice with every shelf re-priced (the fare details page compares them). */
      slices: z.array(z.object({ option: FlightOption, chosenFareId: z.string() })),
      /** Spec §3: the outgoing (first) and returning (last) slices' shelves. */
      fareShelf: z.object({ outgoing: FareShelf, returning: FareShelf.nullable() }),
      multiTicketType: MultiTicketType,
      total: Price,
      /** The total moved since the search: the spec's price difference rule applies at checkout. */
      moved: z.enum(['Up', 'Down']).nullable(),
    }),
    z.object({ kind: z.literal('SoldOut'), fareId: z.string() }),
    z.object({ kind: z.literal('FareNotFound'), fareId: z.string() }),
  ])
  .meta({
    id: 'FlightReviewAnswer',
    examples: [FLIGHT_REVIEW_ANSWER_EXAMPLE, FLIGHT_REVIEW_SOLD_OUT_EXAMPLE],
  });
export type FlightReviewAnswer = z.infer<typeof FlightReviewAnswer>;
