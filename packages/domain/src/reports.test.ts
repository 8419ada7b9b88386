import { describe, expect, it } from 'vitest';
import {
  buildReport,
  dateIn,
  defaultPeriod,
  isAwayOn,
  monthOf,
  monthsOf,
  NO_DEPARTMENT,
  NO_REASON,
  periodProblem,
  savingsOf,
  type BookingFact,
} from './reports.ts';

const NY = 'America/New_York';

const fact = (over: Partial<BookingFact>): BookingFact => ({
  bookingId: 'b',
  bookedAt: new Date('2025-03-10T15:00:00Z'),
  productLine: 'Hotels',
  totalMinor: 10_000,
  travelerId: 'u1',
  travelerName: 'Ann Lee',
  department: 'Sales',
  inPolicy: true,
  outOfPolicyReason: null,
  capMinor: null,
  ...over,
});

describe('months in the business zone', () => {
  it.each<[string, string, string]>([
    ['2025-01-31T23:30:00-05:00', NY, '2025-01'],
    ['2025-02-01T04:30:00Z', NY, '2025-01'],
    ['2025-02-01T04:30:00Z', 'UTC', '2025-02'],
    ['2024-12-31T20:00:00Z', 'Asia/Tokyo', '2025-01'],
  ])('%s in %s is %s', (instant, zone, month) => {
    expect(monthOf(new Date(instant), zone)).toBe(month);
  });

  it('tells the local date', () => {
    expect(dateIn(new Date('2025-03-01T02:00:00Z'), NY)).toBe('2025-02-28');
    expect(dateIn(new Date('2025-03-01T02:00:00Z'), 'UTC')).toBe('2025-03-01');
  });

  it('defaults to the last 12 months, this one included', () => {
    expect(defaultPeriod(new Date('2025-03-01T02:00:00Z'), NY)).toEqual({ from: '2024-03', to: '2025-02' });
    expect(defaultPeriod(new Date('2025-03-01T02:00:00Z'), 'UTC')).toEqual({
      from: '2024-04',
      to: '2025-03',
    });
  });

  it('lists every month of a period across a year end', () => {
    expect(monthsOf({ from: '2024-11', to: '2025-02' })).toEqual([
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
    ]);
  });
});

describe('periodProblem', () => {
  it.each<[string, string, string | null]>([
    ['2025-01', '2025-12', null],
    ['2025-04', '2025-04', null],
    ['2024-01', '2025-12', null],
    ['2024-01', '2026-01', 'A report covers at most 24 months'],
    ['2025-05', '2025-04', 'from must not be after to'],
    ['2025-13', '2025-12', 'from and to are months written YYYY-MM'],
    ['2025-1', '2025-12', 'from and to are months written YYYY-MM'],
    ['2025-01-01', '2025-12', 'from and to are months written YYYY-MM'],
  ])('%s..%s → %s', (from, to, problem) => {
    expect(periodProblem({ from, to })).toBe(problem);
  });
});

describe('savingsOf', () => {
  it.each<[number | null, number, number]>([
    [30_000, 25_000, 5_000],
    [30_000, 30_000, 0],
    [30_000, 41_000, 0],
    [null, 10_000, 0],
  ])('cap %s, paid %s → %s', (cap, paid, saved) => {
    expect(savingsOf(cap, paid)).toBe(saved);
  });
});

describe('buildReport', () => {
  const facts: BookingFact[] = [
    fact({ bookingId: 'a', totalMinor: 20_000, capMinor: 30_000 }),
    fact({
      bookingId: 'b',
      productLine: 'Flights',
      totalMinor: 50_000,
      inPolicy: false,
      outOfPolicyReason: 'Client meeting moved',
      capMinor: 40_000,
    }),
    fact({
      bookingId: 'c',
      bookedAt: new Date('2025-04-02T12:00:00Z'),
      travelerId: 'u2',
      travelerName: 'Bo Park',
      department: null,
      totalMinor: 90_000,
      inPolicy: false,
      outOfPolicyReason: ' ',
    }),
    fact({ bookingId: 'd', productLine: 'Homes', travelerId: 'u2', travelerName: 'Bo Park', department: '' }),
    // Outside the period: left out everywhere.
    fact({ bookingId: 'e', bookedAt: new Date('2025-06-01T12:00:00Z'), totalMinor: 1_000_000 }),
  ];
  const report = buildReport(facts, { from: '2025-02', to: '2025-04' }, NY);

  it('totals the period', () => {
    expect(report.totals).toEqual({
      spendMinor: 170_000,
      trips: 4,
      outOfPolicyTrips: 2,
      outOfPolicyShare: 0.5,
      savingsMinor: 10_000,
    });
  });

  it('has a bucket per month, empty ones included, split by product', () => {
    expect(report.byMonth.map((m) => [m.month, m.spendMinor, m.trips])).toEqual([
      ['2025-02', 0, 0],
      ['2025-03', 80_000, 3],
      ['2025-04', 90_000, 1],
    ]);
    expect(report.byMonth[1]?.byProduct).toMatchObject({ Hotels: 20_000, Flights: 50_000, Homes: 10_000 });
  });

  it('ranks products, travelers and departments by spend', () => {
    expect(report.byProduct.map((p) => [p.productLine, p.spendMinor, p.trips])).toEqual([
      ['Hotels', 110_000, 2],
      ['Flights', 50_000, 1],
      ['Homes', 10_000, 1],
    ]);
    expect(report.byTraveler.map((t) => [t.name, t.department, t.spendMinor])).toEqual([
      ['Bo Park', NO_DEPARTMENT, 100_000],
      ['Ann Lee', 'Sales', 70_000],
    ]);
    expect(report.byDepartment.map((d) => [d.department, d.trips])).toEqual([
      [NO_DEPARTMENT, 2],
      ['Sales', 2],
    ]);
  });

  it('counts out-of-policy reasons, a blank one as not given', () => {
    expect(report.outOfPolicyReasons).toEqual([
      { reason: 'Client meeting moved', trips: 1 },
      { reason: NO_REASON, trips: 1 },
    ]);
  });

  it('saves only under the cap, never below zero', () => {
    expect(report.savings).toEqual({
      cappedTrips: 2,
      capMinor: 70_000,
      paidMinor: 70_000,
      savingsMinor: 10_000,
    });
  });

  it('answers an empty period with zeros', () => {
    const empty = buildReport([], { from: '2025-01', to: '2025-01' }, NY);
    expect(empty.totals).toEqual({
      spendMinor: 0,
      trips: 0,
      outOfPolicyTrips: 0,
      outOfPolicyShare: 0,
      savingsMinor: 0,
    });
    expect(empty.byMonth).toHaveLength(1);
  });
});

describe('isAwayOn', () => {
  it.each<[string, string, string, boolean]>([
    ['2025-05-10', '2025-05-14', '2025-05-09', false],
    ['2025-05-10', '2025-05-14', '2025-05-10', true],
    ['2025-05-10', '2025-05-14', '2025-05-12', true],
    ['2025-05-10', '2025-05-14', '2025-05-14', true],
    ['2025-05-10', '2025-05-14', '2025-05-15', false],
  ])('%s..%s on %s → %s', (from, until, today, away) => {
    expect(isAwayOn({ from, until }, today)).toBe(away);
  });
});
