import type { AwayAnswer, ReportsAnswer, ReportsQuery } from '@portal/contracts/admin-reports';
import type { BookedItinerary } from '@portal/contracts/flight-booking';
import type { DbOrTx } from '@portal/db/client';
import { PRODUCT_TYPES } from '@portal/domain/enums';
import { awayAirport } from '@portal/domain/flights/away-airport';
import type { Airport } from '@portal/domain/flights/model';
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
import { businessZone, listBookingFacts, listFlightsAwayOn, listStaysAwayOn } from './reports.repository.ts';

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

/** The spend, policy and savings series of the business's bookings for a period of months in its zone. */
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

type Place = { placeName: string; city: string; region: string; lat: number; lon: number };

/**
 * Where a flyer is today: the airport domain awayAirport names, placed by the supplier's reference data (the
 * booked itinerary names airports without coordinates). Null when the trip does not cover today, or for an
 * airport the reference data does not know (no point to put on the map).
 */
function flightPlace(
  itinerary: BookedItinerary,
  today: string,
  airportOf: (code: string) => Airport | undefined,
): Place | null {
  const code = awayAirport(itinerary.slices, today);
  const airport = code ? airportOf(code) : undefined;
  if (!airport) return null;
  return {
    placeName: `${airport.name} (${airport.code})`,
    city: airport.city,
    region: airport.country,
    lat: airport.lat,
    lon: airport.lon,
  };
}

/**
 * Duty of care: the business's travelers away today (in its zone), with where they are and how to reach them:
 * at their stay or hotel, or at the airport city a flight trip has them in.
 */
export async function awayNow(
  db: DbOrTx,
  businessId: string,
  now: Date,
  airportOf: (code: string) => Airport | undefined,
): Promise<AwayAnswer> {
  const timeZone = await businessZone(db, businessId);
  const today = dateIn(now, timeZone);
  const stays = await listStaysAwayOn(db, businessId, today);
  const flights = (await listFlightsAwayOn(db, businessId, today)).flatMap(({ itinerary, ...r }) => {
    const place = flightPlace(itinerary as unknown as BookedItinerary, today, airportOf);
    return place ? [{ ...r, ...place }] : [];
  });
  const rows = [...stays, ...flights].sort(
    (x, y) => x.lastName.localeCompare(y.lastName) || x.firstName.localeCompare(y.firstName),
  );
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
