import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { queryClient } from './query-client.ts';

let settled = false;
let waiting: Promise<void> | undefined;

/** Forgets that the page has loaded, as a new page load would (each test file starts as one). */
export function resetAfterLoad(): void {
  settled = false;
  waiting = undefined;
}

/** The longest the page's own requests are waited for after load. */
const MAX_WAIT_MS = 5000;
const RENDER_MS = 300;

/** Resolves once no query is in flight (or MAX_WAIT_MS has passed). */
function requestsSettled(): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const done = () => {
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
    const timer = setTimeout(done, MAX_WAIT_MS);
  });
}

/**
 * Resolves once the page has loaded, its data has arrived (and so its main content has rendered) and the browser
 * has a quiet moment.
 */
function afterLoad(): Promise<void> {
  waiting ??= new Promise<void>((resolve) => {
    const idle = () => {
      void requestsSettled().then(() => {
        const done = () => {
          settled = true;
          resolve();
        };
        // After its data arrives a page still renders it, in more than one go (deferred sections).
        setTimeout(() => {
          if (typeof window.requestIdleCallback === 'function') {
            window.requestIdleCallback(done, { timeout: 2000 });
          } else done();
        }, RENDER_MS);
      });
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
  return waiting;
}

/**
 * False until the page has loaded, shown its data and gone quiet, then true for good: for code that nobody needs in
 * the first second (a menu's dialog and focus handling), so that it does not compete with the page's own scripts,
 * data and main photo on a phone's connection.
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(settled);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void afterLoad().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

/**
 * Renders `fallback` until the page has loaded and shown its data (useAfterLoad), then `children`, which may be
 * lazy components: the fallback also stands in while their code arrives.
 */
export function AfterLoad({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useAfterLoad() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
