import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_SUGGESTIONS,
  matchQuality,
  normalize,
  suggestAirports,
} from '../src/products/flights/flight-autocomplete.ts';
import { createFakeFlightSupply, flightProviders, FAKE_AIRPORTS } from './support/flights-fake.ts';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';

const labels = (typed: string) =>
  suggestAirports(FAKE_AIRPORTS, typed).map((s) =>
    s.kind === 'City' ? `City:${s.codes.join('+')}` : s.code,
  );

describe('flight autocomplete ranking (code, city, name, country; case, accents and typos forgiven)', () => {
  it.each<[string, string, string[]]>([
    ['an exact code comes first', 'jfk', ['JFK']],
    ['a code in capitals', 'JFK', ['JFK']],
    ['a code with spaces around it', '  lax ', ['LAX']],
    ['a typo in a city with two airports', 'chicgo', ['City:ORD+MDW', 'ORD', 'MDW']],
    ['a city in any case', 'CHICAGO', ['City:ORD+MDW', 'ORD', 'MDW']],
    ['a typo in London finds both Londons', 'londn', ['City:LHR+LGW', 'LHR', 'LGW', 'LON']],
    ['a two-word city', 'new york', ['City:JFK+LGA', 'JFK', 'LGA']],
    ['the start of a city while typing', 'san fr', ['SFO']],
    ['a typo while still typing', 'chicg', ['City:ORD+MDW', 'ORD', 'MDW']],
    ['accents do not matter', 'zurich', ['ZRH']],
    ['an airport name word', 'heathrow', ['LHR']],
    ['a punctuated name word', "o'hare", ['ORD']],
    ['a country', 'japan', ['NRT']],
    ['a code prefix', 'lh', ['LHR']],
    ['nothing close', 'xqzw', []],
    ['no typo allowed under four letters', 'jfx', []],
  ])('%s: "%s"', (_name, typed, expected) => {
    expect(labels(typed)).toEqual(expected);
  });

  it('answers at most 8 suggestions', () => {
    const many = suggestAirports(FAKE_AIRPORTS, 'a');
    expect(many.length).toBe(MAX_SUGGESTIONS);
  });

  it('ranks a whole field before its start, a word start, then typos', () => {
    const text = normalize('Chicago Midway');
    const words = text.split(' ');
    expect(
      ['chicago midway', 'chicago', 'midway', 'chicago midwy', 'midwy'].map((q) =>
        matchQuality(q, text, words),
      ),
    ).toEqual([0, 1, 2, 4, 4]);
  });

  it('a City suggestion names each of its airports, a single-airport city none', () => {
    const [city, ...rest] = suggestAirports(FAKE_AIRPORTS, 'london');
    expect(city).toEqual({
      kind: 'City',
      city: 'London',
      country: 'United Kingdom',
      countryCode: 'GB',
      codes: ['LHR', 'LGW'],
    });
    expect(rest.map((s) => s.kind)).toEqual(['Airport', 'Airport', 'Airport']);
  });
});

describe('GET /api/v0/autocomplete/flights', () => {
  let t: TestApp;
  let session: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ providers: flightProviders(createFakeFlightSupply()) });
    session = await t.signedInUser();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('suggests cities and airports for a typo', async () => {
    const res = await t.request('GET', '/api/v0/autocomplete/flights?query=chicgo', { session });
    expect(res.statusCode).toBe(200);
    const { suggestions } = res.json<{ suggestions: { kind: string; code?: string; codes?: string[] }[] }>();
    expect(suggestions[0]).toMatchObject({ kind: 'City', city: 'Chicago', codes: ['ORD', 'MDW'] });
    expect(suggestions.slice(1).map((s) => s.code)).toEqual(['ORD', 'MDW']);
  });

  it('refuses an empty or too long query with 400, and no session with 401', async () => {
    for (const query of ['', '%20%20', 'x'.repeat(101)]) {
      const res = await t.request('GET', `/api/v0/autocomplete/flights?query=${query}`, { session });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe(40000);
    }
    expect((await t.request('GET', '/api/v0/autocomplete/flights?query=jfk')).statusCode).toBe(401);
  });
});
