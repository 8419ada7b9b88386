import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long after a navigation a lost focus is still put back: a lazy page on a slow device can take seconds. */
const WATCH_MS = 10_000;
/** How long a lost focus is left for its owner (a closing dialog restores it on the next frame) to put back. */
const SETTLE_MS = 200;

/**
 * A link or button that leads to another page is gone once that page shows, and the browser then drops focus to
 * <body>: a keyboard or screen-reader user would start again from the top of the document. When that happens, focus
 * goes to the main content instead. A page that focuses something of its own (a confirmation's heading, a form's
 * first error) has done so by then and is left alone.
 *
 * The old page can stay on screen for a while (a lazy page's module still loading, data still coming), so the DOM is
 * watched for a few seconds after the navigation rather than checked once: focus is put back whenever a change
 * leaves it on <body>. A pointer press ends the watch, since a click on empty space puts focus on <body> on purpose.
 */
export function FocusAfterNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // A page loaded afresh starts at the top, where Tab reaches "Skip to main content" first.
    if (first.current) {
      first.current = false;
      return;
    }
    const lost = () => !document.activeElement || document.activeElement === document.body;
    const restore = () => {
      if (lost()) document.getElementById('main-content')?.focus({ preventScroll: true });
    };
    restore();
    // A change that drops focus is answered a moment later, not at once: a closing dialog gives focus back to its
    // trigger on the next frame, and taking it first would leave that person on the main content instead.
    let pending: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver(() => {
      if (pending === undefined && lost())
        pending = setTimeout(() => {
          pending = undefined;
          restore();
        }, SETTLE_MS);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(pending);
      document.removeEventListener('pointerdown', stop, true);
    };
    const timer = setTimeout(stop, WATCH_MS);
    document.addEventListener('pointerdown', stop, true);
    return stop;
  }, [pathname]);
  return null;
}
