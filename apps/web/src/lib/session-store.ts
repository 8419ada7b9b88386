import { storageKeys } from './http.ts';

/** spec §4 session events. */
export type SessionEventName = 'sessionInitialized' | 'sessionExpiring' | 'sessionExpired' | 'sessionFailed';

export interface StoredSession {
  token: string;
  csrfToken: string;
  sessionExpiration: string;
  /** A delegated session's agent (sent as H-Agent-Id); absent in a person's own session. */
  agentId?: string | undefined;
}

const EXPIRY_KEY = 'portal.sessionExpiration';
/** sessionExpiring fires this long before the session ends. */
export const EXPIRING_LEAD_MS = 5 * 60 * 1000;

const events = new EventTarget();
let timers: ReturnType<typeof setTimeout>[] = [];

export function onSessionEvent(name: SessionEventName, listener: () => void): () => void {
  events.addEventListener(name, listener);
  return () => events.removeEventListener(name, listener);
}

export function emitSessionEvent(name: SessionEventName): void {
  events.dispatchEvent(new Event(name));
}

export function getSession(): StoredSession | null {
  const token = localStorage.getItem(storageKeys.token);
  const sessionExpiration = localStorage.getItem(EXPIRY_KEY);
  if (!token || !sessionExpiration) return null;
  const agentId = localStorage.getItem(storageKeys.agentId) ?? undefined;
  return { token, csrfToken: localStorage.getItem(storageKeys.csrf) ?? '', sessionExpiration, agentId };
}

/** A session whose expiry has not passed. */
export function hasLiveSession(now: number = Date.now()): boolean {
  const session = getSession();
  if (!session) return false;
  const expires = Date.parse(session.sessionExpiration);
  return Number.isNaN(expires) || expires > now;
}

function clearTimers(): void {
  for (const t of timers) clearTimeout(t);
  timers = [];
}

/** Schedules sessionExpiring (5 minutes ahead) and sessionExpired for the stored session. */
export function scheduleSessionTimers(now: number = Date.now()): void {
  clearTimers();
  const session = getSession();
  if (!session) return;
  const expires = Date.parse(session.sessionExpiration);
  if (Number.isNaN(expires)) return;
  const untilExpiry = expires - now;
  // setTimeout overflows past ~24.8 days; such sessions get their timers at a later page load.
  if (untilExpiry > 2 ** 31 - 1) return;
  if (untilExpiry <= 0) {
    emitSessionEvent('sessionExpired');
    return;
  }
  timers.push(
    setTimeout(() => emitSessionEvent('sessionExpiring'), Math.max(0, untilExpiry - EXPIRING_LEAD_MS)),
  );
  timers.push(setTimeout(() => emitSessionEvent('sessionExpired'), untilExpiry));
}

export function setSession(session: StoredSession): void {
  localStorage.setItem(storageKeys.token, session.token);
  localStorage.setItem(storageKeys.csrf, session.csrfToken);
  localStorage.setItem(EXPIRY_KEY, session.sessionExpiration);
  if (session.agentId) localStorage.setItem(storageKeys.agentId, session.agentId);
  else localStorage.removeItem(storageKeys.agentId);
  scheduleSessionTimers();
  emitSessionEvent('sessionInitialized');
}

/** Keeps the CSRF token fresh from userInfo without touching the timers. */
export function updateCsrfToken(csrfToken: string): void {
  localStorage.setItem(storageKeys.csrf, csrfToken);
}

export function clearSession(): void {
  clearTimers();
  localStorage.removeItem(storageKeys.token);
  localStorage.removeItem(storageKeys.csrf);
  localStorage.removeItem(EXPIRY_KEY);
  localStorage.removeItem(storageKeys.agentId);
}
