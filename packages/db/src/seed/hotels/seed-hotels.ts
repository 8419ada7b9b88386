/**
 * Writes the generated hotel catalog. Catalog rows go in as multi-row inserts; the nightly inventory, the bulk of
 * the rows, is made by the database itself (INSERT … SELECT over generate_series), so a demo start on PGlite and a
 * bench database of 10,000 hotels with a year of nights both fill in one statement per few hundred room types.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../client.ts';
import {
  hotelBookings,
  hotelCities,
  hotelRatePlans,
  hotelRoomNights,
  hotelRoomTypes,
  hotels,
} from '../../schema/hotels.ts';
import type { RoomInventorySeed } from './build-hotel.ts';
import { buildHotelCatalog, type HotelCatalog } from './build-catalog.ts';
import { hashText } from './random.ts';

const ROW_CHUNK = 400;
/** Room types per inventory statement: 400 × 365 nights is about 146,000 rows. */
const INVENTORY_CHUNK = 400;

async function insertChunked(db: Db, table: PgTable, rows: readonly object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROW_CHUNK) {
    await db.insert(table).values(rows.slice(i, i + ROW_CHUNK) as never);
  }
}

/** The catalog's cities, hotels, room types and rate plans (no nights). */
export async function insertHotelCatalog(db: Db, catalog: HotelCatalog): Promise<void> {
  await insertChunked(db, hotelCities, catalog.cities);
  await insertChunked(db, hotels, catalog.hotels);
  await insertChunked(db, hotelRoomTypes, catalog.roomTypes);
  await insertChunked(db, hotelRatePlans, catalog.ratePlans);
}

/**
 * The nightly price of a room type: its base price, times its city's factor for the month and the weekend
 * factor on Friday and Saturday nights, times a steady ±4% wobble per night, to the whole dollar. About 3 nights
 * in 100 the supplier gives no rooms (sold out); otherwise the allotment dips by up to 2 rooms from night to night.
 * The wobble is a Park–Miller step over the room type's salt and the night's day number, so a night's row is the
 * same whatever window it was loaded with (extendHotelInventory relies on it); date functions run once per night (the CTE), not once per row.
 */
function inventorySql(chunk: readonly RoomInventorySeed[], from: string, nights: number): SQL {
  const values = sql.join(
    chunk.map(
      (v) =>
        sql`(${v.roomTypeId}, ${v.basePriceMinor}::int, ${v.allotment}::int, ${`{${v.seasonBps.join(',')}}`}::int[], ${v.weekendBps}::int, ${hashText(v.roomTypeId) & 0x7fffffff}::bigint)`,
    ),
    sql`, `,
  );
  return sql`
    with n as materialized (
      select d.night - date '2000-01-01' as day, d.night, date_part('month', d.night)::int as month, date_part('isodow', d.night) in (5, 6) as weekend
      from generate_series(0, ${nights - 1}::int) as g(i)
      cross join lateral (select ${from}::date + g.i as night) as d
    )
    insert into ${hotelRoomNights} (room_type_id, night, allotment, base_price_minor, currency)
    select v.id, n.night,
      case when h.x % 100 < 3 then 0 else greatest(1, v.allotment - (h.x / 100) % 3) end,
      greatest(100, round(
        v.base::float8 * v.season[n.month] * (case when n.weekend then v.weekend else 10000 end)
        * (9600 + (h.x / 1000) % 801) / 1e12 / 100) * 100)::int,
      'USD'
    from (values ${values}) as v(id, base, allotment, season, weekend, salt)
    cross join n
    cross join lateral (select ((v.salt # (n.day * 40503)) * 48271) % 2147483647 as x) as h
    order by v.id, n.night`;
}

// The table's key and foreign key exactly as migration 0008 creates them, to put back after a bulk load.
const KEYS = {
  hotel_room_nights_room_type_id_night_pk: 'primary key (room_type_id, night)',
  hotel_room_nights_room_type_id_hotel_room_types_id_fk:
    'foreign key (room_type_id) references public.hotel_room_types(id) on delete cascade on update no action',
} as const;

const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];

/** Drops the nights table's primary and foreign keys before a bulk load into it (restoreRoomNightKeys after). */
export async function dropRoomNightKeys(db: Db): Promise<void> {
  for (const name of Object.keys(KEYS)) {
    await db.execute(sql.raw(`alter table hotel_room_nights drop constraint ${name}`));
  }
}

/** Puts the keys back: one sort builds the key's index and one anti-join checks every row's room type. */
export async function restoreRoomNightKeys(db: Db): Promise<void> {
  for (const [name, definition] of Object.entries(KEYS)) {
    await db.execute(sql.raw(`alter table hotel_room_nights add constraint ${name} ${definition}`));
  }
}

/** Nights [from, from + nights) of every room type given, with their allotments and prices. */
export async function insertRoomNights(
  db: Db,
  inventory: readonly RoomInventorySeed[],
  from: string,
  nights: number,
): Promise<number> {
  if (nights <= 0 || inventory.length === 0) return 0;
  // In key order, every new row lands on the key's rightmost leaf when the key is kept.
  const sorted = [...inventory].sort((a, b) =>
    a.roomTypeId < b.roomTypeId ? -1 : a.roomTypeId > b.roomTypeId ? 1 : 0,
  );
  for (let i = 0; i < sorted.length; i += INVENTORY_CHUNK) {
    await db.execute(inventorySql(sorted.slice(i, i + INVENTORY_CHUNK), from, nights));
  }
  return inventory.length * nights;
}

/**
 * As insertRoomNights, but into an empty table the keys are dropped for the load and put back after it: a sort
 * and an anti-join instead of a B-tree insert and a trigger per row, several times faster on PGlite. Call it in
 * a transaction, so that a failure leaves both keys in place.
 */
export async function loadRoomNights(
  db: Db,
  inventory: readonly RoomInventorySeed[],
  from: string,
  nights: number,
): Promise<number> {
  const empty =
    rowsOf(await db.execute(sql`select not exists (select 1 from ${hotelRoomNights}) as empty`))[0]?.empty ===
    true;
  if (!empty) return insertRoomNights(db, inventory, from, nights);
  await dropRoomNightKeys(db);
  const count = await insertRoomNights(db, inventory, from, nights);
  await restoreRoomNightKeys(db);
  return count;
}

/** Deletes every hotel row (bookings' hotel details first); the bench calls it before a fresh catalog. */
export async function deleteHotelCatalog(db: Db): Promise<void> {
  await db.delete(hotelBookings);
  await db.delete(hotelRoomNights);
  await db.delete(hotelRatePlans);
  await db.delete(hotelRoomTypes);
  await db.delete(hotels);
  await db.delete(hotelCities);
}

export type HotelSeedReport = { counts: Record<string, number>; ms: number };

/** The demo's hotel catalog with `nights` nights of inventory from `today` (seed.ts calls it). */
export async function seedHotelCatalog(
  db: Db,
  options: { today: string; nights: number; seed?: number },
): Promise<HotelSeedReport> {
  const started = performance.now();
  const catalog = buildHotelCatalog(options.seed === undefined ? {} : { seed: options.seed });
  const nights = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await insertHotelCatalog(txDb, catalog);
    return loadRoomNights(txDb, catalog.inventory, options.today, options.nights);
  });
  return {
    counts: {
      hotel_cities: catalog.cities.length,
      hotels: catalog.hotels.length,
      hotel_room_types: catalog.roomTypes.length,
      hotel_rate_plans: catalog.ratePlans.length,
      hotel_room_nights: nights,
    },
    ms: Math.round(performance.now() - started),
  };
}

/**
 * Adds the demo catalog's nights up to `until` (exclusive) to every room type that has inventory, from the night
 * after its last: a portal that keeps running keeps a window of bookable nights ahead. Rows already there are
 * untouched (booked counts included); nights are the ones a longer first load would have made.
 */
export async function extendHotelInventory(
  db: Db,
  options: { until: string; seed?: number },
): Promise<number> {
  const last = new Map(
    rowsOf(
      await db.execute(
        sql`select room_type_id, (max(night) + 1)::text as next from ${hotelRoomNights} group by room_type_id`,
      ),
    ).map((r) => [String(r.room_type_id), String(r.next)]),
  );
  const catalog = buildHotelCatalog(options.seed === undefined ? {} : { seed: options.seed });
  const byStart = new Map<string, RoomInventorySeed[]>();
  for (const room of catalog.inventory) {
    const next = last.get(room.roomTypeId);
    if (next === undefined || next >= options.until) continue;
    byStart.set(next, [...(byStart.get(next) ?? []), room]);
  }
  let added = 0;
  for (const [from, rooms] of byStart) {
    const nights = Math.round((Date.parse(options.until) - Date.parse(from)) / 86_400_000);
    added += await insertRoomNights(db, rooms, from, nights);
  }
  return added;
}
