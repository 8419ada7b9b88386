/**
 * How the offline basemap is cut (build/basemap.ts writes it, basemap-layer.tsx reads it): one small overview of
 * North America for the zooms that show whole states, and square cells of the detailed data for closer zooms,
 * so a map of one town fetches the one to four cells around it rather than the continent.
 */
export type Box = { south: number; west: number; north: number; east: number };

/** From this zoom on the map shows the detailed cells (a state or less on screen). */
export const DETAIL_MIN_ZOOM = 7;
export const CELL_DEGREES = 4;
/** Where detailed cells exist: the contiguous states, Alaska's south, Hawaii, southern Canada and Mexico. */
export const DETAIL_REGION: Box = { south: 16, west: -164, north: 60, east: -52 };
/** What the overview covers (and the detailed data is clipped to). */
export const OVERVIEW_REGION: Box = { south: 4, west: -180, north: 76, east: -40 };

export type BasemapLevel = 'overview' | 'detail';

export function levelForZoom(zoom: number): BasemapLevel {
  return zoom >= DETAIL_MIN_ZOOM ? 'detail' : 'overview';
}

/** "x_y": the cell's column and row counted from 180° W and 90° S. */
export function cellKeyAt(lat: number, lon: number): string {
  return `${Math.floor((lon + 180) / CELL_DEGREES)}_${Math.floor((lat + 90) / CELL_DEGREES)}`;
}

export function cellBox(key: string): Box {
  const [x = 0, y = 0] = key.split('_').map(Number);
  const west = x * CELL_DEGREES - 180;
  const south = y * CELL_DEGREES - 90;
  return { south, west, north: south + CELL_DEGREES, east: west + CELL_DEGREES };
}

/** Every cell key of the detailed region, west to east and south to north. */
export function allCellKeys(region: Box = DETAIL_REGION): string[] {
  const keys: string[] = [];
  for (let lat = region.south; lat < region.north; lat += CELL_DEGREES)
    for (let lon = region.west; lon < region.east; lon += CELL_DEGREES) keys.push(cellKeyAt(lat, lon));
  return keys;
}

/**
 * The cells a view needs, of those that exist (cells of open ocean have no file). A view wider than a few cells is
 * not a detail zoom, so the count stays small.
 */
export function cellsInView(view: Box, existing: ReadonlySet<string>): string[] {
  const keys: string[] = [];
  const south = Math.max(view.south, -90);
  const north = Math.min(view.north, 90);
  const first = Math.floor((Math.max(view.west, -180) + 180) / CELL_DEGREES);
  const last = Math.floor((Math.min(view.east, 180 - 1e-9) + 180) / CELL_DEGREES);
  const bottom = Math.floor((south + 90) / CELL_DEGREES);
  const top = Math.floor((Math.min(north, 90 - 1e-9) + 90) / CELL_DEGREES);
  for (let y = bottom; y <= top; y += 1)
    for (let x = first; x <= last; x += 1) {
      const key = `${x}_${y}`;
      if (existing.has(key)) keys.push(key);
    }
  return keys;
}

export function boxesIntersect(a: Box, b: Box): boolean {
  return a.west <= b.east && a.east >= b.west && a.south <= b.north && a.north >= b.south;
}
