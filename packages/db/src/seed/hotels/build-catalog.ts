/**
 * The hotel catalog, generated: pure and deterministic (same seed and cities, same rows, ids included). Each city
 * draws from its own seeded stream, so a city's hotels do not change when others are added.
 */
import type { hotelCities } from '../../schema/hotels.ts';
import {
  buildHotel,
  type HotelBundle,
  type HotelRow,
  type RoomInventorySeed,
  type RoomTypeRow,
} from './build-hotel.ts';
import { hotelCitySeeds, type HotelCitySeed } from './city-data.ts';
import { createRandom, type Random } from './random.ts';
import type { RatePlanSeed } from './rates.ts';

export type HotelCityRow = typeof hotelCities.$inferInsert;
export type HotelCatalog = {
  cities: HotelCityRow[];
  hotels: HotelRow[];
  roomTypes: RoomTypeRow[];
  ratePlans: RatePlanSeed[];
  inventory: RoomInventorySeed[];
};

export const DEFAULT_HOTEL_SEED = 20261126;

/** The demo's hotels per city: more where more people go. */
export const demoHotelsPerCity = (city: HotelCitySeed): number => ({ 1: 6, 2: 5, 3: 4 })[city.tier];

// The classes of a city's hotels, in the order they are built: every city has a luxury hotel (the Premier
// collection lives there) and a value one; pricier cities lean to luxury, value markets to midscale.
const STAR_CYCLE: Readonly<Record<HotelCitySeed['tier'], readonly (2 | 3 | 4 | 5)[]>> = {
  1: [5, 4, 3, 5, 4, 2, 4, 3, 5, 4, 3, 4],
  2: [5, 4, 3, 2, 4, 3, 4, 5, 3, 2, 4, 3],
  3: [4, 3, 2, 5, 3, 2, 4, 3, 2, 3, 4, 3],
};

const hotelId = (city: HotelCitySeed, index: number) =>
  `htl_${city.id}_${String(index + 1).padStart(2, '0')}`;

export function buildCityHotels(seed: number, city: HotelCitySeed, count: number): HotelBundle[] {
  const r: Random = createRandom(seed, city.id);
  const cycle = STAR_CYCLE[city.tier];
  const usedNames = new Set<string>();
  // Independents are common in Europe and Japan, rarer in American chain country.
  const independentShare = ['US', 'CA'].includes(city.countryCode) ? 0.22 : 0.4;
  const bundles: HotelBundle[] = [];
  for (let i = 0; i < count; i++) {
    const stars = cycle[i % cycle.length] as 2 | 3 | 4 | 5;
    bundles.push(
      buildHotel(r, city, {
        id: hotelId(city, i),
        stars,
        independent: r.chance(independentShare),
        usedNames,
      }),
    );
  }
  return bundles;
}

export function cityRow(city: HotelCitySeed): HotelCityRow {
  const { id, name, region, countryCode, lat, lon, timeZone } = city;
  return { id, name, region, countryCode, lat, lon, timeZone };
}

export function catalogOf(cities: readonly HotelCitySeed[], bundles: readonly HotelBundle[]): HotelCatalog {
  return {
    cities: cities.map(cityRow),
    hotels: bundles.map((b) => b.hotel),
    roomTypes: bundles.flatMap((b) => b.roomTypes),
    ratePlans: bundles.flatMap((b) => b.ratePlans),
    inventory: bundles.flatMap((b) => b.inventory),
  };
}

/** The demo catalog: every hotel city with its hotels, room types, rate plans and inventory profiles. */
export function buildHotelCatalog(
  options: {
    seed?: number;
    cities?: readonly HotelCitySeed[];
    hotelsPerCity?: (city: HotelCitySeed) => number;
  } = {},
): HotelCatalog {
  const seed = options.seed ?? DEFAULT_HOTEL_SEED;
  const cities = options.cities ?? hotelCitySeeds();
  const perCity = options.hotelsPerCity ?? demoHotelsPerCity;
  return catalogOf(
    cities,
    cities.flatMap((city) => buildCityHotels(seed, city, perCity(city))),
  );
}
