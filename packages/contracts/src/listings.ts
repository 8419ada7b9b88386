import { z } from 'zod';
import { UNAVAILABILITY_REASONS } from '@portal/domain/availability';
import { DEFAULT_MAX_TRAVELERS } from '@portal/domain/occupancy';
import { FEE_KINDS } from '@portal/domain/pricing';
import { NO_ADULT, TOO_MANY_TRAVELERS } from '@portal/domain/stay-corrections';
import { isValidArea } from '@portal/domain/map-area';
import { Fiat, IsoDate, Price } from './common.ts';

// api.md "Vacation rentals" and spec §3 "Vacation-rental listing".

export const Guests = z
  .object({
    adults: z.number().int().min(1, NO_ADULT).max(DEFAULT_MAX_TRAVELERS, TOO_MANY_TRAVELERS),
    children: z
      .number()
      .int()
      .min(0)
      .max(DEFAULT_MAX_TRAVELERS - 1, TOO_MANY_TRAVELERS),
    infants: z.literal(0).default(0),
    petsIncluded: z.boolean().default(false),
  })
  // Spec §9: 16 travelers at most, adults and children together; the message states the rule.
  .refine((g) => g.adults + g.children <= DEFAULT_MAX_TRAVELERS, {
    message: TOO_MANY_TRAVELERS,
    path: ['children'],
  })
  .meta({ id: 'Guests' });
export type Guests = z.infer<typeof Guests>;

export const StayDates = z.object({ from: IsoDate, until: IsoDate });
export type StayDates = z.infer<typeof StayDates>;

export const ListingCollection = z.enum(['Premier', 'Lifestyle', 'NoCollection']);
export type ListingCollection = z.infer<typeof ListingCollection>;

export const SortOrder = z.enum(['Recommended', 'Pricing', 'StarRating']);
export type SortOrder = z.infer<typeof SortOrder>;

export const UnavailabilityReason = z.enum(UNAVAILABILITY_REASONS);
export type UnavailabilityReason = z.infer<typeof UnavailabilityReason>;

export const FeeKind = z.enum(FEE_KINDS);
export type FeeKind = z.infer<typeof FeeKind>;

export const CancellationPolicyKind = z.enum([
  'FullyRefundable',
  'PartiallyRefundable',
  'NonRefundable',
  'Unknown',
]);

export const AutocompleteQuery = z.object({ query: z.string().trim().min(1).max(100) });
export const PlaceSuggestion = z.object({
  kind: z.literal('Place'),
  term: z.string(),
  city: z.string(),
  state: z.string(),
});
export type PlaceSuggestion = z.infer<typeof PlaceSuggestion>;
export const AutocompleteAnswer = z.object({ suggestions: z.array(PlaceSuggestion) });

export const Location = z.object({
  address: z.object({
    line1: z.string().optional(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string().optional(),
    kind: z.enum(['Obfuscated', 'Full']),
  }),
  exactCoordinates: z.object({ lat: z.number(), lon: z.number() }),
});

export const Media = z.object({
  url: z.string(),
  alt: z.string(),
  tags: z.object({ kind: z.string().nullable() }),
});

export const Layout = z.object({
  bedrooms: z.array(z.object({ description: z.string() })),
  bathrooms: z.array(z.object({ description: z.string() })),
  numberOfBedrooms: z.number().int(),
  numberOfBathrooms: z.number(),
});

export const Review = z.object({
  overallScore: z.number().min(0).max(1),
  submittedDate: IsoDate,
  comments: z.string(),
  authorName: z.string(),
  verificationSource: z.object({ text: z.string() }),
});

export const Terms = z.object({
  maxOccupancy: z.number().int(),
  petFriendly: z.boolean(),
  checkInTimes: z.array(z.string()),
  checkOutTimes: z.array(z.string()),
  checkinInformation: z.string().nullable(),
  importantInformation: z.string().nullable(),
  petsPolicy: z.string().nullable(),
});

/** The rules a stay must meet (the numbers behind the spec §8 reasons); weekdays 0 = Sunday, null = any day. */
export const StayRules = z
  .object({
    maxOccupancy: z.number().int(),
    petFriendly: z.boolean(),
    maxPets: z.number().int(),
    minStayNights: z.number().int(),
    maxStayNights: z.number().int().nullable(),
    checkInWeekdays: z.array(z.number().int().min(0).max(6)).nullable(),
    checkOutWeekdays: z.array(z.number().int().min(0).max(6)).nullable(),
    minBookingWindowDays: z.number().int(),
  })
  .meta({ id: 'StayRules' });

export const RatePrice = z.object({
  nightly: Price,
  nightlyBeforeDiscount: Price,
  total: Price,
  rentTotal: Price,
  taxes: Price,
  fees: z.array(z.object({ kind: FeeKind, amount: Fiat })),
  discounts: z.array(z.object({ description: z.string(), amount: Fiat })),
});

export const Rate = z.object({
  price: RatePrice,
  cancellationPolicy: z.object({ policy: CancellationPolicyKind, description: z.string() }),
  paymentPolicy: z.object({ description: z.string() }),
});

export const Availability = z
  .object({
    AvailabilityResult: z.enum(['Available', 'Unavailable']),
    reasons: z.array(UnavailabilityReason),
    rate: Rate.optional(),
  })
  .meta({ id: 'Availability' });
export type Availability = z.infer<typeof Availability>;

export const Listing = z
  .object({
    listingId: z.object({ id: z.string() }),
    content: z.object({
      name: z.string(),
      description: z.string().nullable(),
      amenities: z.array(z.object({ kind: z.string(), displayName: z.string(), group: z.string() })),
      layout: Layout,
      location: Location,
      media: z.array(Media),
      starRating: z.number().nullable(),
      userRating: z.object({ score: z.number() }).nullable(),
      registrationId: z.string().nullable(),
      reviews: z.object({ overallScore: z.number().nullable(), items: z.array(Review) }),
    }),
    hostInfo: z.object({ hostName: z.string(), hostImageUrl: z.string().nullable() }),
    market: z.object({ id: z.string(), name: z.string() }),
    providerData: z.object({ listingProviderId: z.string() }),
    listingCollection: ListingCollection,
    terms: Terms,
    stayRules: StayRules,
    trackingProperties: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'Listing' });
export type Listing = z.infer<typeof Listing>;

export const AvailabilityRequest = z.object({
  location: z.object({ kind: z.literal('Place'), term: z.string().trim().min(1).max(200) }),
  stayDates: StayDates,
  guests: Guests,
  sortOrder: SortOrder.default('Recommended'),
  petFriendlyOnly: z.boolean().optional(),
  /**
   * "Search this area": the homes inside the map's visible box instead of those of the place `location.term`
   * names (the term stays the search's label).
   */
  area: z
    .object({ south: z.number(), west: z.number(), north: z.number(), east: z.number() })
    .refine(isValidArea, { message: 'Not a map area: south < north, west < east, within ±90° and ±180°' })
    .meta({ id: 'MapArea' })
    .optional(),
  page: z
    .object({ offset: z.number().int().min(0).max(10_000), limit: z.number().int().min(1).max(50) })
    .default({ offset: 0, limit: 20 }),
});
export type AvailabilityRequest = z.infer<typeof AvailabilityRequest>;

export const ListingSummary = z
  .object({
    listingId: z.object({ id: z.string() }),
    content: z.object({
      name: z.string(),
      location: Location,
      media: z.array(Media),
      starRating: z.number().nullable(),
      userRating: z.object({ score: z.number() }).nullable(),
      layout: z.object({ numberOfBedrooms: z.number().int(), numberOfBathrooms: z.number() }),
    }),
    listingCollection: ListingCollection,
    terms: z.object({ maxOccupancy: z.number().int(), petFriendly: z.boolean() }),
    availability: Availability,
  })
  .meta({ id: 'ListingSummary' });
export type ListingSummary = z.infer<typeof ListingSummary>;

export const AvailabilityAnswer = z.object({ listings: z.array(ListingSummary), total: z.number().int() });

export const ShopRequest = z.object({
  listingId: z.string().min(1, 'Shop Request Id must be present').max(64),
  stayDetails: z.object({ dateRange: StayDates, guestDetails: Guests }),
  distributionChannels: z.array(z.literal('General')).default(['General']),
});
export type ShopRequest = z.infer<typeof ShopRequest>;

export const ShopAnswer = z.object({
  value: z.object({ listing: z.object({ listing: Listing, availability: Availability }) }),
});
export type ShopAnswer = z.infer<typeof ShopAnswer>;

export const CalendarRequest = z.object({ listingId: z.string().min(1).max(64), dateRange: StayDates });
export const CalendarDay = z.object({
  date: IsoDate,
  isAvailable: z.boolean(),
  isAvailableForCheckout: z.boolean(),
});
export type CalendarDay = z.infer<typeof CalendarDay>;
export const CalendarAnswer = z.object({ calendarDays: z.array(CalendarDay) });
