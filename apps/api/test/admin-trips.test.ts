import { parse } from 'csv-parse/sync';
import { createMembership } from '@portal/db/factories/corporate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyTripsWorld } from './support/company-trips-world.ts';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';

// Issue 15, the admin Trips screen: every trip of the business's members (never another business's), filtered
// by traveler, product line, state, travel dates and out of policy, a page at a time, and the same as CSV.

const TODAY = '2025-06-02';
let t: TestApp;
let w: Awaited<ReturnType<typeof companyTripsWorld>>;
const code: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ now: `${TODAY}T12:00:00Z`, demoData: { listings: 4, today: TODAY } });
  w = await companyTripsWorld(t);
  const q = w.quoted.user.id;
  const p = w.plain.user.id;
  code.upcoming = await w.trip(q, {
    from: '2025-07-01',
    until: '2025-07-04',
    createdAt: '2025-05-01T10:00:00Z',
  });
  code.past = await w.trip(p, { from: '2025-03-01', until: '2025-03-05', createdAt: '2025-02-01T10:00:00Z' });
  code.inProgress = await w.trip(p, {
    from: '2025-06-01',
    until: '2025-06-04',
    createdAt: '2025-05-20T10:00:00Z',
  });
  code.cancelled = await w.trip(q, {
    from: '2025-08-01',
    until: '2025-08-03',
    status: 'Cancelled',
    createdAt: '2025-05-02T10:00:00Z',
  });
  code.pending = await w.trip(
    q,
    { from: '2025-09-10', until: '2025-09-12', status: 'Received', createdAt: '2025-06-01T10:00:00Z' },
    {
      approval: 'Pending',
      outOfPolicy: { reason: 'Client dinner, "must" stay close', violations: ['Above the $300 cap'] },
    },
  );
  code.denied = await w.trip(
    p,
    { from: '2025-10-01', until: '2025-10-02', status: 'Cancelled', createdAt: '2025-05-30T10:00:00Z' },
    { approval: 'Denied' },
  );
  code.outOfPolicyPast = await w.trip(
    q,
    { from: '2025-04-01', until: '2025-04-03', createdAt: '2025-03-01T10:00:00Z' },
    { approval: 'Approved', outOfPolicy: { reason: '=HYPERLINK("x")', violations: ['4-star hotel'] } },
  );
  // Two bookings at the same instant: the cursor breaks the tie by id.
  code.tieA = await w.trip(p, { from: '2025-11-01', until: '2025-11-02', createdAt: '2025-04-15T10:00:00Z' });
  code.tieB = await w.trip(p, { from: '2025-11-05', until: '2025-11-06', createdAt: '2025-04-15T10:00:00Z' });
  code.outsider = await w.trip(w.outsider.user.id, {
    from: '2025-07-01',
    until: '2025-07-03',
    createdAt: '2025-05-05T10:00:00Z',
  });
});
afterAll(async () => {
  await t?.close();
});

type Row = { confirmationCode: string; state: string; stateLabel: string } & Record<string, unknown>;
async function list(query = '', session: SignedIn = w.admin) {
  const res = await t.request('GET', `/admin/api/v0/trips${query}`, { session });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { trips: Row[]; nextCursor: string | null };
}
const codes = (rows: Row[]) => rows.map((r) => r.confirmationCode).sort();
const ours = () => Object.entries(code).filter(([k]) => k !== 'outsider');

describe('GET /admin/api/v0/trips', () => {
  it("lists every trip of the business's members, newest booking first, never another business's", async () => {
    const { trips, nextCursor } = await list();
    expect(nextCursor).toBeNull();
    expect(codes(trips)).toEqual(
      ours()
        .map(([, c]) => c)
        .sort(),
    );
    expect(trips[0]?.confirmationCode).toBe(code.pending);
    const booked = trips.map((r) => r.bookedAt as string);
    expect([...booked].sort().reverse()).toEqual(booked);
    const theirs = await list('', w.otherAdmin);
    expect(codes(theirs.trips)).toEqual([code.outsider]);
  });

  it('answers each row with traveler, department, title, dates, total, state and the out-of-policy reason', async () => {
    const { trips } = await list();
    const pending = trips.find((r) => r.confirmationCode === code.pending);
    expect(pending).toMatchObject({
      productLine: 'Homes',
      traveler: { userId: w.quoted.user.id, name: 'Jo "JJ" Smith, Jr.', department: 'Sales' },
      from: '2025-09-10',
      until: '2025-09-12',
      total: { currencyCode: 'USD' },
      state: 'PendingApproval',
      stateLabel: 'Pending approval',
      outOfPolicy: true,
      outOfPolicyReason: 'Client dinner, "must" stay close',
      policyViolations: ['Above the $300 cap'],
    });
    expect(pending?.title).toEqual(expect.any(String));
    expect(pending?.place).toMatch(/, /);
    const states = Object.fromEntries(trips.map((r) => [r.confirmationCode, r.state]));
    expect(states).toMatchObject({
      [code.upcoming!]: 'Upcoming',
      [code.past!]: 'Past',
      [code.inProgress!]: 'InProgress',
      [code.cancelled!]: 'Cancelled',
      [code.denied!]: 'Denied',
      [code.outOfPolicyPast!]: 'Past',
    });
  });

  it.each([
    ['state=Upcoming', ['upcoming', 'inProgress', 'tieA', 'tieB']],
    ['state=Past', ['past', 'outOfPolicyPast']],
    ['state=Confirmed', ['upcoming', 'inProgress', 'past', 'outOfPolicyPast', 'tieA', 'tieB']],
    ['state=PendingApproval', ['pending']],
    ['state=Denied', ['denied']],
    ['state=Cancelled', ['cancelled']],
    ['outOfPolicy=true', ['pending', 'outOfPolicyPast']],
    ['outOfPolicy=true&state=Past', ['outOfPolicyPast']],
    ['from=2025-06-03&to=2025-07-01', ['inProgress', 'upcoming']],
    ['from=2025-10-01', ['denied', 'tieA', 'tieB']],
    ['to=2025-03-31', ['past']],
    ['productLine=Hotels', []],
    ['productLine=Homes&state=Denied', ['denied']],
  ])('filters %s', async (query, expected) => {
    const { trips } = await list(`?${query}`);
    expect(codes(trips)).toEqual(expected.map((k) => code[k]).sort());
    // The SQL's state and the domain's labels agree with the filter asked for.
    if (query.startsWith('state=Upcoming'))
      expect(new Set(trips.map((r) => r.stateLabel))).toEqual(new Set(['Upcoming', 'In progress']));
  });

  it('filters by traveler, and a traveler of another business lists nothing', async () => {
    expect(codes((await list(`?traveler=${w.plain.user.id}`)).trips)).toEqual(
      ['past', 'inProgress', 'denied', 'tieA', 'tieB'].map((k) => code[k]).sort(),
    );
    expect((await list(`?traveler=${w.outsider.user.id}`)).trips).toEqual([]);
  });

  it('pages with a cursor, ties included, without skipping or repeating a trip', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { trips: Row[]; nextCursor: string | null } = await list(
        `?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.trips.length).toBeLessThanOrEqual(2);
      seen.push(...page.trips.map((r) => r.confirmationCode));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    expect(seen).toHaveLength(new Set(seen).size);
    expect(seen.sort()).toEqual(
      ours()
        .map(([, c]) => c)
        .sort(),
    );
  });

  it.each([
    ['from=2025-07-01&to=2025-06-01', 'The first travel date (from) must be on or before the last (to)'],
    ['from=2025-02-30', 'YYYY-MM-DD'],
    ['state=Sideways', ''],
    ['productLine=Boats', ''],
    ['traveler=not-a-uuid', ''],
    ['outOfPolicy=yes', ''],
    ['limit=0', ''],
    ['limit=101', ''],
    ['cursor=bm9wZQ', 'cursor'],
  ])('refuses %s with 400 and the rule', async (query, rule) => {
    for (const path of ['/admin/api/v0/trips', '/admin/api/v0/trips/export.csv']) {
      if (path.endsWith('.csv') && /limit|cursor/.test(query)) continue;
      const res = await t.request('GET', `${path}?${query}`, { session: w.admin });
      expect(res.statusCode, `${path} ${res.body}`).toBe(400);
      expect(res.json().code).toBe(40000);
      expect(res.body).toContain(rule);
    }
  });
});

describe('GET /admin/api/v0/trips/export.csv', () => {
  it('downloads every filtered trip as CSV, escaping a name with a comma and a quote', async () => {
    const res = await t.request('GET', '/admin/api/v0/trips/export.csv?traveler=' + w.quoted.user.id, {
      session: w.admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="company-trips-${TODAY}.csv"`);
    // The raw text: the field quoted, its quotes doubled.
    expect(res.body).toContain('"Jo ""JJ"" Smith, Jr."');
    const rows = parse(res.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r['Confirmation code']).sort()).toEqual(
      ['upcoming', 'cancelled', 'pending', 'outOfPolicyPast'].map((k) => code[k]).sort(),
    );
    const pending = rows.find((r) => r['Confirmation code'] === code.pending);
    expect(pending).toMatchObject({
      Traveler: 'Jo "JJ" Smith, Jr.',
      Department: 'Sales',
      Product: 'Homes',
      From: '2025-09-10',
      Until: '2025-09-12',
      State: 'Pending approval',
      'Out of policy': 'Yes',
      'Out-of-policy reason': 'Client dinner, "must" stay close',
    });
    expect(pending?.Total).toMatch(/^\d+\.\d{2}$/);
    // A reason that a spreadsheet would run as a formula is kept as text.
    const formula = rows.find((r) => r['Confirmation code'] === code.outOfPolicyPast);
    expect(formula?.['Out-of-policy reason']).toBe(`'=HYPERLINK("x")`);
  });

  it("exports only the admin's own business, and an empty filter result is just the header", async () => {
    const theirs = await t.request('GET', '/admin/api/v0/trips/export.csv', { session: w.otherAdmin });
    expect(theirs.body).toContain(code.outsider);
    for (const [, c] of ours()) expect(theirs.body).not.toContain(c);
    const none = await t.request('GET', '/admin/api/v0/trips/export.csv?productLine=Flights', {
      session: w.admin,
    });
    expect(none.body.trim().split('\r\n')).toHaveLength(1);
    expect(none.body).toMatch(/^\uFEFFConfirmation code,Traveler,Email,Department,Product,Trip,/);
  });

  it('refuses a traveler with 403', async () => {
    const res = await t.request('GET', '/admin/api/v0/trips/export.csv', { session: w.plain });
    expect(res.statusCode).toBe(403);
  });
});

// Last: these add bookings the lists above do not expect. The booker's membership is not what makes a booking
// the company's (companyBookingOf): Ana, a member of both businesses, books personally and for the other one.
describe("a member's personal booking and a booking for another business", () => {
  const extra: Record<string, string> = {};
  beforeAll(async () => {
    await createMembership(t.db, { userId: w.plain.user.id, businessId: w.other.id });
    const stay = { from: '2025-07-10', until: '2025-07-12', createdAt: '2025-05-10T10:00:00Z' };
    extra.personal = await w.trip(w.plain.user.id, stay, { businessId: null });
    extra.forOther = await w.trip(w.plain.user.id, stay, { businessId: w.other.id });
  });

  it("are absent from the admin's Trips and its CSV, whatever the filter", async () => {
    for (const query of ['', `?traveler=${w.plain.user.id}`, '?state=Upcoming']) {
      const { trips } = await list(query);
      expect(codes(trips)).not.toContain(extra.personal);
      expect(codes(trips)).not.toContain(extra.forOther);
      const csv = await t.request('GET', `/admin/api/v0/trips/export.csv${query}`, { session: w.admin });
      expect(csv.statusCode).toBe(200);
      expect(csv.body).not.toContain(extra.personal);
      expect(csv.body).not.toContain(extra.forOther);
    }
    expect(codes((await list()).trips)).toEqual(
      ours()
        .map(([, c]) => c)
        .sort(),
    );
  });

  it("are the other business's when booked for it, and no one's when personal", async () => {
    expect(codes((await list('', w.otherAdmin)).trips)).toEqual([code.outsider, extra.forOther].sort());
  });
});
