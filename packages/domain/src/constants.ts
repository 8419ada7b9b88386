/** Business constants of spec §9 not owned by a more specific module (those live beside their rules). */

/** Local cache life: 6 hours; expired entries are purged on use. */
export const LOCAL_CACHE_TTL_SECONDS = 21_600;
export const DEFAULT_LOCALE = 'en_US';
export const DEFAULT_TIMEZONE = 'America/Toronto';
export const DEFAULT_SURVEY_COUNTRY = 'USA';
/** Fallback for a missing utm source or medium. */
export const UTM_FALLBACK = '(none)';
export const CONFIRMATION_CODE_PREFIX = 'H-';
export const ITINERARY_TITLE_MAX_CITIES = 3;

/** Quote and fulfilment poll interval (single delay entry). */
export const POLL_INTERVAL_MS = 1000;
/** Agent fee in whole currency units: 10 in the agent portal, else 0. */
export const AGENT_FEE_UNITS = 10;
export const TREES_PER_BOOKING = 2;
export const TREES_COST_MINOR = 25;

export const MAP_CIRCLE_RADIUS = 500;
export const MAP_ZOOM = 13;
export const GALLERY_HEIGHT_DESKTOP_PX = 419;
export const SHOP_NAV_OFFSET_PX = 220;
export const SCROLL_OFFSET_MOBILE_PX = 18;
export const SCROLL_OFFSET_DESKTOP_PX = 20;
export const OCCUPANCY_POPUP_WIDTHS_PX = [340, 380] as const;
/** Layout breakpoints: mobile at 960px or narrower, desktop layout at 1330px, shop navigation at 1024px. */
export const BREAKPOINT_MOBILE_MAX_PX = 960;
export const BREAKPOINT_DESKTOP_PX = 1330;
export const BREAKPOINT_SHOP_NAV_PX = 1024;

export const SOCIAL_PROOF_TEXT = 'Over 60,000 travelers have added this service';

export function agentFeeUnits(isAgentPortal: boolean): number {
  return isAgentPortal ? AGENT_FEE_UNITS : 0;
}

/** A local cache entry is usable until its expiry instant (exclusive). */
export function isCacheEntryFresh(entry: { expiresAtMs: number }, now: Date): boolean {
  return now.getTime() < entry.expiresAtMs;
}

export function cacheExpiry(now: Date, ttlSeconds: number = LOCAL_CACHE_TTL_SECONDS): number {
  return now.getTime() + ttlSeconds * 1000;
}

/** 'H-' prefixed confirmation code; an already prefixed one is kept. */
export function confirmationCode(id: string): string {
  return id.startsWith(CONFIRMATION_CODE_PREFIX) ? id : `${CONFIRMATION_CODE_PREFIX}${id}`;
}
