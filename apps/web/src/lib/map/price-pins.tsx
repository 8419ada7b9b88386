import { useMemo, useRef, useState } from 'react';
import L from 'leaflet';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import type { Box } from './basemap-grid.ts';
import { indexPins, pinGroups } from './pin-clusters.ts';

/**
 * One result on a results map: where it is, its name and the price its pill shows. `unit` (" per night",
 * " total") is read out after the price; empty when the price is not a price ("View").
 */
export type PricePin = { id: string; lat: number; lon: number; name: string; price: string; unit: string };

/** Built from elements, not an HTML string: result names are text, never markup. */
function element(tag: string, className: string, text?: string): HTMLElement {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

// A pin's and a cluster's visible text is short ("$245", "12"); the screen-reader text says what it is.
function pillIcon(pin: PricePin, active: boolean): L.DivIcon {
  const pill = element('span', `price-pill${active ? ' is-active' : ''}`);
  pill.append(
    element('span', 'sr-only', `${pin.name}, `),
    element('span', '', pin.price),
    element('span', 'sr-only', pin.unit),
  );
  return L.divIcon({ className: 'price-pill-anchor', iconSize: [0, 0], html: pill });
}

function clusterIcon(count: number, noun: string, active: boolean): L.DivIcon {
  const bubble = element('span', `price-cluster${active ? ' is-active' : ''}`);
  bubble.append(
    element('span', '', String(count)),
    element('span', 'sr-only', ` ${noun} here. Zoom in to see them`),
  );
  return L.divIcon({ className: 'price-pill-anchor', iconSize: [0, 0], html: bubble });
}

/**
 * Leaflet gives a keyboard-focusable marker role="button" but does nothing on Enter or Space: the handlers a
 * button has, by click or by key.
 */
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

/**
 * The results' price pins (homes, hotels), with the ones that would overlap at this zoom drawn as one bubble with
 * their count; activating a bubble (click, or Enter when focused) zooms in until its pins separate. The map's
 * container carries the class `price-map` (price-pins.css).
 */
export function PricePins({
  pins,
  noun,
  activeId,
  onSelect,
}: {
  pins: PricePin[];
  /** What a bubble holds, plural ("homes"). */
  noun: string;
  activeId: string | null;
  onSelect: (id: string) => void;
}) {
  const map = useMap();
  const [view, setView] = useState(() => ({ box: boxOf(map.getBounds().pad(0.2)), zoom: map.getZoom() }));
  useMapEvents({
    moveend: () => setView({ box: boxOf(map.getBounds().pad(0.2)), zoom: map.getZoom() }),
  });
  const byId = useMemo(() => new Map(pins.map((p) => [p.id, p])), [pins]);
  const index = useMemo(() => indexPins(pins.map(({ id, lat, lon }) => ({ id, lat, lon }))), [pins]);
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
          icon={iconFor(`c:${group.count}:${active}`, () => clusterIcon(group.count, noun, active))}
          title={`${group.count} ${noun}`}
          zIndexOffset={active ? 1000 : 500}
          keyboard
          riseOnHover
          eventHandlers={activate(() => map.flyTo([group.lat, group.lon], group.zoomTo, { duration: 0.5 }))}
        />
      );
    }
    const pin = byId.get(group.id);
    if (!pin) return null;
    const active = group.id === activeId;
    return (
      <Marker
        key={group.id}
        position={[group.lat, group.lon]}
        icon={iconFor(`p:${group.id}:${pin.price}:${active}`, () => pillIcon(pin, active))}
        zIndexOffset={active ? 1000 : 0}
        title={`${pin.name}, ${pin.price}${pin.unit}`}
        keyboard
        riseOnHover
        eventHandlers={activate(() => onSelect(group.id))}
      />
    );
  });
}
