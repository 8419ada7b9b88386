import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingFees } from '@portal/db/schema/pricing';
import { isTaxKind } from '@portal/domain/pricing';
import { BEYOND_DATE_WINDOW, TOO_MANY_TRAVELERS } from '@portal/domain/stay-corrections';
import { createStaysTestApp, type StaysTestApp } from './support/stays-setup.ts';
import { day, post, search, searchBody, shop, shopBody } from './support/stays-requests.ts';

// The rules behind a listing's answers: the numbers the listing page states, fee lines that never share a tax's
// name, and the requests that are the user's error (999 adults, a 15-month stay) answered 400 with the rule.

let t: StaysTestApp;
beforeAll(async () => {
  t = await createStaysTestApp(40);
});
afterAll(async () => {
  await t?.close();
});

const week = { from: day(19), until: day(26) };

describe('the stay rules of a listing', () => {
  it.each([
    ['vr-demo-min-stay-7', { minStayNights: 7 }],
    ['vr-demo-max-stay-3', { maxStayNights: 3 }],
    ['vr-demo-max-occupancy-2', { maxOccupancy: 2 }],
    ['vr-demo-checkin-saturday', { checkInWeekdays: [6] }],
    ['vr-demo-checkout-saturday', { checkOutWeekdays: [6] }],
    ['vr-demo-window-14', { minBookingWindowDays: 14 }],
    ['vr-demo-no-pets', { petFriendly: false }],
  ])('%s answers %o', async (id, rules) => {
    const { listing } = await shop(t, id, week);
    expect(listing.stayRules).toMatchObject(rules);
  });
});

describe('fee and tax lines', () => {
  it('never bill a listing fee under a tax name, so no two lines share a name', async () => {
    const { listings } = await search(t, { location: { kind: 'Place', term: 'Asheville, NC' } });
    const all = [...listings];
    for (let i = 1; i <= 12; i++) {
      const id = `vr-${String(i).padStart(5, '0')}`;
      const { availability } = await shop(t, id, week).catch(() => ({ availability: undefined }));
      if (availability?.rate) all.push({ availability } as (typeof listings)[number]);
    }
    expect(all.length).toBeGreaterThan(10);
    for (const listing of all) {
      const price = listing.availability.rate?.price;
      if (!price) continue;
      const kinds = price.fees.map((f) => f.kind);
      expect(new Set(kinds).size, kinds.join(', ')).toBe(kinds.length);
      const taxes = price.fees.filter((f) => isTaxKind(f.kind));
      const taxSum = taxes.reduce((sum, f) => sum + Math.round(f.amount.value * 100), 0);
      expect(taxSum).toBe(Math.round(price.taxes.fiat.value * 100));
    }
  });

  it('the database refuses a listing fee of a tax kind', async () => {
    const insert = t.handle.db.insert(listingFees).values({
      listingId: 'vr-demo-open',
      // The column is typed without the tax kinds: this is exactly the row the check keeps out.
      kind: 'CityTax' as never,
      basis: 'PerStay',
      amountMinor: 2_000,
    });
    await expect(insert).rejects.toThrow();
    const [row] = await t.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(listingFees)
      .where(sql`${listingFees.kind} in ('CityTax', 'SalesTax', 'Tax')`);
    expect(Number(row?.n)).toBe(0);
  });
});

describe("the user's errors, answered with the rule", () => {
  const fieldsOf = (body: string) =>
    (JSON.parse(body) as { fields: { field: string; message: string }[] }).fields;

  it.each([
    ['999 adults', { adults: 999, children: 0 }],
    ['17 travelers with children', { adults: 2, children: 15 }],
  ])('%s: 400 with the 16-traveler rule on search and shop', async (_name, guests) => {
    const found = await post(
      t,
      '/api/v0/homes/availability',
      searchBody({ guests: { ...guests, infants: 0, petsIncluded: false } }),
    );
    expect(found.statusCode, found.body).toBe(400);
    expect(fieldsOf(found.body).map((f) => f.message)).toContain(TOO_MANY_TRAVELERS);
    const shopped = await post(t, '/api/v0/homes/shop', shopBody('vr-demo-open', week, guests));
    expect(shopped.statusCode, shopped.body).toBe(400);
    expect(fieldsOf(shopped.body).map((f) => f.message)).toContain(TOO_MANY_TRAVELERS);
  });

  it('a 15-month stay: 400 with the one-year date window', async () => {
    const stay = { from: day(1), until: day(1 + 457) };
    const found = await post(t, '/api/v0/homes/availability', searchBody({ stayDates: stay }));
    expect(found.statusCode, found.body).toBe(400);
    expect(fieldsOf(found.body)).toEqual([{ field: 'stayDates.until', message: BEYOND_DATE_WINDOW }]);
    const shopped = await post(t, '/api/v0/homes/shop', shopBody('vr-demo-open', stay));
    expect(shopped.statusCode, shopped.body).toBe(400);
    expect(fieldsOf(shopped.body)).toEqual([
      { field: 'stayDetails.dateRange.until', message: BEYOND_DATE_WINDOW },
    ]);
  });

  it('a checkout exactly one year ahead is still a search', async () => {
    const res = await post(
      t,
      '/api/v0/homes/availability',
      searchBody({ stayDates: { from: day(360), until: day(365) } }),
    );
    expect(res.statusCode, res.body).toBe(200);
  });
});
