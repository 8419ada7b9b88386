import type { ApprovalState } from '@portal/contracts/approvals';
import type { HomeTrip, TripAnswer, TripListAnswer, TripListRequest } from '@portal/contracts/trips';
import type { DbOrTx } from '@portal/db/client';
import { TRIPS_PAGE_DEFAULT_LIMIT } from '@portal/contracts/trips';
import { tripTimeState } from '@portal/domain/lifecycles';
import { compareTrips, isInTab } from '@portal/domain/trips';
import { tripTimeStateWithApproval } from '@portal/domain/approvals';
import { approvalStatesOf } from '../approvals/approval-views.service.ts';
import { TRIPS_KEYS, type ProductLine } from '../../checkout/product-line.ts';
import type { AppDeps } from '../../deps.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/errors.ts';
import { todayOf } from '../../lib/today.ts';
import { findUserBooking } from '../../checkout/bookings.service.ts';
import { paymentsOfBooking } from './trip-mapping.ts';
import { listPayments, listRefunds } from './trips.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'products'>;

/**
 * PUT itinerary/list, across every product line. The tab and the order depend on today, so every booking's dates
 * and status are read (a few columns per trip, one query per line) and the domain places and orders them; only
 * the requested page is loaded in full, by each line for its own bookings.
 */
export async function listTrips(
  deps: Deps,
  session: AuthSession,
  request: TripListRequest,
): Promise<TripListAnswer> {
  const today = todayOf(deps.clock);
  const lines = deps.products.all();
  const summaries = (
    await Promise.all(
      lines.map(async (line) =>
        (await line.tripSummaries(deps.db, session.userId)).map((s) => ({ ...s, line })),
      ),
    )
  ).flat();
  // Issue 15: a booking held for approval shows its request; a denied or expired one is not upcoming.
  const approvals = await approvalStatesOf(
    deps.db,
    summaries.map((s) => s.id),
  );
  const placed = summaries.map((s) => ({
    ...s,
    timeState: tripTimeStateWithApproval(
      s.timeState ?? tripTimeState({ from: s.from, until: s.until, today, status: s.status }),
      approvals.get(s.id)?.status,
    ),
  }));
  const listed = placed
    .filter((s) => isInTab(s.timeState, s.paidWithOffer, request.tab))
    .sort((a, b) => compareTrips(a, b, today));
  const offset = request.page?.offset ?? 0;
  const limit = request.page?.limit ?? TRIPS_PAGE_DEFAULT_LIMIT;
  const page = listed.slice(offset, offset + limit);
  const answer: Record<string, unknown[]> = Object.fromEntries(TRIPS_KEYS.map((key) => [key, []]));
  for (const line of lines) {
    const ids = page.filter((s) => s.line === line).map((s) => s.id);
    if (ids.length > 0)
      answer[line.tripsKey] = withApprovals(await line.loadTrips(deps.db, ids, today), ids, approvals);
  }
  // Each line's trips are its contract's shape; the answer's schema checks them on the way out.
  return { ...(answer as Omit<TripListAnswer, 'total'>), total: listed.length };
}

/**
 * GET itinerary/<line>/:reservationId (`line` is the route's product line); another user's booking, or another
 * line's, is as unknown as a made-up code.
 */
export async function getTrip(
  deps: Deps,
  line: ProductLine,
  session: AuthSession,
  confirmationCode: string,
): Promise<TripAnswer> {
  const row = await findUserBooking(deps.db, session.userId, confirmationCode, false);
  if (!row || row.productLine !== line.type) throw notFound('Trip');
  const [trip] = withApprovals(
    await line.loadTrips(deps.db, [row.id], todayOf(deps.clock)),
    [row.id],
    await approvalStatesOf(deps.db, [row.id]),
  );
  if (!trip) throw notFound('Trip');
  return { trip } as TripAnswer;
}

/** Each trip (in the order of its booking ids) with its approval request, when it had one. */
function withApprovals(
  trips: unknown[],
  bookingIds: readonly string[],
  approvals: Map<string, ApprovalState>,
): unknown[] {
  return trips.map((trip, i) => {
    const approval = approvals.get(bookingIds[i] ?? '');
    if (!approval || typeof trip !== 'object' || trip === null) return trip;
    const placed = trip as { timeState?: string };
    return {
      ...trip,
      approval,
      ...(placed.timeState
        ? { timeState: tripTimeStateWithApproval(placed.timeState, approval.status) }
        : {}),
    };
  });
}

/** What every line's trip shows of its money: payments, refunds and the refund total. */
export type TripPayments = Pick<HomeTrip, 'payments' | 'refunds' | 'refundTotal'>;

/**
 * The payments and refunds of a page of bookings, in two queries, for a product line's loadTrips: every line's trip
 * shows them alike. Answers each booking's part.
 */
export async function loadTripPayments(
  db: DbOrTx,
  bookingIds: readonly string[],
): Promise<(bookingId: string) => TripPayments> {
  // One after another: inside a transaction the handle is one connection.
  const payments = await listPayments(db, bookingIds);
  const refunds = await listRefunds(db, bookingIds);
  return (bookingId) => paymentsOfBooking(bookingId, payments, refunds);
}
