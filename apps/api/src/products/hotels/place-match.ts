// Which hotel city a typed text or a chosen term names. The city list is small (tens to a few hundred rows), so it
// is matched here rather than in SQL, which lets a typo still find its city ("chicgo" -> Chicago) on PGlite and
// PostgreSQL alike without a trigram extension.

export type PlaceCity = { id: string; name: string; region: string; countryCode: string };

/** The term a Place suggestion carries and a search sends back: 'Chicago, IL'. */
export const placeTerm = (city: Pick<PlaceCity, 'name' | 'region'>) => `${city.name}, ${city.region}`;

const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** Levenshtein distance, stopping early once it passes `max` (only small distances matter). */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** Typos allowed for a typed text of this length: none under 4 letters, one up to 6, two beyond. */
const typosAllowed = (length: number) => (length < 4 ? 0 : length <= 6 ? 1 : 2);

/**
 * Cities for the typed text, best first: name prefix, then a word of the name or the region starting with it,
 * then names within a typo or two of the text (compared with the name's start of the same length).
 */
export function matchCities<T extends PlaceCity>(cities: readonly T[], text: string, limit: number): T[] {
  const needle = fold(text);
  if (needle === '') return [];
  const ranked: { city: T; rank: number; distance: number }[] = [];
  for (const city of cities) {
    const name = fold(city.name);
    const full = fold(placeTerm(city));
    if (name.startsWith(needle) || full.startsWith(needle)) ranked.push({ city, rank: 0, distance: 0 });
    else if (` ${full}`.includes(` ${needle}`)) ranked.push({ city, rank: 1, distance: 0 });
    else {
      const max = typosAllowed(needle.length);
      const distance = Math.min(
        editDistance(needle, name.slice(0, needle.length), max),
        editDistance(needle, name, max),
      );
      if (max > 0 && distance <= max) ranked.push({ city, rank: 2, distance });
    }
  }
  return ranked
    .sort(
      (a, b) =>
        a.rank - b.rank || a.distance - b.distance || placeTerm(a.city).localeCompare(placeTerm(b.city)),
    )
    .slice(0, limit)
    .map((r) => r.city);
}

/**
 * The city a search term names: 'Chicago, IL', 'Chicago, US' or just 'Chicago' (the first such city when
 * several regions share the name). Case and accents do not matter; null when none matches exactly.
 */
export function cityOfTerm<T extends PlaceCity>(cities: readonly T[], term: string): T | null {
  const comma = term.lastIndexOf(',');
  const name = fold(comma < 0 ? term : term.slice(0, comma));
  const qualifier = comma < 0 ? null : fold(term.slice(comma + 1));
  return (
    cities.find(
      (c) =>
        fold(c.name) === name &&
        (qualifier === null ||
          qualifier === '' ||
          fold(c.region) === qualifier ||
          fold(c.countryCode) === qualifier),
    ) ?? null
  );
}
