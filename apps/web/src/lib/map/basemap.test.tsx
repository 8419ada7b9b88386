import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { MapContainer } from 'react-leaflet';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PORTAL_CONFIG, portalConfigQuery, type PortalConfig } from '../portal-config.ts';
import type { BasemapOverview } from './basemap-data.ts';
import { Basemap } from './basemap.tsx';

const overview: BasemapOverview = {
  cells: [],
  land: [
    [
      [
        [30, -90],
        [40, -90],
        [40, -75],
        [30, -75],
      ],
    ],
  ],
  lakes: [],
  countries: [],
  states: [],
  stateLabels: [['North Carolina', 35.5, -79.4, 5]],
  cities: [
    ['Charlotte', 35.227, -80.843, 5, 1],
    ['Tiny Town', 35.3, -80.5, 6, 0],
  ],
};
vi.mock('./basemap-fetch.ts', () => ({
  loadOverview: vi.fn(async () => overview),
  loadCell: vi.fn(async () => ({ land: [], lakes: [], countries: [], states: [], cities: [] })),
}));

// jsdom lays nothing out and draws on no canvas: the map gets a size and a 2D context that ignores every call.
const restore: (() => void)[] = [];
beforeAll(() => {
  for (const [prop, value] of [
    ['clientWidth', 800],
    ['clientHeight', 600],
  ] as const) {
    const before = Object.getOwnPropertyDescriptor(HTMLElement.prototype, prop);
    Object.defineProperty(HTMLElement.prototype, prop, { configurable: true, get: () => value });
    restore.push(() => before && Object.defineProperty(HTMLElement.prototype, prop, before));
  }
  const noop = new Proxy({}, { get: () => () => undefined });
  const spy = vi
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => noop as unknown as CanvasRenderingContext2D);
  restore.push(() => spy.mockRestore());
});
afterAll(() => restore.forEach((undo) => undo()));

function renderMap(mapTiles: PortalConfig['mapTiles']) {
  const client = new QueryClient();
  client.setQueryData<PortalConfig>(portalConfigQuery.queryKey, { ...DEFAULT_PORTAL_CONFIG, mapTiles });
  return render(
    <QueryClientProvider client={client}>
      <MapContainer center={[35.4, -80.5]} zoom={5} style={{ width: 800, height: 600 }}>
        <Basemap />
      </MapContainer>
    </QueryClientProvider>,
  );
}

describe('Basemap', () => {
  it('without a tile server draws the offline basemap: the sea as background, the zoom’s place names', async () => {
    const { container } = renderMap(null);
    const map = container.querySelector('.leaflet-container')!;
    await waitFor(() => expect(map.querySelectorAll('.basemap-city')).toHaveLength(1));
    expect(map).toHaveClass('basemap-offline');
    // Zoom 5 names Charlotte (from zoom 5) and the state, not the town shown from zoom 6.
    expect(map.querySelector('.basemap-city')).toHaveTextContent('Charlotte');
    expect(map.querySelector('.basemap-state')).toHaveTextContent('North Carolina');
    expect(map.querySelector('.leaflet-basemap-labels-pane')).toHaveAttribute('aria-hidden', 'true');
    expect(map.querySelector('.leaflet-tile-pane img')).toBeNull();
    expect(map.querySelector('.leaflet-control-attribution')).toHaveTextContent('OpenStreetMap contributors');
  });

  it('with a tile server (PORTAL_MAP_TILES_URL) shows its tiles and attribution, and no offline layer', async () => {
    const { container } = renderMap({
      url: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      attribution: '© Example Maps',
    });
    const map = container.querySelector('.leaflet-container')!;
    await waitFor(() => expect(map.querySelector('.leaflet-tile-pane img')).not.toBeNull());
    const tile = map.querySelector<HTMLImageElement>('.leaflet-tile-pane img')!;
    expect(tile.src).toMatch(/^https:\/\/[abc]\.tiles\.example\.org\/5\/\d+\/\d+\.png$/);
    expect(map).not.toHaveClass('basemap-offline');
    expect(map.querySelector('.leaflet-control-attribution')).toHaveTextContent('© Example Maps');
    expect(map.querySelector('.basemap-city')).toBeNull();
  });
});
