import './basemap.css';
import { useEffect } from 'react';
import { TileLayer, useMap } from 'react-leaflet';
import { usePortalConfig } from '../portal-config.ts';
import { mountOfflineBasemap } from './offline-basemap.ts';

/** Zooms past this show nothing more on the offline basemap (its data is for a town, not a street). */
export const OFFLINE_MAX_ZOOM = 15;
export const TILES_MAX_ZOOM = 19;

function OfflineBasemap() {
  const map = useMap();
  useEffect(() => mountOfflineBasemap(map), [map]);
  return null;
}

/**
 * What a map shows under its pins: the tile server's tiles when the portal has one (PORTAL_MAP_TILES_URL, learnt
 * from GET /portal/config), else the offline basemap, which needs no network.
 */
export function Basemap() {
  const { mapTiles } = usePortalConfig();
  const map = useMap();
  useEffect(() => {
    map.setMaxZoom(mapTiles ? TILES_MAX_ZOOM : OFFLINE_MAX_ZOOM);
    map.getContainer().classList.toggle('basemap-offline', !mapTiles);
  }, [map, mapTiles]);
  if (mapTiles) return <TileLayer url={mapTiles.url} attribution={mapTiles.attribution} />;
  return <OfflineBasemap />;
}
