import { experimentsQuery } from './experiments.tsx';
import { cachedPortalConfig, portalConfigQuery } from './portal-config.ts';
import { queryClient } from './query-client.ts';
import { sessionInfoQuery } from './session-info.ts';
import { hasLiveSession } from './session-store.ts';

/**
 * What every signed-in page asks for when the layout first renders (user info, tenant settings, experiments),
 * started by the root route's loader instead: on a first visit that is before the page's module has even
 * downloaded, so the answers are there when it renders. The same queries (keys, options) as the hooks, which
 * find them in flight or done; fresh ones are not fetched again.
 */
export function prefetchShell(): void {
  if (!hasLiveSession()) return;
  void queryClient.prefetchQuery(sessionInfoQuery);
  void queryClient.prefetchQuery(portalConfigQuery);
  void queryClient.prefetchQuery(experimentsQuery(cachedPortalConfig().tenant));
}
