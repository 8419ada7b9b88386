import { getSession, setSession, type StoredSession } from './session-store.ts';

// While an agent acts for a customer, the agent's own session waits here; ending the delegated session brings it
// back, so the agent returns to their search without signing in again. Kept for the tab's life only.
const OWN_SESSION_KEY = 'portal.agentOwnSession';

/** Keeps the agent's own session aside and makes the delegated one current. */
export function enterDelegatedSession(delegated: Required<StoredSession>): void {
  const own = getSession();
  if (own && !own.agentId) sessionStorage.setItem(OWN_SESSION_KEY, JSON.stringify(own));
  setSession(delegated);
}

/** Makes the agent's own session current again; false when there was none to return to (then sign in). */
export function returnToAgentSession(): boolean {
  const raw = sessionStorage.getItem(OWN_SESSION_KEY);
  sessionStorage.removeItem(OWN_SESSION_KEY);
  if (!raw) return false;
  try {
    const own = JSON.parse(raw) as StoredSession;
    if (typeof own.token !== 'string' || Date.parse(own.sessionExpiration) <= Date.now()) return false;
    setSession({ token: own.token, csrfToken: own.csrfToken, sessionExpiration: own.sessionExpiration });
    return true;
  } catch {
    return false;
  }
}
