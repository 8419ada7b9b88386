import { useEffect } from 'react';
import L from 'leaflet';
import { useMap } from 'react-leaflet';

/**
 * Frames `points` when they change (not on every pan). The container may be sized after Leaflet first measured it
 * (a lazy chunk and its CSS), so it fits again shortly after.
 */
export function FitPoints({
  points,
  pad,
  maxZoom,
}: {
  points: [number, number][];
  pad: number;
  maxZoom: number;
}) {
  const map = useMap();
  const key = points.map((p) => p.join(',')).join(';');
  useEffect(() => {
    if (points.length === 0) return;
    const fit = () => {
      map.invalidateSize();
      map.fitBounds(L.latLngBounds(points).pad(pad), { maxZoom, animate: false });
    };
    fit();
    const timer = setTimeout(fit, 200);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refit only when what is framed changes
  }, [map, key, pad, maxZoom]);
  return null;
}
