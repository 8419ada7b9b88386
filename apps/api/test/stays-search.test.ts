import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createStaysTestApp, type StaysTestApp } from './support/stays-setup.ts';
import { day, post, search, searchBody, searchIds, shop } from './support/stays-requests.ts';

let t: StaysTestApp;
beforeAll(async () => {
  t = await createStaysTestApp(60);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /autocomplete/lodging', () => {
  it('suggests places by city prefix first, case-insensitively', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v0/autocomplete/lodging?query=ashe',
      headers: t.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().suggestions[0]).toEqual({
      kind: 'Place',
      term: 'Asheville, NC',
      city: 'Asheville',
      state: 'NC',
    });
  });

  it('also matches inside the name, at most 8, prefix matches before contains matches', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v0/autocomplete/lodging?query=A',
      headers: t.headers,
    });
    const suggestions = res.json().suggestions as { city: string }[];
    expect(suggestions.length).toBeLessThanOrEqual(8);
    const firstContains = suggestions.findIndex((s) => !s.city.toLowerCase().startsWith('a'));
    if (firstContains >= 0) {
      expect(suggestions.slice(firstContains).every((s) => !s.city.toLowerCase().startsWith('a'))).toBe(true);
    }
  });

  it('answers 400 without a query', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v0/autocomplete/lodging?query=',
      headers: t.headers,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /homes/availability filters', () => {
  it('finds the open designated listings of the place, by "City, ST" or by city alone', async () => {
    const ids = await searchIds(t);
    for (const id of [
      'vr-demo-open',
      'vr-demo-min-stay-7',
      'vr-demo-checkin-saturday',
      'vr-demo-checkout-saturday',
    ]) {
      expect(ids).toContain(id);
    }
    expect(ids).toContain('vr-demo-window-14');
    expect(await searchIds(t, { location: { kind: 'Place', term: 'asheville' } })).toEqual(ids);
    expect(await searchIds(t, { location: { kind: 'Place', term: 'Asheville, TX' } })).toEqual([]);
  });

  it('applies min and max stay', async () => {
    const sevenNights = await searchIds(t);
    expect(sevenNights).toContain('vr-demo-min-stay-7');
    expect(sevenNights).not.toContain('vr-demo-max-stay-3');
    const threeNights = await searchIds(t, { stayDates: { from: day(19), until: day(22) } });
    expect(threeNights).not.toContain('vr-demo-min-stay-7');
    expect(threeNights).toContain('vr-demo-max-stay-3');
  });

  it('applies check-in and check-out weekdays', async () => {
    // Sunday to Wednesday.
    const ids = await searchIds(t, { stayDates: { from: day(20), until: day(23) } });
    expect(ids).not.toContain('vr-demo-checkin-saturday');
    expect(ids).not.toContain('vr-demo-checkout-saturday');
    expect(ids).toContain('vr-demo-open');
  });

  it('applies the booking window', async () => {
    // Saturday today + 5 to Saturday today + 12.
    const ids = await searchIds(t, { stayDates: { from: day(5), until: day(12) } });
    expect(ids).not.toContain('vr-demo-window-14');
    expect(ids).toContain('vr-demo-open');
  });

  it('excludes blocked dates and finds the listing once the block ends', async () => {
    expect(await searchIds(t)).not.toContain('vr-demo-blocked-60');
    expect(await searchIds(t, { stayDates: { from: day(61), until: day(68) } })).toContain(
      'vr-demo-blocked-60',
    );
    expect(await searchIds(t, { stayDates: { from: day(55), until: day(61) } })).not.toContain(
      'vr-demo-blocked-60',
    );
  });

  it('excludes a listing with a reservation overlapping the stay, even by one night', async () => {
    await t.handle.db.execute(
      sql`insert into stay_holds (listing_id, dates, kind) values ('vr-demo-open', daterange(${day(25)}::date, ${day(27)}::date), 'Reservation')`,
    );
    try {
      expect(await searchIds(t)).not.toContain('vr-demo-open');
      expect(await searchIds(t, { stayDates: { from: day(19), until: day(25) } })).toContain('vr-demo-open');
    } finally {
      await t.handle.db.execute(
        sql`delete from stay_holds where listing_id = 'vr-demo-open' and kind = 'Reservation'`,
      );
    }
  });

  it('counts adults and children against the maximum occupancy', async () => {
    expect(await searchIds(t)).toContain('vr-demo-max-occupancy-2');
    const three = await search(t, {
      guests: { adults: 2, children: 1, infants: 0, petsIncluded: false },
    });
    expect(three.listings.map((l) => l.listingId.id)).not.toContain('vr-demo-max-occupancy-2');
    expect(three.listings.every((l) => l.terms.maxOccupancy >= 3)).toBe(true);
  });

  it('a pet search returns only pet-friendly homes', async () => {
    const withPets = await search(t, {
      guests: { adults: 2, children: 0, infants: 0, petsIncluded: true },
    });
    expect(withPets.listings.length).toBeGreaterThan(0);
    expect(withPets.listings.map((l) => l.listingId.id)).not.toContain('vr-demo-no-pets');
    expect(withPets.listings.every((l) => l.terms.petFriendly)).toBe(true);
    const friendlyOnly = await search(t, { petFriendlyOnly: true });
    expect(friendlyOnly.listings.every((l) => l.terms.petFriendly)).toBe(true);
    expect(friendlyOnly.listings.map((l) => l.listingId.id)).not.toContain('vr-demo-no-pets');
  });
});

describe('POST /homes/availability sorting, paging and prices', () => {
  it('sorts by price ascending on the same totals it shows', async () => {
    const { listings } = await search(t, { sortOrder: 'Pricing' });
    const totals = listings.map((l) => l.availability.rate?.price.total.fiat.value ?? NaN);
    expect(totals.length).toBeGreaterThan(5);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
  });

  it('sorts by star rating descending and recommends collections first', async () => {
    const byStars = await search(t, { sortOrder: 'StarRating' });
    const stars = byStars.listings.map((l) => l.content.starRating ?? -1);
    expect([...stars].sort((a, b) => b - a)).toEqual(stars);
    const recommended = await searchIds(t);
    expect(recommended.slice(0, 2)).toEqual(['vr-demo-premier', 'vr-demo-lifestyle']);
  });

  it('pages with offset and limit and reports the total', async () => {
    for (const sortOrder of ['Recommended', 'Pricing', 'StarRating'] as const) {
      const all = await search(t, { sortOrder });
      const pages: string[] = [];
      for (let offset = 0; offset < all.total; offset += 4) {
        const page = await search(t, { sortOrder, page: { offset, limit: 4 } });
        expect(page.total).toBe(all.total);
        pages.push(...page.listings.map((l) => l.listingId.id));
      }
      expect(pages).toEqual(all.listings.map((l) => l.listingId.id));
    }
    const past = await search(t, { page: { offset: 500, limit: 4 } });
    expect(past.listings).toEqual([]);
    expect(past.total).toBe((await search(t)).total);
  });

  it('shows the same price in search and in shop, to the cent', async () => {
    const stay = { from: day(19), until: day(26) };
    const guests = { adults: 2, children: 1, infants: 0 as const, petsIncluded: true };
    const { listings } = await search(t, { stayDates: stay, guests });
    expect(listings.length).toBeGreaterThan(3);
    for (const summary of listings) {
      const detail = await shop(t, summary.listingId.id, stay, guests);
      expect(detail.availability.AvailabilityResult).toBe('Available');
      expect(detail.availability.rate).toEqual(summary.availability.rate);
    }
  });

  it('answers 400 for checkout not after check-in and for absurd dates', async () => {
    const bad = [
      { from: day(20), until: day(20) },
      { from: day(20), until: day(19) },
      { from: '2025-02-30', until: day(19) },
      { from: '9999-01-01', until: '9999-01-05' },
      { from: day(10), until: day(800) },
      { from: 'tomorrow', until: day(3) },
    ];
    for (const stayDates of bad) {
      const res = await post(t, '/api/v0/homes/availability', searchBody({ stayDates }));
      expect(res.statusCode, JSON.stringify(stayDates)).toBe(400);
      expect(res.json().code).toBe(40000);
    }
  });
});

describe('sign-in', () => {
  it('every stays route answers 401 without a session and 403 without the CSRF token', async () => {
    const anonymous = [
      { method: 'GET' as const, url: '/api/v0/autocomplete/lodging?query=ashe' },
      { method: 'POST' as const, url: '/api/v0/homes/availability', payload: searchBody() },
      { method: 'POST' as const, url: '/api/v0/homes/shop', payload: { listingId: 'vr-demo-open' } },
      { method: 'PUT' as const, url: '/api/v0/homes/listing/getCalendarAvailability', payload: {} },
    ];
    for (const req of anonymous) {
      const res = await t.app.inject(req);
      expect(res.statusCode, req.url).toBe(401);
      expect(res.json().code).toBe(40100);
    }
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/v0/homes/availability',
      payload: searchBody(),
      headers: { authorization: t.headers.authorization },
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});
