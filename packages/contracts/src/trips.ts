import { z } from 'zod';
import { PAYMENT_KINDS, REFUND_KINDS, TRIP_KINDS, TRIP_TIME_STATES } from '@portal/domain/enums';
import { BED_TYPES } from '@portal/domain/hotels/enums';
import { ApprovalState } from './approvals.ts';
import { Fiat, Price, Rewards } from './common.ts';
import { CancellationPolicyKind, FeeKind } from './listings.ts';
import { FeeLine } from './hotel-details.ts';
import { Coordinates, HotelAddress } from './hotels.ts';
import { HotelReservation, Reservation } from './purchase.ts';

// api.md "Trips" and spec §2 (trip list tabs), §4 "Itinerary and trips" (trip time state, reservation status,
// cancel modal steps) and §9 (money in trips with 2 decimals). Every amount is a Fiat with at most 2 decimals.

/** Spec §2 trip list tabs served for vacation rentals ("Upcoming Trips", "Past Trips", "Trips with Offers"). */
export const TripsTab = z.enum(['Upcoming', 'Past', 'WithOffers']);
export type TripsTab = z.infer<typeof TripsTab>;

export const TRIPS_PAGE_DEFAULT_LIMIT = 10;
export const TRIPS_PAGE_MAX_LIMIT = 50;

/**
 * PUT /api/v0/itinerary/list. No tab = every trip. Upcoming = Future or Present (a stay in progress counts as
 * upcoming) and not cancelled; Past = Past or cancelled; WithOffers = paid in part with a TravelWalletOffer.
 */
export const TripListRequest = z
  .object({
    tab: TripsTab.optional(),
    page: z
      .object({
        offset: z.number().int().min(0).max(100_000).default(0),
        limit: z.number().int().min(1).max(TRIPS_PAGE_MAX_LIMIT).default(TRIPS_PAGE_DEFAULT_LIMIT),
      })
      .optional(),
  })
  .meta({ id: 'TripListRequest' });
export type TripListRequest = z.infer<typeof TripListRequest>;

/**
 * Spec §4 trip time state. Present = today (America/Toronto) within [from, until); Past from the checkout day
 * on; Canceled for a cancelled reservation. Invalid only for a reservation that failed (never listed).
 */
export const TripTimeState = z.enum(TRIP_TIME_STATES);
export type TripTimeState = z.infer<typeof TripTimeState>;

export const TripPaymentKind = z.enum(PAYMENT_KINDS);
export type TripPaymentKind = z.infer<typeof TripPaymentKind>;

/** One payment of the booking. `amount` is the fiat it covered (for rewards, their fiat value). */
export const TripPayment = z
  .object({
    kind: TripPaymentKind,
    amount: Fiat,
    /** Rewards redeemed (kind Rewards), in the account's unit. */
    rewards: Rewards.optional(),
    /** The rewards account's product name (Rewards) or the card's account name (UserCard), when known. */
    accountName: z.string().optional(),
    cardLastFour: z.string().optional(),
    /** The offer's title (TravelWalletOffer). */
    offerDescription: z.string().optional(),
  })
  .meta({ id: 'TripPayment' });
export type TripPayment = z.infer<typeof TripPayment>;

/** Money given back on cancellation, to the source it came from (kind = the payment kind refunded). */
export const TripRefund = z
  .object({
    kind: TripPaymentKind,
    amount: Fiat,
    /** Rewards returned to the same account (kind Rewards). */
    rewards: Rewards.optional(),
    at: z.string(),
  })
  .meta({ id: 'TripRefund' });
export type TripRefund = z.infer<typeof TripRefund>;

const Line = z.object({ description: z.string(), amount: Fiat });

/** The price as booked (the quote the guest paid), whatever the listing's prices are today. */
export const BookedPrice = z
  .object({
    /** Rent before discounts divided by nights. */
    nightly: Fiat,
    nights: z.number().int(),
    /** Rent before discounts. */
    rent: Fiat,
    discounts: z.array(Line),
    fees: z.array(z.object({ kind: FeeKind, amount: Fiat })),
    feesTotal: Fiat,
    taxes: Fiat,
    agentFee: Fiat,
    total: Fiat,
  })
  .meta({ id: 'BookedPrice' });
export type BookedPrice = z.infer<typeof BookedPrice>;

/**
 * A vacation-rental trip: the purchase Reservation (full address: it is booked) plus its status, time state,
 * payments and refunds. `id.value` is the confirmation code (H-...), and is the `reservationId` of every trips
 * and cancel call.
 */
export const HomeTrip = Reservation.extend({
  /** Spec §3 trip kind. */
  tripKind: z.literal('Home'),
  timeState: TripTimeState,
  confirmationCode: z.string(),
  bookedAt: z.string(),
  payments: z.array(TripPayment),
  price: BookedPrice,
  refunds: z.array(TripRefund),
  /** Sum of refunds in fiat (0 when none). */
  refundTotal: Fiat,
  cancelledAt: z.string().optional(),
  /** Issue 15: the booking's approval request, when it needed one. */
  approval: ApprovalState.optional(),
}).meta({ id: 'HomeTrip' });
export type HomeTrip = z.infer<typeof HomeTrip>;

/**
 * A hotel stay's price as booked (the live quote the guest accepted), every amount for all rooms and nights:
 * room charges less any complimentary night, the taxes and fees charged with them, the fees paid at the desk,
 * what the booking charged (`paidNow`: nothing for a PayLater rate but the agent fee) and what is due at the hotel.
 */
export const HotelBookedPrice = z
  .object({
    nights: z.number().int(),
    /** Room charges per night before any complimentary night, all rooms. */
    perNight: Fiat,
    /** Room charges for the stay, complimentary nights taken off. */
    roomCharges: Fiat,
    complimentaryNightDiscount: Fiat,
    taxes: z.array(FeeLine),
    fees: z.array(FeeLine),
    /** Fees paid at the desk whatever the payment timing (a resort fee). */
    dueAtProperty: z.array(FeeLine),
    agentFee: Fiat,
    paidNow: Fiat,
    dueAtHotel: Fiat,
    /** Everything the stay costs: paid now plus due at the hotel. */
    tripTotal: Fiat,
  })
  .meta({ id: 'HotelBookedPrice' });
export type HotelBookedPrice = z.infer<typeof HotelBookedPrice>;

/**
 * A hotel trip: the booked HotelReservation plus its time state, payments and refunds, like HomeTrip. `id.value`
 * is the confirmation code, the `reservationId` of itinerary/hotels and hotels/cancel. A booked guest also gets
 * the hotel's address parts and map point, the room's beds, the rate's name and the price as booked.
 */
export const HotelTrip = HotelReservation.extend({
  /** Spec §3 trip kind. */
  tripKind: z.literal('Hotel'),
  timeState: TripTimeState,
  confirmationCode: z.string(),
  bookedAt: z.string(),
  payments: z.array(TripPayment),
  refunds: z.array(TripRefund),
  refundTotal: Fiat,
  cancelledAt: z.string().optional(),
  location: HotelAddress.extend({ postalCode: z.string(), coordinates: Coordinates }),
  beds: z.array(z.object({ type: z.enum(BED_TYPES), count: z.number().int() })),
  rateName: z.string(),
  price: HotelBookedPrice,
  /** Issue 15: the booking's approval request, when it needed one. */
  approval: ApprovalState.optional(),
}).meta({ id: 'HotelTrip' });
export type HotelTrip = z.infer<typeof HotelTrip>;

/** Spec §3 "Trip kinds". */
export const TripKind = z.enum(TRIP_KINDS).meta({ id: 'TripKind' });
export type TripKind = z.infer<typeof TripKind>;

/**
 * A trip of a line this portal does not sell yet: the key is in every answer (api.md "Every product line"),
 * always empty until the line publishes its own trip shape here.
 */
const NotYetSoldTrips = z.array(z.looseObject({ tripKind: TripKind, status: z.string() })).optional();

/**
 * One key per product line, each entry with its trip kind and status (spec §3, §4). The page is taken across
 * lines: `total` counts every trip of the tab, for paging.
 */
export const TripListAnswer = z
  .object({
    homes: z.array(HomeTrip),
    hotels: z.array(HotelTrip).optional(),
    flights: NotYetSoldTrips,
    cars: NotYetSoldTrips,
    experiences: NotYetSoldTrips,
    packages: NotYetSoldTrips,
    total: z.number().int(),
  })
  .meta({ id: 'TripListAnswer' });
export type TripListAnswer = z.infer<typeof TripListAnswer>;

/** GET /api/v0/itinerary/homes/:reservationId (404 unless it is the signed-in user's). */
export const TripParams = z.object({ reservationId: z.string().min(1).max(64) });
export const TripAnswer = z.object({ trip: HomeTrip }).meta({ id: 'TripAnswer' });
export type TripAnswer = z.infer<typeof TripAnswer>;
/** GET /api/v0/itinerary/hotels/:reservationId. */
export const HotelTripAnswer = z.object({ trip: HotelTrip }).meta({ id: 'HotelTripAnswer' });
export type HotelTripAnswer = z.infer<typeof HotelTripAnswer>;

export const CancelQuoteRequest = z
  .object({ reservationId: z.string().min(1).max(64) })
  .meta({ id: 'CancelQuoteRequest' });
export type CancelQuoteRequest = z.infer<typeof CancelQuoteRequest>;

export const RefundKind = z.enum(REFUND_KINDS);
export type RefundKind = z.infer<typeof RefundKind>;

/**
 * One refund line per payment source: where the money goes back, in proportion to what each source paid. Card ->
 * the card; Rewards -> the same rewards account (`rewards`); TravelWalletCredit -> re-issued travel credit. A
 * TravelWalletOffer line restores the offer (Available again) on a full refund while the offer is unexpired;
 * on a partial refund, or once the offer has expired, its share comes back as travel credit (a single-use offer
 * cannot be given back in part).
 */
export const RefundLine = z.object({ kind: TripPaymentKind, amount: Fiat, rewards: Rewards.optional() });
export type RefundLine = z.infer<typeof RefundLine>;

/**
 * Web cancel modal steps (spec §4): Success -> policy/confirm (refundKind None -> nonrefundable);
 * ContactSupport -> support; AlreadyCancelled -> cancelled; Pending -> pending; PastStay -> support.
 * `refund.fiat` is the whole refund; `refund.rewards` the rewards returned, by accountReferenceId.
 */
export const CancelQuoteSuccess = z
  .object({
    type: z.literal('HomesCancelQuoteSuccess'),
    quoteId: z.string(),
    refund: Price,
    policy: z.object({ policy: CancellationPolicyKind, description: z.string() }),
    refundKind: RefundKind,
    breakdown: z.array(RefundLine),
    /** What was paid in all, so the web can show "refund X of Y". */
    paid: Fiat,
    /**
     * A hotel stay paid at the hotel: nothing is refunded (nothing was charged), and this is what the hotel may
     * charge the card that guarantees the room for cancelling now (0 before the free-cancellation deadline).
     */
    chargeableAtHotel: Fiat.optional(),
    /** The quote can be confirmed until then (about 15 minutes). */
    expiresAt: z.string(),
  })
  .meta({ id: 'HomesCancelQuoteSuccess' });
export type CancelQuoteSuccess = z.infer<typeof CancelQuoteSuccess>;

export const CancelQuoteFailureReason = z.enum(['ContactSupport', 'AlreadyCancelled', 'PastStay', 'Pending']);
export type CancelQuoteFailureReason = z.infer<typeof CancelQuoteFailureReason>;

export const CancelQuoteFailure = z
  .object({
    type: z.literal('HomesChangeQuoteFailure'),
    reason: CancelQuoteFailureReason,
    message: z.string(),
  })
  .meta({ id: 'HomesChangeQuoteFailure' });
export type CancelQuoteFailure = z.infer<typeof CancelQuoteFailure>;

export const CancelQuoteAnswer = z.discriminatedUnion('type', [CancelQuoteSuccess, CancelQuoteFailure]);
export type CancelQuoteAnswer = z.infer<typeof CancelQuoteAnswer>;

export const CancelConfirmRequest = z
  .object({ reservationId: z.string().min(1).max(64), quoteId: z.string().min(1).max(64) })
  .meta({ id: 'CancelConfirmRequest' });
export type CancelConfirmRequest = z.infer<typeof CancelConfirmRequest>;

export const CancelConfirmAnswer = z
  .object({ status: z.literal('Cancelled'), refund: Price, trip: HomeTrip })
  .meta({ id: 'CancelConfirmAnswer' });
export type CancelConfirmAnswer = z.infer<typeof CancelConfirmAnswer>;
/** POST hotels/cancel/confirm: the same answer with the cancelled hotel trip. */
export const HotelCancelConfirmAnswer = z
  .object({ status: z.literal('Cancelled'), refund: Price, trip: HotelTrip })
  .meta({ id: 'HotelCancelConfirmAnswer' });
export type HotelCancelConfirmAnswer = z.infer<typeof HotelCancelConfirmAnswer>;

/**
 * 409 codes of cancel/confirm (body `{code, message}`); the web shows its tryAgain step for each.
 * QuoteExpired: older than its expiry; QuoteUsed: already confirmed; QuoteNotFound: unknown or not this
 * reservation's; ReservationChanged: the reservation's status changed since the quote.
 */
export const CancelConflictCode = {
  QuoteNotFound: 40901,
  QuoteExpired: 40902,
  QuoteUsed: 40903,
  ReservationChanged: 40904,
} as const;
