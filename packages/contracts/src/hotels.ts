import { z } from 'zod';
import { PolicyEvaluation } from './policy.ts';
import {
  HOTEL_COLLECTIONS,
  HOTEL_SORT_KEYS,
  HOTEL_STAY_VIOLATIONS,
  MEAL_PLANS,
  PAYMENT_TIMINGS,
  REFUND_POLICIES,
  STAR_RATINGS,
} from '@portal/domain/hotels/enums';
import { CHILD_MAX_AGE, CHILD_MIN_AGE } from '@portal/domain/hotels/constants';
import { DEFAULT_MAX_TRAVELERS, MAX_ROOMS } from '@portal/domain/occupancy';
import { IsoDate, Price } from './common.ts';
import { PlaceSuggestion } from './listings.ts';
import { HOTEL_AVAILABILITY_ANSWER_EXAMPLE } from './hotel-examples.ts';

// Hotels shop (issue 12; api.md "Every product line", spec §2 results query, §3 "Hotel search"). Booking lives
// in the checkout contracts; hotel details are in hotel-details.ts.

export const MealPlan = z.enum(MEAL_PLANS);
export const HotelCollection = z.enum(HOTEL_COLLECTIONS);
export const StarRating = z.enum(STAR_RATINGS);
export const PaymentTiming = z.enum(PAYMENT_TIMINGS);
export const RefundPolicy = z.enum(REFUND_POLICIES);
export const HotelSortKey = z.enum(HOTEL_SORT_KEYS);
export const HotelStayViolation = z.enum(HOTEL_STAY_VIOLATIONS);

export const Coordinates = z
  .object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) })
  .meta({ id: 'Coordinates' });

// ---- autocomplete/lodging ----------------------------------------------------------------------------------

/** `types` is spec §3's "types Hotels or Homes": Homes (the default) suggests markets only, as before. */
export const LodgingAutocompleteQuery = z.object({
  query: z.string().trim().min(1).max(100),
  types: z.enum(['Hotels', 'Homes']).default('Homes'),
});
export type LodgingAutocompleteQuery = z.infer<typeof LodgingAutocompleteQuery>;

/** A hotel by name (spec §3 target Lodging): choosing it searches that one hotel. */
export const LodgingSuggestion = z
  .object({
    kind: z.literal('Lodging'),
    lodgingId: z.string(),
    name: z.string(),
    city: z.string(),
    state: z.string(),
    countryCode: z.string(),
    collection: HotelCollection,
    starRating: StarRating,
  })
  .meta({ id: 'LodgingSuggestion' });
export type LodgingSuggestion = z.infer<typeof LodgingSuggestion>;

export const LodgingAutocompleteAnswer = z
  .object({ suggestions: z.array(z.discriminatedUnion('kind', [PlaceSuggestion, LodgingSuggestion])) })
  .meta({
    id: 'LodgingAutocompleteAnswer',
    examples: [
      {
        suggestions: [
          { kind: 'Place', term: 'Chicago, IL', city: 'Chicago', state: 'IL' },
          {
            kind: 'Lodging',
            lodgingId: 'htl_chi_0003',
            name: 'The Drake Chicago',
            city: 'Chicago',
            state: 'IL',
            countryCode: 'US',
            collection: 'Premier',
            starRating: 'Five',
          },
        ],
      },
    ],
  });
export type LodgingAutocompleteAnswer = z.infer<typeof LodgingAutocompleteAnswer>;

// ---- the stay and guests of a search or a details request -------------------------------------------------

/**
 * Spec §2 query names. Adults, children (one age each) and rooms; the guest rules that need more than one field
 * (rooms ≤ adults, at most 16 travelers) are the service's, with guests.ts's problems as messages.
 */
export const HotelStayRequest = z.object({
  fromDate: IsoDate,
  untilDate: IsoDate,
  adultsCount: z.number().int().min(1, 'A stay needs at least one adult').max(DEFAULT_MAX_TRAVELERS),
  childrenAges: z
    .array(z.number().int().min(CHILD_MIN_AGE).max(CHILD_MAX_AGE, 'Children are under 18'))
    .max(DEFAULT_MAX_TRAVELERS - 1)
    .default([]),
  roomsCount: z.number().int().min(1).max(MAX_ROOMS, `At most ${MAX_ROOMS} rooms`).default(1),
});
export type HotelStayRequest = z.infer<typeof HotelStayRequest>;

/** Spec §3 "Hotel search" targets: a place by its term, or one hotel by its lodging id. */
export const LodgingSelection = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('Place'), searchTerm: z.string().trim().min(1).max(200) }),
  z.object({ kind: z.literal('Lodging'), lodgingId: z.string().trim().min(1).max(64) }),
]);
export type LodgingSelection = z.infer<typeof LodgingSelection>;

export const MapBounds = z
  .object({ south: z.number(), west: z.number(), north: z.number(), east: z.number() })
  .refine((b) => b.south < b.north && b.west < b.east && b.south >= -90 && b.north <= 90, {
    message: 'Not a map area: south < north, west < east, within ±90° and ±180°',
  })
  .refine((b) => b.west >= -180 && b.east <= 180, { message: 'Longitudes are within ±180°' });

/** search-filters.ts HotelFilters; prices are per night for all rooms, in whole currency units (spec §9). */
export const HotelSearchFilters = z
  .object({
    minPricePerNight: z.number().int().min(0).max(1_000_000).nullable().optional(),
    maxPricePerNight: z.number().int().min(0).max(1_000_000).nullable().optional(),
    minStarRating: StarRating.nullable().optional(),
    /** On the /10 scale guests see. */
    minGuestRating: z.number().min(0).max(10).nullable().optional(),
    freeCancellation: z.boolean().optional(),
    mealPlans: z.array(MealPlan).max(MEAL_PLANS.length).optional(),
    /** Chain names or spec §3 loyalty program codes (MAR, HIL, ...): one facet. */
    chainsOrPrograms: z.array(z.string().min(1).max(100)).max(50).optional(),
    amenities: z.array(z.string().min(1).max(100)).max(50).optional(),
    collections: z.array(HotelCollection).max(HOTEL_COLLECTIONS.length).optional(),
    /** Spec §5: only hotels whose lead rate is within the traveler's policy (ignored without a restrictive tier). */
    inPolicy: z.boolean().optional(),
  })
  .refine(
    (f) =>
      f.minPricePerNight == null || f.maxPricePerNight == null || f.minPricePerNight <= f.maxPricePerNight,
    { message: 'The lowest price is above the highest', path: ['minPricePerNight'] },
  )
  .meta({ id: 'HotelSearchFilters' });
export type HotelSearchFilters = z.infer<typeof HotelSearchFilters>;

export const HotelAvailabilityRequest = HotelStayRequest.extend({
  lodgingSelection: LodgingSelection,
  sortOrder: HotelSortKey.default('MostRecommended'),
  filters: HotelSearchFilters.default({}),
  /** "Search this area": hotels inside the map's box instead of the place's city. */
  bounds: MapBounds.optional(),
  /** Where DistanceAscending measures from; defaults to the searched place's centre. */
  center: Coordinates.optional(),
  page: z
    .object({ offset: z.number().int().min(0).max(10_000), limit: z.number().int().min(1).max(50) })
    .default({ offset: 0, limit: 20 }),
}).meta({
  id: 'HotelAvailabilityRequest',
  examples: [
    {
      lodgingSelection: { kind: 'Place', searchTerm: 'Chicago, IL' },
      fromDate: '2027-03-05',
      untilDate: '2027-03-09',
      adultsCount: 2,
      childrenAges: [7],
      roomsCount: 1,
      sortOrder: 'Price',
      filters: { minStarRating: 'Four', freeCancellation: true, chainsOrPrograms: ['MAR'] },
      page: { offset: 0, limit: 20 },
    },
  ],
});
export type HotelAvailabilityRequest = z.infer<typeof HotelAvailabilityRequest>;

// ---- the answer --------------------------------------------------------------------------------------------

export const GuestRating = z
  .object({
    /** Spec §3's 0 to 1 scale. */
    overallScore: z.number().min(0).max(1),
    outOfTen: z.number(),
    /** Spec §9 label ('Excellent', ...). */
    label: z.string(),
    reviewCount: z.number().int(),
  })
  .meta({ id: 'GuestRating' });

export const HotelAddress = z.object({
  line1: z.string(),
  city: z.string(),
  state: z.string(),
  countryCode: z.string(),
});

/** The cheapest offer that passes the rate filters; every amount covers all rooms and the whole stay. */
export const LeadOffer = z
  .object({
    roomId: z.string(),
    rateId: z.string(),
    roomName: z.string(),
    perNightSellRate: Price,
    sellRate: Price,
    /** Room charges, taxes and fees charged with the booking. */
    total: Price,
    /** Everything the stay costs, fees paid at the hotel included: what the card shows. */
    tripTotal: Price,
    taxesAndFees: Price,
    refundPolicy: RefundPolicy,
    freeCancellation: z.boolean(),
    /** ISO instant; null unless the rate has a deadline. */
    freeCancellationUntil: z.string().nullable(),
    mealPlan: MealPlan,
    paymentTiming: PaymentTiming,
    complimentaryNightApplies: z.boolean(),
  })
  .meta({ id: 'HotelLeadOffer' });
export type LeadOffer = z.infer<typeof LeadOffer>;

export const HotelResult = z
  .object({
    lodgingId: z.string(),
    name: z.string(),
    coordinates: Coordinates,
    address: HotelAddress,
    starRating: StarRating,
    userRating: GuestRating.nullable(),
    collection: HotelCollection,
    chainName: z.string().nullable(),
    brand: z.string().nullable(),
    loyaltyProgramCode: z.string().nullable(),
    thumbnail: z.object({ url: z.string(), alt: z.string() }).nullable(),
    amenities: z.array(z.string()),
    /** Great-circle km from the searched place (or `center`); null for a search of one hotel. */
    distanceKm: z.number().nullable(),
    offersComplimentaryNight: z.boolean(),
    lead: LeadOffer,
    /** The lead rate against the traveler's policy; absent without a restrictive corporate tier. */
    policy: PolicyEvaluation.optional(),
  })
  .meta({ id: 'HotelResult' });
export type HotelResult = z.infer<typeof HotelResult>;

const Count = <T extends z.ZodType>(value: T) => z.object({ value, count: z.number().int() });

/** Counts over the hotels that pass every other filter, so a facet never counts itself to zero. */
export const HotelFacets = z
  .object({
    pricePerNight: z.object({ min: z.number(), max: z.number() }).nullable(),
    starRatings: z.array(Count(StarRating)),
    guestRatings: z.array(Count(z.number())),
    freeCancellation: z.number().int(),
    mealPlans: z.array(Count(MealPlan)),
    chains: z.array(Count(z.string()).extend({ loyaltyProgramCode: z.string().nullable() })),
    amenities: z.array(Count(z.string())),
    collections: z.array(Count(HotelCollection)),
  })
  .meta({ id: 'HotelFacets' });
export type HotelFacets = z.infer<typeof HotelFacets>;

export const SearchedPlace = z.object({
  term: z.string(),
  city: z.string(),
  state: z.string(),
  countryCode: z.string(),
  coordinates: Coordinates,
});

export const HotelAvailabilityAnswer = z
  .object({
    place: SearchedPlace.nullable(),
    nights: z.number().int(),
    lodgings: z.array(HotelResult),
    facets: HotelFacets,
    /** Hotels that pass the filters (all pages). */
    total: z.number().int(),
    /** Hotels with a room for the stay before filters. */
    totalUnfiltered: z.number().int(),
  })
  .meta({ id: 'HotelAvailabilityAnswer', examples: [HOTEL_AVAILABILITY_ANSWER_EXAMPLE] });
export type HotelAvailabilityAnswer = z.infer<typeof HotelAvailabilityAnswer>;
