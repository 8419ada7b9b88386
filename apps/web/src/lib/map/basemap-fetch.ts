import { basemapBase } from 'virtual:portal-basemap';
import type { BasemapCell, BasemapOverview } from './basemap-data.ts';

// Fetched once per page life: the files are immutable (their folder is named by their hash).
const cache = new Map<string, Promise<unknown>>();

function load<T>(name: string): Promise<T> {
  let pending = cache.get(name);
  if (!pending) {
    pending = fetch(`${basemapBase}${name}`).then((res) => {
      if (!res.ok) throw new Error(`basemap ${name}: ${res.status}`);
      return res.json();
    });
    // A failed fetch is tried again the next time the map needs it.
    pending.catch(() => cache.delete(name));
    cache.set(name, pending);
  }
  return pending as Promise<T>;
}

export const loadOverview = () => load<BasemapOverview>('overview.json');
export const loadCell = (key: string) => load<BasemapCell>(`cells/${key}.json`);
