import { describe, expect, it } from 'vitest';
import { cityName, referenceData } from '../src/providers/flight-supply/reference/reference-data.ts';
import { UNSERVED_AIRPORT } from '../src/providers/flight-supply/reference/airport-list.ts';

describe('flight reference data (npm data packages)', () => {
  it('builds at least 300 airports on 5 or more continents, each with a code, place, coordinates and a real zone', () => {
    const started = performance.now();
    const { airports } = referenceData();
    const tookMs = performance.now() - started;
    console.info(`reference data: ${airports.length} airports in ${tookMs.toFixed(0)} ms (first call)`);
    expect(airports.length).toBeGreaterThanOrEqual(300);
    expect(new Set(airports.map((a) => a.continent)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(airports.map((a) => a.code)).size).toBe(airports.length);
    for (const a of airports) {
      expect(a.code).toMatch(/^[A-Z]{3}$/);
      expect(a.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(a.name.length).toBeGreaterThan(3);
      expect(a.city.length).toBeGreaterThan(1);
      expect(a.country.length).toBeGreaterThan(1);
      expect(Math.abs(a.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(a.lon)).toBeLessThanOrEqual(180);
      // Intl throws a RangeError on a zone it does not know.
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: a.timeZone })).not.toThrow();
    }
  });

  it('gives the airports their real places and zones', () => {
    const { airportByCode } = referenceData();
    const cases: [string, string, string, string, string][] = [
      ['JFK', 'New York', 'US', 'NorthAmerica', 'America/New_York'],
      ['EWR', 'New York', 'US', 'NorthAmerica', 'America/New_York'],
      ['ORD', 'Chicago', 'US', 'NorthAmerica', 'America/Chicago'],
      ['DEN', 'Denver', 'US', 'NorthAmerica', 'America/Denver'],
      ['PHX', 'Phoenix', 'US', 'NorthAmerica', 'America/Phoenix'],
      ['HNL', 'Honolulu', 'US', 'Oceania', 'Pacific/Honolulu'],
      ['LHR', 'London', 'GB', 'Europe', 'Europe/London'],
      ['NRT', 'Tokyo', 'JP', 'Asia', 'Asia/Tokyo'],
      ['SYD', 'Sydney', 'AU', 'Oceania', 'Australia/Sydney'],
      ['GRU', 'São Paulo', 'BR', 'SouthAmerica', 'America/Sao_Paulo'],
      ['JNB', 'Johannesburg', 'ZA', 'Africa', 'Africa/Johannesburg'],
      ['DOH', 'Doha', 'QA', 'Asia', 'Asia/Qatar'],
    ];
    for (const [code, city, country, continent, zone] of cases) {
      const a = airportByCode.get(code);
      expect(a, code).toBeDefined();
      expect([a!.city, a!.countryCode, a!.continent, a!.timeZone]).toEqual([city, country, continent, zone]);
    }
    expect(airportByCode.get('LHR')!.country).toBe('United Kingdom');
  });

  it.each([
    ['CUN', 'Ciudad de Cancún', 'Cancún'],
    ['PVG', 'Shanghai (Pudong)', 'Shanghai'],
    ['SAW', 'Pendik, Istanbul', 'Istanbul'],
    ['EWR', 'Newark', 'New York'],
    ['ORD', 'Chicago', 'Chicago'],
  ])('names the city of %s from the municipality "%s": %s', (code, municipality, city) => {
    expect(cityName(code, municipality)).toBe(city);
  });

  it('has the spec carriers and about 25 more, with low-cost carriers and alliances marked', () => {
    const { airlines, airlineByCode } = referenceData();
    expect(airlines.length).toBeGreaterThanOrEqual(31);
    for (const code of ['AA', 'B6', 'DL', 'F9', 'NK', 'UA']) expect(airlineByCode.has(code), code).toBe(true);
    const lowCost = (code: string) => airlineByCode.get(code)!.lowCost;
    for (const code of ['F9', 'NK', 'WN', 'FR', 'U2', 'W6', 'G4']) expect(lowCost(code), code).toBe(true);
    for (const code of ['AA', 'DL', 'UA', 'B6', 'BA', 'LH', 'EK', 'SQ'])
      expect(lowCost(code), code).toBe(false);
    const alliance = (code: string) => airlineByCode.get(code)!.alliance;
    expect([alliance('AA'), alliance('BA'), alliance('QR'), alliance('JL')]).toEqual(
      Array(4).fill('oneworld'),
    );
    expect([alliance('UA'), alliance('LH'), alliance('NH'), alliance('SQ')]).toEqual(
      Array(4).fill('Star Alliance'),
    );
    expect([alliance('DL'), alliance('AF'), alliance('KL'), alliance('KE')]).toEqual(
      Array(4).fill('SkyTeam'),
    );
    expect([alliance('B6'), alliance('NK'), alliance('EK')]).toEqual([null, null, null]);
    expect(airlineByCode.get('UA')!.name).toBe('United Airlines');
    expect(airlineByCode.get('DL')!.name).toBe('Delta Air Lines');
  });

  it('keeps the test input airport real (in the data) but outside the served network', () => {
    const { airportByCode, tierOf } = referenceData();
    expect(airportByCode.get(UNSERVED_AIRPORT)?.name).toBe('Nantucket Memorial Airport');
    expect(tierOf.has(UNSERVED_AIRPORT)).toBe(false);
  });

  it('answers the same arrays on every call (built once)', () => {
    expect(referenceData().airports).toBe(referenceData().airports);
  });
});
