import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  HOTEL_COLLECTIONS,
  HOTEL_CONFIRMATION_STATES,
  MEAL_PLANS,
  PAYMENT_TIMINGS,
  REFUND_POLICIES,
  type BedType,
  type HotelCollection,
  type HotelConfirmationState,
  type MealPlan,
  type PaymentTiming,
  type RefundPolicy,
} from '@portal/domain/hotels/enums';
import type { HotelFee, HotelTax, RateCancellationPolicy } from '@portal/domain/hotels/model';
import { bookings } from './bookings.ts';

/** `column in ('A', 'B', …)` for a CHECK built from a domain enumeration, so the two never drift apart. */
const oneOf = (column: unknown, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

/** A photo of a hotel or room: a file under apps/web/public/media/hotels and its alt text. */
export type HotelPhoto = { url: string; alt: string };
/** Beds of a room type: spec §3 bed types with how many of each (one King; two Queen). */
export type RoomBed = { type: BedType; count: number };

// The cities hotels are searched in (lodging places); the time zone turns a rate's check-in deadline into an
// instant (domain hotels/local-time.ts).
export const hotelCities = pgTable(
  'hotel_cities',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    // State, province or region as written locally ('FL', 'Quintana Roo', 'Île-de-France').
    region: text('region').notNull(),
    countryCode: text('country_code').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    timeZone: text('time_zone').notNull(),
  },
  (t) => [index('hotel_cities_name_idx').on(sql`lower(${t.name})`)],
);

// One hotel (a lodging, id 'htl_…'). Stay rules are columns (as listings' are) so availability needs no joins.
export const hotels = pgTable(
  'hotels',
  {
    id: text('id').primaryKey(),
    cityId: text('city_id')
      .notNull()
      .references(() => hotelCities.id),
    name: text('name').notNull(),
    // Null chain, brand and program: an independent hotel.
    chainName: text('chain_name'),
    brand: text('brand'),
    // Spec §3 "Hotel loyalty program list" code (domain hotel-loyalty-programs.ts).
    loyaltyProgramCode: text('loyalty_program_code'),
    collection: text('collection').$type<HotelCollection>().notNull().default('NoCollection'),
    // 0 = NotAvailable, 1..5 stars (domain hotels/ratings.ts starRatingFromNumber), an integer so SQL sorts it.
    starRating: smallint('star_rating').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    description: text('description').notNull(),
    // Hotel local time, 'HH:mm'.
    checkInTime: text('check_in_time').notNull(),
    checkOutTime: text('check_out_time').notNull(),
    petsPolicy: text('pets_policy').notNull(),
    petFriendly: boolean('pet_friendly').notNull().default(false),
    maxPets: integer('max_pets').notNull().default(0),
    minStayNights: integer('min_stay_nights').notNull().default(1),
    maxStayNights: integer('max_stay_nights'),
    // Weekdays 0 = Sunday .. 6 = Saturday; null allows any day (domain hotels/stay-violations.ts).
    checkInWeekdays: integer('check_in_weekdays').array(),
    checkOutWeekdays: integer('check_out_weekdays').array(),
    minBookingWindowDays: integer('min_booking_window_days').notNull().default(0),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // The Premier and Lifestyle collections' perks as shown on the hotel (spec §1); empty for other hotels.
    perks: text('perks')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Spec §3 overall score 0..1; null when the hotel has no reviews.
    reviewScore: doublePrecision('review_score'),
    reviewCount: integer('review_count').notNull().default(0),
    photos: jsonb('photos').$type<HotelPhoto[]>().notNull().default([]),
    // Spec §9: a select Premier or Lifestyle hotel gives the complimentary fourth night.
    offersComplimentaryNight: boolean('offers_complimentary_night').notNull().default(false),
    // The supply provider that sells the hotel ('sim' for the embedded simulator).
    supplierId: text('supplier_id').notNull(),
  },
  (t) => [
    index('hotels_city_idx').on(t.cityId),
    // Map-box searches: `point(lon, lat) <@ box(point(west, south), point(east, north))` uses this index.
    index('hotels_location_idx').using('gist', sql`point(${t.lon}, ${t.lat})`),
    check('hotels_collection_check', oneOf(t.collection, HOTEL_COLLECTIONS)),
    check('hotels_star_rating_check', sql`${t.starRating} between 0 and 5`),
    check('hotels_review_score_check', sql`${t.reviewScore} between 0 and 1`),
    check('hotels_lat_lon_check', sql`${t.lat} between -90 and 90 and ${t.lon} between -180 and 180`),
    check(
      'hotels_complimentary_night_check',
      sql`not ${t.offersComplimentaryNight} or ${t.collection} <> 'NoCollection'`,
    ),
  ],
);

export const hotelRoomTypes = pgTable(
  'hotel_room_types',
  {
    id: text('id').primaryKey(),
    lodgingId: text('lodging_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    beds: jsonb('beds').$type<RoomBed[]>().notNull(),
    sizeM2: integer('size_m2').notNull(),
    maxOccupancy: integer('max_occupancy').notNull(),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    photos: jsonb('photos').$type<HotelPhoto[]>().notNull().default([]),
  },
  (t) => [
    index('hotel_room_types_lodging_idx').on(t.lodgingId),
    check('hotel_room_types_max_occupancy_check', sql`${t.maxOccupancy} >= 1`),
  ],
);

// A way to sell a room type. Its nightly price is the room night's base price times priceFactorBps / 10000
// (half up) plus nightlySupplementMinor (meals), so a refundable rate costs more than the non-refundable one.
export const hotelRatePlans = pgTable(
  'hotel_rate_plans',
  {
    id: text('id').primaryKey(),
    roomTypeId: text('room_type_id')
      .notNull()
      .references(() => hotelRoomTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mealPlan: text('meal_plan').$type<MealPlan>().notNull(),
    paymentTiming: text('payment_timing').$type<PaymentTiming>().notNull(),
    // The policy's kind as a column for filters (free cancellation); its terms in `cancellation`.
    refundPolicy: text('refund_policy').$type<RefundPolicy>().notNull(),
    cancellation: jsonb('cancellation').$type<RateCancellationPolicy>().notNull(),
    priceFactorBps: integer('price_factor_bps').notNull().default(10000),
    nightlySupplementMinor: integer('nightly_supplement_minor').notNull().default(0),
    fees: jsonb('fees').$type<HotelFee[]>().notNull().default([]),
    taxes: jsonb('taxes').$type<HotelTax[]>().notNull().default([]),
  },
  (t) => [
    index('hotel_rate_plans_room_type_idx').on(t.roomTypeId),
    check('hotel_rate_plans_meal_plan_check', oneOf(t.mealPlan, MEAL_PLANS)),
    check('hotel_rate_plans_payment_timing_check', oneOf(t.paymentTiming, PAYMENT_TIMINGS)),
    check('hotel_rate_plans_refund_policy_check', oneOf(t.refundPolicy, REFUND_POLICIES)),
    check(
      'hotel_rate_plans_refund_policy_matches_check',
      sql`${t.refundPolicy} = ${t.cancellation} ->> 'refundPolicy'`,
    ),
    check('hotel_rate_plans_price_check', sql`${t.priceFactorBps} > 0 and ${t.nightlySupplementMinor} >= 0`),
  ],
);

// A room type's inventory on one night. Booking takes rooms with
//   UPDATE hotel_room_nights SET booked = booked + $rooms WHERE room_type_id = $id AND night >= $in AND night < $out
// and the CHECK refuses the statement when any night would go over its allotment: the database, not the app,
// prevents overbooking, whatever the number of buyers or API processes.
export const hotelRoomNights = pgTable(
  'hotel_room_nights',
  {
    roomTypeId: text('room_type_id')
      .notNull()
      .references(() => hotelRoomTypes.id, { onDelete: 'cascade' }),
    night: date('night', { mode: 'string' }).notNull(),
    allotment: integer('allotment').notNull(),
    booked: integer('booked').notNull().default(0),
    basePriceMinor: integer('base_price_minor').notNull(),
    currency: text('currency').notNull().default('USD'),
    // The supplier's arrival and departure restrictions for this night (domain HotelStayRules).
    closedToArrival: boolean('closed_to_arrival').notNull().default(false),
    closedToDeparture: boolean('closed_to_departure').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.night] }),
    check('hotel_room_nights_booked_check', sql`${t.booked} >= 0 and ${t.booked} <= ${t.allotment}`),
    check('hotel_room_nights_price_check', sql`${t.basePriceMinor} > 0`),
  ],
);

// The hotels line's part of a booking (as stay_bookings is the homes line's): which room and rate, which nights,
// who stays, and the rate's cancellation terms as booked, so a later change of the rate plan does not apply.
export const hotelBookings = pgTable(
  'hotel_bookings',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id),
    lodgingId: text('lodging_id')
      .notNull()
      .references(() => hotels.id),
    roomTypeId: text('room_type_id')
      .notNull()
      .references(() => hotelRoomTypes.id),
    ratePlanId: text('rate_plan_id')
      .notNull()
      .references(() => hotelRatePlans.id),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    rooms: integer('rooms').notNull(),
    adults: integer('adults').notNull(),
    childrenAges: integer('children_ages')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    loyaltyProgramCode: text('loyalty_program_code'),
    loyaltyNumber: text('loyalty_number'),
    specialRequests: text('special_requests'),
    paymentTiming: text('payment_timing').$type<PaymentTiming>().notNull(),
    cancellation: jsonb('cancellation').$type<RateCancellationPolicy>().notNull(),
    confirmationState: text('confirmation_state').$type<HotelConfirmationState>().notNull(),
    /** The hotel's own confirmation number, once its supplier has confirmed (guests quote it at the front desk). */
    supplierConfirmationCode: text('supplier_confirmation_code'),
  },
  (t) => [
    index('hotel_bookings_lodging_idx').on(t.lodgingId, t.checkIn),
    check('hotel_bookings_dates_check', sql`${t.checkOut} > ${t.checkIn}`),
    check('hotel_bookings_rooms_check', sql`${t.rooms} >= 1 and ${t.adults} >= 1`),
    check('hotel_bookings_payment_timing_check', oneOf(t.paymentTiming, PAYMENT_TIMINGS)),
    check('hotel_bookings_confirmation_state_check', oneOf(t.confirmationState, HOTEL_CONFIRMATION_STATES)),
  ],
);
