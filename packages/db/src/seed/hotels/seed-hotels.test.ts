import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../../client.ts';
import { createHotelFixture } from '../../factories/hotels.ts';
import { runMigrations } from '../../migrate.ts';
import { hotelRoomNights, hotels } from '../../schema/hotels.ts';
import { seedHotelBench } from './bench-catalog.ts';
import { deleteHotelCatalog, extendHotelInventory, seedHotelCatalog } from './seed-hotels.ts';

// PostgreSQL when TEST_DATABASE_URL is set, else a fresh PGlite: the bulk load must work on both.
let handle: DbHandle;
const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];

beforeAll(async () => {
  handle = await createDb({ databaseUrl: process.env.TEST_DATABASE_URL, poolSize: 2 });
  await runMigrations(handle);
  await deleteHotelCatalog(handle.db);
});

afterAll(async () => {
  await deleteHotelCatalog(handle.db);
  await handle.close();
});

const nightKeys = async () =>
  rowsOf(
    await handle.db.execute(
      sql`select conname from pg_constraint where conrelid = 'hotel_room_nights'::regclass and contype in ('p', 'f') order by conname`,
    ),
  ).map((r) => r.conname);

const inventoryDigest = async () =>
  rowsOf(
    await handle.db.execute(
      sql`select count(*)::int as n, sum(base_price_minor)::bigint::text as price, sum(allotment)::int as rooms,
            count(*) filter (where allotment = 0)::int as sold_out from hotel_room_nights`,
    ),
  )[0];

describe('seedHotelCatalog', () => {
  it('loads the catalog with its nights, puts the keys back, and extends it to the rows a longer load makes', async () => {
    const report = await seedHotelCatalog(handle.db, { today: '2031-01-01', nights: 7 });
    expect(report.counts.hotel_cities).toBeGreaterThanOrEqual(60);
    expect(report.counts.hotel_room_nights).toBe((report.counts.hotel_room_types ?? 0) * 7);
    expect(await nightKeys()).toEqual([
      'hotel_room_nights_room_type_id_hotel_room_types_id_fk',
      'hotel_room_nights_room_type_id_night_pk',
    ]);
    const first = await inventoryDigest();
    expect(first?.n).toBe(report.counts.hotel_room_nights);
    // A few nights sold out by the supplier, most with rooms.
    expect(first?.sold_out).toBeGreaterThan(0);
    expect(Number(first?.sold_out)).toBeLessThan(Number(first?.n) / 10);
    // Extended by 4 nights, the inventory is the one an 11-night first load gives: same rows, same prices.
    const added = await extendHotelInventory(handle.db, { until: '2031-01-12' });
    expect(added).toBe((report.counts.hotel_room_types ?? 0) * 4);
    expect(await extendHotelInventory(handle.db, { until: '2031-01-12' })).toBe(0);
    const extended = await inventoryDigest();
    await deleteHotelCatalog(handle.db);
    await seedHotelCatalog(handle.db, { today: '2031-01-01', nights: 11 });
    expect(await inventoryDigest()).toEqual(extended);
  });
});

describe('createHotelFixture', () => {
  it('adds hotels side by side, and its allotment of 1 sells the last room once', async () => {
    const a = await createHotelFixture(handle.db, { from: '2031-02-01', nights: 3, allotment: 1 });
    const b = await createHotelFixture(handle.db, { from: '2031-02-01', nights: 3 });
    expect(a.hotels.miami).not.toBe(b.hotels.miami);
    const take = () =>
      handle.db
        .update(hotelRoomNights)
        .set({ booked: sql`${hotelRoomNights.booked} + 1` })
        .where(and(eq(hotelRoomNights.roomTypeId, a.rooms.king), eq(hotelRoomNights.night, '2031-02-02')));
    await expect(take()).resolves.toBeDefined();
    await expect(take()).rejects.toThrow();
    const [premier] = await handle.db.select().from(hotels).where(eq(hotels.id, a.hotels.premier));
    expect(premier).toMatchObject({ collection: 'Premier', offersComplimentaryNight: true });
  });
});

describe('seedHotelBench', () => {
  it('spreads N hotels over cities at a steady number per city, with the keys back after the load', async () => {
    const report = await seedHotelBench(handle.db, {
      hotels: 20,
      hotelsPerCity: 8,
      from: '2031-03-01',
      nights: 4,
    });
    expect(report).toMatchObject({ cities: 3, hotels: 20, roomNights: report.roomTypes * 4 });
    expect(await nightKeys()).toHaveLength(2);
  });
});
