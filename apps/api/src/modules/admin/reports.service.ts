import type { AwayAnswer, ReportsAnswer, ReportsQuery } from '@portal/contracts/admin-reports';
import type { DbOrTx } from '@portal/db/client';
import { PRODUCT_TYPES } from '@portal/domain/enums';
import { toFiat } from '@portal/domain/money';
import {
  addMonths,
  buildReport,
  dateIn,
  defaultPeriod,
  NO_DEPARTMENT,
  periodProblem,
  type ReportPeriod,
} from '@portal/domain/reports';
import { ApiError } from '../../plugins/errors.ts';
import { businessZone, listAwayOn, listBookingFacts } from './reports.repository.ts';

const DAY_MS = 86_400_000;

/** The asked period, or the last 12 months; a period the rules refuse answers 400 with the rule. */
function periodOf(query: ReportsQuery, now: Date, timeZone: string): ReportPeriod {
  const fallback = defaultPeriod(now, timeZone);
  const period = { from: query.from ?? fallback.from, to: query.to ?? fallback.to };
  const problem = periodProblem(period);
  if (problem)
    throw new ApiError(400, 40000, problem, {
      errors: [{ field: query.from && !query.to ? 'from' : 'to', message: problem }],
    });
  return period;
}

/** The spend, policy and savings series of the business's members for a period of months in its zone. */
export async function reportOf(
  db: DbOrTx,
  businessId: string,
  query: ReportsQuery,
  now: Date,
): Promise<ReportsAnswer> {
  const timeZone = await businessZone(db, businessId);
  const period = periodOf(query, now, timeZone);
  // A day of margin each side in UTC; buildReport keeps exactly the months of the period in the zone.
  const since = new Date(Date.parse(`${period.from}-01T00:00:00Z`) - DAY_MS);
  const before = new Date(Date.parse(`${addMonths(period.to, 1)}-01T00:00:00Z`) + DAY_MS);
  const rows = await listBookingFacts(db, businessId, since, before);
  const report = buildReport(
    rows.map((r) => ({ ...r, travelerName: `${r.firstName} ${r.lastName}` })),
    period,
    timeZone,
  );
  const spend = <T extends { spendMinor: number }>({ spendMinor, ...rest }: T) => ({
    ...rest,
    spend: toFiat(spendMinor),
  });
  return {
    period,
    timeZone,
    totals: {
      spend: toFiat(report.totals.spendMinor),
      trips: report.totals.trips,
      outOfPolicyTrips: report.totals.outOfPolicyTrips,
      outOfPolicyShare: report.totals.outOfPolicyShare,
      savings: toFiat(report.totals.savingsMinor),
    },
    byMonth: report.byMonth.map((m) => ({
      month: m.month,
      spend: toFiat(m.spendMinor),
      trips: m.trips,
      byProduct: PRODUCT_TYPES.filter((p) => m.byProduct[p] > 0).map((productLine) => ({
        productLine,
        spend: toFiat(m.byProduct[productLine]),
      })),
    })),
    byProduct: report.byProduct.map(spend),
    byTraveler: report.byTraveler.map(spend),
    byDepartment: report.byDepartment.map(spend),
    outOfPolicyReasons: report.outOfPolicyReasons,
    savings: {
      cappedTrips: report.savings.cappedTrips,
      cap: toFiat(report.savings.capMinor),
      paid: toFiat(report.savings.paidMinor),
      savings: toFiat(report.savings.savingsMinor),
    },
  };
}

/** Duty of care: the business's members away today (in its zone), with where they are and how to reach them. */
export async function awayNow(db: DbOrTx, businessId: string, now: Date): Promise<AwayAnswer> {
  const timeZone = await businessZone(db, businessId);
  const today = dateIn(now, timeZone);
  const rows = await listAwayOn(db, businessId, today);
  return {
    today,
    timeZone,
    travelers: rows.map((r) => ({
      bookingId: r.bookingId,
      travelerId: r.travelerId,
      name: `${r.firstName} ${r.lastName}`,
      department: r.department?.trim() || NO_DEPARTMENT,
      productLine: r.productLine,
      place: `${r.placeName}, ${r.city}, ${r.region}`,
      lat: r.lat,
      lon: r.lon,
      from: r.from,
      until: r.until,
      phone: r.phone,
      email: r.email,
    })),
  };
}
