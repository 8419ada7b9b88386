import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembership } from '@portal/db/factories/corporate';
import { createReservation } from '@portal/db/factories/reservations';
import { bookings } from '@portal/db/schema/bookings';
import { checkoutPolicyChecks } from '@portal/db/schema/policy';
import { quoteSessions } from '@portal/db/schema/quote-sessions';
import { reportCompanies } from './support/report-companies.ts';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';

// Issue 15 Reports: the series of the admin's business only, months in the business's zone, savings against
// the caps, and who is away today (TEST_NOW is 2025-06-02 noon UTC, 08:00 in New York).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: { listings: 20 } });
});
afterAll(async () => {
  await t?.close();
});

const { company, businessOf } = reportCompanies(() => t);

/** A confirmed stay (total = rent × 1.22) with, optionally, the policy check its checkout wrote. */
async function stay(
  who: SignedIn & { user: { id: string } },
  o: {
    bookedAt: string;
    from: string;
    until: string;
    rentMinor: number;
    status?: 'Cancelled';
    /** Default: the booker's business; null for a personal booking. */
    businessId?: string | null;
  },
  check?: { inPolicy: boolean; reason?: string; capMinor: number | null },
) {
  const { reservation } = await createReservation(t.db, who.user.id, {
    from: o.from,
    until: o.until,
    rentMinor: o.rentMinor,
    createdAt: new Date(o.bookedAt),
    hold: false,
    businessId: o.businessId !== undefined ? o.businessId : (businessOf.get(who.user.id) ?? null),
    ...(o.status ? { status: o.status } : {}),
  });
  if (!check) return;
  const [quote] = await t.db
    .insert(quoteSessions)
    .values({
      tokenHash: randomUUID(),
      userId: who.user.id,
      request: {},
      email: 'guest@example.test',
      expiresAt: new Date(o.bookedAt),
    })
    .returning();
  await t.db.update(bookings).set({ quoteSessionId: quote?.id }).where(eq(bookings.id, reservation.id));
  await t.db.insert(checkoutPolicyChecks).values({
    quoteSessionId: quote?.id as string,
    userId: who.user.id,
    policyTierName: 'Standard',
    inPolicy: check.inPolicy,
    violations: check.inPolicy ? [] : ['Over the $400 nightly cap'],
    outOfPolicyReason: check.reason ?? null,
    capMinor: check.capMinor,
    checkedAt: new Date(o.bookedAt),
  });
}

const report = (s: SignedIn, query = '') => t.request('GET', `/admin/api/v0/reports${query}`, { session: s });

describe('reports', () => {
  it("answers the business's own series, months in its zone, savings never negative", async () => {
    const ours = await company('Sales');
    const theirs = await company('Finance');
    // 1 March 02:00 UTC is still February in New York.
    await stay(
      ours.traveler,
      { bookedAt: '2025-03-01T02:00:00Z', from: '2025-03-10', until: '2025-03-12', rentMinor: 50_000 },
      { inPolicy: true, capMinor: 80_000 },
    );
    await stay(
      ours.traveler,
      { bookedAt: '2025-05-05T15:00:00Z', from: '2025-05-20', until: '2025-05-22', rentMinor: 50_000 },
      { inPolicy: false, reason: 'Conference hotel sold out', capMinor: 50_000 },
    );
    await stay(ours.admin, {
      bookedAt: '2025-05-06T15:00:00Z',
      from: '2025-06-10',
      until: '2025-06-12',
      rentMinor: 10_000,
    });
    await stay(ours.traveler, {
      bookedAt: '2025-05-07T15:00:00Z',
      from: '2025-07-01',
      until: '2025-07-02',
      rentMinor: 90_000,
      status: 'Cancelled',
    });
    await stay(theirs.traveler, {
      bookedAt: '2025-05-05T15:00:00Z',
      from: '2025-05-20',
      until: '2025-05-22',
      rentMinor: 400_000,
    });

    const res = await report(ours.admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.period).toEqual({ from: '2024-07', to: '2025-06' });
    expect(body.timeZone).toBe('America/New_York');
    expect(body.totals).toMatchObject({
      spend: { value: 1342 },
      trips: 3,
      outOfPolicyTrips: 1,
      outOfPolicyShare: 0.3333,
      savings: { value: 190 },
    });
    expect(body.byMonth).toHaveLength(12);
    const month = (m: string) => body.byMonth.find((b: { month: string }) => b.month === m);
    expect(month('2025-02')).toMatchObject({ spend: { value: 610 }, trips: 1 });
    expect(month('2025-03')).toMatchObject({ spend: { value: 0 }, trips: 0, byProduct: [] });
    expect(month('2025-05').byProduct).toEqual([
      { productLine: 'Homes', spend: expect.objectContaining({ value: 732 }) },
    ]);
    expect(body.byTraveler.map((r: { name: string; department: string }) => [r.name, r.department])).toEqual([
      ['Ben Brooks', 'Sales'],
      ['Ada Adams', 'No department'],
    ]);
    expect(body.byDepartment.map((r: { department: string }) => r.department)).toEqual([
      'Sales',
      'No department',
    ]);
    expect(body.outOfPolicyReasons).toEqual([{ reason: 'Conference hotel sold out', trips: 1 }]);
    expect(body.savings).toMatchObject({ cappedTrips: 2, cap: { value: 1300 }, paid: { value: 1220 } });

    const narrow = await report(ours.admin, '?from=2025-05&to=2025-05');
    expect(narrow.json().totals).toMatchObject({ trips: 2, spend: { value: 732 } });
  });

  it.each([
    ['?from=2025-05&to=2025-01', 'from must not be after to'],
    ['?from=2025-13&to=2025-12', 'from and to are months written YYYY-MM'],
    ['?from=2022-01&to=2025-01', 'A report covers at most 24 months'],
  ])('refuses %s with the rule', async (query, rule) => {
    const { admin } = await company('Sales');
    const res = await report(admin, query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 40000, message: rule });
  });

  it('refuses a traveler', async () => {
    const { traveler } = await company('Sales');
    expect((await report(traveler)).statusCode).toBe(403);
    expect((await t.request('GET', '/admin/api/v0/reports/away', { session: traveler })).statusCode).toBe(
      403,
    );
  });
});

describe('away now', () => {
  it('lists the business’s travelers whose stay covers today, with place and contact', async () => {
    const ours = await company('Sales');
    const theirs = await company('Finance');
    await stay(ours.traveler, {
      bookedAt: '2025-05-01T15:00:00Z',
      from: '2025-05-30',
      until: '2025-06-02',
      rentMinor: 50_000,
    });
    await stay(ours.admin, {
      bookedAt: '2025-05-01T15:00:00Z',
      from: '2025-06-03',
      until: '2025-06-05',
      rentMinor: 50_000,
    });
    await stay(theirs.traveler, {
      bookedAt: '2025-05-01T15:00:00Z',
      from: '2025-06-01',
      until: '2025-06-04',
      rentMinor: 50_000,
    });

    const res = await t.request('GET', '/admin/api/v0/reports/away', { session: ours.admin });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.today).toBe('2025-06-02');
    expect(body.travelers).toHaveLength(1);
    expect(body.travelers[0]).toMatchObject({
      name: 'Ben Brooks',
      department: 'Sales',
      productLine: 'Homes',
      from: '2025-05-30',
      until: '2025-06-02',
      phone: '+1 206 555 0142',
      lat: expect.any(Number),
      lon: expect.any(Number),
    });
    expect(body.travelers[0].place).toMatch(/, [A-Z]{2}$/);
  });
});

describe("a member's personal booking and a booking for another business", () => {
  it('count in no Reports figure and are not away, though the booker is a member of both', async () => {
    const ours = await company('Sales');
    const theirs = await company('Finance');
    await stay(
      ours.traveler,
      { bookedAt: '2025-05-05T15:00:00Z', from: '2025-05-20', until: '2025-05-22', rentMinor: 50_000 },
      { inPolicy: true, capMinor: 80_000 },
    );
    const away = () => t.request('GET', '/admin/api/v0/reports/away', { session: ours.admin });
    const before = { report: (await report(ours.admin)).json(), away: (await away()).json() };
    expect(before.report.totals.trips).toBe(1);

    await createMembership(t.db, { userId: ours.traveler.user.id, businessId: theirs.business.id });
    for (const businessId of [null, theirs.business.id]) {
      await stay(
        ours.traveler,
        {
          bookedAt: '2025-05-06T15:00:00Z',
          from: '2025-06-01',
          until: '2025-06-04',
          rentMinor: 70_000,
          businessId,
        },
        { inPolicy: false, reason: 'Family weekend', capMinor: 40_000 },
      );
    }
    expect((await report(ours.admin)).json()).toEqual(before.report);
    expect((await away()).json()).toEqual(before.away);
    // The one booked for the other business is theirs: its spend and its traveler away today.
    expect((await report(theirs.admin)).json().totals).toMatchObject({ trips: 1, outOfPolicyTrips: 1 });
    const theirAway = (
      await t.request('GET', '/admin/api/v0/reports/away', { session: theirs.admin })
    ).json();
    expect(theirAway.travelers.map((r: { name: string }) => r.name)).toEqual(['Ben Brooks']);
  });
});
