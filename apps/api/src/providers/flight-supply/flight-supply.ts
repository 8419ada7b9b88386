// The flight supplier (issue 13): the embedded simulator by default, Duffel when DUFFEL_ACCESS_TOKEN is set. It
// answers in the domain's shapes (packages/domain/src/flights/model.ts) so the search service, the results rules
// and the web never know which supplier priced a fare. Prices are live: a fare may move or sell out between the
// search and the review, as a real airline's does.
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
}
