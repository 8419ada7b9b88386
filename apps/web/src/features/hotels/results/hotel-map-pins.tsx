import { useMemo, useRef, useState } from 'react';
import L from 'leaflet';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import type { HotelResult } from '@portal/contracts/hotels';
import { formatMoney } from '../../../lib/format.ts';
import type { Box } from '../../../lib/map/basemap-grid.ts';
import { indexPins, pinGroups } from '../../../lib/map/pin-clusters.ts';

/** Built from elements, not an HTML string: hotel names are text, never markup. */
function element(tag: string, className: string, text?: string): HTMLElement {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

const nightly = (hotel: HotelResult) => formatMoney(hotel.lead.perNightSellRate.fiat);

// A pin's visible text is its nightly price; the screen-reader text says which hotel and what the price is.
function pillIcon(hotel: HotelResult, active: boolean): L.DivIcon {
  const pill = element('span', `hotels-pill${active ? ' is-active' : ''}`);
  pill.append(
    element('span', 'sr-only', `${hotel.name}, `),
    element('span', '', nightly(hotel)),
    element('span', 'sr-only', ' per night'),
  );
  return L.divIcon({ className: 'hotels-pill-anchor', iconSize: [0, 0], html: pill });
}

function clusterIcon(count: number, active: boolean): L.DivIcon {
  const bubble = element('span', `hotels-cluster${active ? ' is-active' : ''}`);
  bubble.append(
    element('span', '', String(count)),
    element('span', 'sr-only', ' hotels here. Zoom in to see them'),
  );
  return L.divIcon({ className: 'hotels-pill-anchor', iconSize: [0, 0], html: bubble });
}

/** Leaflet's focusable markers get role="button" but no Enter or Space: the handlers a button has. */
function activate(handler: () => void): L.LeafletEventHandlerFnMap {
  return {
    click: handler,
    keydown: (event) => {
      const key = (event as L.LeafletKeyboardEvent).originalEvent.key;
      if (key !== 'Enter' && key !== ' ') return;
      (event as L.LeafletKeyboardEvent).originalEvent.preventDefault();
      handler();
    },
  };
}

const boxOf = (b: L.LatLngBounds): Box => ({
  south: b.getSouth(),
  west: b.getWest(),
  north: b.getNorth(),
  east: b.getEast(),
});

/** The hotels' price pins; those that would overlap at this zoom become a bubble that zooms in when activated. */
export function HotelPins({
  hotels,
  activeId,
  onSelect,
}: {
  hotels: HotelResult[];
  activeId: string | null;
  onSelect: (id: string) => void;
}) {
  const map = useMap();
  const [view, setView] = useState(() => ({ box: boxOf(map.getBounds().pad(0.2)), zoom: map.getZoom() }));
  useMapEvents({ moveend: () => setView({ box: boxOf(map.getBounds().pad(0.2)), zoom: map.getZoom() }) });
  const byId = useMemo(() => new Map(hotels.map((h) => [h.lodgingId, h])), [hotels]);
  const index = useMemo(
    () => indexPins(hotels.map((h) => ({ id: h.lodgingId, lat: h.coordinates.lat, lon: h.coordinates.lon }))),
    [hotels],
  );
  const groups = useMemo(() => pinGroups(index, view.box, view.zoom), [index, view]);
  // The same icon object for the same look: a new one would replace the marker's element and drop its focus.
  const icons = useRef(new Map<string, L.DivIcon>());
  const iconFor = (key: string, make: () => L.DivIcon) => {
    let icon = icons.current.get(key);
    if (!icon) icons.current.set(key, (icon = make()));
    return icon;
  };
  return groups.map((group) => {
    if (group.kind === 'cluster') {
      const active = activeId !== null && group.ids.includes(activeId);
      return (
        <Marker
          key={`cluster:${group.key}`}
          position={[group.lat, group.lon]}
          icon={iconFor(`c:${group.count}:${active}`, () => clusterIcon(group.count, active))}
          title={`${group.count} hotels`}
          zIndexOffset={active ? 1000 : 500}
          keyboard
          riseOnHover
          eventHandlers={activate(() => map.flyTo([group.lat, group.lon], group.zoomTo, { duration: 0.5 }))}
        />
      );
    }
    const hotel = byId.get(group.id);
    if (!hotel) return null;
    const active = group.id === activeId;
    return (
      <Marker
        key={group.id}
        position={[group.lat, group.lon]}
        icon={iconFor(`p:${group.id}:${nightly(hotel)}:${active}`, () => pillIcon(hotel, active))}
        zIndexOffset={active ? 1000 : 0}
        title={`${hotel.name}, ${nightly(hotel)} per night`}
        keyboard
        riseOnHover
        eventHandlers={activate(() => onSelect(group.id))}
      />
    );
  });
}
