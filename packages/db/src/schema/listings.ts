import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { AMENITY_GROUPS, type AmenityGroupName } from '@portal/domain/amenities';
import { markets } from './markets.ts';

export const amenityGroups = AMENITY_GROUPS;
export type AmenityGroup = AmenityGroupName;
export type Amenity = { kind: string; displayName: string; group: AmenityGroup };

export const photoCategories = [
  'LivingArea',
  'Kitchen',
  'DiningArea',
  'Bedroom',
  'Bathroom',
  'Exterior',
  'AdditionalPhotos',
] as const;
export type PhotoCategory = (typeof photoCategories)[number];

export const listingCollections = ['Premier', 'Lifestyle', 'NoCollection'] as const;
export type ListingCollection = (typeof listingCollections)[number];

export const cancellationPolicies = [
  'FullyRefundable',
  'PartiallyRefundable',
  'NonRefundable',
  'Unknown',
] as const;
export type CancellationPolicyKind = (typeof cancellationPolicies)[number];

export type RoomDescription = { description: string };

// One vacation-rental listing with its rules (listing-model.md) as columns, so availability checks
// need no joins; amenities and room layout are read whole with the listing, hence jsonb.
export const listings = pgTable(
  'listings',
  {
    id: text('id').primaryKey(),
    marketId: text('market_id')
      .notNull()
      .references(() => markets.id),
    name: text('name').notNull(),
    description: text('description'),
    addressLine: text('address_line').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    // 'obfuscated' hides the street until booking (spec §3 location.address.kind).
    addressKind: text('address_kind').notNull().default('obfuscated'),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    hostName: text('host_name').notNull(),
    hostImageUrl: text('host_image_url'),
    providerListingId: text('provider_listing_id').notNull(),
    listingCollection: text('listing_collection')
      .$type<ListingCollection>()
      .notNull()
      .default('NoCollection'),
    starRating: numeric('star_rating', { precision: 2, scale: 1, mode: 'number' }),
    userRatingScore: numeric('user_rating_score', { precision: 4, scale: 3, mode: 'number' }),
    maxOccupancy: integer('max_occupancy').notNull(),
    petFriendly: boolean('pet_friendly').notNull(),
    maxPets: integer('max_pets').notNull().default(0),
    minStayNights: integer('min_stay_nights').notNull().default(1),
    maxStayNights: integer('max_stay_nights'),
    // Weekdays 0 = Sunday .. 6 = Saturday; null allows any day.
    checkInWeekdays: integer('check_in_weekdays').array(),
    checkOutWeekdays: integer('check_out_weekdays').array(),
    minBookingWindowDays: integer('min_booking_window_days').notNull().default(0),
    baseNightlyMinor: integer('base_nightly_minor').notNull(),
    currency: text('currency').notNull().default('USD'),
    bedrooms: jsonb('bedrooms').$type<RoomDescription[]>().notNull().default([]),
    bathrooms: jsonb('bathrooms').$type<RoomDescription[]>().notNull().default([]),
    numberOfBedrooms: integer('number_of_bedrooms').notNull().default(0),
    numberOfBathrooms: numeric('number_of_bathrooms', { precision: 3, scale: 1, mode: 'number' })
      .notNull()
      .default(0),
    amenities: jsonb('amenities').$type<Amenity[]>().notNull().default([]),
    checkInTimes: text('check_in_times')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    checkOutTimes: text('check_out_times')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    checkinInformation: text('checkin_information'),
    importantInformation: text('important_information'),
    petsPolicy: text('pets_policy'),
    registrationId: text('registration_id'),
    cancellationPolicy: text('cancellation_policy')
      .$type<CancellationPolicyKind>()
      .notNull()
      .default('Unknown'),
    cancellationDescription: text('cancellation_description').notNull().default(''),
    fullRefundDaysBefore: integer('full_refund_days_before'),
    partialRefundPercent: integer('partial_refund_percent'),
    partialRefundDaysBefore: integer('partial_refund_days_before'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listings_market_idx').on(t.marketId),
    // Place searches match a city case-insensitively within a state.
    index('listings_city_state_idx').on(sql`lower(${t.city})`, sql`lower(${t.state})`),
    check('listings_min_stay_check', sql`${t.minStayNights} >= 1`),
    check('listings_max_occupancy_check', sql`${t.maxOccupancy} >= 1`),
  ],
);

export const listingPhotos = pgTable(
  'listing_photos',
  {
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
    category: text('category').$type<PhotoCategory>(),
    altText: text('alt_text').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.position] })],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    overallScore: numeric('overall_score', { precision: 4, scale: 3, mode: 'number' }).notNull(),
    submittedDate: date('submitted_date', { mode: 'string' }).notNull(),
    comments: text('comments').notNull(),
    authorName: text('author_name').notNull(),
    verificationSource: text('verification_source').notNull(),
  },
  (t) => [index('reviews_listing_idx').on(t.listingId, t.submittedDate)],
);
