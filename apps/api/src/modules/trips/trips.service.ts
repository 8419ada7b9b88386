import type { TripAnswer, TripListAnswer, TripListRequest } from '@portal/contracts/trips';
import { TRIPS_PAGE_DEFAULT_LIMIT } from '@portal/contracts/trips';
import type { DbOrTx } from '@portal/db/client';
import { tripTimeState } from '@portal/domain/lifecycles';
import { compareTrips, isInTab } from '@portal/domain/trips';
import type { AppDeps } from '../../deps.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/errors.ts';
import type { ReservationRow } from '../purchase/reservations.repository.ts';
import { todayOf } from '../stays/stays-dates.ts';
import { toHomeTrip } from './trip-mapping.ts';
import {
  findReservationsByIds,
  findUserReservation,
  listPayments,
  listRefunds,
  listTripSummaries,
} from './trips.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * PUT itinerary/list. The tab and the order depend on today, so every reservation's dates and status are read (a
 * few columns per trip) and the domain places and orders them; only the requested page is loaded in full.
 */
export async function listTrips(
  deps: Deps,
  session: AuthSession,
  request: TripListRequest,
): Promise<TripListAnswer> {
  const today = todayOf(deps.clock);
  const summaries = await listTripSummaries(deps.db, session.userId);
  const placed = summaries.map((s) => ({
    id: s.id,
    from: s.fromDate,
    until: s.untilDate,
    paidWithOffer: s.paidWithOffer,
    timeState: tripTimeState({ from: s.fromDate, until: s.untilDate, today, status: s.status }),
  }));
  const listed = placed
    .filter((s) => isInTab(s.timeState, s.paidWithOffer, request.tab))
    .sort((a, b) => compareTrips(a, b, today));
  const offset = request.page?.offset ?? 0;
  const limit = request.page?.limit ?? TRIPS_PAGE_DEFAULT_LIMIT;
  const ids = listed.slice(offset, offset + limit).map((s) => s.id);
  const rows = await findReservationsByIds(deps.db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.map((id) => byId.get(id)).filter((r): r is ReservationRow => r !== undefined);
  return { homes: await homeTrips(deps.db, ordered, today), total: listed.length };
}

export async function homeTrips(db: DbOrTx, rows: readonly ReservationRow[], today: string) {
  const ids = rows.map((r) => r.id);
  const payments = await listPayments(db, ids);
  const refunds = await listRefunds(db, ids);
  const trips = [];
  // One after another: inside a transaction the handle is one connection.
  for (const row of rows) trips.push(await toHomeTrip(db, row, payments, refunds, today));
  return trips;
}

/** GET itinerary/homes/:reservationId; another user's reservation is as unknown as a made-up code. */
export async function getTrip(deps: Deps, session: AuthSession, reservationId: string): Promise<TripAnswer> {
  const row = await findUserReservation(deps.db, session.userId, reservationId, false);
  if (!row) throw notFound('Trip');
  const [trip] = await homeTrips(deps.db, [row], todayOf(deps.clock));
  if (!trip) throw notFound('Trip');
  return { trip };
}
