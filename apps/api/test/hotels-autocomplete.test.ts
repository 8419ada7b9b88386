import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotelsTestApp, type HotelsTestApp } from './support/hotels-setup.ts';

let t: HotelsTestApp;
beforeAll(async () => {
  t = await createHotelsTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Suggestion = { kind: string; term?: string; lodgingId?: string; name?: string };
const suggest = async (query: string, types = 'Hotels') => {
  const res = await t.get(`/autocomplete/lodging?query=${encodeURIComponent(query)}&types=${types}`);
  expect(res.statusCode).toBe(200);
  return res.json().suggestions as Suggestion[];
};

describe('GET /autocomplete/lodging?types=Hotels', () => {
  it('suggests a hotel city by prefix as a Place, whatever the case', async () => {
    for (const query of ['chic', 'CHICAGO', 'Chicago, il']) {
      expect((await suggest(query))[0]).toEqual({
        kind: 'Place',
        term: 'Chicago, IL',
        city: 'Chicago',
        state: 'IL',
      });
    }
  });

  it('forgives a typo in a city name (one for short words, two for long ones)', async () => {
    expect((await suggest('chicgo'))[0]?.term).toBe('Chicago, IL');
    expect((await suggest('evansotn'))[0]?.term).toBe('Evanston, IL');
    expect(await suggest('xqzw')).toEqual([]);
  });

  it('matches accents loosely and a region word', async () => {
    expect((await suggest('ile-de'))[0]?.term).toBe('Paris, Île-de-France');
  });

  it('suggests hotels by name or a word of it, as Lodging targets after the places', async () => {
    const lodgings = (await suggest('hilton')).filter((s) => s.kind === 'Lodging');
    expect(lodgings).toEqual([
      {
        kind: 'Lodging',
        lodgingId: 'htl_t_river',
        name: 'Hilton River North',
        city: 'Chicago',
        state: 'IL',
        countryCode: 'US',
        collection: 'Lifestyle',
        starRating: 'Four',
      },
    ]);
    const byWord = await suggest('LAKESIDE');
    expect(byWord.map((s) => s.lodgingId)).toContain('htl_t_evanston');
  });

  it('takes a % or _ literally', async () => {
    expect(await suggest('%')).toEqual([]);
    expect(await suggest('_')).toEqual([]);
  });

  it('without types (Homes) suggests vacation-rental markets only, never hotels', async () => {
    const res = await t.get('/autocomplete/lodging?query=hilton');
    expect(res.statusCode).toBe(200);
    expect((res.json().suggestions as Suggestion[]).every((s) => s.kind === 'Place')).toBe(true);
  });

  it('refuses an empty query, an unknown type and a missing session', async () => {
    expect((await t.get('/autocomplete/lodging?query=%20&types=Hotels')).statusCode).toBe(400);
    expect((await t.get('/autocomplete/lodging?query=chi&types=Cars')).statusCode).toBe(400);
    expect((await t.request('GET', '/api/v0/autocomplete/lodging?query=chi&types=Hotels')).statusCode).toBe(
      401,
    );
  });
});
