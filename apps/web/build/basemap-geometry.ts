/**
 * Geometry steps of the basemap build (basemap.ts): GeoJSON-like rings in, clipped, simplified and rounded rings
 * out, as [lat, lon] pairs that Leaflet draws as they are.
 */
import { clipPolygon, clipPolyline } from 'lineclip';
import simplify from 'simplify-js';
import type { Box } from '../src/lib/map/basemap-grid.ts';

export type Position = [number, number];
export type Ring = Position[];
/** A polygon: its outer ring, then its holes. */
export type Polygon = Ring[];

type Geometry =
  | { type: 'Polygon'; coordinates: Polygon }
  | { type: 'MultiPolygon'; coordinates: Polygon[] }
  | { type: 'LineString'; coordinates: Ring }
  | { type: 'MultiLineString'; coordinates: Ring[] }
  | { type: 'GeometryCollection'; geometries: Geometry[] }
  | { type: 'Feature'; geometry: Geometry }
  | { type: 'FeatureCollection'; features: Geometry[] };

export function polygonsOf(geometry: Geometry | null): Polygon[] {
  switch (geometry?.type) {
    case 'Polygon':
      return [geometry.coordinates];
    case 'MultiPolygon':
      return geometry.coordinates;
    case 'GeometryCollection':
      return geometry.geometries.flatMap(polygonsOf);
    case 'Feature':
      return polygonsOf(geometry.geometry);
    case 'FeatureCollection':
      return geometry.features.flatMap(polygonsOf);
    default:
      return [];
  }
}

export function linesOf(geometry: Geometry | null): Ring[] {
  switch (geometry?.type) {
    case 'LineString':
      return [geometry.coordinates];
    case 'MultiLineString':
      return geometry.coordinates;
    case 'GeometryCollection':
      return geometry.geometries.flatMap(linesOf);
    case 'Feature':
      return linesOf(geometry.geometry);
    case 'FeatureCollection':
      return geometry.features.flatMap(linesOf);
    default:
      return [];
  }
}

// The same rings are clipped to every cell: measure each once.
const boxes = new WeakMap<Ring, Box>();

export function boxOf(ring: Ring): Box {
  const known = boxes.get(ring);
  if (known) return known;
  const box = measure(ring);
  boxes.set(ring, box);
  return box;
}

function measure(ring: Ring): Box {
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const [lon, lat] of ring) {
    if (lat < south) south = lat;
    if (lat > north) north = lat;
    if (lon < west) west = lon;
    if (lon > east) east = lon;
  }
  return { south, west, north, east };
}

const bboxOf = (box: Box): [number, number, number, number] => [box.west, box.south, box.east, box.north];
const meets = (a: Box, b: Box) =>
  a.west <= b.east && a.east >= b.west && a.south <= b.north && a.north >= b.south;

/** Fills are drawn without outlines, so the straight edges the clip adds along the box never show. */
export function clipPolygons(polygons: readonly Polygon[], box: Box): Polygon[] {
  const out: Polygon[] = [];
  for (const [outer, ...holes] of polygons) {
    if (!outer || !meets(boxOf(outer), box)) continue;
    const clipped = clipPolygon(outer, bboxOf(box)) as Ring;
    if (clipped.length < 3) continue;
    const keptHoles = holes
      .filter((h) => meets(boxOf(h), box))
      .map((h) => clipPolygon(h, bboxOf(box)) as Ring)
      .filter((h) => h.length >= 3);
    out.push([clipped, ...keptHoles]);
  }
  return out;
}

export function clipLines(lines: readonly Ring[], box: Box): Ring[] {
  const out: Ring[] = [];
  for (const line of lines) {
    if (line.length < 2 || !meets(boxOf(line), box)) continue;
    out.push(...(clipPolyline(line, bboxOf(box)) as Ring[]));
  }
  return out;
}

/** Douglas-Peucker in degrees; a ring that collapses below a triangle is dropped. */
export function simplifyRing(ring: Ring, tolerance: number): Ring {
  if (tolerance <= 0) return ring;
  return simplify(
    ring.map(([x, y]) => ({ x, y })),
    tolerance,
    true,
  ).map((p) => [p.x, p.y]);
}

/** Rounded to `digits` decimals, as [lat, lon], with the points that rounding makes equal dropped. */
export function toLatLon(ring: Ring, digits: number): Ring {
  const f = 10 ** digits;
  const out: Ring = [];
  for (const [lon, lat] of ring) {
    const p: Position = [Math.round(lat * f) / f, Math.round(lon * f) / f];
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  return out;
}

export function finishPolygons(polygons: readonly Polygon[], tolerance: number, digits: number): Ring[][] {
  return polygons
    .map((rings) =>
      rings.map((r) => toLatLon(simplifyRing(r, tolerance), digits)).filter((r) => r.length >= 3),
    )
    .filter((rings) => rings.length > 0);
}

export function finishLines(lines: readonly Ring[], tolerance: number, digits: number): Ring[] {
  return lines.map((l) => toLatLon(simplifyRing(l, tolerance), digits)).filter((l) => l.length >= 2);
}

/** Area-weighted centre of a ring (where a state's name goes). */
export function centroid(ring: Ring): Position {
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [x0, y0] = ring[j]!;
    const [x1, y1] = ring[i]!;
    const cross = x0 * y1 - x1 * y0;
    a += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  return a === 0 ? ring[0]! : [cx / (3 * a), cy / (3 * a)];
}

export function ringArea(ring: Ring): number {
  let a = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1)
    a += ring[j]![0] * ring[i]![1] - ring[i]![0] * ring[j]![1];
  return Math.abs(a / 2);
}
