/**
 * The enumerations of spec §3 and §4 that several layers store or answer, each defined once. Contracts build
 * their zod enums from these lists and the database schema types (and checks) its columns with them, so a new
 * value is added here and nowhere else.
 */

/** Spec §4 "Reservation states": a booking's status, whatever its product line. */
export const BOOKING_STATUSES = [
  'Received',
  'PendingConfirm',
  'Confirmed',
  'PartiallyPaid',
  'Cancelled',
  'CancelledWithErrors',
  'Failure',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * Spec §3 "Payment kinds" as a booking records them: one row per source of money. AirlineTravelCredit is an
 * airline's future travel credit (flights only, issue 14), not the wallet's travel credit.
 */
export const PAYMENT_KINDS = [
  'UserCard',
  'Rewards',
  'TravelWalletOffer',
  'TravelWalletCredit',
  'AirlineTravelCredit',
] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** Spec §3 "Trip kinds". */
export const TRIP_KINDS = [
  'Flight',
  'Hotel',
  'Watch',
  'Car',
  'Home',
  'Package',
  'PackageHotel',
  'PackageFlight',
  'Experience',
] as const;
export type TripKind = (typeof TRIP_KINDS)[number];

/** The product lines, as the `type` of `purchase/quote/schedule` and a booking's `product_line`. */
export const PRODUCT_TYPES = ['Homes', 'Hotels', 'Flights', 'Cars', 'Experiences', 'Packages'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Each product line's key in `itinerary/list`, in the order of PRODUCT_TYPES. */
export const TRIPS_KEYS = ['homes', 'hotels', 'flights', 'cars', 'experiences', 'packages'] as const;
export type TripsKey = (typeof TRIPS_KEYS)[number];

/** Spec §3 "Wallet transaction types". */
export const WALLET_TRANSACTION_TYPES = [
  'CreditRedemption',
  'StatementCreditCreated',
  'Redeemed',
  'Expired',
  'Canceled',
  'PriceDropProtection',
  'TravelOffer',
  'PriceMatch',
  'Refund',
  'ReferralCredit',
] as const;
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];

/** Spec §4 quote session states (purchase/quote/poll). */
export const QUOTE_SESSION_STATUSES = ['Pending', 'Success', 'Failure', 'Discarded'] as const;
export type QuoteSessionStatus = (typeof QUOTE_SESSION_STATUSES)[number];

/** Spec §4 fulfilment states (purchase/fulfill/poll). */
export const FULFIL_SESSION_STATUSES = ['Pending', 'Success', 'Failure'] as const;
export type FulfilSessionStatus = (typeof FULFIL_SESSION_STATUSES)[number];

/** Spec §4 trip time state. */
export const TRIP_TIME_STATES = ['Future', 'Present', 'Past', 'Canceled', 'Invalid'] as const;
export type TripTimeState = (typeof TRIP_TIME_STATES)[number];

/** How much a cancellation gives back. */
export const REFUND_KINDS = ['Full', 'Partial', 'None'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];
