import { describe, expect, it } from 'vitest';
import {
  allCellKeys,
  cellBox,
  cellKeyAt,
  cellsInView,
  DETAIL_MIN_ZOOM,
  DETAIL_REGION,
  levelForZoom,
} from './basemap-grid.ts';

describe('basemap grid', () => {
  it.each([
    [3, 'overview'],
    [DETAIL_MIN_ZOOM - 1, 'overview'],
    [DETAIL_MIN_ZOOM - 0.5, 'overview'],
    [DETAIL_MIN_ZOOM, 'detail'],
    [13, 'detail'],
  ])('zoom %s draws the %s', (zoom, level) => {
    expect(levelForZoom(zoom)).toBe(level);
  });

  it.each([
    // Asheville, Denver, Honolulu, and the corners of a cell (a cell owns its south and west edges).
    [35.5951, -82.5515, '24_31'],
    [39.7392, -104.9903, '18_32'],
    [21.3069, -157.8583, '5_27'],
    [36, -84, '24_31'],
    [35.999, -80.001, '24_31'],
    [40, -104, '19_32'],
  ])('the point %s, %s is in cell %s', (lat, lon, key) => {
    expect(cellKeyAt(lat, lon)).toBe(key);
    const box = cellBox(key);
    expect(lat >= box.south && lat < box.north && lon >= box.west && lon < box.east).toBe(true);
  });

  it('cuts the detailed region into whole cells', () => {
    const keys = allCellKeys();
    expect(keys.length).toBe(
      ((DETAIL_REGION.north - DETAIL_REGION.south) / 4) * ((DETAIL_REGION.east - DETAIL_REGION.west) / 4),
    );
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('24_31');
  });

  const existing = new Set(['24_31', '25_31', '24_32', '18_32']);
  it.each([
    // A town: one cell.
    [{ south: 35.5, west: -82.7, north: 35.7, east: -82.4 }, ['24_31']],
    // Across a cell's east and north edges (80° W, 38° N): the neighbours that exist.
    [{ south: 37.9, west: -80.2, north: 38.1, east: -79.8 }, ['24_31', '25_31', '24_32']],
    // Open sea: no cell file, nothing to fetch.
    [{ south: 30, west: -70, north: 31, east: -69 }, []],
    // A view past the antimeridian or the pole asks for nothing that does not exist.
    [{ south: 80, west: 170, north: 95, east: 200 }, []],
  ])('the view %o needs %o', (view, keys) => {
    expect(cellsInView(view, existing)).toEqual(keys);
  });
});
