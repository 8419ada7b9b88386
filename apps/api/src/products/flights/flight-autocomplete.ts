// Airports and cities for the flight search's origin and destination boxes (issue 13): by code, city, airport name
// and country, forgiving of case, accents and typos ("chicgo" finds Chicago, "londn" London). Ranking, best first:
//  1. an exact airport code ("jfk" is JFK before anything else),
//  2. then by how well the text matches a field: whole field, start of the field, start of a word, then within a
//     typo budget (1 edit from 4 letters, 2 from 7) of the field, a word, or the field's start while still typing;
//     a city ranks before an airport name, both before a country, and a code prefix ("lh") counts as a start;
//  3. ties keep the supplier's airport order (its reference data lists the busier airport of a city first).
// A city with two or more matching airports leads its airports as one City suggestion (choosing it searches the
// first code). At most 8 suggestions.
import { distance } from 'fastest-levenshtein';
import type { Airport } from '@portal/domain/flights/model';
import type { FlightAutocompleteAnswer } from '@portal/contracts/flight-autocomplete';

export const MAX_SUGGESTIONS = 8;

type Suggestion = FlightAutocompleteAnswer['suggestions'][number];

/** Lower case, accents off ("Zürich" -> "zurich"), punctuation to spaces, spaces collapsed. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Edits a typed text of this length may hold and still match. */
export function typoBudget(length: number): number {
  return length < 4 ? 0 : length < 7 ? 1 : 2;
}

type Indexed = {
  airport: Airport;
  order: number;
  code: string;
  fields: { text: string; words: string[]; weight: number }[];
};

// Field weights: added to a match's quality so a city outranks an airport name, which outranks a country.
const CITY = 0;
const NAME = 1;
const COUNTRY = 3;
const NO_MATCH = Number.POSITIVE_INFINITY;

const indexes = new WeakMap<readonly Airport[], Indexed[]>();

function indexOf(airports: readonly Airport[]): Indexed[] {
  let index = indexes.get(airports);
  if (!index) {
    index = airports.map((airport, order) => ({
      airport,
      order,
      code: airport.code.toLowerCase(),
      fields: [
        { text: normalize(airport.city), weight: CITY },
        { text: normalize(airport.name), weight: NAME },
        { text: normalize(airport.country), weight: COUNTRY },
      ].map((f) => ({ ...f, words: f.text.split(' ').filter(Boolean) })),
    }));
    indexes.set(airports, index);
  }
  return index;
}

function within(query: string, text: string, budget: number): number {
  if (budget === 0 || Math.abs(text.length - query.length) > budget) return NO_MATCH;
  const d = distance(query, text);
  return d <= budget ? d : NO_MATCH;
}

/** How well the query matches one field: 0 whole field, 1 its start, 2 a word's start, 3+ typos; lower is better. */
export function matchQuality(query: string, text: string, words: readonly string[]): number {
  if (text === query) return 0;
  if (text.startsWith(query)) return 1;
  // A word's start, the query possibly spanning several words ("o hare" in "chicago o hare international").
  if (` ${text}`.includes(` ${query}`)) return 2;
  const budget = typoBudget(query.length);
  if (budget === 0) return NO_MATCH;
  const typos = Math.min(
    within(query, text, budget),
    ...words.map((w) => within(query, w, budget)),
    // Still typing: the start of the field or of a word, as long as the query ("chicg" of "chicago").
    within(query, text.slice(0, query.length), budget) + 1,
    ...words.map((w) => within(query, w.slice(0, query.length), budget) + 1),
  );
  return typos === NO_MATCH ? NO_MATCH : 3 + typos;
}

function scoreOf(entry: Indexed, query: string): number {
  if (entry.code === query) return -1;
  const codeStart = query.length < 3 && entry.code.startsWith(query) ? 1 : NO_MATCH;
  let best = codeStart;
  for (const field of entry.fields) {
    const quality = matchQuality(query, field.text, field.words);
    if (quality !== NO_MATCH) best = Math.min(best, quality * 2 + field.weight);
  }
  return best;
}

const cityKey = (a: Airport) => `${a.countryCode}|${normalize(a.city)}`;

/** The suggestions for a typed text, best first (see the ranking at the top of this file). */
export function suggestAirports(airports: readonly Airport[], typed: string): Suggestion[] {
  const query = normalize(typed);
  if (query === '') return [];
  const scored = indexOf(airports)
    .map((entry) => ({ entry, score: scoreOf(entry, query) }))
    .filter((s) => s.score !== NO_MATCH)
    .sort((a, b) => a.score - b.score || a.entry.order - b.entry.order);

  // A city's airports are grouped under it, so the City suggestion comes right before them.
  const byCity = new Map<string, Airport[]>();
  for (const { entry } of scored) {
    const key = cityKey(entry.airport);
    byCity.set(key, [...(byCity.get(key) ?? []), entry.airport]);
  }
  const out: Suggestion[] = [];
  const seenCities = new Set<string>();
  for (const { entry } of scored) {
    if (out.length >= MAX_SUGGESTIONS) break;
    const { airport } = entry;
    const key = cityKey(airport);
    const group = byCity.get(key) ?? [];
    if (group.length >= 2 && !seenCities.has(key) && entry.code !== query) {
      seenCities.add(key);
      out.push({
        kind: 'City',
        city: airport.city,
        country: airport.country,
        countryCode: airport.countryCode,
        codes: group.map((a) => a.code),
      });
      if (out.length >= MAX_SUGGESTIONS) break;
    }
    out.push({
      kind: 'Airport',
      code: airport.code,
      name: airport.name,
      city: airport.city,
      country: airport.country,
      countryCode: airport.countryCode,
    });
  }
  return out;
}
