// The flight supplier (issue 13): the embedded simulator by default, Duffel when DUFFEL_ACCESS_TOKEN is set. It
// answers in the domain's shapes (packages/domain/src/flights/model.ts) so the search service, the results rules
// and the web never know which supplier priced a fare. Prices are live: a fare may move or sell out between the
// search and the review, as a real airline's does.
import type { FlightSegment } from '@portal/contracts/flights';
import type { Airline, Airport, SliceOption, TripSearch } from '@portal/domain/flights/model';

export type FlightSearchAnswer =
  /** One list of options per requested slice, in request order. */
  | { kind: 'Found'; slices: SliceOption[][] }
  /** An airport the supplier does not serve, or no flight at all on a slice's date. */
  | { kind: 'NoFlights'; sliceIndex: number };

export type FarePriceAnswer =
  /** The fares re-priced now, in the order asked; `moved` compares the total with the searched one. */
  | { kind: 'Available'; options: SliceOption[]; moved: 'Up' | 'Down' | null }
  /** A fare's bucket has no seat left for the passengers. */
  | { kind: 'SoldOut'; fareId: string }
  /** The fare id is unknown, expired (the flight left) or malformed. */
  | { kind: 'FareNotFound'; fareId: string };

/** A passenger as the airline tickets them. */
export type TicketedPassenger = {
  type: 'ADT' | 'CNN' | 'INF' | 'INS';
  givenName: string;
  surname: string;
  dateOfBirth: string;
};

/** Book and ticket the priced fares (one per slice) for these passengers, once per idempotency key. */
export type FlightBookRequest = {
  fareIds: readonly string[];
  passengers: readonly TicketedPassenger[];
  contact: { emailAddress: string; phoneNumber: string };
  /** The portal's booking id: asked again with the same key, the airline answers the same booking. */
  idempotencyKey: string;
  /** When the portal first asked (the booking's time): an airline still ticketing answers later. */
  requestedAt: Date;
  now: Date;
};

export type FlightBookAnswer =
  /** Booked and ticketed: the airline's record locator (PNR, six characters). */
  | { kind: 'Ticketed'; recordLocator: string }
  /** The airline refused to ticket (spec §8 lower-level reason, e.g. NotTicketed, InvalidSegmentStatus). */
  | { kind: 'Rejected'; reason: string }
  /** Ticketing is under way and will finish (spec §8 TicketingUnconfirmed): ask again later. */
  | { kind: 'Pending' }
  /** The airline cannot tell whether it ticketed (spec §8 TicketingUnknown): ask again, then give up. */
  | { kind: 'Unknown' };

/** Giving a ticketed booking back to the airline (void within the void window, or cancel). */
export type FlightCancelRequest = {
  recordLocator: string;
  /** The portal's booking id: asked again with the same key, the airline answers the same cancellation. */
  idempotencyKey: string;
  /** Passenger surnames: the simulator's documented test inputs act on them. */
  surnames: readonly string[];
  /** When the portal first asked: an airline still processing the cancellation answers later. */
  requestedAt: Date;
  now: Date;
};
export type FlightCancelAnswer =
  /** Cancelled (or voided): the portal refunds or issues the credit now. */
  | { kind: 'Done' }
  /** The airline will not cancel it (the portal leaves the booking as it is and says whom to contact). */
  | { kind: 'Refused'; reason: string }
  /** "Cancel requested": the airline processes it later; the portal asks again (spec §4 cancellation_pending). */
  | { kind: 'Pending' };

/** A ticketed booking's flights as booked, to compare with the airline's schedule now (issue 14). */
export type ScheduleCheckRequest = {
  recordLocator: string;
  /** Passenger surnames: the simulator's documented test inputs act on them. */
  surnames: readonly string[];
  /** The segments as booked (or as last accepted), one list per slice. */
  slices: readonly (readonly FlightSegment[])[];
  bookedAt: Date;
  now: Date;
};
export type ScheduleCheckAnswer =
  | { kind: 'NoChange' }
  /** The same segments in the same order with the airline's times now (a cancelled one is left out). */
  | { kind: 'Changed'; slices: FlightSegment[][] };

export interface FlightSupply {
  /** The airports and airlines this supplier sells (reference data; the same array on every call). */
  airports(): readonly Airport[];
  airlines(): readonly Airline[];
  search(request: TripSearch, now: Date): Promise<FlightSearchAnswer>;
  /** Re-prices chosen fares (one per slice) for the same passengers: the review and the booking call it. */
  price(
    fareIds: readonly string[],
    passengers: TripSearch['passengers'],
    now: Date,
  ): Promise<FarePriceAnswer>;
  /**
   * Books and tickets (the checkout's supplier step). Optional so test doubles that only shop need not book;
   * a supplier without it cannot sell (the flights line refuses the booking).
   */
  book?(request: FlightBookRequest): Promise<FlightBookAnswer>;
  /** Voids a ticket within the void window (full refund). */
  void?(request: FlightCancelRequest): Promise<FlightCancelAnswer>;
  /** Cancels a ticket outside the void window (the fare's refund or travel credit applies). */
  cancel?(request: FlightCancelRequest): Promise<FlightCancelAnswer>;
  /** The airline's schedule of a booked trip now (schedule changes); a supplier without it never changes one. */
  scheduleChanges?(request: ScheduleCheckRequest): Promise<ScheduleCheckAnswer>;
}
