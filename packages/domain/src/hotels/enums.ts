/**
 * The hotel enumerations of spec §3, §4 and §8, each defined once: the catalog schema checks its columns with
 * them, contracts build their zod enums from them and the web labels them.
 */

/** Spec §3 "Meal plans". */
export const MEAL_PLANS = [
  'AllInclusive',
  'Breakfast',
  'BreakfastFor1',
  'BreakfastFor2',
  'Dinner',
  'FullBoard',
  'HalfBoard',
  'Lunch',
  'RoomOnly',
] as const;
export type MealPlan = (typeof MEAL_PLANS)[number];

/** Spec §3 "Collections". */
export const HOTEL_COLLECTIONS = ['Premier', 'Lifestyle', 'NoCollection'] as const;
export type HotelCollection = (typeof HOTEL_COLLECTIONS)[number];

/** Spec §3 "Star rating". */
export const STAR_RATINGS = ['NotAvailable', 'One', 'Two', 'Three', 'Four', 'Five'] as const;
export type StarRating = (typeof STAR_RATINGS)[number];

/** Spec §3 "Bed types". */
export const BED_TYPES = [
  'Murphy',
  'Single',
  'RunOfTheHouse',
  'Double',
  'King',
  'Dorm',
  'Twin',
  'Water',
  'Queen',
  'Sofa',
  'Full',
  'Tatami',
  'Futon',
] as const;
export type BedType = (typeof BED_TYPES)[number];

/** Spec §3 "Payment timing": pay now, or pay at the hotel (a card guarantees the room). */
export const PAYMENT_TIMINGS = ['PayNow', 'PayLater'] as const;
export type PaymentTiming = (typeof PAYMENT_TIMINGS)[number];

/** Spec §3 "Refund policy". */
export const REFUND_POLICIES = [
  'FullyRefundable',
  'NonRefundable',
  'PartiallyRefundable',
  'Unknown',
] as const;
export type RefundPolicy = (typeof REFUND_POLICIES)[number];

/** Spec §3 "Hotel search": sort keys. */
export const HOTEL_SORT_KEYS = [
  'DistanceAscending',
  'MostRecommended',
  'Price',
  'StarRating',
  'UserRating',
] as const;
export type HotelSortKey = (typeof HOTEL_SORT_KEYS)[number];

/** Spec §3 "Hotel search": what an autocomplete suggestion points at. */
export const LODGING_TARGETS = ['Lodging', 'Place'] as const;
export type LodgingTarget = (typeof LODGING_TARGETS)[number];

/** Spec §4 "Hotel booking". */
export const HOTEL_BOOKING_STATES = ['Cancelled', 'Confirmed', 'Unknown'] as const;
export type HotelBookingState = (typeof HOTEL_BOOKING_STATES)[number];

/** Spec §4 "Hotel confirmation". */
export const HOTEL_CONFIRMATION_STATES = ['Confirmed', 'Pending', 'Unavailable'] as const;
export type HotelConfirmationState = (typeof HOTEL_CONFIRMATION_STATES)[number];

/** Spec §4 "Hotel booking outcome". */
export const HOTEL_BOOKING_OUTCOMES = ['Success', 'Pending', 'Failed'] as const;
export type HotelBookingOutcome = (typeof HOTEL_BOOKING_OUTCOMES)[number];

/** Spec §8 "Hotel booking rejections", as codes. */
export const HOTEL_BOOKING_REJECTIONS = [
  'InvalidQuote',
  'RateNotAvailable',
  'CreditCardDeclined',
  'InsufficientFunds',
  'CreditCardExpired',
  'Fraud',
  'LostOrStolenCard',
  'CardNotSupported',
  'InvalidCardNumber',
  'InvalidGuestCountry',
  'InvalidFulfillmentInput',
  'InvalidCardCountryOrZip',
  'Other',
] as const;
export type HotelBookingRejection = (typeof HOTEL_BOOKING_REJECTIONS)[number];

/** Spec §8 "Hotel stay violations". */
export const HOTEL_STAY_VIOLATIONS = [
  'MinStay',
  'MaxStay',
  'Occupancy',
  'PetPolicy',
  'CheckInNotAllowed',
  'CheckOutNotAllowed',
  'BlockedDates',
  'MinBookingWindow',
] as const;
export type HotelStayViolation = (typeof HOTEL_STAY_VIOLATIONS)[number];

/** Spec §4 "Hotel refundable-room variants": the policy scenario. */
export const POLICY_SCENARIOS = ['TwoHotelOptionsOneNonRefOnePartiallyRef', 'Other'] as const;
export type PolicyScenario = (typeof POLICY_SCENARIOS)[number];
