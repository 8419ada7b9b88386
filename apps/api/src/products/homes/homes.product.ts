// The vacation-rental product line (type Homes, trips key `homes`), the first line on the checkout engine and
// the worked example of docs/architecture.md.
import type { DbOrTx } from '@portal/db/client';
import type { ProductLine } from '../../checkout/product-line.ts';
import { confirmationEmail } from '../../modules/outbox/confirmation-email.ts';
import { toReservation } from './reservation-mapping.ts';
import { findReservation } from '../../checkout/reservations.repository.ts';
import { assertStayDates } from '../../modules/stays/stays-dates.ts';
import { findListing } from '../../modules/stays/stays.repository.ts';
import { notFound } from '../../plugins/errors.ts';
import type { ListingSupply } from '../../providers/supply/listing-supply.ts';
import { holdStay } from './homes-hold.ts';
import { priceHomes, type HomesRequest } from './homes-price.ts';
import { homeTripSummaries, loadHomeTrips } from './homes-trips.ts';

async function reservationOf(db: DbOrTx, bookingId: string) {
  const row = await findReservation(db, bookingId);
  if (!row) throw new Error(`Reservation ${bookingId} is missing`);
  return toReservation(db, row);
}

export function createHomesLine(supply: ListingSupply): ProductLine {
  return {
    type: 'Homes',
    tripsKey: 'homes',
    async accept(db, request, today) {
      const homes = request as HomesRequest;
      assertStayDates(homes.stayDates, today, 'request.value.stayDates');
      if (!(await findListing(db, homes.listingId))) throw notFound('Listing');
    },
    startDate: (request) => (request as HomesRequest).stayDates.from,
    price: (request, context) => priceHomes(supply, request as HomesRequest, context),
    hold: holdStay,
    confirmationEmail: async (db, bookingId) => confirmationEmail(await reservationOf(db, bookingId)),
    fulfillment: async (db, bookingId) => ({
      type: 'Homes',
      value: { reservation: await reservationOf(db, bookingId) },
    }),
    tripSummaries: homeTripSummaries,
    loadTrips: loadHomeTrips,
  };
}
