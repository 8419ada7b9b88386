import { useEffect, useState } from 'react';
import {
  SCROLL_OFFSET_DESKTOP_PX,
  SCROLL_OFFSET_MOBILE_PX,
  SHOP_NAV_OFFSET_PX,
} from '@portal/domain/constants';

export type NavItem = { id: string; label: string };

const NAV_HEIGHT_PX = 56;

export const HIGHLIGHT_MS = 2400;
const highlightTimers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

/**
 * Marks a section for a moment (ListingSection draws data-highlighted) and moves focus to it, so that a jump lands
 * somewhere the eye, and a screen reader, can find, even for a short section near the end the page cannot bring
 * up to the navigation line.
 */
export function highlightSection(el: HTMLElement): void {
  el.dataset.highlighted = 'true';
  el.focus({ preventScroll: true });
  clearTimeout(highlightTimers.get(el));
  highlightTimers.set(
    el,
    setTimeout(() => delete el.dataset.highlighted, HIGHLIGHT_MS),
  );
}

/** Scrolls a section under the sticky navigation (desktop) or to the top (mobile), with spec §9's offsets. */
export function scrollToSection(id: string, { highlight = false } = {}): void {
  const el = document.getElementById(id);
  if (!el) return;
  if (highlight) highlightSection(el);
  const desktop = typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 1024px)').matches;
  const offset = desktop ? NAV_HEIGHT_PX + SCROLL_OFFSET_DESKTOP_PX : SCROLL_OFFSET_MOBILE_PX + 64;
  const top = el.getBoundingClientRect().top + window.scrollY - offset;
  const reduce =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top, behavior: reduce ? 'auto' : 'smooth' });
}

/**
 * The visible section is the one crossing the navigation line, 220 px below the top of the viewport (spec §9).
 * The observer's root is shrunk to that one-pixel line, so it reports exactly when a section starts or stops
 * crossing it and nothing runs on every scroll.
 */
function useActiveSection(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  const key = ids.join('|');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const below = Math.max(0, window.innerHeight - SHOP_NAV_OFFSET_PX - 1);
    const observer = new IntersectionObserver(
      (entries) => {
        const crossing = entries.find((entry) => entry.isIntersecting);
        if (crossing) setActive(crossing.target.id);
      },
      { rootMargin: `-${SHOP_NAV_OFFSET_PX}px 0px -${below}px 0px` },
    );
    for (const id of key.split('|')) {
      const el = document.getElementById(id);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [key]);
  return active;
}

/** Desktop (≥1024 px): sticky tabs that jump to a section and highlight the one in view. */
export function SectionNav({ items }: { items: NavItem[] }) {
  const observed = useActiveSection(items.map((i) => i.id));
  // The tab just chosen is the current one until the user scrolls on their own: a section near the end may never
  // reach the navigation line.
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => {
    if (chosen === null) return;
    const release = () => setChosen(null);
    const events = ['wheel', 'touchstart', 'keydown'] as const;
    for (const name of events) window.addEventListener(name, release, { passive: true, once: true });
    return () => {
      for (const name of events) window.removeEventListener(name, release);
    };
  }, [chosen]);
  const active = chosen ?? observed;
  return (
    <nav
      aria-label="Listing sections"
      className="sticky top-0 z-30 hidden border-b border-slate-200 bg-white/95 backdrop-blur nav:block"
      style={{ height: NAV_HEIGHT_PX }}
    >
      <ul className="mx-auto flex h-full max-w-[1330px] items-stretch gap-6 px-8">
        {items.map((item) => {
          const current = item.id === active;
          return (
            <li key={item.id} className="flex">
              <a
                href={`#${item.id}`}
                aria-current={current ? 'location' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  setChosen(item.id);
                  scrollToSection(item.id, { highlight: true });
                }}
                className={`flex items-center border-b-[3px] px-0.5 text-[15px] font-semibold transition-colors ${
                  current
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-slate-600 hover:text-slate-900'
                }`}
              >
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export const STICKY_PANEL_TOP_PX = NAV_HEIGHT_PX + 24;
