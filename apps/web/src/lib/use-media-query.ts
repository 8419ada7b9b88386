import { useSyncExternalStore } from 'react';

/** The layout breakpoints of spec §2, as the theme declares them in index.css. */
export const MEDIA = {
  /** The mobile layout applies at 960px or narrower. */
  mobile: '(max-width: 960px)',
  desktop: '(min-width: 961px)',
  shopNav: '(min-width: 1024px)',
  wide: '(min-width: 1330px)',
} as const;

/** Live CSS media query match; false where matchMedia is missing (tests, old browsers). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}

export function useIsMobile(): boolean {
  return useMediaQuery(MEDIA.mobile);
}
