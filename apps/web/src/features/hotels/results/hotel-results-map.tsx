import 'leaflet/dist/leaflet.css';
import '../../../lib/map/price-pins.css';
import { useMemo, useState } from 'react';
import { MapContainer, ZoomControl } from 'react-leaflet';
import { Link } from 'react-router';
import type { HotelResult } from '@portal/contracts/hotels';
import { formatMoney } from '../../../lib/format.ts';
import { Basemap } from '../../../lib/map/basemap.tsx';
import { FitPoints } from '../../../lib/map/fit-points.tsx';
import { MapPreview } from '../../../lib/map/map-preview.tsx';
import { PricePins, type PricePin } from '../../../lib/map/price-pins.tsx';
import { RatingChip, Stars } from './hotel-card.tsx';

const pinOf = (hotel: HotelResult): PricePin => ({
  id: hotel.lodgingId,
  lat: hotel.coordinates.lat,
  lon: hotel.coordinates.lon,
  name: hotel.name,
  price: formatMoney(hotel.lead.perNightSellRate.fiat),
  unit: ' per night',
});

/** The results on a map: a price pin per hotel (clustered when close), a preview card for the chosen one. */
export function HotelResultsMap({
  hotels,
  hrefOf,
  onOpen,
  nights,
}: {
  hotels: HotelResult[];
  hrefOf: (lodgingId: string, index: number) => string;
  onOpen: () => void;
  nights: number;
}) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const points = useMemo(
    () => hotels.map((h): [number, number] => [h.coordinates.lat, h.coordinates.lon]),
    [hotels],
  );
  const pins = useMemo(() => hotels.map(pinOf), [hotels]);
  const activeIndex = hotels.findIndex((h) => h.lodgingId === activeId);
  const active = activeIndex >= 0 ? hotels[activeIndex] : undefined;
  return (
    <div role="region" aria-label="Map of hotels" className="price-map relative size-full overflow-hidden">
      <MapContainer center={points[0] ?? [39.5, -98.35]} zoom={12} className="size-full" zoomControl={false}>
        <Basemap />
        <ZoomControl position="bottomright" />
        <FitPoints points={points} pad={0.15} maxZoom={14} />
        <PricePins pins={pins} noun="hotels" activeId={activeId} onSelect={setActiveId} />
      </MapContainer>
      {active ? (
        <MapPreview
          photo={active.thumbnail?.url}
          className="bottom-16 md:top-4 md:bottom-auto"
          onClose={() => setActiveId(null)}
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1 py-0.5 pr-7">
            <Stars rating={active.starRating} />
            <Link
              to={hrefOf(active.lodgingId, activeIndex)}
              onClick={onOpen}
              className="line-clamp-2 text-sm font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-2xl"
            >
              {active.name}
            </Link>
            <RatingChip rating={active.userRating} />
            <p className="text-sm text-slate-700">
              <span className="font-bold text-slate-900">{formatMoney(active.lead.tripTotal.fiat)}</span>
              {` total for ${nights} ${nights === 1 ? 'night' : 'nights'} · ${formatMoney(active.lead.perNightSellRate.fiat)} per night`}
            </p>
          </div>
        </MapPreview>
      ) : null}
    </div>
  );
}
