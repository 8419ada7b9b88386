import { describe, expect, it } from 'vitest';
import { CACHE_LIFE_SECONDS, cacheGet, cacheSet } from './local-cache.ts';

describe('local cache (spec §9: 21600 s life, purged on use)', () => {
  const t0 = Date.UTC(2026, 0, 1);

  it('returns the value within its life', () => {
    cacheSet('recent', { q: 'Austin' }, t0);
    expect(CACHE_LIFE_SECONDS).toBe(21_600);
    expect(cacheGet('recent', t0 + 21_599_999)).toEqual({ q: 'Austin' });
  });

  it('expires at 21600 s and removes the entry when read', () => {
    cacheSet('recent', 'x', t0);
    expect(cacheGet('recent', t0 + 21_600_000)).toBeNull();
    expect(localStorage.getItem('portal.cache.recent')).toBeNull();
  });

  it('treats a corrupt entry as missing and purges it', () => {
    localStorage.setItem('portal.cache.bad', '{not json');
    expect(cacheGet('bad', t0)).toBeNull();
    expect(localStorage.getItem('portal.cache.bad')).toBeNull();
  });
});
