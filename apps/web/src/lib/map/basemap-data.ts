/** The offline basemap's files (written by build/basemap.ts); every position is [lat, lon]. */
export type LatLon = [number, number];
/** Rings of one polygon: outer, then holes. */
export type PolygonRings = LatLon[][];

/** [name, lat, lon, first zoom it is shown at, size class 0 town / 1 city / 2 metropolis]. */
export type CityLabel = [string, number, number, number, 0 | 1 | 2];

export type BasemapCell = {
  land: PolygonRings[];
  lakes: PolygonRings[];
  countries: LatLon[][];
  states: LatLon[][];
  cities: CityLabel[];
};

export type BasemapOverview = BasemapCell & {
  /** Keys of the detailed cells that exist. */
  cells: string[];
  /** [state name, lat, lon, first zoom it is shown at]. */
  stateLabels: [string, number, number, number][];
};
