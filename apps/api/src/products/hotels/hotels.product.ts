// The hotel product line (type Hotels, trips key `hotels`) on the checkout engine: the supplier's live rate, the
// room nights claimed by a conditional UPDATE in the booking transaction, and the booked stay in trips.
import type { DbOrTx } from '@portal/db/client';
import type { ProductLine } from '../../checkout/product-line.ts';
import type { Clock } from '../../deps.ts';
import type { HotelSupply } from '../../providers/supply/hotel-supply.ts';
import type { CfarProvider } from '../../providers/cfar/cfar-provider.ts';
import { findHotelBookings, releaseRoomNights } from './hotel-bookings.repository.ts';
import { hotelCancellationTerms } from './hotel-cancellation.ts';
import { hotelCancellationEmail, hotelConfirmationEmail } from './hotel-emails.ts';
import { holdHotel } from './hotel-hold.ts';
import type { StoredHotelQuote } from './hotel-quote.ts';
import { hotelSupplierStep } from './hotel-supplier.ts';
import { acceptHotels, priceHotels, type HotelsRequest } from './hotel-price.ts';
import { catalogOf, toHotelReservation } from './hotel-reservation.ts';
import { hotelTripSummaries, loadHotelTrips } from './hotel-trips.ts';

async function reservationOf(db: DbOrTx, bookingId: string) {
  const [row] = await findHotelBookings(db, [bookingId]);
  if (!row) throw new Error(`Hotel booking ${bookingId} is missing`);
  return toHotelReservation(db, row, (await catalogOf(db, [row])).get(row.id)!);
}
import { hotelQuotePolicyFacts } from './hotel-policy.ts';

export function createHotelsLine(supply: HotelSupply, clock: Clock, cfar: CfarProvider): ProductLine {
  return {
    type: 'Hotels',
    tripsKey: 'hotels',
    // A held room is PendingConfirm until the hotel's supplier reserves it (hotel-supplier.ts).
    bookedStatus: 'PendingConfirm',
    supplier: hotelSupplierStep(supply),
    // A pay-at-hotel rate charges nothing now; a card guarantees the room.
    policyFacts: hotelQuotePolicyFacts,
    cardGuarantee: (quote) => (quote as StoredHotelQuote).rate.paymentTiming === 'PayLater',
    accept: (db, request, today) => acceptHotels(db, clock, request as HotelsRequest, today),
    startDate: (request) => (request as HotelsRequest).stayDates.from,
    price: (request, context) => priceHotels(supply, cfar, clock, request as HotelsRequest, context),
    hold: holdHotel,
    confirmationEmail: async (db, bookingId) => hotelConfirmationEmail(await reservationOf(db, bookingId)),
    fulfillment: async (db, bookingId) => ({
      type: 'Hotels',
      value: { reservation: await reservationOf(db, bookingId) },
    }),
    tripSummaries: hotelTripSummaries,
    loadTrips: loadHotelTrips,
    cancellationTerms: (db, booking) => hotelCancellationTerms(db, clock, booking),
    // The rooms go back on sale in the same transaction that cancels them.
    release: releaseRoomNights,
    async cancellationEmail(db, bookingId, today) {
      const [trip] = await loadHotelTrips(db, [bookingId], today);
      if (!trip) throw new Error(`Cancelled booking ${bookingId} could not be read back`);
      return hotelCancellationEmail(trip);
    },
  };
}
