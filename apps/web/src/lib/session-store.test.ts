import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, hasLiveSession, onSessionEvent, setSession } from './session-store.ts';

afterEach(() => {
  clearSession();
  vi.useRealTimers();
});

describe('session store (spec §4 session events)', () => {
  it('emits sessionInitialized, then sessionExpiring 5 minutes before expiry, then sessionExpired', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-05-01T12:00:00Z'));
    const seen: string[] = [];
    const offs = (['sessionInitialized', 'sessionExpiring', 'sessionExpired'] as const).map((name) =>
      onSessionEvent(name, () => seen.push(name)),
    );
    setSession({ token: 't', csrfToken: 'c', sessionExpiration: '2026-05-01T12:30:00Z' });
    expect(seen).toEqual(['sessionInitialized']);
    vi.advanceTimersByTime(25 * 60_000 - 1);
    expect(seen).toEqual(['sessionInitialized']);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['sessionInitialized', 'sessionExpiring']);
    expect(hasLiveSession()).toBe(true);
    vi.advanceTimersByTime(5 * 60_000);
    expect(seen).toEqual(['sessionInitialized', 'sessionExpiring', 'sessionExpired']);
    expect(hasLiveSession()).toBe(false);
    offs.forEach((off) => off());
  });

  it('clearSession forgets token, CSRF token and expiry', () => {
    setSession({ token: 't', csrfToken: 'c', sessionExpiration: '2099-01-01T00:00:00Z' });
    expect(getSession()).toEqual({ token: 't', csrfToken: 'c', sessionExpiration: '2099-01-01T00:00:00Z' });
    clearSession();
    expect(getSession()).toBeNull();
  });
});
