import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createStaysTestApp, type StaysTestApp } from './support/stays-setup.ts';
import { post, search, searchBody, searchIds } from './support/stays-requests.ts';

let t: StaysTestApp;
beforeAll(async () => {
  t = await createStaysTestApp(60);
});
afterAll(async () => {
  await t?.close();
});

type Spot = { id: string; lat: number; lon: number; city: string };

async function listingsOf(city: string): Promise<Spot[]> {
  const rows = await t.handle.db.execute(
    sql`select id, lat, lon, city from listings where city = ${city} order by id`,
  );
  return (Array.isArray(rows) ? rows : (rows as { rows: Spot[] }).rows) as Spot[];
}

describe('POST /homes/availability with a map area ("Search this area")', () => {
  it('finds the homes inside the box, not the whole place, and counts only those', async () => {
    const all = await search(t);
    const open = (await listingsOf('Asheville')).find((l) => l.id === 'vr-demo-open');
    expect(open).toBeDefined();
    const { lat, lon } = open!;
    const area = { south: lat - 0.001, west: lon - 0.001, north: lat + 0.001, east: lon + 0.001 };
    const inArea = await search(t, { area });
    const ids = inArea.listings.map((l) => l.listingId.id);
    expect(ids).toContain('vr-demo-open');
    expect(inArea.total).toBe(ids.length);
    expect(inArea.total).toBeLessThan(all.total);
    for (const l of inArea.listings) {
      const c = l.content.location.exactCoordinates;
      expect(c.lat).toBeGreaterThanOrEqual(area.south);
      expect(c.lat).toBeLessThanOrEqual(area.north);
      expect(c.lon).toBeGreaterThanOrEqual(area.west);
      expect(c.lon).toBeLessThanOrEqual(area.east);
    }
  });

  it('searches the box whatever the term names: a box around Denver finds Denver homes from an Asheville search', async () => {
    const denver = await listingsOf('Denver');
    expect(denver.length).toBeGreaterThan(0);
    const area = { south: 39.5, west: -105.3, north: 40, east: -104.7 };
    const found = await search(t, { area, page: { offset: 0, limit: 50 } });
    expect(found.total).toBeGreaterThan(0);
    expect(found.listings.every((l) => l.content.location.address.city === 'Denver')).toBe(true);
    // Still every availability rule: the box around Asheville keeps the booking window out as the place search does.
    const asheville = { south: 35.3, west: -82.9, north: 35.9, east: -82.2 };
    expect((await searchIds(t, { area: asheville })).sort()).toEqual((await searchIds(t)).sort());
  });

  it('answers 400 for a box that is not one', async () => {
    for (const area of [
      { south: 36, west: -83, north: 35, east: -82 },
      { south: 35, west: -82, north: 36, east: -83 },
      { south: -100, west: -83, north: 36, east: -82 },
    ]) {
      const res = await post(t, '/api/v0/homes/availability', searchBody({ area }));
      expect(res.statusCode, JSON.stringify(area)).toBe(400);
    }
  });
});
