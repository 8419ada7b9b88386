import 'leaflet/dist/leaflet.css';
import './results-map.css';
import { useEffect, useMemo } from 'react';
import L from 'leaflet';
import { MapContainer, Marker, Polyline, ZoomControl, useMap } from 'react-leaflet';
import { Link } from 'react-router';
import type { ListingSummary } from '@portal/contracts/listings';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { PriceBlock } from './listing-card.tsx';

/** The pill's price: the nightly price, or the stay total when the results are sorted by total price. */
function priceLabel(listing: ListingSummary, totalFirst: boolean): string {
  const price = listing.availability.rate?.price;
  const shown = totalFirst ? price?.total.fiat : price?.nightly.fiat;
  return shown ? formatMoney(shown) : 'View';
}

function pillIcon(label: string, active: boolean): L.DivIcon {
  return L.divIcon({
    className: 'stays-pill-anchor',
    iconSize: [0, 0],
    html: `<span class="stays-pill${active ? ' is-active' : ''}">${label.replace(/[<>&"]/g, '')}</span>`,
  });
}

function coordsOf(listing: ListingSummary): [number, number] {
  const c = listing.content.location.exactCoordinates;
  return [c.lat, c.lon];
}

function FitToListings({ points }: { points: [number, number][] }) {
  const map = useMap();
  const key = points.map((p) => p.join(',')).join(';');
  useEffect(() => {
    if (points.length === 0) return;
    // The container may be sized after Leaflet first measured it (lazy chunk and its CSS, sticky column): fit
    // again once layout has settled.
    const fit = () => {
      map.invalidateSize();
      map.fitBounds(L.latLngBounds(points).pad(0.15), { maxZoom: 14, animate: false });
    };
    fit();
    const timer = setTimeout(fit, 200);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refit only when the set of points changes
  }, [map, key]);
  return null;
}

/**
 * There are no map tiles (the portal runs without outside network), so a faint graticule drawn as vectors gives
 * the price pills a sense of place and moves with panning and zooming.
 */
function Graticule({ points }: { points: [number, number][] }) {
  const lines = useMemo(() => {
    if (points.length === 0) return [];
    const bounds = L.latLngBounds(points).pad(3);
    const span = Math.max(bounds.getNorth() - bounds.getSouth(), bounds.getEast() - bounds.getWest(), 0.02);
    const step = span / 24;
    const result: [number, number][][] = [];
    for (let lat = bounds.getSouth(); lat <= bounds.getNorth(); lat += step)
      result.push([
        [lat, bounds.getWest()],
        [lat, bounds.getEast()],
      ]);
    for (let lon = bounds.getWest(); lon <= bounds.getEast(); lon += step)
      result.push([
        [bounds.getSouth(), lon],
        [bounds.getNorth(), lon],
      ]);
    return result;
  }, [points]);
  return (
    <Polyline
      positions={lines}
      interactive={false}
      pathOptions={{ color: '#94a3b8', weight: 1, opacity: 0.25 }}
    />
  );
}

export function ResultsMap({
  listings,
  activeId,
  onSelect,
  hrefOf,
  onOpen,
  totalFirst = false,
}: {
  listings: ListingSummary[];
  /** Sorted by total price: the pills and the popup lead with the stay total. */
  totalFirst?: boolean;
  activeId: string | null;
  onSelect: (id: string | null) => void;
  hrefOf: (listing: ListingSummary, index: number) => string;
  onOpen: () => void;
}) {
  const points = useMemo(() => listings.map(coordsOf), [listings]);
  const activeIndex = listings.findIndex((l) => l.listingId.id === activeId);
  const active = activeIndex >= 0 ? listings[activeIndex] : undefined;
  const center = points[0] ?? [39.5, -98.35];
  return (
    <div
      role="region"
      aria-label="Map of vacation rentals"
      className="stays-map relative size-full overflow-hidden"
    >
      <MapContainer
        center={center}
        zoom={12}
        className="size-full"
        attributionControl={false}
        zoomControl={false}
      >
        <ZoomControl position="bottomright" />
        <Graticule points={points} />
        <FitToListings points={points} />
        {listings.map((listing) => {
          const id = listing.listingId.id;
          return (
            <Marker
              key={id}
              position={coordsOf(listing)}
              icon={pillIcon(priceLabel(listing, totalFirst), id === activeId)}
              zIndexOffset={id === activeId ? 1000 : 0}
              title={`${listing.content.name}, ${priceLabel(listing, totalFirst)} ${totalFirst ? 'total' : 'per night'}`}
              alt={listing.content.name}
              keyboard
              eventHandlers={{ click: () => onSelect(id) }}
              riseOnHover
            />
          );
        })}
      </MapContainer>
      {active ? (
        <div className="absolute inset-x-3 bottom-20 z-[1000] mx-auto max-w-sm md:top-3 md:bottom-auto">
          <div className="relative flex gap-3 rounded-2xl bg-white p-2.5 shadow-xl ring-1 ring-slate-200">
            <img
              src={active.content.media[0]?.url}
              alt=""
              className="size-24 shrink-0 rounded-xl object-cover"
            />
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
            <button
              type="button"
              aria-label="Close preview"
              onClick={() => onSelect(null)}
              className="absolute top-2 right-2 z-10 flex size-7 items-center justify-center rounded-full bg-white text-slate-600 hover:bg-slate-100"
            >
              <CloseIcon className="size-4" />
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
