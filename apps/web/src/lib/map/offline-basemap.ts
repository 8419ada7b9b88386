import L from 'leaflet';
import type { BasemapCell, BasemapOverview, CityLabel } from './basemap-data.ts';
import { loadCell, loadOverview } from './basemap-fetch.ts';
import { cellsInView, levelForZoom, type Box } from './basemap-grid.ts';
import { BASEMAP_COLORS, showsStateLabels, stateBorderWeight } from './basemap-style.ts';

export const BASEMAP_ATTRIBUTION = 'Natural Earth · © OpenStreetMap contributors · GeoNames';

const boxOf = (b: L.LatLngBounds): Box => ({
  south: b.getSouth(),
  west: b.getWest(),
  north: b.getNorth(),
  east: b.getEast(),
});

function pane(map: L.Map, name: string, zIndex: number): string {
  const el = map.getPane(name) ?? map.createPane(name);
  el.style.zIndex = String(zIndex);
  el.style.pointerEvents = 'none';
  return name;
}

function labelIcon(text: string, className: string): L.DivIcon {
  const el = document.createElement('span');
  el.className = className;
  el.textContent = text;
  return L.divIcon({ className: 'basemap-label-anchor', iconSize: [0, 0], html: el });
}

/**
 * Draws the portal's own basemap under a Leaflet map: land, lakes and borders on canvas (one path per layer and
 * cell, cheap to pan), and the place names a zoom shows as non-interactive labels. Returns what removes it.
 */
export function mountOfflineBasemap(map: L.Map): () => void {
  const fill = L.canvas({ pane: pane(map, 'basemap-fill', 150), padding: 0.5 });
  const lines = L.canvas({ pane: pane(map, 'basemap-lines', 160), padding: 0.5 });
  const labelPane = pane(map, 'basemap-labels', 390);
  map.getPane(labelPane)?.setAttribute('aria-hidden', 'true');
  map.attributionControl?.addAttribution(BASEMAP_ATTRIBUTION);

  let overview: BasemapOverview | null = null;
  let overviewLayer: L.LayerGroup | null = null;
  const cells = new Map<string, { data: BasemapCell; layer: L.LayerGroup }>();
  const labels = new Map<string, L.Marker>();
  let removed = false;

  const draw = (data: BasemapCell, zoom: number) => {
    const group = L.layerGroup();
    const style = { renderer: fill, stroke: false, fillOpacity: 1, interactive: false } as const;
    if (data.land.length) L.polygon(data.land, { ...style, fillColor: BASEMAP_COLORS.land }).addTo(group);
    if (data.lakes.length) L.polygon(data.lakes, { ...style, fillColor: BASEMAP_COLORS.water }).addTo(group);
    if (data.states.length)
      L.polyline(data.states, {
        renderer: lines,
        color: BASEMAP_COLORS.stateBorder,
        weight: stateBorderWeight(zoom),
        dashArray: '5 4',
        interactive: false,
      }).addTo(group);
    if (data.countries.length)
      L.polyline(data.countries, {
        renderer: lines,
        color: BASEMAP_COLORS.countryBorder,
        weight: 1.8,
        interactive: false,
      }).addTo(group);
    return group;
  };

  const updateLabels = (zoom: number, view: L.LatLngBounds, detail: boolean) => {
    const wanted = new Map<string, () => L.Marker>();
    const consider = (c: CityLabel) => {
      if (c[3] > zoom || !view.contains([c[1], c[2]])) return;
      wanted.set(`c:${c[0]}:${c[1]}:${c[2]}`, () =>
        L.marker([c[1], c[2]], {
          icon: labelIcon(c[0], `basemap-city basemap-city-${c[4]}`),
          pane: labelPane,
          interactive: false,
          keyboard: false,
        }),
      );
    };
    overview?.cities.forEach(consider);
    if (detail) for (const { data } of cells.values()) data.cities.forEach(consider);
    if (overview && showsStateLabels(zoom))
      for (const [name, lat, lon, from] of overview.stateLabels)
        if (from <= zoom && view.contains([lat, lon]))
          wanted.set(`s:${name}`, () =>
            L.marker([lat, lon], {
              icon: labelIcon(name, 'basemap-state'),
              pane: labelPane,
              interactive: false,
              keyboard: false,
            }),
          );
    for (const [key, marker] of labels)
      if (!wanted.has(key)) {
        marker.remove();
        labels.delete(key);
      }
    for (const [key, make] of wanted) if (!labels.has(key)) labels.set(key, make().addTo(map));
  };

  const update = () => {
    if (removed || !overview) return;
    const zoom = map.getZoom();
    const view = map.getBounds().pad(0.25);
    const detail = levelForZoom(zoom) === 'detail';
    const needed = detail ? cellsInView(boxOf(view), new Set(overview.cells)) : [];
    for (const key of needed)
      if (!cells.has(key))
        void loadCell(key)
          .then((data) => {
            if (removed || cells.has(key)) return;
            cells.set(key, { data, layer: draw(data, zoom) });
            update();
          })
          .catch(() => undefined);
    // The coarse overview stays underneath until every cell in view has arrived, so nothing shows blank.
    const covered = detail && needed.every((key) => cells.has(key));
    if (covered) overviewLayer?.remove();
    else overviewLayer?.addTo(map);
    for (const { layer } of cells.values()) {
      if (detail) layer.addTo(map);
      else layer.remove();
    }
    updateLabels(zoom, view, detail);
  };

  void loadOverview()
    .then((data) => {
      if (removed) return;
      overview = data;
      overviewLayer = draw(data, 4);
      update();
    })
    .catch(() => undefined);
  map.on('moveend', update);
  return () => {
    removed = true;
    map.off('moveend', update);
    overviewLayer?.remove();
    for (const { layer } of cells.values()) layer.remove();
    for (const marker of labels.values()) marker.remove();
    map.attributionControl?.removeAttribution(BASEMAP_ATTRIBUTION);
  };
}
