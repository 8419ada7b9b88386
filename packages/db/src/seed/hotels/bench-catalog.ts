/**
 * A hotel catalog of any size for `npm run bench:hotels`: N hotels at a steady number per city over as many of
 * the world's cities as that takes (city-data.ts benchCitySeeds), each with a year of nightly inventory. A search
 * at 10,000 hotels then looks at about as many hotels as one at 1,000: it pays for its city, not for the world.
 */
import type { Db } from '../../client.ts';
import { buildCityHotels, catalogOf, DEFAULT_HOTEL_SEED } from './build-catalog.ts';
import type { HotelBundle } from './build-hotel.ts';
import { benchCitySeeds } from './city-data.ts';
import {
  deleteHotelCatalog,
  dropRoomNightKeys,
  insertHotelCatalog,
  insertRoomNights,
  restoreRoomNightKeys,
} from './seed-hotels.ts';

export type HotelBenchOptions = {
  hotels: number;
  /** First night of inventory, 'YYYY-MM-DD'. */
  from: string;
  nights?: number;
  hotelsPerCity?: number;
  seed?: number;
  /** Delete every hotel row first (default true): the bench's database holds only its catalog. */
  reset?: boolean;
  log?: (message: string) => void;
};

export type HotelBenchReport = {
  cities: number;
  hotels: number;
  roomTypes: number;
  ratePlans: number;
  roomNights: number;
  ms: number;
};

/** Cities per batch: each batch is one catalog insert and a few inventory statements. */
const CITY_BATCH = 40;

export async function seedHotelBench(db: Db, options: HotelBenchOptions): Promise<HotelBenchReport> {
  const started = performance.now();
  const nights = options.nights ?? 365;
  const perCity = options.hotelsPerCity ?? 16;
  const seed = options.seed ?? DEFAULT_HOTEL_SEED;
  const log = options.log ?? (() => {});
  const cities = benchCitySeeds(Math.ceil(options.hotels / perCity));
  if (options.reset ?? true) await deleteHotelCatalog(db);
  const report = { cities: cities.length, hotels: 0, roomTypes: 0, ratePlans: 0, roomNights: 0 };
  await dropRoomNightKeys(db);
  try {
    for (let i = 0; i < cities.length; i += CITY_BATCH) {
      const batch = cities.slice(i, i + CITY_BATCH);
      const bundles: HotelBundle[] = batch.flatMap((city, j) => {
        const before = (i + j) * perCity;
        return buildCityHotels(seed, city, Math.min(perCity, options.hotels - before));
      });
      const catalog = catalogOf(batch, bundles);
      await insertHotelCatalog(db, catalog);
      report.roomNights += await insertRoomNights(db, catalog.inventory, options.from, nights);
      report.hotels += catalog.hotels.length;
      report.roomTypes += catalog.roomTypes.length;
      report.ratePlans += catalog.ratePlans.length;
      log(`hotels: ${report.hotels}/${options.hotels}, room nights: ${report.roomNights}`);
    }
  } finally {
    // Also after a failure: the table must not stay without its keys.
    await restoreRoomNightKeys(db);
  }
  await db.execute('analyze hotel_cities, hotels, hotel_room_types, hotel_rate_plans, hotel_room_nights');
  return { ...report, ms: Math.round(performance.now() - started) };
}
