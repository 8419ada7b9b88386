import cityTimezones from 'city-timezones';
import type { PhotoScene } from '../media-catalog.ts';
import {
  CITY_DISPLAY,
  CITY_FALLBACKS,
  HOTEL_CITY_ENTRIES,
  type CityEntry,
  type CityTier,
} from './city-list.ts';

/** A hotel city with what the generator needs beyond its hotel_cities row. */
export type HotelCitySeed = {
  id: string;
  name: string;
  region: string;
  countryCode: string;
  lat: number;
  lon: number;
  timeZone: string;
  scene: PhotoScene;
  tier: CityTier;
  cityTaxBps: number;
  salesTaxBps: number;
};

// The reference data still names a few zones by their pre-2017 links; the canonical names read better.
const CANONICAL_ZONES: Readonly<Record<string, string>> = {
  'America/Montreal': 'America/Toronto',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Katmandu': 'Asia/Kathmandu',
};
const canonicalZone = (zone: string) => CANONICAL_ZONES[zone] ?? zone;

type Place = (typeof cityTimezones.cityMapping)[number];

function lookup(entry: CityEntry): Place | undefined {
  return cityTimezones.cityMapping
    .filter(
      (c) =>
        c.city_ascii === entry.name &&
        c.iso2 === entry.countryCode &&
        (entry.province === null || c.province === entry.province),
    )
    .sort((a, b) => b.pop - a.pop)[0];
}

function resolve(entry: CityEntry): HotelCitySeed {
  const { id, countryCode, scene, tier, cityTaxBps, salesTaxBps } = entry;
  const fallback = CITY_FALLBACKS[id];
  if (fallback)
    return { id, name: entry.name, countryCode, scene, tier, cityTaxBps, salesTaxBps, ...fallback };
  const place = lookup(entry);
  if (!place?.timezone) throw new Error(`hotel city ${id}: not in the city-timezones data`);
  return {
    id,
    name: place.city,
    // US cities by their state's code ('FL'), as the homes markets write them; elsewhere the province.
    region: place.state_ansi || place.province || place.country,
    countryCode,
    lat: Number(place.lat.toFixed(4)),
    lon: Number(place.lng.toFixed(4)),
    timeZone: canonicalZone(place.timezone),
    scene,
    tier,
    cityTaxBps,
    salesTaxBps,
    ...CITY_DISPLAY[id],
  };
}

let cached: readonly HotelCitySeed[] | undefined;

/** The demo's hotel cities, in the order of city-list.ts. */
export function hotelCitySeeds(): readonly HotelCitySeed[] {
  cached ??= HOTEL_CITY_ENTRIES.map(resolve);
  return cached;
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * `count` cities for the bench: the demo's, then the world's most populous others, so that 10,000 hotels spread
 * over ten times the cities of 1,000 and a search still pays for one city. Generic city scenery and taxes.
 */
export function benchCitySeeds(count: number): HotelCitySeed[] {
  const cities = [...hotelCitySeeds()];
  const taken = new Set(cities.map((c) => c.id));
  const others = cityTimezones.cityMapping
    .filter((c) => c.timezone && c.iso2)
    .sort((a, b) => b.pop - a.pop || a.city_ascii.localeCompare(b.city_ascii));
  for (const place of others) {
    if (cities.length >= count) break;
    const id = `${slug(place.city_ascii)}-${place.iso2.toLowerCase()}`;
    if (taken.has(id)) continue;
    taken.add(id);
    cities.push({
      id,
      name: place.city,
      region: place.state_ansi || place.province || place.country,
      countryCode: place.iso2,
      lat: Number(place.lat.toFixed(4)),
      lon: Number(place.lng.toFixed(4)),
      timeZone: canonicalZone(place.timezone),
      scene: 'city',
      tier: place.pop > 5_000_000 ? 2 : 3,
      cityTaxBps: 500,
      salesTaxBps: 700,
    });
  }
  return cities.slice(0, count);
}
