// The vacation-rental product line (type Homes, trips key `homes`), the first line on the checkout engine and
// the worked example of docs/architecture.md.
import type { DbOrTx } from '@portal/db/client';
import type { ProductLine } from '../../checkout/product-line.ts';
import { cancellationEmail } from './cancellation-email.ts';
import { confirmationEmail } from './confirmation-email.ts';
import { toConfirmationFacts, toReservation } from './reservation-mapping.ts';
import { assertStayDates } from '../../lib/stay-dates.ts';
import { listingById } from '../../modules/stays/stays.service.ts';
import { notFound } from '../../plugins/errors.ts';
import type { ListingSupply } from '../../providers/supply/listing-supply.ts';
import { termsOf } from './home-trip.ts';
import { holdStay } from './homes-hold.ts';
import { priceHomes, type HomesRequest } from './homes-price.ts';
import { homeTripSummaries, loadHomeTrips } from './homes-trips.ts';
import { deleteStayHolds, findStayBookings, findStayDetails } from './stay-bookings.repository.ts';

async function stayBookingOf(db: DbOrTx, bookingId: string) {
  const [row] = await findStayBookings(db, [bookingId]);
  if (!row) throw new Error(`Stay booking ${bookingId} is missing`);
  return row;
}

export function createHomesLine(supply: ListingSupply): ProductLine {
  return {
    type: 'Homes',
    tripsKey: 'homes',
    // Instant book: a held stay is confirmed in the booking's own transaction.
    bookedStatus: 'Confirmed',
    async accept(db, request, today) {
      const homes = request as HomesRequest;
      assertStayDates(homes.stayDates, today, 'request.value.stayDates');
      if (!(await listingById(db, homes.listingId))) throw notFound('Listing');
    },
    startDate: (request) => (request as HomesRequest).stayDates.from,
    price: (request, context) => priceHomes(supply, request as HomesRequest, context),
    hold: holdStay,
    confirmationEmail: async (db, bookingId) =>
      confirmationEmail(await toConfirmationFacts(db, await stayBookingOf(db, bookingId))),
    fulfillment: async (db, bookingId) => ({
      type: 'Homes',
      value: { reservation: await toReservation(db, await stayBookingOf(db, bookingId)) },
    }),
    tripSummaries: homeTripSummaries,
    loadTrips: loadHomeTrips,
    async cancellationTerms(db, booking) {
      const stay = await findStayDetails(db, booking.id);
      if (!stay) throw new Error(`Stay booking ${booking.id} is missing`);
      return {
        from: stay.fromDate,
        until: stay.untilDate,
        terms: termsOf(stay),
        policyDescription: stay.cancellationPolicy.description ?? '',
        refundText: `Refund for cancelled stay ${booking.confirmationCode}`,
      };
    },
    // The nights go back on sale in the same transaction that cancels them.
    release: deleteStayHolds,
    async cancellationEmail(db, bookingId, today) {
      const [trip] = await loadHomeTrips(db, [bookingId], today);
      if (!trip) throw new Error(`Cancelled booking ${bookingId} could not be read back`);
      return cancellationEmail(trip);
    },
  };
}
