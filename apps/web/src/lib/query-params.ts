/** Entry query parameters of spec §2, remembered for the browser session (sessionStorage). */
const AGENT_KEY = 'portal.agentMode';
const UTM_SOURCE_KEY = 'portal.utmSource';
const UTM_MEDIUM_KEY = 'portal.utmMedium';
const REFERRER_KEY = 'portal.referrerSource';
const SCREEN_KEY = 'portal.referenceScreen';

export const NONE = '(none)';
export const REFERRER_SOURCES = [
  'booking_portal',
  'admin_portal',
  'vxb_acknowledgement',
  'onboarding',
] as const;
export type ReferrerSource = (typeof REFERRER_SOURCES)[number];
export const REFERENCE_SCREENS = ['air_homepage', 'hotel_homepage', 'my_trips_homepage'] as const;
export type ReferenceScreen = (typeof REFERENCE_SCREENS)[number];

function isOneOf<T extends string>(list: readonly T[], value: string | null): value is T {
  return value !== null && (list as readonly string[]).includes(value);
}

/** Reads the parameters of an entry URL and remembers them; call on every navigation. */
export function applyEntryQueryParams(search: string): void {
  const params = new URLSearchParams(search);
  const agent = params.get('agent');
  if (agent === 'true') sessionStorage.setItem(AGENT_KEY, 'true');
  else if (agent === 'false') sessionStorage.removeItem(AGENT_KEY);

  const source = params.get('utm_source');
  const medium = params.get('utm_medium');
  // A landing with campaign parameters replaces both, so a source never pairs with an older medium.
  if (source !== null || medium !== null) {
    sessionStorage.setItem(UTM_SOURCE_KEY, source || NONE);
    sessionStorage.setItem(UTM_MEDIUM_KEY, medium || NONE);
  }

  const referrer = params.get('referrer_source');
  if (isOneOf(REFERRER_SOURCES, referrer)) sessionStorage.setItem(REFERRER_KEY, referrer);

  const screen = params.get('referenceScreen');
  if (isOneOf(REFERENCE_SCREENS, screen)) sessionStorage.setItem(SCREEN_KEY, screen);
}

/** The agent portal's pages switch agent portal mode on, as ?agent=true does (spec §2). */
export function enterAgentMode(): void {
  sessionStorage.setItem(AGENT_KEY, 'true');
}

export function isAgentMode(): boolean {
  return sessionStorage.getItem(AGENT_KEY) === 'true';
}

export function getUtm(): { source: string; medium: string } {
  return {
    source: sessionStorage.getItem(UTM_SOURCE_KEY) ?? NONE,
    medium: sessionStorage.getItem(UTM_MEDIUM_KEY) ?? NONE,
  };
}

/** The stored utm_source, or null when none was given (onboarding keeps only a real one). */
export function getStoredUtmSource(): string | null {
  const source = sessionStorage.getItem(UTM_SOURCE_KEY);
  return source && source !== NONE ? source : null;
}

export function getReferrerSource(): ReferrerSource | null {
  const value = sessionStorage.getItem(REFERRER_KEY);
  return isOneOf(REFERRER_SOURCES, value) ? value : null;
}

export function getReferenceScreen(): ReferenceScreen {
  const value = sessionStorage.getItem(SCREEN_KEY);
  return isOneOf(REFERENCE_SCREENS, value) ? value : 'air_homepage';
}
