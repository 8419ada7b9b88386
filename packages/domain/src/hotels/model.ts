/**
 * The plain data the hotel rules read: a hotel, its room types and rate plans with nightly prices. Supply,
 * database and contracts map their own shapes onto these; nothing here knows where the data came from.
 */
import type { ListingFeeKind, TaxKind } from '../pricing.ts';
import type { HotelCollection, MealPlan, PaymentTiming, StarRating } from './enums.ts';

export type LatLon = { lat: number; lon: number };

/** A hotel as search, sort, filters and the stay rules see it. */
export type HotelSummary = {
  lodgingId: string;
  name: string;
  coordinates: LatLon;
  starRating: StarRating;
  /** Overall review score on spec §3's 0 to 1 scale; null when the hotel has no reviews. */
  reviewScore: number | null;
  reviewCount: number;
  collection: HotelCollection;
  /** The hotel's chain (e.g. 'Marriott International'), null for an independent. */
  chainName: string | null;
  /** Spec §3 "Hotel loyalty program list" code (MAR, HIL, ...), null when no programme applies. */
  loyaltyProgramCode: string | null;
  amenities: readonly string[];
  /** Spec §9 "select Premier and Lifestyle hotels": this hotel takes part in the complimentary fourth night. */
  offersComplimentaryNight: boolean;
  /** Hotel local time, 'HH:mm'. */
  checkInTime: string;
  checkOutTime: string;
};

export type RoomType = { roomId: string; name: string; maxOccupancy: number };

/** The price of one room for one night of the stay (the supplier's nightly rate). */
export type NightlyRate = { date: string; amountMinor: number };

/**
 * A fee of a rate, per spec §3 fee kinds. Amounts are per room; `dueAtProperty` fees (a resort fee paid at the
 * desk) are part of the trip total but not of what the portal charges.
 */
export type HotelFee =
  | {
      kind: ListingFeeKind;
      basis: 'PerRoomPerStay' | 'PerRoomPerNight';
      amountMinor: number;
      dueAtProperty?: boolean;
    }
  | { kind: ListingFeeKind; basis: 'PercentOfRoomRate'; rateBps: number; dueAtProperty?: boolean };

/** A tax of a rate, levied on the room charges (after the complimentary night). */
export type HotelTax = { kind: TaxKind; rateBps: number };

/** What a cancellation costs under a rate's terms. Amounts are per room. */
export type CancellationPenalty =
  /** The room charges of the first N nights (discount-aware, every room). */
  | { kind: 'Nights'; nights: number }
  /** A share of what was paid, in basis points (1% = 100). */
  | { kind: 'Percent'; percentBps: number }
  | { kind: 'Amount'; amountMinor: number }
  | { kind: 'Everything' };

/**
 * A rate's refund policy (spec §3 "Refund policy") with its terms. Deadlines count back from the hotel's
 * check-in time in its local time: 48 means until 48 hours before check-in, 0 until check-in.
 */
export type RateCancellationPolicy =
  | {
      refundPolicy: 'FullyRefundable';
      freeUntilHoursBeforeCheckIn: number;
      /** What a cancellation from the deadline on costs; usually everything. */
      penaltyAfterDeadline: CancellationPenalty;
    }
  | {
      refundPolicy: 'PartiallyRefundable';
      /** Kept from the refund of a cancellation before the deadline. */
      penalty: CancellationPenalty;
      refundableUntilHoursBeforeCheckIn: number;
    }
  | { refundPolicy: 'NonRefundable' }
  | { refundPolicy: 'Unknown' };

export type RatePlan = {
  rateId: string;
  roomId: string;
  /** One price per room per night; a stay night without a price means the rate cannot be sold for it. */
  nightly: readonly NightlyRate[];
  mealPlan: MealPlan;
  paymentTiming: PaymentTiming;
  cancellation: RateCancellationPolicy;
  fees?: readonly HotelFee[];
  taxes?: readonly HotelTax[];
};
