import { describe, expect, it } from 'vitest';
import { cityOfTerm, editDistance, matchCities } from '../src/products/hotels/place-match.ts';
import { localDateIn, utcOffsetAtLocal, utcOffsetMinutes } from '../src/lib/time-zone.ts';

const cities = [
  { id: 'a', name: 'Portland', region: 'OR', countryCode: 'US' },
  { id: 'b', name: 'Portland', region: 'ME', countryCode: 'US' },
  { id: 'c', name: 'São Paulo', region: 'SP', countryCode: 'BR' },
  { id: 'd', name: 'Paris', region: 'Île-de-France', countryCode: 'FR' },
  { id: 'e', name: 'Rome', region: 'Lazio', countryCode: 'IT' },
];

describe('place matching', () => {
  it('edit distance, capped', () => {
    expect(editDistance('chicgo', 'chicag', 2)).toBe(2);
    expect(editDistance('paris', 'paris', 1)).toBe(0);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });

  it('prefix first, then word, then typos; no typos under four letters', () => {
    expect(matchCities(cities, 'port', 5).map((c) => c.id)).toEqual(['b', 'a']);
    expect(matchCities(cities, 'sao', 5).map((c) => c.id)).toEqual(['c']);
    expect(matchCities(cities, 'paulo', 5).map((c) => c.id)).toEqual(['c']);
    expect(matchCities(cities, 'portlnd', 5).map((c) => c.id)).toEqual(['b', 'a']);
    expect(matchCities(cities, 'rme', 5)).toEqual([]);
    expect(matchCities(cities, '   ', 5)).toEqual([]);
  });

  it('a term names one city by its region or country code', () => {
    expect(cityOfTerm(cities, 'Portland, ME')?.id).toBe('b');
    expect(cityOfTerm(cities, 'portland, or')?.id).toBe('a');
    expect(cityOfTerm(cities, 'Sao Paulo, BR')?.id).toBe('c');
    expect(cityOfTerm(cities, 'Portland, TX')).toBeNull();
    expect(cityOfTerm(cities, 'Lazio')).toBeNull();
  });
});

describe('time zones', () => {
  it('offsets follow daylight saving', () => {
    expect(utcOffsetMinutes('America/Chicago', Date.parse('2025-01-15T12:00:00Z'))).toBe(-360);
    expect(utcOffsetMinutes('America/Chicago', Date.parse('2025-07-15T12:00:00Z'))).toBe(-300);
    expect(utcOffsetMinutes('Asia/Kolkata', Date.parse('2025-07-15T12:00:00Z'))).toBe(330);
  });

  it('the offset at a local wall-clock moment, and the local date', () => {
    // 15:00 on the day Chicago moves to daylight time (2025-03-09) is already CDT.
    expect(utcOffsetAtLocal('America/Chicago', Date.parse('2025-03-09T15:00:00Z'))).toBe(-300);
    expect(localDateIn('Pacific/Auckland', Date.parse('2025-06-02T20:00:00Z'))).toBe('2025-06-03');
    expect(localDateIn('America/Los_Angeles', Date.parse('2025-06-02T03:00:00Z'))).toBe('2025-06-01');
  });
});
