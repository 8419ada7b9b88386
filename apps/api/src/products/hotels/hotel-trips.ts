// The hotel line's trips: its bookings with their payments and refunds, for My trips and trip details.
import type { HotelTrip } from '@portal/contracts/trips';
import type { DbOrTx } from '@portal/db/client';
import { tripTimeState } from '@portal/domain/lifecycles';
import type { TripSummary } from '../../checkout/product-line.ts';
import { loadTripPayments } from '../../modules/trips/trips.service.ts';
import { findHotelBookings, listHotelSummaries, type HotelBookingRow } from './hotel-bookings.repository.ts';
import { catalogOf, toHotelReservation } from './hotel-reservation.ts';

export async function hotelTripSummaries(db: DbOrTx, userId: string): Promise<TripSummary[]> {
  const rows = await listHotelSummaries(db, userId);
  return rows.map((s) => ({
    id: s.id,
    from: s.fromDate,
    until: s.untilDate,
    status: s.status,
    paidWithOffer: s.paidWithOffer,
  }));
}

/** The trips of these bookings, in the order of `ids`. */
export async function loadHotelTrips(
  db: DbOrTx,
  ids: readonly string[],
  today: string,
): Promise<HotelTrip[]> {
  const rows = await findHotelBookings(db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.map((id) => byId.get(id)).filter((r): r is HotelBookingRow => r !== undefined);
  const [catalog, paymentsOf] = [await catalogOf(db, ordered), await loadTripPayments(db, ids)];
  const trips: HotelTrip[] = [];
  for (const row of ordered) {
    const reservation = await toHotelReservation(db, row, catalog.get(row.id)!);
    trips.push({
      ...reservation,
      tripKind: 'Hotel',
      timeState: tripTimeState({ from: row.checkIn, until: row.checkOut, today, status: row.status }),
      confirmationCode: row.confirmationCode,
      bookedAt: row.createdAt.toISOString(),
      ...paymentsOf(row.id),
      ...(row.cancelledAt ? { cancelledAt: row.cancelledAt.toISOString() } : {}),
    });
  }
  return trips;
}
