import { describe, expect, it } from 'vitest';
import {
  agentFeeUnits,
  cacheExpiry,
  confirmationCode,
  isCacheEntryFresh,
  LOCAL_CACHE_TTL_SECONDS,
  POLL_INTERVAL_MS,
} from './constants.ts';

describe('constants', () => {
  it('keeps the spec values', () => {
    expect(LOCAL_CACHE_TTL_SECONDS).toBe(6 * 3600);
    expect(POLL_INTERVAL_MS).toBe(1000);
    expect(agentFeeUnits(true)).toBe(10);
    expect(agentFeeUnits(false)).toBe(0);
  });

  it('expires cache entries after six hours', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    const entry = { expiresAtMs: cacheExpiry(now) };
    expect(isCacheEntryFresh(entry, new Date('2025-01-01T05:59:59.999Z'))).toBe(true);
    expect(isCacheEntryFresh(entry, new Date('2025-01-01T06:00:00Z'))).toBe(false);
  });

  it.each([
    ['123', 'H-123'],
    ['H-123', 'H-123'],
  ])('confirmationCode(%s) = %s', (id, code) => {
    expect(confirmationCode(id)).toBe(code);
  });
});
