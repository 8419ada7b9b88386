// The one-time code that came with auth code 40106; the acknowledgement page sends it back with the user's
// acceptance. Session storage: it belongs to this tab's sign-in and dies with it.
const KEY = 'portal.acknowledgementCode';

export function storePendingAcknowledgement(code: string): void {
  sessionStorage.setItem(KEY, code);
}

export function peekPendingAcknowledgement(): string | null {
  return sessionStorage.getItem(KEY);
}

export function clearPendingAcknowledgement(): void {
  sessionStorage.removeItem(KEY);
}
