/**
 * A map's visible area ("Search this area"): a box of latitudes and longitudes. It never crosses the
 * antimeridian (the portal's markets are all in the United States, and a box that did would have east < west).
 * Plain checks, no schema library: the results page's first load reads it from the URL.
 */
export type MapArea = { south: number; west: number; north: number; east: number };

const inRange = (v: number, limit: number) => Number.isFinite(v) && v >= -limit && v <= limit;

export function isValidArea(a: MapArea): boolean {
  return (
    inRange(a.south, 90) &&
    inRange(a.north, 90) &&
    inRange(a.west, 180) &&
    inRange(a.east, 180) &&
    a.south < a.north &&
    a.west < a.east
  );
}

/** Five decimals (about a metre) are more than a map view needs and keep the URL short. */
const round = (v: number) => Math.round(v * 1e5) / 1e5;

/** "south,west,north,east": how an area travels in a results page's URL. */
export function formatAreaParam(area: MapArea): string {
  return [area.south, area.west, area.north, area.east].map(round).join(',');
}

/** The area of a URL's `area` parameter, or null when it is missing or not a valid box. */
export function parseAreaParam(value: string | null): MapArea | null {
  if (!value) return null;
  const parts = value.split(',');
  if (parts.length !== 4 || parts.some((p) => p.trim() === '')) return null;
  const [south = NaN, west = NaN, north = NaN, east = NaN] = parts.map(Number);
  const area = { south, west, north, east };
  return isValidArea(area) ? area : null;
}

export function areaContains(area: MapArea, point: { lat: number; lon: number }): boolean {
  return (
    point.lat >= area.south && point.lat <= area.north && point.lon >= area.west && point.lon <= area.east
  );
}
