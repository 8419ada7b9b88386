/**
 * The kept PostgreSQL databases of `npm run bench:hotels`: one per catalog size, loaded by the catalog's own
 * seedHotelBench (a year of nightly inventory from the generation date). Each records in hotel_bench_meta the size
 * and the date it was generated for, so the next run reuses it (loading 10,000 hotels takes minutes) with the
 * app's clock pinned to that date.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createDb } from '@portal/db/client';
import { runMigrations } from '@portal/db/migrate';
import { seedHotelBench } from '@portal/db/seed/hotels/bench-catalog';
import { admin, dbUrl, timed } from './search-db.ts';

/** Hotels per city, as the catalog has them: a search's city is the same size at every catalog size. */
export const HOTELS_PER_CITY = 16;
export const NIGHTS = 365;

/** The generation date of a kept database for `hotels`, or null when missing, partial or of another size. */
export async function keptHotelsToday(name: string, hotels: number): Promise<string | null> {
  const exists = await admin((c) => c.query('select 1 from pg_database where datname = $1', [name]));
  if (exists.rowCount === 0) return null;
  const client = new pg.Client({ connectionString: dbUrl(name) });
  await client.connect();
  try {
    const meta = await client.query<{ today: string }>(
      `select to_char(today, 'YYYY-MM-DD') as today from hotel_bench_meta
       where hotels = $1 and hotels_per_city = $2 and nights = $3 and complete`,
      [hotels, HOTELS_PER_CITY, NIGHTS],
    );
    return meta.rows[0]?.today ?? null;
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

/** Creates `name` afresh (createdb, migrations) and loads `hotels` hotels with inventory from `today`. */
export async function generateHotels(name: string, hotels: number, today: string): Promise<void> {
  await admin(async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
  });
  const handle = await createDb({ databaseUrl: dbUrl(name), poolSize: 2 });
  try {
    await runMigrations(handle);
    await handle.db
      .execute(sql`create table hotel_bench_meta (hotels int not null, hotels_per_city int not null,
      nights int not null, today date not null, complete boolean not null)`);
    let lastLog = 0;
    const report = await timed(`${hotels} hotels loaded`, () =>
      seedHotelBench(handle.db, {
        hotels,
        from: today,
        nights: NIGHTS,
        hotelsPerCity: HOTELS_PER_CITY,
        log: (message) => {
          // A line every 10 s: enough to see it move without flooding the output at 10,000 hotels.
          if (performance.now() - lastLog < 10_000) return;
          lastLog = performance.now();
          console.log(`    ${message}`);
        },
      }),
    );
    console.log(
      `    ${report.cities} cities, ${report.roomTypes} room types, ${report.ratePlans} rate plans, ${report.roomNights} room nights`,
    );
    // VACUUM sets the visibility map as autovacuum would on a live database (search-data.ts says why it matters).
    await timed('vacuum analyze', () => handle.db.execute(sql`vacuum analyze`));
    await handle.db.execute(
      sql`insert into hotel_bench_meta values (${hotels}, ${HOTELS_PER_CITY}, ${NIGHTS}, ${today}::date, true)`,
    );
  } finally {
    await handle.close();
  }
}

/** The kept database for `hotels`, or a freshly generated one; answers the date its inventory starts. */
export async function prepareHotels(
  name: string,
  hotels: number,
  fresh: boolean,
  today: string,
): Promise<string> {
  const kept = fresh ? null : await keptHotelsToday(name, hotels);
  if (kept) {
    console.log(`Reusing ${name} (${hotels} hotels, generated for ${kept}; --fresh regenerates)`);
    return kept;
  }
  console.log(
    `Generating ${name}: ${hotels} hotels, ${HOTELS_PER_CITY} a city, ${NIGHTS} nights from ${today}`,
  );
  await generateHotels(name, hotels, today);
  return today;
}
