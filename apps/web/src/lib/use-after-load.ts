import { useEffect, useState } from 'react';

let settled = false;
let waiting: Promise<void> | undefined;

/** Resolves once the page has loaded and the browser has a quiet moment (at most 2 s after load). */
function afterLoad(): Promise<void> {
  waiting ??= new Promise<void>((resolve) => {
    const idle = () => {
      const done = () => {
        settled = true;
        resolve();
      };
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(done, { timeout: 2000 });
      else setTimeout(done, 50);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
  return waiting;
}

/**
 * False until the page has loaded and gone quiet, then true for good: for code that nobody needs in the first
 * second (a menu's dialog and focus handling), so that it does not compete with the page's own scripts, data and
 * main photo on a phone's connection.
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
