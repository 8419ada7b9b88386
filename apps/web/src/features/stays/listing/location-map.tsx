import 'leaflet/dist/leaflet.css';
import './location-map.css';
import { divIcon } from 'leaflet';
import { Circle, MapContainer, Marker } from 'react-leaflet';
import { MAP_CIRCLE_RADIUS, MAP_ZOOM } from '@portal/domain/constants';

const pin = divIcon({
  className: '',
  html: '<span class="listing-map-pin"></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 14],
});

/**
 * Loaded on demand. No tile layer: the portal runs without outside network, so the map draws on a plain styled
 * background and still shows the 500 m circle (spec §2) and the marker at zoom 13.
 */
export function LocationMap({ lat, lon, label }: { lat: number; lon: number; label: string }) {
  return (
    <MapContainer
      center={[lat, lon]}
      zoom={MAP_ZOOM}
      scrollWheelZoom={false}
      attributionControl={false}
      className="listing-map h-full w-full"
      aria-label={`Map of ${label}`}
    >
      <Circle
        center={[lat, lon]}
        radius={MAP_CIRCLE_RADIUS}
        pathOptions={{ color: '#00629b', weight: 2, fillColor: '#00629b', fillOpacity: 0.14 }}
      />
      <Marker position={[lat, lon]} icon={pin} alt={label} keyboard={false} />
    </MapContainer>
  );
}
