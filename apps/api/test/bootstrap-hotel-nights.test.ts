import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedHotelCatalog } from '@portal/db/seed/hotels/seed-hotels';
import { keepDemoHotelNightsAhead } from '../src/bootstrap.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// A demo API that keeps running (or restarts weeks after its first start) keeps its hotel nights bookable ahead:
// each start extends the demo catalog's inventory to the window ahead of today.

const TODAY = '2025-06-02';
let t: TestApp;
let roomTypes: number;

const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];

async function nightSpan() {
  const [row] = rowsOf(
    await t.db.execute(sql`
      select min(last)::text as "minLast", max(last)::text as "maxLast", count(*)::int as "rooms"
      from (select max(night) as last from hotel_room_nights group by room_type_id) per_room`),
  );
  return row as { minLast: string; maxLast: string; rooms: number };
}

beforeAll(async () => {
  t = await createTestApp({ now: `${TODAY}T12:00:00Z` });
  const report = await seedHotelCatalog(t.db, { today: TODAY, nights: 5 });
  roomTypes = report.counts.hotel_room_types ?? 0;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('keepDemoHotelNightsAhead (API start)', () => {
  it('extends every demo room type to the window ahead of today, once', async () => {
    expect(await nightSpan()).toMatchObject({ minLast: '2025-06-06', maxLast: '2025-06-06' });
    const added = await keepDemoHotelNightsAhead(t.db, { today: TODAY, nights: 10 });
    expect(added).toBe(roomTypes * 5);
    expect(await nightSpan()).toEqual({ minLast: '2025-06-11', maxLast: '2025-06-11', rooms: roomTypes });
    // A second start the same day adds nothing.
    expect(await keepDemoHotelNightsAhead(t.db, { today: TODAY, nights: 10 })).toBe(0);
  }, 60_000);

  it('a start three days later adds the three nights that came into the window', async () => {
    const added = await keepDemoHotelNightsAhead(t.db, { today: '2025-06-05', nights: 10 });
    expect(added).toBe(roomTypes * 3);
    expect(await nightSpan()).toMatchObject({ minLast: '2025-06-14', maxLast: '2025-06-14' });
  }, 60_000);
});
