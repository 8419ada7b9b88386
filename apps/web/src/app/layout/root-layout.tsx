import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate, useNavigation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { RouteRewardsBanner } from '../../components/rewards-banner.tsx';
import { ExperimentsProvider } from '../../lib/experiments.tsx';
import { currentPathWithQuery } from '../../lib/http.ts';
import { storeReturnPath } from '../../lib/return-path.ts';
import {
  clearSession,
  emitSessionEvent,
  hasLiveSession,
  onSessionEvent,
  scheduleSessionTimers,
} from '../../lib/session-store.ts';
import { useSessionInfo } from '../../lib/session-info.ts';
import { AgentBannerSlot } from './agent-banner-slot.tsx';
import { FocusAfterNavigation } from './focus-after-navigation.tsx';
import { MaintenanceBanner } from './maintenance-banner.tsx';
import { SessionExpiringNotice } from './session-notice.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

function SessionWatcher() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const info = useSessionInfo();
  useEffect(() => {
    scheduleSessionTimers();
    return onSessionEvent('sessionExpired', () => {
      clearSession();
      queryClient.clear();
      storeReturnPath(currentPathWithQuery());
      void navigate('/login');
    });
  }, [navigate, queryClient]);
  useEffect(() => {
    if (info.isError) emitSessionEvent('sessionFailed');
  }, [info.isError]);
  return null;
}

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100" aria-hidden="true">
      <div className="h-full w-1/3 animate-pulse bg-brand-600" />
    </div>
  );
}

/**
 * What the first page shows while its lazy module loads: the header bar's look-alike that index.html paints before
 * any JavaScript runs (keep the two the same), so the screen does not go blank in between.
 */
export function LoadingShell() {
  return (
    <div className="bg-brand-900 text-white" aria-hidden="true">
      <div className="mx-auto flex h-16 max-w-[1330px] items-center gap-2.5 px-5 md:px-8">
        <img src="/favicon.svg" alt="" className="size-8" />
        <span className="text-[19px] font-bold tracking-tight whitespace-nowrap">
          Card<span className="font-light"> Travel</span>
        </span>
      </div>
    </div>
  );
}

export function RootLayout() {
  return (
    <ExperimentsProvider enabled={hasLiveSession()}>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to main content
        </a>
        <NavigationProgress />
        <SessionWatcher />
        <FocusAfterNavigation />
        <MaintenanceBanner />
        <SiteHeader />
        <AgentBannerSlot />
        <SessionExpiringNotice />
        <RouteRewardsBanner />
        <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      {/* A new page opens at its top; going back returns to where the user was. */}
      <ScrollRestoration />
    </ExperimentsProvider>
  );
}
