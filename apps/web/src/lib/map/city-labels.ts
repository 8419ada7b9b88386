/**
 * Which city names a zoom shows: the most populous first, each only where its label does not crowd one already
 * placed, and no smaller than the zoom's minimum population, so a state-wide view names its big cities and a
 * town view its neighbourhoods' towns. Decided once at build time; the map only compares a city's zoom with its own.
 */
export type City = {
  name: string;
  lat: number;
  lon: number;
  population: number;
  /** Pixels a character takes (state names are spaced capitals); 7 unless said. */
  charWidth?: number;
};

export const LABEL_MIN_ZOOM = 4;
export const LABEL_MAX_ZOOM = 13;

/** The smallest population a zoom names (zooms past the table's end name every place). */
const MIN_POPULATION: Record<number, number> = {
  4: 700_000,
  5: 300_000,
  6: 100_000,
  7: 40_000,
  8: 15_000,
  9: 6_000,
  10: 2_500,
};

export function minPopulationAt(zoom: number): number {
  if (zoom < LABEL_MIN_ZOOM) return Infinity;
  return MIN_POPULATION[zoom] ?? 0;
}

/** Web Mercator pixel position at a zoom (256-pixel tiles), as Leaflet places it. */
export function projectPx(lat: number, lon: number, zoom: number): { x: number; y: number } {
  const size = 256 * 2 ** zoom;
  const clamped = Math.max(Math.min(lat, 85.05), -85.05);
  const s = Math.sin((clamped * Math.PI) / 180);
  return {
    x: ((lon + 180) / 360) * size,
    y: (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * size,
  };
}

/** A label's box in pixels, centred on the place (13 px type, about 7 px a character, a margin around it). */
function labelBox(city: City, zoom: number) {
  const { x, y } = projectPx(city.lat, city.lon, zoom);
  const halfWidth = (city.name.length * (city.charWidth ?? 7) + 24) / 2;
  const halfHeight = 14;
  return { left: x - halfWidth, right: x + halfWidth, top: y - halfHeight, bottom: y + halfHeight };
}

type Rect = ReturnType<typeof labelBox>;
const overlaps = (a: Rect, b: Rect) =>
  a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/**
 * The first zoom at which each city is named (null: never). Once named, a city stays named at closer zooms,
 * since labels placed at one zoom are twice as far apart at the next.
 */
export function labelZooms(cities: readonly City[]): (number | null)[] {
  const order = cities.map((_, i) => i).sort((a, b) => cities[b]!.population - cities[a]!.population);
  const result: (number | null)[] = cities.map(() => null);
  const CELL = 256;
  for (let zoom = LABEL_MIN_ZOOM; zoom <= LABEL_MAX_ZOOM; zoom += 1) {
    const grid = new Map<string, Rect[]>();
    const cellsOf = (r: Rect) => {
      const keys: string[] = [];
      for (let cx = Math.floor(r.left / CELL); cx <= Math.floor(r.right / CELL); cx += 1)
        for (let cy = Math.floor(r.top / CELL); cy <= Math.floor(r.bottom / CELL); cy += 1)
          keys.push(`${cx}:${cy}`);
      return keys;
    };
    const place = (r: Rect) => {
      for (const k of cellsOf(r)) {
        const list = grid.get(k);
        if (list) list.push(r);
        else grid.set(k, [r]);
      }
    };
    const free = (r: Rect) => cellsOf(r).every((k) => !(grid.get(k) ?? []).some((o) => overlaps(o, r)));
    // Names placed at earlier zooms first: they keep their place.
    for (const i of order) if (result[i] !== null) place(labelBox(cities[i]!, zoom));
    const floor = minPopulationAt(zoom);
    for (const i of order) {
      const city = cities[i]!;
      if (result[i] !== null || city.population < floor) continue;
      const box = labelBox(city, zoom);
      if (free(box)) {
        place(box);
        result[i] = zoom;
      }
    }
  }
  return result;
}
