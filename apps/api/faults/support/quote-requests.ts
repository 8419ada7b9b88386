/**
 * What a fault-test buyer books and the purchase/quote request for it: a vacation rental, a hotel room or a
 * flight fare (the Flights variant of the request, for the buyer's saved traveler).
 */
import type { Buyer } from './databases.ts';

export type Stay = { from: string; until: string };
/** A hotel room to book: its hotel, room type and rate (a pay-now rate: the booking charges the whole stay). */
export type HotelPick = { lodgingId: string; roomId: string; rateId: string };
/** A flight to book: the supplier's fare ids (one per slice), for the buyer's saved traveler alone. */
export type FlightPick = { fareIds: string[] };
/** What a buyer books: a vacation rental by its listing id, a hotel room, or a flight. */
export type Product = string | HotelPick | FlightPick;

export const fiat = (minor: number) => ({ value: minor / 100, currencyCode: 'USD', currencySymbol: '$' });
const GUESTS = { adults: 2, children: 0, infants: 0, petsIncluded: false };

export const isFlight = (product: Product): product is FlightPick =>
  typeof product !== 'string' && 'fareIds' in product;

/** The purchase/quote request of the product for the stay (a flight's dates are its fare's). */
export function quoteRequest(product: Product, stay: Stay, buyer: Buyer) {
  if (isFlight(product)) {
    if (!buyer.travelerId) throw new Error(`${buyer.email} has no saved traveler to fly`);
    return {
      type: 'Flights',
      value: {
        fareIds: product.fareIds,
        passengers: [{ travelerId: buyer.travelerId }],
        contact: { emailAddress: buyer.email, phoneNumber: '+1 312 555 0142' },
        // The quote re-prices the fare and reports any difference; the buyer books at the quoted price.
        seenPrice: fiat(100_00),
      },
    };
  }
  if (typeof product !== 'string') {
    return {
      type: 'Hotels',
      value: {
        ...product,
        stayDates: stay,
        roomsCount: 1,
        adultsCount: 2,
        childrenAges: [],
        seenPrice: fiat(100_00),
      },
    };
  }
  return {
    type: 'Homes',
    value: {
      listingId: product,
      listingProviderId: 'demo',
      stayDates: stay,
      guests: GUESTS,
      seenPrice: fiat(100_00),
      listingCollection: 'NoCollection',
    },
  };
}
