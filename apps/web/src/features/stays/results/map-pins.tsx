import { useMemo, useRef, useState } from 'react';
import L from 'leaflet';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import type { ListingSummary } from '@portal/contracts/listings';
import { formatMoney } from '../../../lib/format.ts';
import type { Box } from '../../../lib/map/basemap-grid.ts';
import { indexPins, pinGroups } from '../../../lib/map/pin-clusters.ts';

/** The pill's price: the nightly price, or the stay total when the results are sorted by total price. */
export function priceLabel(listing: ListingSummary, totalFirst = false): string {
  const price = listing.availability.rate?.price;
  const shown = totalFirst ? price?.total.fiat : price?.nightly.fiat;
  return shown ? formatMoney(shown) : 'View';
}

const priceUnit = (totalFirst: boolean) => (totalFirst ? ' total' : ' per night');

/** Built from elements, not an HTML string: listing names are text, never markup. */
function element(tag: string, className: string, text?: string): HTMLElement {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

// A pin's and a cluster's visible text is short ("$245", "12"); the screen-reader text says what it is.
function pillIcon(listing: ListingSummary, active: boolean, totalFirst: boolean): L.DivIcon {
  const pill = element('span', `stays-pill${active ? ' is-active' : ''}`);
  pill.append(
    element('span', 'sr-only', `${listing.content.name}, `),
    element('span', '', priceLabel(listing, totalFirst)),
    element('span', 'sr-only', listing.availability.rate ? priceUnit(totalFirst) : ''),
  );
  return L.divIcon({ className: 'stays-pill-anchor', iconSize: [0, 0], html: pill });
}

function clusterIcon(count: number, active: boolean): L.DivIcon {
  const bubble = element('span', `stays-cluster${active ? ' is-active' : ''}`);
  bubble.append(
    element('span', '', String(count)),
    element('span', 'sr-only', ` homes here. Zoom in to see them`),
  );
  return L.divIcon({ className: 'stays-pill-anchor', iconSize: [0, 0], html: bubble });
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
 * The listings' price pins, with the ones that would overlap at this zoom drawn as one bubble with their count;
 * activating a bubble (click, or Enter when focused) zooms in until its homes separate.
 */
export function ClusteredPins({
  listings,
  activeId,
  onSelect,
  totalFirst = false,
}: {
  listings: ListingSummary[];
  /** Sorted by total price: the pills lead with the stay total. */
  totalFirst?: boolean;
  activeId: string | null;
  onSelect: (id: string) => void;
}) {
  const map = useMap();
  const [view, setView] = useState(() => ({ box: boxOf(map.getBounds().pad(0.2)), zoom: map.getZoom() }));
  useMapEvents({
    moveend: () => setView({ box: boxOf(map.getBounds().pad(0.2)), zoom: map.getZoom() }),
  });
  const byId = useMemo(() => new Map(listings.map((l) => [l.listingId.id, l])), [listings]);
  const index = useMemo(
    () =>
      indexPins(
        listings.map((l) => ({
          id: l.listingId.id,
          lat: l.content.location.exactCoordinates.lat,
          lon: l.content.location.exactCoordinates.lon,
        })),
      ),
    [listings],
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
          title={`${group.count} homes`}
          zIndexOffset={active ? 1000 : 500}
          keyboard
          riseOnHover
          eventHandlers={activate(() => map.flyTo([group.lat, group.lon], group.zoomTo, { duration: 0.5 }))}
        />
      );
    }
    const listing = byId.get(group.id);
    if (!listing) return null;
    const active = group.id === activeId;
    return (
      <Marker
        key={group.id}
        position={[group.lat, group.lon]}
        icon={iconFor(`p:${group.id}:${priceLabel(listing, totalFirst)}:${active}`, () =>
          pillIcon(listing, active, totalFirst),
        )}
        zIndexOffset={active ? 1000 : 0}
        title={`${listing.content.name}, ${priceLabel(listing, totalFirst)}${priceUnit(totalFirst)}`}
        keyboard
        riseOnHover
        eventHandlers={activate(() => onSelect(group.id))}
      />
    );
  });
}
