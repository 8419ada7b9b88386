import { z } from 'zod';

/**
 * A map's visible area ("Search this area"): a box of latitudes and longitudes. It never crosses the
 * antimeridian (the portal's markets are all in the United States, and a box that did would have east < west).
 */
export const MapArea = z
  .object({
    south: z.number().min(-90).max(90),
    west: z.number().min(-180).max(180),
    north: z.number().min(-90).max(90),
    east: z.number().min(-180).max(180),
  })
  .refine((a) => a.south < a.north, { message: 'south must be below north', path: ['north'] })
  .refine((a) => a.west < a.east, { message: 'west must be left of east', path: ['east'] });
export type MapArea = z.infer<typeof MapArea>;

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
  const [south, west, north, east] = parts.map(Number);
  const parsed = MapArea.safeParse({ south, west, north, east });
  return parsed.success ? parsed.data : null;
}

export function areaContains(area: MapArea, point: { lat: number; lon: number }): boolean {
  return (
    point.lat >= area.south && point.lat <= area.north && point.lon >= area.west && point.lon <= area.east
  );
}
