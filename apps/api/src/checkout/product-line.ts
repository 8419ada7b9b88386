// The seam between the checkout engine and a product line (docs/architecture.md). The engine owns what every
// line shares: quote and fulfil sessions, the main guest, payments and their ledgers, emails, idempotency and
// recovery. A line owns its inventory and its words: it prices a request from its supplier, claims inventory in
// the booking transaction, and describes and lists what was booked. A line never touches payments; the engine
// never touches inventory.
import type { CheckoutError } from '@portal/contracts/purchase';
import type { DbOrTx, Tx } from '@portal/db/client';
import type { ReservationStatus } from '@portal/domain/lifecycles';
import type { AuthSession } from '../plugins/auth.ts';
import type { AccountWithBalance } from '../modules/rewards/rewards.repository.ts';

/** The `type` of `purchase/quote/schedule` (api.md "Every product line"). */
export type ProductType = 'Homes' | 'Hotels' | 'Flights' | 'Cars' | 'Experiences' | 'Packages';

/** The line's key in `itinerary/list`. */
export type TripsKey = 'homes' | 'hotels' | 'flights' | 'cars' | 'experiences' | 'packages';

export const TRIPS_KEYS: readonly TripsKey[] = [
  'homes',
  'hotels',
  'flights',
  'cars',
  'experiences',
  'packages',
];

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

/** A quote about to be booked, as the engine hands it to the line inside the booking transaction. */
export type BookingRequest = {
  quoteSessionId: string;
  request: unknown;
  quote: Record<string, unknown>;
  totalMinor: number;
  email: string;
  userId: string;
  now: Date;
};

/** What the line recorded: the booking, its confirmation code, and the words for ledgers and emails. */
export type HeldBooking = {
  bookingId: string;
  confirmationCode: string;
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
  status: ReservationStatus;
  paidWithOffer: boolean;
};

export type Email = { subject: string; text: string };

export interface ProductLine {
  readonly type: ProductType;
  readonly tripsKey: TripsKey;
  /** Checks a request before a quote session exists: 400 for what the line refuses, 404 for an unknown product. */
  accept(db: DbOrTx, request: unknown, today: string): Promise<void>;
  /** The first date of travel, for the rules that depend on it (the main guest's age at check-in). */
  startDate(request: unknown): string;
  /** The supplier's live price and availability. */
  price(request: unknown, context: PriceContext): Promise<LinePrice>;
  /**
   * First in the booking transaction, before any money moves: records the booking and claims its inventory, or
   * throws a CheckoutFailure (NoAvailability) when another buyer has it. Rows it locks come after the user's.
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
}
