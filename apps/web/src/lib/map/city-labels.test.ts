import { describe, expect, it } from 'vitest';
import { labelZooms, minPopulationAt, projectPx, type City } from './city-labels.ts';

const city = (name: string, lat: number, lon: number, population: number): City => ({
  name,
  lat,
  lon,
  population,
});

describe('city labels', () => {
  it.each([
    [3, Infinity],
    [4, 700_000],
    [7, 40_000],
    [10, 2_500],
    [12, 0],
  ])('zoom %s names places of at least %s people', (zoom, population) => {
    expect(minPopulationAt(zoom)).toBe(population);
  });

  it.each([
    [0, 0, 0, 128, 128],
    [0, -180, 1, 0, 256],
    [85.05, 180, 2, 1024, 0],
  ])('projects %s, %s at zoom %s to %s, %s px', (lat, lon, zoom, x, y) => {
    const p = projectPx(lat, lon, zoom);
    expect(p.x).toBeCloseTo(x, 0);
    expect(p.y).toBeCloseTo(y, 0);
  });

  it.each<[string, City[], (number | null)[]]>([
    ['a metropolis from zoom 4', [city('Chicago', 41.88, -87.63, 2_700_000)], [4]],
    ['a small city only once the zoom allows its size', [city('Asheville', 35.6, -82.55, 88_000)], [7]],
    ['a village only at town zooms', [city('Woodfin', 35.63, -82.58, 6_349)], [9]],
    [
      // 5 km apart: the bigger one first; the smaller waits until their labels no longer touch.
      'neighbours by population',
      [city('Woodfin', 35.63, -82.58, 6_349), city('Asheville', 35.6, -82.55, 88_000)],
      [11, 7],
    ],
    [
      'far apart, both as soon as their size allows',
      [city('Denver', 39.74, -104.99, 715_000), city('Asheville', 35.6, -82.55, 88_000)],
      [4, 7],
    ],
    ['never a label for a place below every threshold that is always crowded', [], []],
  ])('%s', (_what, cities, zooms) => {
    expect(labelZooms(cities)).toEqual(zooms);
  });

  it('once named, a place stays named at every closer zoom (no label hides another)', () => {
    const cluster = Array.from({ length: 30 }, (_, i) =>
      city(`Town ${i}`, 35 + (i % 6) * 0.05, -82 + Math.floor(i / 6) * 0.07, 1000 + i * 500),
    );
    const zooms = labelZooms(cluster);
    for (let zoom = 4; zoom <= 13; zoom += 1) {
      const shown = cluster.filter((_, i) => zooms[i] !== null && zooms[i]! <= zoom);
      for (const a of shown)
        for (const b of shown) {
          if (a === b) continue;
          const pa = projectPx(a.lat, a.lon, zoom);
          const pb = projectPx(b.lat, b.lon, zoom);
          const apart =
            Math.abs(pa.x - pb.x) >= (a.name.length * 7 + 24) / 2 + (b.name.length * 7 + 24) / 2 ||
            Math.abs(pa.y - pb.y) >= 28;
          expect(apart, `${a.name} and ${b.name} at zoom ${zoom}`).toBe(true);
        }
    }
    // Close enough in, every town has room.
    expect(zooms.every((z) => z !== null && z <= 13)).toBe(true);
  });
});
