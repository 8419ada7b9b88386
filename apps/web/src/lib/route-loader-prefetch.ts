import { hasLiveSession } from './session-store.ts';

/**
 * For route loaders: loads a page's prefetch module and starts its API requests beside the page's own module, not
 * after its first render. Signed-in users only, as the protected parent route sends everyone else to sign in.
 */
export function prefetchWhenSignedIn<M>(load: () => Promise<M>, work: (module: M) => void): null {
  if (hasLiveSession()) void load().then(work);
  return null;
}
