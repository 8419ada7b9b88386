// Loaded on demand: Leaflet only comes with the Reports screen.
import 'leaflet/dist/leaflet.css';
import './away-map.css';
import L from 'leaflet';
import { MapContainer, Marker } from 'react-leaflet';
import type { AwayTraveler } from '@portal/contracts/admin-reports';
import { Basemap } from '../../../lib/map/basemap.tsx';
import { FitPoints } from '../../../lib/map/fit-points.tsx';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

function pin(name: string) {
  const el = document.createElement('span');
  el.className = 'away-pin';
  el.textContent = initials(name);
  return L.divIcon({ className: '', html: el, iconSize: [34, 34], iconAnchor: [17, 17] });
}

/**
 * Where the business's travelers are right now. The pins are pictures only (no focus stops): the list beside
 * the map names each traveler, place and phone for keyboard and screen-reader users.
 */
export function AwayMap({ travelers }: { travelers: AwayTraveler[] }) {
  const points = travelers.map((t) => [t.lat, t.lon] as [number, number]);
  return (
    <div role="region" aria-label="Map of travelers away now" className="h-full w-full">
      <MapContainer
        center={[39.5, -98.35]}
        zoom={3}
        scrollWheelZoom={false}
        keyboard={false}
        className="h-full w-full rounded-xl"
      >
        <Basemap />
        <FitPoints points={points} pad={0.35} maxZoom={9} />
        {travelers.map((t) => (
          <Marker
            key={t.bookingId}
            position={[t.lat, t.lon]}
            icon={pin(t.name)}
            alt={`${t.name}, ${t.place}`}
            keyboard={false}
            interactive={false}
          />
        ))}
      </MapContainer>
    </div>
  );
}
