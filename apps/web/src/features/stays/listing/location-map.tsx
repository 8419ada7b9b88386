import 'leaflet/dist/leaflet.css';
import './location-map.css';
import { divIcon } from 'leaflet';
import { Circle, MapContainer, Marker } from 'react-leaflet';
import { MAP_CIRCLE_RADIUS, MAP_ZOOM } from '@portal/domain/constants';
import { Basemap } from '../../../lib/map/basemap.tsx';

const pin = divIcon({
  className: '',
  html: '<span class="listing-map-pin"></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 14],
});

/**
 * Loaded on demand. The listing's area at zoom 13 with the 500 m circle of its approximate location (spec §2), on
 * the tile server's map when the portal has one, else on the offline basemap.
 */
export function LocationMap({ lat, lon, label }: { lat: number; lon: number; label: string }) {
  return (
    // MapContainer does not pass ARIA attributes on to its element: the region around it names the map.
    <div role="region" aria-label={`Map of ${label}`} className="h-full w-full">
      <MapContainer
        center={[lat, lon]}
        zoom={MAP_ZOOM}
        scrollWheelZoom={false}
        className="listing-map h-full w-full"
      >
        <Basemap />
        <Circle
          center={[lat, lon]}
          radius={MAP_CIRCLE_RADIUS}
          pathOptions={{ color: '#00629b', weight: 2, fillColor: '#00629b', fillOpacity: 0.16 }}
        />
        <Marker position={[lat, lon]} icon={pin} alt={label} keyboard={false} interactive={false} />
      </MapContainer>
    </div>
  );
}
