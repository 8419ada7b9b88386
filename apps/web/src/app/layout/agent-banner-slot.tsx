import { lazy, Suspense } from 'react';
import { useSessionInfo } from '../../lib/session-info.ts';
import { hasLiveSession } from '../../lib/session-store.ts';

// Only delegated sessions load the banner's code: everyone else's first load stays as it was.
const AgentBanner = lazy(async () => ({
  default: (await import('../../features/agent/agent-banner.tsx')).AgentBanner,
}));

/** The agent banner on every page of a delegated session (issue 15). */
export function AgentBannerSlot() {
  const info = useSessionInfo();
  const data = hasLiveSession() ? info.data : undefined;
  if (!data?.isDelegatedSession || !data.agent) return null;
  return (
    <Suspense fallback={null}>
      <AgentBanner
        agentName={`${data.agent.firstName} ${data.agent.lastName}`}
        customerName={`${data.userInfo.firstName} ${data.userInfo.lastName}`}
      />
    </Suspense>
  );
}
