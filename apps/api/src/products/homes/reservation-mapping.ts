/** A homes booking as spec §3 "Confirmation" (api.md Reservation). */
import type { Guests } from '@portal/contracts/listings';
import type { Reservation } from '@portal/contracts/purchase';
import type { DbOrTx } from '@portal/db/client';
import { toFiat } from '@portal/domain/money';
import { listingById, loadListing, type ListingRow } from '../../modules/stays/stays.service.ts';
import { paidWithOf } from '../../checkout/paid-with.ts';
import type { ConfirmationFacts } from './confirmation-email.ts';
import type { StayBookingRow } from './stay-bookings.repository.ts';

export function guestsRequestOf(request: Record<string, unknown>): Guests {
  const g = request.guests as Partial<Guests> | undefined;
  return {
    adults: g?.adults ?? 1,
    children: g?.children ?? 0,
    infants: 0,
    petsIncluded: g?.petsIncluded ?? false,
  };
}

/** The street address a booked guest gets (hidden before booking). */
function fullAddress(listingRow: ListingRow) {
  return {
    line1: listingRow.addressLine,
    city: listingRow.city,
    state: listingRow.state,
    postalCode: listingRow.postalCode,
    kind: 'Full' as const,
  };
}

function additionalInfo(listingRow: ListingRow): Reservation['providerAdditionalReservationInfo'] {
  return {
    checkInTimes: listingRow.checkInTimes,
    checkOutTimes: listingRow.checkOutTimes,
    checkinInformation: listingRow.checkinInformation,
    importantInformation: listingRow.importantInformation,
    hostName: listingRow.hostName,
  };
}

/** The facts the confirmation email needs: two reads (listing, payments) inside the booking transaction. */
export async function toConfirmationFacts(db: DbOrTx, row: StayBookingRow): Promise<ConfirmationFacts> {
  const listingRow = await listingById(db, row.listingId);
  if (!listingRow) throw new Error(`Booking ${row.id} names a missing listing`);
  return {
    id: { value: row.confirmationCode },
    stayDates: { from: row.fromDate, until: row.untilDate },
    guests: row.guests,
    paidWith: await paidWithOf(db, row.id),
    cancellationPolicy: {
      policy: row.cancellationPolicy.policy,
      description: row.cancellationPolicy.description,
    },
    providerAdditionalReservationInfo: additionalInfo(listingRow),
    listing: { content: { name: listingRow.name, location: { address: fullAddress(listingRow) } } },
  };
}

export async function toReservation(db: DbOrTx, row: StayBookingRow): Promise<Reservation> {
  const listingRow = await listingById(db, row.listingId);
  if (!listingRow) throw new Error(`Booking ${row.id} names a missing listing`);
  // One after another: inside a transaction the handle is one connection, which runs one query at a time.
  const listing = await loadListing(db, listingRow);
  const paidWith = await paidWithOf(db, row.id);
  // A booked guest gets the street address and the exact point, hidden before booking.
  listing.content.location = {
    address: fullAddress(listingRow),
    exactCoordinates: { lat: listingRow.lat, lon: listingRow.lon },
  };
  const policy = row.cancellationPolicy;
  return {
    id: { value: row.confirmationCode },
    status: row.status,
    stayDates: { from: row.fromDate, until: row.untilDate },
    guests: row.guests,
    listing,
    listingCollection: listingRow.listingCollection,
    cancellationPolicy: { policy: policy.policy, description: policy.description },
    providerAdditionalReservationInfo: additionalInfo(listingRow),
    total: toFiat(row.totalMinor),
    paidWith,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    trackingProperties: {
      reservationId: row.id,
      listingId: listingRow.id,
      marketId: listingRow.marketId,
      listingCollection: listingRow.listingCollection,
    },
  };
}
