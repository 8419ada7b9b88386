// Issue 15 admin reports: what a business spent on travel, month by month and by product line, traveler and
// department; how much of it was out of policy and why; what staying under the policy caps saved; and who is
// away right now (duty of care). Pure: the server loads the booking facts and passes the clock and zone in.
import { PRODUCT_TYPES, type ProductType } from './enums.ts';

/** One booking of a member of the business, as the reports need it. */
export type BookingFact = {
  bookingId: string;
  bookedAt: Date;
  productLine: ProductType;
  /** What was paid, in minor units. */
  totalMinor: number;
  travelerId: string;
  travelerName: string;
  department: string | null;
  /** null when no policy check ran (the traveler's tier allows everything). */
  inPolicy: boolean | null;
  outOfPolicyReason: string | null;
  /** The policy cap that applied to this booking as a whole, minor units; null when uncapped. */
  capMinor: number | null;
};

/** A period of whole months, both ends included: 'YYYY-MM'. */
export type ReportPeriod = { from: string; to: string };

export const MAX_REPORT_MONTHS = 24;
export const NO_DEPARTMENT = 'No department';
export const NO_REASON = 'No reason given';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonth = (value: string): boolean => MONTH.test(value);

const monthIndex = (month: string): number => {
  const [y, m] = month.split('-').map(Number);
  return (y ?? 0) * 12 + ((m ?? 1) - 1);
};

const monthOfIndex = (index: number): string =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

export const addMonths = (month: string, n: number): string => monthOfIndex(monthIndex(month) + n);

/** The months of a period in order, both ends included. */
export function monthsOf(period: ReportPeriod): string[] {
  const out: string[] = [];
  for (let i = monthIndex(period.from); i <= monthIndex(period.to); i++) out.push(monthOfIndex(i));
  return out;
}

/**
 * The calendar month an instant falls in, in the business's zone: a booking made at 23:30 on 31 January in
 * New York counts for January there, although it is February in UTC.
 */
export function monthOf(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}`;
}

/** The local date of an instant in a zone, YYYY-MM-DD: "today" for the business. */
export function dateIn(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The default period: the last 12 months, the current one included. */
export function defaultPeriod(now: Date, timeZone: string): ReportPeriod {
  const to = monthOf(now, timeZone);
  return { from: addMonths(to, -11), to };
}

/** Why a period cannot be reported, in the words the admin reads; null when it can. */
export function periodProblem(period: ReportPeriod): string | null {
  if (!isMonth(period.from) || !isMonth(period.to)) return 'from and to are months written YYYY-MM';
  if (monthIndex(period.from) > monthIndex(period.to)) return 'from must not be after to';
  if (monthIndex(period.to) - monthIndex(period.from) + 1 > MAX_REPORT_MONTHS)
    return `A report covers at most ${MAX_REPORT_MONTHS} months`;
  return null;
}

/** What staying under the cap saved: the cap minus what was paid, never negative; nothing without a cap. */
export const savingsOf = (capMinor: number | null, paidMinor: number): number =>
  capMinor === null ? 0 : Math.max(0, capMinor - paidMinor);

export type SpendRow = { spendMinor: number; trips: number };
export type ReportSeries = {
  totals: SpendRow & { outOfPolicyTrips: number; outOfPolicyShare: number; savingsMinor: number };
  byMonth: { month: string; spendMinor: number; trips: number; byProduct: Record<ProductType, number> }[];
  byProduct: (SpendRow & { productLine: ProductType })[];
  byTraveler: (SpendRow & { travelerId: string; name: string; department: string })[];
  byDepartment: (SpendRow & { department: string })[];
  outOfPolicyReasons: { reason: string; trips: number }[];
  savings: { cappedTrips: number; capMinor: number; paidMinor: number; savingsMinor: number };
};

const emptyByProduct = () =>
  Object.fromEntries(PRODUCT_TYPES.map((p) => [p, 0])) as Record<ProductType, number>;

const bySpend = <T extends SpendRow>(a: T, b: T) => b.spendMinor - a.spendMinor || b.trips - a.trips;

/** Adds a booking to the row under `key`, making the row the first time. */
function tally<T extends SpendRow>(rows: Map<string, T>, key: string, make: () => T, fact: BookingFact) {
  const row = rows.get(key) ?? make();
  row.spendMinor += fact.totalMinor;
  row.trips += 1;
  rows.set(key, row);
}

/**
 * The report of a period from the business's booking facts. Bookings outside the period are left out; every
 * month of the period has its bucket, empty ones included, so a chart's axis is the whole period. Rows are
 * ordered by spend, biggest first; reasons by how often they were given.
 */
export function buildReport(
  facts: readonly BookingFact[],
  period: ReportPeriod,
  timeZone: string,
): ReportSeries {
  const months = new Map(
    monthsOf(period).map((month) => [month, { month, spendMinor: 0, trips: 0, byProduct: emptyByProduct() }]),
  );
  const products = new Map<string, ReportSeries['byProduct'][number]>();
  const travelers = new Map<string, ReportSeries['byTraveler'][number]>();
  const departments = new Map<string, ReportSeries['byDepartment'][number]>();
  const reasons = new Map<string, number>();
  const savings = { cappedTrips: 0, capMinor: 0, paidMinor: 0, savingsMinor: 0 };
  let outOfPolicyTrips = 0;

  for (const fact of facts) {
    const bucket = months.get(monthOf(fact.bookedAt, timeZone));
    if (!bucket) continue;
    bucket.spendMinor += fact.totalMinor;
    bucket.trips += 1;
    bucket.byProduct[fact.productLine] += fact.totalMinor;
    const department = fact.department?.trim() || NO_DEPARTMENT;
    tally(
      products,
      fact.productLine,
      () => ({ productLine: fact.productLine, spendMinor: 0, trips: 0 }),
      fact,
    );
    tally(
      travelers,
      fact.travelerId,
      () => ({ travelerId: fact.travelerId, name: fact.travelerName, department, spendMinor: 0, trips: 0 }),
      fact,
    );
    tally(departments, department, () => ({ department, spendMinor: 0, trips: 0 }), fact);
    if (fact.inPolicy === false) {
      outOfPolicyTrips += 1;
      const reason = fact.outOfPolicyReason?.trim() || NO_REASON;
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
    if (fact.capMinor !== null) {
      savings.cappedTrips += 1;
      savings.capMinor += fact.capMinor;
      savings.paidMinor += fact.totalMinor;
      savings.savingsMinor += savingsOf(fact.capMinor, fact.totalMinor);
    }
  }

  const byMonth = [...months.values()];
  const spendMinor = byMonth.reduce((sum, m) => sum + m.spendMinor, 0);
  const trips = byMonth.reduce((sum, m) => sum + m.trips, 0);
  return {
    totals: {
      spendMinor,
      trips,
      outOfPolicyTrips,
      // A share of trips, 0..1 to four places: what a percentage shows without drift.
      outOfPolicyShare: trips === 0 ? 0 : Math.round((outOfPolicyTrips / trips) * 10_000) / 10_000,
      savingsMinor: savings.savingsMinor,
    },
    byMonth,
    byProduct: [...products.values()].sort(bySpend),
    byTraveler: [...travelers.values()].sort(bySpend),
    byDepartment: [...departments.values()].sort(bySpend),
    outOfPolicyReasons: [...reasons.entries()]
      .map(([reason, count]) => ({ reason, trips: count }))
      .sort((a, b) => b.trips - a.trips || a.reason.localeCompare(b.reason)),
    savings,
  };
}

/**
 * Whether a trip's dates include today (local dates, both ends included): on the check-out or return day the
 * traveler is still on the road, which is what duty of care asks about.
 */
export const isAwayOn = (trip: { from: string; until: string }, today: string): boolean =>
  trip.from <= today && today <= trip.until;
