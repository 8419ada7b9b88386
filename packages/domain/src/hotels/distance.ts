/** Great-circle distance between two points (haversine on a spherical Earth, mean radius). */
import type { LatLon } from './model.ts';

/** IUGG mean Earth radius; the spherical model is within 0.5% of the ellipsoid, plenty to sort by distance. */
export const EARTH_RADIUS_KM = 6371.0088;
export const KM_PER_MILE = 1.609344;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function greatCircleKm(a: LatLon, b: LatLon): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  // min() guards against float error pushing h just above 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function greatCircleMiles(a: LatLon, b: LatLon): number {
  return greatCircleKm(a, b) / KM_PER_MILE;
}
