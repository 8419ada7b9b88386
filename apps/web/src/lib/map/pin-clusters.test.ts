import { describe, expect, it } from 'vitest';
import { indexPins, pinGroups, type Pin } from './pin-clusters.ts';

// Three homes a few hundred metres apart in Asheville, one across town, one in Denver.
const pins: Pin[] = [
  { id: 'a', lat: 35.595, lon: -82.551 },
  { id: 'b', lat: 35.596, lon: -82.553 },
  { id: 'c', lat: 35.594, lon: -82.549 },
  { id: 'd', lat: 35.64, lon: -82.47 },
  { id: 'e', lat: 39.739, lon: -104.99 },
];
const usa = { south: 20, west: -130, north: 50, east: -60 };
const asheville = { south: 35.5, west: -82.7, north: 35.7, east: -82.4 };

const summary = (zoom: number, view = usa) =>
  pinGroups(indexPins(pins), view, zoom)
    .map((g) => (g.kind === 'pin' ? g.id : `[${g.ids.slice().sort().join('')}]`))
    .sort();

describe('pin clusters', () => {
  it.each([
    // Country-wide: both Asheville groups are one bubble; Denver is alone.
    [4, usa, ['[abcd]', 'e']],
    // City-wide: the three close homes overlap, the one across town does not.
    [12, asheville, ['[abc]', 'd']],
    [12.7, asheville, ['[abc]', 'd']],
    // Street level: every home is its own pin.
    [17, asheville, ['a', 'b', 'c', 'd']],
    [16, asheville, ['a', 'b', 'c', 'd']],
  ])('zoom %s shows %o', (zoom, view, expected) => {
    expect(summary(zoom, view)).toEqual(expected);
  });

  it('leaves out what is outside the view', () => {
    expect(summary(12, { south: 39, west: -106, north: 40.5, east: -104 })).toEqual(['e']);
  });

  it('counts a cluster and names the zoom that opens it', () => {
    const [cluster] = pinGroups(indexPins(pins), asheville, 12).filter((g) => g.kind === 'cluster');
    expect(cluster).toMatchObject({ kind: 'cluster', count: 3 });
    expect(cluster?.kind === 'cluster' && cluster.zoomTo).toBeGreaterThan(12);
    expect(cluster?.kind === 'cluster' && cluster.key).toBe('a,b,c');
  });

  it('has nothing to show without pins', () => {
    expect(pinGroups(indexPins([]), usa, 10)).toEqual([]);
  });
});
