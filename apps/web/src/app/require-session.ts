import { redirect, type LoaderFunctionArgs } from 'react-router';
import { applyEntryQueryParams } from '../lib/query-params.ts';
import { storeReturnPath } from '../lib/return-path.ts';
import { prefetchShell } from '../lib/shell-prefetch.ts';
import { hasLiveSession } from '../lib/session-store.ts';

/**
 * Root loader: entry query parameters (agent, utm, referrer, referenceScreen) are read on every navigation, and
 * the layout's own requests start.
 */
export function entryParamsLoader({ request }: LoaderFunctionArgs): null {
  applyEntryQueryParams(new URL(request.url).search);
  prefetchShell();
  return null;
}

/** Protected routes: without a live session, remember where the user was going and send them to sign in. */
export function requireSessionLoader({ request }: LoaderFunctionArgs): null {
  if (hasLiveSession()) return null;
  const url = new URL(request.url);
  storeReturnPath(`${url.pathname}${url.search}`);
  throw redirect('/login');
}
