import { AuthCode } from './auth-codes.ts';
import { navigateTo } from './navigation.ts';
import { getStoredUtmSource } from './query-params.ts';
import { currentPathWithQuery } from './http.ts';
import { storeReturnPath } from './return-path.ts';
import { clearSession } from './session-store.ts';

export const ONBOARDING_PATH = '/admin/onboarding';

/** spec §8 "Auth": where an auth code sends the user; null when the code routes nowhere. */
export function authRedirectTarget(code: number | undefined): string | null {
  switch (code) {
    case AuthCode.AccessDenied:
      return '/access-denied';
    case AuthCode.NotBeta:
      return '/access-denied-not-beta';
    case AuthCode.NeedsOnboarding: {
      const utm = getStoredUtmSource();
      const params = new URLSearchParams({ referrer_source: 'onboarding' });
      if (utm) params.set('utm_source', utm);
      return `${ONBOARDING_PATH}?${params.toString()}`;
    }
    case AuthCode.NeedsAcknowledgement:
      return '/acknowledgement/';
    case AuthCode.Unauthenticated:
      return '/login';
    default:
      return null;
  }
}

function samePage(a: string, b: string): boolean {
  const strip = (p: string) => (p.split('?')[0] ?? '').replace(/\/+$/, '') || '/';
  return strip(a) === strip(b);
}

/**
 * Sends the user where a 401 belongs and keeps the current page for the return. Does nothing when already
 * there, or already on onboarding (spec §8).
 */
export function routeAuthFailure(code: number | undefined): void {
  const effective = code ?? AuthCode.Unauthenticated;
  // A token the server no longer accepts is dead: keep it and every protected page would bounce here again.
  if (effective === AuthCode.Unauthenticated) clearSession();
  const target = authRedirectTarget(effective) ?? '/login';
  const here = window.location.pathname;
  if (samePage(here, target) || samePage(here, ONBOARDING_PATH)) return;
  storeReturnPath(currentPathWithQuery());
  navigateTo(target);
}
