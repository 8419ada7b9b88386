/** spec §9: local cache entries live 21600 s (6 hours) and are purged when read after expiry. */
export const CACHE_LIFE_SECONDS = 21_600;
const PREFIX = 'portal.cache.';

interface CacheEntry<T> {
  value: T;
  expiresAt: number;
}

export function cacheSet<T>(key: string, value: T, now: number = Date.now()): void {
  const entry: CacheEntry<T> = { value, expiresAt: now + CACHE_LIFE_SECONDS * 1000 };
  localStorage.setItem(PREFIX + key, JSON.stringify(entry));
}

export function cacheGet<T>(key: string, now: number = Date.now()): T | null {
  const raw = localStorage.getItem(PREFIX + key);
  if (raw === null) return null;
  try {
    const entry = JSON.parse(raw) as CacheEntry<T>;
    if (typeof entry.expiresAt !== 'number' || entry.expiresAt <= now) {
      localStorage.removeItem(PREFIX + key);
      return null;
    }
    return entry.value;
  } catch {
    // A corrupt entry is as good as an expired one.
    localStorage.removeItem(PREFIX + key);
    return null;
  }
}

export function cacheRemove(key: string): void {
  localStorage.removeItem(PREFIX + key);
}
