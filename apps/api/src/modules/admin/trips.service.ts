import type {
  AdminTrip,
  AdminTripsAnswer,
  AdminTripsExportQuery,
  AdminTripsQuery,
} from '@portal/contracts/admin-trips';
import { COMPANY_TRIP_STATE_LABELS, STATES_OF_FILTER } from '@portal/domain/company-trips';
import { toFiat } from '@portal/domain/money';
import type { AppDeps } from '../../deps.ts';
import { todayOf } from '../../lib/today.ts';
import { ApiError } from '../../plugins/errors.ts';
import type { AdminActor } from './admin-access.ts';
import {
  listCompanyTrips,
  type CompanyTripFilters,
  type CompanyTripRow,
  type TripCursor,
} from './trips.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const badCursor = () =>
  new ApiError(400, 40000, 'The cursor is not one this list gave: start again without it', {
    fields: [{ field: 'querystring.cursor', message: "Expected the previous page's nextCursor" }],
  });

export function encodeCursor(cursor: TripCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

export function decodeCursor(text: string): TripCursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    // The database's own text of a timestamptz: a date, a time with microseconds, an offset.
    const instant = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
    if (typeof createdAt === 'string' && typeof id === 'string' && instant.test(createdAt) && uuid.test(id))
      return { createdAt, id };
  } catch {
    // not JSON: refused below
  }
  throw badCursor();
}

function filtersOf(deps: Deps, admin: AdminActor, query: AdminTripsExportQuery): CompanyTripFilters {
  return {
    businessId: admin.businessId,
    today: todayOf(deps.clock),
    ...(query.traveler ? { travelerId: query.traveler } : {}),
    ...(query.productLine ? { productLine: query.productLine } : {}),
    ...(query.state
      ? { states: STATES_OF_FILTER[query.state], confirmedOnly: query.state === 'Confirmed' }
      : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    ...(query.outOfPolicy === 'true' ? { outOfPolicy: true } : {}),
  };
}

/** A flight's route from its booked itinerary, as its hold names it in the approval queue. */
function flightTitle(itinerary: unknown): string {
  const slices = (itinerary as { slices?: { origin?: string; destination?: string }[] } | null)?.slices ?? [];
  const route = slices.map((s) => s.origin ?? '?').concat(slices.at(-1)?.destination ?? []);
  return route.length > 0 ? `Flight ${route.join(' – ')}` : 'Flight';
}

function toAdminTrip(row: CompanyTripRow): AdminTrip {
  const title =
    row.listingName ??
    row.hotelName ??
    (row.flightItinerary ? flightTitle(row.flightItinerary) : row.productLine);
  return {
    bookingId: row.id,
    confirmationCode: row.confirmationCode,
    productLine: row.productLine,
    title,
    place: row.listingPlace ?? row.hotelPlace ?? null,
    traveler: {
      userId: row.userId,
      name: `${row.firstName} ${row.lastName}`,
      email: row.email,
      department: row.department ?? null,
    },
    from: row.from,
    until: row.until,
    total: toFiat(row.totalMinor),
    state: row.state,
    stateLabel: COMPANY_TRIP_STATE_LABELS[row.state],
    status: row.status,
    outOfPolicy: row.inPolicy === false,
    outOfPolicyReason: row.outOfPolicyReason ?? null,
    policyViolations: row.violations ?? [],
    bookedAt: row.createdAt.toISOString(),
  };
}

/** GET /admin/api/v0/trips: a page of the business's trips, newest booking first. */
export async function listTripsOfBusiness(
  deps: Deps,
  admin: AdminActor,
  query: AdminTripsQuery,
): Promise<AdminTripsAnswer> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  // One more than the page: whether a next page exists without counting them all.
  const rows = await listCompanyTrips(deps.db, filtersOf(deps, admin, query), {
    ...(cursor ? { cursor } : {}),
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    trips: page.map(toAdminTrip),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor({ createdAt: last.createdKey, id: last.id }) : null,
  };
}

/** Every trip the filters keep, for the CSV export. */
export async function allTripsOfBusiness(
  deps: Deps,
  admin: AdminActor,
  query: AdminTripsExportQuery,
): Promise<AdminTrip[]> {
  return (await listCompanyTrips(deps.db, filtersOf(deps, admin, query), {})).map(toAdminTrip);
}
