import Supercluster from 'supercluster';
import type { Box } from './basemap-grid.ts';

export type Pin = { id: string; lat: number; lon: number };

/** What the map draws at a zoom: a listing's own price pin, or a bubble counting the pins too close to tell apart. */
export type PinGroup =
  | { kind: 'pin'; id: string; lat: number; lon: number }
  | { kind: 'cluster'; key: string; lat: number; lon: number; count: number; zoomTo: number; ids: string[] };

/**
 * Price pins are about 70 px wide, so pins closer than that overlap: they become one cluster. Past zoom 16 every
 * pin stands alone (homes a few metres apart are still two homes).
 */
export const CLUSTER_RADIUS_PX = 56;
export const CLUSTER_MAX_ZOOM = 16;

export type PinIndex = { index: Supercluster<{ id: string }>; count: number };

export function indexPins(pins: readonly Pin[]): PinIndex {
  const index = new Supercluster<{ id: string }>({
    radius: CLUSTER_RADIUS_PX,
    maxZoom: CLUSTER_MAX_ZOOM - 1,
    // The radius is in pixels of a tile this wide: Leaflet's tiles are 256 pixels (supercluster's default, 512,
    // would halve it on screen).
    extent: 256,
    minPoints: 2,
  });
  index.load(
    pins.map((p) => ({
      type: 'Feature' as const,
      properties: { id: p.id },
      geometry: { type: 'Point' as const, coordinates: [p.lon, p.lat] },
    })),
  );
  return { index, count: pins.length };
}

/** The pins and clusters of a view at a zoom (Leaflet zooms may be fractional; clusters follow the whole zoom). */
export function pinGroups({ index, count }: PinIndex, view: Box, zoom: number): PinGroup[] {
  if (count === 0) return [];
  const z = Math.max(0, Math.min(Math.floor(zoom), CLUSTER_MAX_ZOOM));
  const features = index.getClusters([view.west, view.south, view.east, view.north], z);
  return features.map((f) => {
    const [lon, lat] = f.geometry.coordinates as [number, number];
    const props = f.properties as {
      cluster?: boolean;
      cluster_id?: number;
      point_count?: number;
      id?: string;
    };
    if (props.cluster && props.cluster_id !== undefined) {
      const leaves = index.getLeaves(props.cluster_id, Infinity).map((leaf) => leaf.properties.id);
      return {
        kind: 'cluster',
        key: leaves.slice().sort().join(','),
        lat,
        lon,
        count: props.point_count ?? leaves.length,
        zoomTo: Math.min(index.getClusterExpansionZoom(props.cluster_id), CLUSTER_MAX_ZOOM),
        ids: leaves,
      };
    }
    return { kind: 'pin', id: props.id ?? '', lat, lon };
  });
}
