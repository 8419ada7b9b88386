// The seam between the checkout engine and a product line (docs/architecture.md). The engine owns what every
// line shares: quote and fulfil sessions, the main guest, payments and their ledgers, emails, idempotency and
// recovery. A line owns its inventory and its words: it prices a request from its supplier, claims inventory in
// the booking transaction, and describes and lists what was booked. A line never touches payments; the engine
// never touches inventory.
import type { CheckoutError } from '@portal/contracts/purchase';
import type { DbOrTx, Tx } from '@portal/db/client';
import type { CancellationTerms } from '@portal/domain/cancellation';
import type { PolicySubject } from '@portal/domain/policy/tier';
import type { BookingStatus, ProductType, TripsKey, TripTimeState } from '@portal/domain/enums';
import type { AuthSession } from '../plugins/auth.ts';
import type { AccountWithBalance } from '../modules/rewards/rewards.service.ts';
import type { BookingRow } from './bookings.repository.ts';

export type { ProductType, TripsKey };
export { TRIPS_KEYS } from '@portal/domain/enums';

/** What the engine decided before the line prices: who asks, their rewards accounts, the agent fee. */
export type PriceContext = {
  db: DbOrTx;
  session: AuthSession;
  today: string;
  /** Loading while the line reads its inventory: awaited only to show rewards values and earn. */
  accounts: Promise<readonly AccountWithBalance[]>;
  agentFeeMinor: number;
  orderedProductId: string;
  expiresAt: Date;
};

/** The line's price: its quote as the poll answers it (stored as is) and the total to pay, or why not. */
export type LinePrice =
  { ok: true; quote: Record<string, unknown>; totalMinor: number } | { ok: false; errors: CheckoutError[] };

/**
 * A booking the engine just recorded in the booking transaction (status, total, confirmation code, the quote as
 * booked in `price`), with the line's quote request: the line adds its details and claims the inventory.
 */
export type BookingRequest = { booking: BookingRow; request: unknown };

/** The line's words for the ledgers of a booking it held. */
export type HeldBooking = {
  /** The product as a traveler names it ("Cabin on Lake Lure"): "Applied to …" in the wallet history. */
  title: string;
  /** The rewards ledger's line ("Vacation rental H-…"). */
  ledgerText: string;
};

/** One trip of a user, enough for the trips page to place it in a tab and order it (spec §4). */
export type TripSummary = {
  id: string;
  from: string;
  until: string;
  /** Spec §4's booking status; a cancelled trip is placed by its dates but labelled as cancelled. */
  status: BookingStatus;
  paidWithOffer: boolean;
  /** A line whose trips are placed by instants, not dates (flights: past 24 h after arrival); else from dates. */
  timeState?: TripTimeState;
};

export type Email = { subject: string; text: string };

/** What cancelling a booking goes by: its dates, the terms it was booked on, and the words for refund rows. */
export type CancellationBasis = {
  from: string;
  until: string;
  terms: CancellationTerms;
  /** The policy as the traveler read it when booking. */
  policyDescription: string;
  /** The ledgers' line for a refund ("Refund for cancelled stay H-…"). */
  refundText: string;
  /**
   * Paid at the hotel, nothing was charged now: what the hotel may charge the guaranteeing card for cancelling
   * today (its penalty after the deadline); absent for a booking paid now.
   */
  chargeableAtHotelMinor?: number;
};

/** The supplier's answer to a held booking's reservation request. */
export type SupplierAnswer =
  /** Reserved: the booking is Confirmed and its payments captured; `reference` is the supplier's own code. */
  | { kind: 'Confirmed'; reference: string | null }
  /** Refused (spec §8 hotel booking rejections): the booking fails, its inventory and payments are given back. */
  | { kind: 'Rejected'; error: CheckoutError }
  /** Not answered yet: the booking stays PendingConfirm and the recovery sweep asks again. */
  | { kind: 'Pending' };

/** Who the booking is for, as the main guest step named them. */
export type MainGuest = { givenName: string; surname: string };

/**
 * A line whose supplier reserves after the booking transaction: the engine commits the booking PendingConfirm
 * with its inventory held and its payments authorized, then asks; it asks again until the supplier decides.
 */
export interface SupplierStep {
  /** Asks the supplier to reserve the held booking; safe to ask again (the booking's id is the supplier's key). */
  reserve(
    db: DbOrTx,
    input: { booking: BookingRow; mainGuest: MainGuest; now: Date },
  ): Promise<SupplierAnswer>;
  /** In the transaction that applies a decision: the line's details follow it (confirmed, or unavailable). */
  record(tx: Tx, bookingId: string, decision: Exclude<SupplierAnswer, { kind: 'Pending' }>): Promise<void>;
  /** The email of a booking the supplier refused after the guest left checkout (read inside that transaction). */
  failureEmail(db: DbOrTx, bookingId: string, error: CheckoutError): Promise<Email>;
}

/** The supplier's answer to a request to cancel a booking. */
export type SupplierCancelAnswer =
  /** Cancelled: the engine refunds (or the line issues its credit) in the cancelling transaction. */
  | { kind: 'Cancelled' }
  /** "Cancel requested": nothing moves yet; the line's sweep asks again and finishes the cancel later. */
  | { kind: 'Pending' }
  /** The supplier will not cancel it: the booking stays as it is and the traveler is told whom to contact. */
  | { kind: 'Refused'; reason: string };

/**
 * A line whose supplier must cancel a booking before the portal gives the money back (flights: the airline voids
 * or cancels the ticket). Absent: the portal's own inventory is the booking, and cancelling it is immediate.
 */
export interface SupplierCancelStep {
  /** Asks the supplier to cancel; safe to ask again (the booking's id is the supplier's key). */
  cancel(
    db: DbOrTx,
    input: { booking: BookingRow; requestedAt: Date; now: Date },
  ): Promise<SupplierCancelAnswer>;
}

/** When payments are checked: the request to book (refusals answer 4xx), or the fulfilment that books. */
export type PaymentStage = 'schedule' | 'fulfil';

/**
 * A store of value that belongs to a line and that a payment may name (flights: airline travel credits, which only
 * the same airline's tickets accept). The engine moves no money for it: the line checks it against its quote and
 * spends it in the booking transaction; the engine records the payment row.
 */
export interface LineCredits {
  /**
   * What the user's credit pays of this quote (`lock`: FOR UPDATE). Refuses with the rule: at schedule an ApiError
   * (404 unknown or another user's, 400 unusable); later (the fulfilment) a CheckoutFailure, which fails it.
   */
  applicable(
    db: DbOrTx,
    input: {
      userId: string;
      creditId: string;
      quote: Record<string, unknown>;
      now: Date;
      lock: boolean;
      stage: PaymentStage;
    },
  ): Promise<number>;
  /** In the booking transaction: spends the credit on the booking, or throws a CheckoutFailure if it is gone. */
  redeem(tx: Tx, input: { userId: string; creditId: string; bookingId: string; now: Date }): Promise<void>;
  /** In the transaction that fails a booking its supplier refused: the credit it spent is unspent again. */
  giveBack(tx: Tx, bookingId: string): Promise<void>;
}

export interface ProductLine {
  readonly type: ProductType;
  readonly tripsKey: TripsKey;
  /**
   * Checks a request before a quote session exists: 400 for what the line refuses, 404 for an unknown product.
   * `userId`: who asks, for a line whose request names their own records (flights: saved travelers).
   */
  accept(db: DbOrTx, request: unknown, today: string, userId?: string): Promise<void>;
  /** The first date of travel, for the rules that depend on it (the main guest's age at check-in). */
  startDate(request: unknown): string;
  /** The supplier's live price and availability. */
  price(request: unknown, context: PriceContext): Promise<LinePrice>;
  /**
   * The status a booking of this line has once held (spec §4: instant-book homes are Confirmed at once; a line
   * with a supplier step is PendingConfirm until its supplier answers).
   */
  readonly bookedStatus: BookingStatus;
  /** The supplier's reservation after the booking commits; absent when holding the inventory is the booking. */
  readonly supplier?: SupplierStep;
  /** The supplier's cancellation before any money goes back; absent when cancelling is the portal's alone. */
  readonly supplierCancel?: SupplierCancelStep;
  /** The line's own credits a payment may spend (AirlineTravelCredit); absent: such a payment is refused. */
  readonly credits?: LineCredits;
  /**
   * What corporate policy judges of a quote as stored (hotels: star rating and nightly price; flights: slices,
   * fare classes, trip type and price). Absent or null: the line is not covered by policy (homes).
   */
  policyFacts?(quote: Record<string, unknown>): PolicySubject | null;
  /** Whether this quote needs a card even with nothing due now (a pay-at-hotel rate); absent: never. */
  cardGuarantee?(quote: Record<string, unknown>): boolean;
  /**
   * First in the booking transaction, before any money moves: records the line's details of the booking and
   * claims its inventory, or throws a CheckoutFailure (NoAvailability) when another buyer has it. Rows it locks
   * come after the user's.
   */
  hold(tx: Tx, booking: BookingRequest): Promise<HeldBooking>;
  /** The confirmation email of a booking just held (read inside the same transaction). */
  confirmationEmail(db: DbOrTx, bookingId: string): Promise<Email>;
  /** The `fulfillment` of `purchase/fulfill/poll` for a booking. */
  fulfillment(db: DbOrTx, bookingId: string): Promise<{ type: ProductType; value: unknown }>;
  /** Every trip of the user, a few columns each (the trips page places and pages them across lines). */
  tripSummaries(db: DbOrTx, userId: string): Promise<TripSummary[]>;
  /** The trips of these bookings in full, in the order given, with a fixed number of queries. */
  loadTrips(db: DbOrTx, bookingIds: readonly string[], today: string): Promise<unknown[]>;
  /** What cancelling this booking goes by (read with the booking row, locked or not, by the caller). */
  cancellationTerms(db: DbOrTx, booking: BookingRow): Promise<CancellationBasis>;
  /** In the cancelling transaction: gives the booking's inventory back (homes: frees its nights). */
  release(tx: Tx, bookingId: string): Promise<void>;
  /** The cancellation email of a booking just cancelled (read inside the same transaction). */
  cancellationEmail(db: DbOrTx, bookingId: string, today: string): Promise<Email>;
}
