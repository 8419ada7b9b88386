import { z } from 'zod';
import { BOOKING_STATUSES, FULFIL_SESSION_STATUSES } from '@portal/domain/enums';
import { HOTEL_BOOKING_STATES, HOTEL_CONFIRMATION_STATES } from '@portal/domain/hotels/enums';
import { ApprovalState } from './approvals.ts';
import { PaidFiat, Payment } from './checkout-payment.ts';
import { Fiat, IsoDate, Price, Rewards, ValueToken } from './common.ts';
import { PaymentBreakdown } from './payment-breakdown.ts';
import { FlightReservation, FlightsPriceQuote, FlightsQuoteRequest } from './flight-booking.ts';
import { BookedLodging, HotelsPriceQuote, HotelsQuoteRequest } from './hotel-booking.ts';
import { MealPlan, PaymentTiming, RefundPolicy } from './hotels.ts';
import {
  CancellationPolicyKind,
  FeeKind,
  Guests,
  Listing,
  ListingCollection,
  StayDates,
} from './listings.ts';

// api.md "Checkout" (purchase/quote, homes/addMainGuest, purchase/fulfill rows) and spec §7 quote and book
// payloads.

/** Spec §7 quote payload. seenPrice is what the client showed; the server prices the stay itself. */
export const HomesQuoteRequest = z
  .object({
    listingId: z.string().min(1).max(64),
    listingProviderId: z.string().max(100).optional(),
    stayDates: StayDates,
    guests: Guests,
    seenPrice: PaidFiat,
    listingCollection: ListingCollection.optional(),
  })
  .meta({ id: 'HomesQuoteRequest' });
export type HomesQuoteRequest = z.infer<typeof HomesQuoteRequest>;

export const QuoteScheduleRequest = z.object({
  emailAddress: z.email().max(254),
  /** One request per product line (api.md "Every product line"). */
  request: z.discriminatedUnion('type', [
    z.object({ type: z.literal('Homes'), value: HomesQuoteRequest }),
    z.object({ type: z.literal('Hotels'), value: HotelsQuoteRequest }),
    z.object({ type: z.literal('Flights'), value: FlightsQuoteRequest }),
  ]),
});
export type QuoteScheduleRequest = z.infer<typeof QuoteScheduleRequest>;

/** `{value: token}`: the answer of both schedules. */
export const TokenAnswer = z.object({ value: z.string() });

/** Spec §8 "Checkout failure kinds". */
export const CheckoutFailureKind = z.enum([
  'NoAvailability',
  'FraudAutoReject',
  'InvalidSession',
  'Inactivity',
  'LikelyFraud',
  'AuthError',
  'CartValidationError',
  'ExpiredFulfillToken',
  'ExpiredQuoteToken',
  'ErrorCode',
  'RedemptionFailure',
  'CardDeclined',
]);
export type CheckoutFailureKind = z.infer<typeof CheckoutFailureKind>;

/**
 * One failure: `Error` is the checkout failure kind, `code` the spec §8 booking error code or unavailability
 * reason that explains it (e.g. 'UserCardNotFound', 'DuplicateBooking', 'BlockedDates'), `value` a message.
 * A spec §5 passenger failure of a flight names its passenger (`passengerIndex`, the place in the request's
 * passengers) so the page shows it beside that passenger; null for a rule of the whole booking.
 */
export const CheckoutError = z
  .object({
    Error: CheckoutFailureKind,
    code: z.string(),
    value: z.string(),
    passengerIndex: z.number().int().min(0).nullable().optional(),
  })
  .meta({ id: 'CheckoutError' });
export type CheckoutError = z.infer<typeof CheckoutError>;

/** Server total minus seenPrice, present when it is at least 1 currency unit (spec §4, §9). */
export const PriceChange = z.object({ direction: z.enum(['increase', 'decrease']), amount: Fiat });
export type PriceChange = z.infer<typeof PriceChange>;

const Line = z.object({ description: z.string(), amount: Fiat });
export const GroupedItem = z.object({
  kind: z.enum(['Rent', 'Discounts', 'Fees', 'Taxes', 'AgentFee']),
  total: Fiat,
  lines: z.array(Line),
});

export const HomesPriceQuote = z
  .object({
    orderedProductId: z.string(),
    paymentSessionToken: z.string(),
    rate: z.object({
      detailedPrice: z.object({
        payNowTotal: Price,
        sellPrice: Price,
        fees: z.array(z.object({ kind: FeeKind, amount: Fiat })),
        discounts: z.array(Line),
        /** Spec §9: 10 in an agent (delegated) session, else 0; included in every total. */
        agentFee: Fiat,
        groupedItems: z.array(GroupedItem),
      }),
      cancellationPolicy: z.object({ policy: CancellationPolicyKind, description: z.string() }),
      paymentPolicy: z.object({ description: z.string() }),
    }),
    summary: z.array(
      z.object({
        type: z.enum(['total', 'due-today']),
        value: Fiat,
        rewardsValue: z.record(z.string(), Rewards).optional(),
      }),
    ),
    tripTotal: Price,
    /** Rewards the booking earns, per accountReferenceId, in the account's unit. */
    earnValuesByRewardAcctId: z.record(z.string(), z.number()),
    priceChange: PriceChange.nullable(),
    nights: z.number().int(),
    expiresAt: z.string(),
  })
  .meta({ id: 'HomesPriceQuote' });
export type HomesPriceQuote = z.infer<typeof HomesPriceQuote>;

export const QuotePollAnswer = z.object({
  QuoteResponse: z.enum(['Pending', 'Success', 'Failure']),
  quote: z
    .discriminatedUnion('type', [
      z.object({ type: z.literal('Homes'), value: HomesPriceQuote }),
      z.object({ type: z.literal('Hotels'), value: HotelsPriceQuote }),
      z.object({ type: z.literal('Flights'), value: FlightsPriceQuote }),
    ])
    .optional(),
  errors: z.array(CheckoutError).optional(),
});
export type QuotePollAnswer = z.infer<typeof QuotePollAnswer>;

export const AddMainGuestRequest = z.object({
  emailAddress: z.email().max(254),
  mainGuest: z.object({
    givenName: z.string().trim().min(1).max(100),
    surname: z.string().trim().min(1).max(100),
    /**
     * '+1 415 555 0134', or a US number without its code. The server checks it with libphonenumber-js as the
     * contact step does (contracts/phone.ts); not here, where the web app would load the metadata with the page.
     */
    phoneNumber: z.string().trim().min(4).max(32),
    /**
     * The primary traveler must be 18 or older at check-in (CheckInMinimumAgeNotMet otherwise). api.md's main
     * guest has no birth date, so it may be left out when the guest is one of the user's saved travelers (same
     * given name and surname): the saved birth date is checked instead.
     */
    dateOfBirth: IsoDate.optional(),
  }),
  orderedProductId: z.string().min(1).max(100),
  paymentSessionToken: z.string().min(1).max(200),
});
export type AddMainGuestRequest = z.infer<typeof AddMainGuestRequest>;
export const AddMainGuestAnswer = z.object({ orderedProductId: z.string() });

// The payments of a fulfil request live in checkout-payment.ts (this file stays one screen of contracts).
export { AirlineTravelCreditPayment, Payment, RewardsPayment, UserCardPayment } from './checkout-payment.ts';

export const FulfilScheduleRequest = z.object({
  quoteToken: ValueToken,
  payments: z.array(Payment).min(1).max(6),
  ancillaries: z.array(z.unknown()).max(0).default([]),
  corporateOutOfPolicyReason: z.string().max(500).optional(),
  /** Spec §3 approvalRequestReason: the traveler's words to the approver, when the booking needs approval. */
  approvalRequestReason: z.string().max(500).optional(),
});
export type FulfilScheduleRequest = z.infer<typeof FulfilScheduleRequest>;

// PaidLine and PaymentBreakdown live in payment-breakdown.ts so that a line's contract (flight-booking.ts) can
// use them without importing this file, which imports the lines' contracts.
export { PaidLine, PaymentBreakdown } from './payment-breakdown.ts';

/** Spec §3 "Confirmation"; status and totals added for the trips list and the confirmation page. */
export const Reservation = z
  .object({
    id: z.object({ value: z.string() }),
    status: z.enum(BOOKING_STATUSES),
    stayDates: StayDates,
    guests: Guests,
    listing: Listing,
    listingCollection: ListingCollection,
    cancellationPolicy: z.object({ policy: CancellationPolicyKind, description: z.string() }),
    providerAdditionalReservationInfo: z.object({
      checkInTimes: z.array(z.string()),
      checkOutTimes: z.array(z.string()),
      checkinInformation: z.string().nullable(),
      importantInformation: z.string().nullable(),
      hostName: z.string(),
    }),
    total: Fiat,
    paidWith: PaymentBreakdown,
    email: z.string(),
    createdAt: z.string(),
    trackingProperties: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'Reservation' });
export type Reservation = z.infer<typeof Reservation>;

/**
 * A booked hotel stay (spec §3 "Confirmation", §4 hotel booking and confirmation states). `id.value` is the
 * portal's confirmation code (H-…); `supplierConfirmationCode` the hotel's, once it has confirmed.
 */
export const HotelReservation = z
  .object({
    id: z.object({ value: z.string() }),
    status: z.enum(BOOKING_STATUSES),
    bookingState: z.enum(HOTEL_BOOKING_STATES),
    confirmationState: z.enum(HOTEL_CONFIRMATION_STATES),
    supplierConfirmationCode: z.string().nullable(),
    stayDates: z.object({ from: IsoDate, until: IsoDate }),
    nights: z.number().int(),
    roomsCount: z.number().int(),
    adultsCount: z.number().int(),
    childrenAges: z.array(z.number().int()),
    lodging: BookedLodging,
    room: z.object({ roomId: z.string(), name: z.string() }),
    rate: z.object({
      rateId: z.string(),
      mealPlan: MealPlan,
      paymentTiming: PaymentTiming,
      refundPolicy: RefundPolicy,
    }),
    cancellationPolicy: z.object({
      refundPolicy: RefundPolicy,
      /** ISO instant the better terms end (exclusive); null without a deadline. */
      deadline: z.string().nullable(),
      description: z.string(),
    }),
    loyaltyNumber: z.string().nullable(),
    specialRequests: z.string().nullable(),
    /** What the booking charged (nothing for a PayLater rate). */
    total: Fiat,
    /** What the guest pays at the hotel (the whole stay for PayLater; desk fees otherwise). */
    dueAtHotel: Fiat,
    paidWith: PaymentBreakdown,
    email: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'HotelReservation' });
export type HotelReservation = z.infer<typeof HotelReservation>;

export const FulfilPollAnswer = z.object({
  FulfillResponse: z.enum(FULFIL_SESSION_STATUSES),
  fulfillment: z
    .discriminatedUnion('type', [
      z.object({ type: z.literal('Homes'), value: z.object({ reservation: Reservation }) }),
      z.object({ type: z.literal('Hotels'), value: z.object({ reservation: HotelReservation }) }),
      z.object({ type: z.literal('Flights'), value: z.object({ reservation: FlightReservation }) }),
    ])
    .optional(),
  errors: z.array(CheckoutError).optional(),
  /** Issue 15: a booking held for approval (inventory held, payment authorized, not yet captured). */
  approval: ApprovalState.optional(),
});
export type FulfilPollAnswer = z.infer<typeof FulfilPollAnswer>;
