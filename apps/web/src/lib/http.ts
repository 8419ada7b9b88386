/** Low-level pieces shared by the API client and the tracking client (which must not depend on each other). */
export const API_BASE = '/api/v0';

const TOKEN_KEY = 'portal.token';
const CSRF_KEY = 'portal.csrfToken';
// A delegated session's agent: sent as H-Agent-Id on every call of that session (spec §6 "an agent header").
const AGENT_ID_KEY = 'portal.agentId';
export const storageKeys = { token: TOKEN_KEY, csrf: CSRF_KEY, agentId: AGENT_ID_KEY } as const;

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/** Bearer token from local storage; CSRF from the cookie set at sign-in, else the token the session answer gave. */
export function requestHeaders(method: string): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;
  const agentId = localStorage.getItem(AGENT_ID_KEY);
  if (token && agentId) headers['H-Agent-Id'] = agentId;
  if (STATE_CHANGING.has(method.toUpperCase())) {
    const csrf = readCookie('H-Csrf-Token') ?? localStorage.getItem(CSRF_KEY);
    if (csrf) headers['H-Csrf-Token'] = csrf;
  }
  return headers;
}

export function currentPathWithQuery(): string {
  return `${window.location.pathname}${window.location.search}`;
}
