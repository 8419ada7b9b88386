import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client.ts';
import { runMigrations } from './migrate.ts';
import { stayHolds } from './schema/calendar.ts';
import { dateRangeLiteral } from './schema/columns.ts';
import { listings } from './schema/listings.ts';
import { markets } from './schema/markets.ts';

let handle: DbHandle;

beforeAll(async () => {
  handle = await createDb({});
  await runMigrations(handle);
  await handle.db
    .insert(markets)
    .values({ id: 'm1', name: 'Asheville, NC', city: 'Asheville', state: 'NC', lat: 35.6, lon: -82.55 });
  await handle.db.insert(listings).values({
    id: 'vr-test',
    marketId: 'm1',
    name: 'Test cabin',
    addressLine: '1 Main St',
    city: 'Asheville',
    state: 'NC',
    postalCode: '28801',
    lat: 35.6,
    lon: -82.55,
    hostName: 'Host',
    providerListingId: 'p1',
    maxOccupancy: 4,
    petFriendly: false,
    baseNightlyMinor: 10000,
  });
});

afterAll(async () => {
  await handle.close();
});

// Outside a transaction, a refused insert leaves nothing behind for the next attempt.
async function tryHold(from: string, until: string): Promise<'ok' | 'refused'> {
  try {
    await handle.db
      .insert(stayHolds)
      .values({ listingId: 'vr-test', dates: dateRangeLiteral(from, until), kind: 'Block' });
    return 'ok';
  } catch {
    return 'refused';
  }
}

describe('migrations', () => {
  it('apply on PGlite and create every table', async () => {
    const result = await handle.db.execute<{ tablename: string }>(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    );
    const names = (result as unknown as { rows: { tablename: string }[] }).rows.map((r) => r.tablename);
    expect(names).toEqual(
      expect.arrayContaining([
        'listings',
        'stay_holds',
        'listing_rates',
        'travelers',
        'payment_methods',
        'wallet_ledger',
        'hotel_cities',
        'hotels',
        'hotel_room_types',
        'hotel_rate_plans',
        'hotel_room_nights',
        'hotel_bookings',
      ]),
    );
  });

  it('running them again is a no-op', async () => {
    await expect(runMigrations(handle)).resolves.toBeUndefined();
  });
});

describe('stay_holds exclusion constraint', () => {
  it('accepts adjacent holds [a,b) and [b,c)', async () => {
    expect(await tryHold('2030-01-01', '2030-01-05')).toBe('ok');
    expect(await tryHold('2030-01-05', '2030-01-08')).toBe('ok');
  });

  it('refuses a hold that shares a night with another', async () => {
    expect(await tryHold('2030-01-04', '2030-01-06')).toBe('refused');
    expect(await tryHold('2030-01-02', '2030-01-03')).toBe('refused');
  });

  it('refuses an empty range', async () => {
    expect(await tryHold('2030-02-01', '2030-02-01')).toBe('refused');
  });

  it('reads the range back in canonical form', async () => {
    const rows = await handle.db.select({ dates: stayHolds.dates }).from(stayHolds).orderBy(stayHolds.dates);
    expect(rows.map((r) => r.dates)).toEqual(['[2030-01-01,2030-01-05)', '[2030-01-05,2030-01-08)']);
  });
});
