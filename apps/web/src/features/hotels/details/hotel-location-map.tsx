import 'leaflet/dist/leaflet.css';
import './hotel-location-map.css';
import { divIcon } from 'leaflet';
import { MapContainer, Marker } from 'react-leaflet';
import { Basemap } from '../../../lib/map/basemap.tsx';

const pin = divIcon({
  className: '',
  html: '<span class="hotel-map-pin"></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 14],
});

/** Loaded on demand: the hotel's exact place (a hotel's address is public, unlike a home's). */
export function HotelLocationMap({ lat, lon, label }: { lat: number; lon: number; label: string }) {
  return (
    // MapContainer does not pass ARIA attributes on: the region around it names the map.
    <div role="region" aria-label={`Map of ${label}`} className="h-full w-full">
      <MapContainer center={[lat, lon]} zoom={15} scrollWheelZoom={false} className="h-full w-full">
        <Basemap />
        <Marker position={[lat, lon]} icon={pin} alt={label} keyboard={false} interactive={false} />
      </MapContainer>
    </div>
  );
}
