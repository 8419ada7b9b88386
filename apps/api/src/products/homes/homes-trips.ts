// The homes line's trips: its bookings with their payments and refunds, for My trips and trip details.
import type { HomeTrip } from '@portal/contracts/trips';
import type { DbOrTx } from '@portal/db/client';
import type { TripSummary } from '../../checkout/product-line.ts';
import { loadTripPayments } from '../../modules/trips/trips.service.ts';
import { toHomeTrip } from './home-trip.ts';
import { findStayBookings, listStaySummaries, type StayBookingRow } from './stay-bookings.repository.ts';

async function homeTrips(db: DbOrTx, rows: readonly StayBookingRow[], today: string): Promise<HomeTrip[]> {
  const paymentsOf = await loadTripPayments(
    db,
    rows.map((r) => r.id),
  );
  const trips: HomeTrip[] = [];
  // One after another: inside a transaction the handle is one connection.
  for (const row of rows) trips.push(await toHomeTrip(db, row, paymentsOf(row.id), today));
  return trips;
}

export async function homeTripSummaries(db: DbOrTx, userId: string): Promise<TripSummary[]> {
  const rows = await listStaySummaries(db, userId);
  return rows.map((s) => ({
    id: s.id,
    from: s.fromDate,
    until: s.untilDate,
    status: s.status,
    paidWithOffer: s.paidWithOffer,
  }));
}

/** The trips of these bookings, in the order of `ids`. */
export async function loadHomeTrips(db: DbOrTx, ids: readonly string[], today: string): Promise<HomeTrip[]> {
  const rows = await findStayBookings(db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.map((id) => byId.get(id)).filter((r): r is StayBookingRow => r !== undefined);
  return homeTrips(db, ordered, today);
}
