import 'leaflet/dist/leaflet.css';
import '../../../lib/map/price-pins.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import L from 'leaflet';
import { MapContainer, ZoomControl, useMap, useMapEvents } from 'react-leaflet';
import { Link } from 'react-router';
import type { ListingSummary } from '@portal/contracts/listings';
import type { MapArea } from '@portal/domain/map-area';
import { Basemap } from '../../../lib/map/basemap.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { PriceBlock } from './listing-card.tsx';
import { MapPreview } from '../../../lib/map/map-preview.tsx';
import { PricePins, type PricePin } from '../../../lib/map/price-pins.tsx';

function coordsOf(listing: ListingSummary): [number, number] {
  const c = listing.content.location.exactCoordinates;
  return [c.lat, c.lon];
}

/** The pill's price: the nightly price, or the stay total when the results are sorted by total price. */
function pinOf(listing: ListingSummary, totalFirst: boolean): PricePin {
  const price = listing.availability.rate?.price;
  const shown = totalFirst ? price?.total.fiat : price?.nightly.fiat;
  const [lat, lon] = coordsOf(listing);
  return {
    id: listing.listingId.id,
    lat,
    lon,
    name: listing.content.name,
    price: shown ? formatMoney(shown) : 'View',
    unit: shown ? (totalFirst ? ' total' : ' per night') : '',
  };
}

const areaBounds = (a: MapArea) => L.latLngBounds([a.south, a.west], [a.north, a.east]);

/**
 * Frames the search: the searched map area when there is one (the user chose that view), else the results. Moves
 * it makes itself are not the user's, so they must not offer "Search this area".
 */
function FitView({
  points,
  area,
  quiet,
}: {
  points: [number, number][];
  area: MapArea | null;
  quiet: React.RefObject<boolean>;
}) {
  const map = useMap();
  const key = area ? `area:${Object.values(area).join(',')}` : points.map((p) => p.join(',')).join(';');
  useEffect(() => {
    if (!area && points.length === 0) return;
    // The container may be sized after Leaflet first measured it (lazy chunk and its CSS, sticky column): fit
    // again once layout has settled. Without animation Leaflet's move events fire inside fit().
    const fit = () => {
      quiet.current = true;
      map.invalidateSize();
      if (area) map.fitBounds(areaBounds(area), { animate: false });
      else map.fitBounds(L.latLngBounds(points).pad(0.15), { maxZoom: 14, animate: false });
      quiet.current = false;
    };
    fit();
    const timer = setTimeout(fit, 200);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refit only when what is framed changes
  }, [map, key]);
  return null;
}

/** "Search this area": offered once the user has panned or zoomed the map, it searches the visible box. */
function SearchAreaButton({
  quiet,
  onSearchArea,
}: {
  quiet: React.RefObject<boolean>;
  onSearchArea: (area: MapArea) => void;
}) {
  const [moved, setMoved] = useState(false);
  const map = useMapEvents({
    moveend: () => {
      if (!quiet.current) setMoved(true);
    },
  });
  if (!moved) return null;
  return (
    <div className="pointer-events-none absolute inset-x-0 top-3 z-[1000] flex justify-center">
      <button
        type="button"
        onClick={() => {
          const b = map.getBounds();
          setMoved(false);
          onSearchArea({ south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() });
        }}
        className="pointer-events-auto flex min-h-10 items-center gap-2 rounded-full bg-white px-5 text-sm font-semibold text-slate-900 shadow-lg ring-1 ring-slate-900/10 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <svg
          viewBox="0 0 20 20"
          className="size-4"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="8.5" cy="8.5" r="5.5" />
          <path d="m13 13 4 4" strokeLinecap="round" />
        </svg>
        Search this area
      </button>
    </div>
  );
}

export function ResultsMap({
  listings,
  activeId,
  onSelect,
  hrefOf,
  onOpen,
  totalFirst = false,
  area,
  onSearchArea,
}: {
  listings: ListingSummary[];
  /** Sorted by total price: the pills and the popup lead with the stay total. */
  totalFirst?: boolean;
  activeId: string | null;
  onSelect: (id: string | null) => void;
  hrefOf: (listing: ListingSummary, index: number) => string;
  onOpen: () => void;
  area: MapArea | null;
  onSearchArea: (area: MapArea) => void;
}) {
  const points = useMemo(() => listings.map(coordsOf), [listings]);
  const pins = useMemo(() => listings.map((l) => pinOf(l, totalFirst)), [listings, totalFirst]);
  const activeIndex = listings.findIndex((l) => l.listingId.id === activeId);
  const active = activeIndex >= 0 ? listings[activeIndex] : undefined;
  const center = points[0] ?? [39.5, -98.35];
  const quiet = useRef(false);
  return (
    <div
      role="region"
      aria-label="Map of vacation rentals"
      className="price-map relative size-full overflow-hidden"
    >
      <MapContainer center={center} zoom={12} className="size-full" zoomControl={false}>
        <Basemap />
        <ZoomControl position="bottomright" />
        <FitView points={points} area={area} quiet={quiet} />
        <PricePins pins={pins} noun="homes" activeId={activeId} onSelect={onSelect} />
        <SearchAreaButton quiet={quiet} onSearchArea={onSearchArea} />
      </MapContainer>
      {active ? (
        <MapPreview
          photo={active.content.media[0]?.url}
          className="bottom-20 md:top-16 md:bottom-auto"
          onClose={() => onSelect(null)}
        >
          <div className="flex min-w-0 flex-1 flex-col justify-between py-0.5 pr-7">
            <Link
              to={hrefOf(active, activeIndex)}
              onClick={onOpen}
              className="line-clamp-2 text-sm font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-2xl"
            >
              {active.content.name}
            </Link>
            <PriceBlock listing={active} compact totalFirst={totalFirst} />
          </div>
        </MapPreview>
      ) : null}
    </div>
  );
}
