import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Experiment } from '@portal/contracts/session';
import { ExperimentsAnswer } from './contract-answers.ts';
import { usePortalConfig } from './portal-config.ts';
import { api } from './api-client.ts';
import { setTrackingExperiments } from './tracking.ts';

export type ExperimentsStatus = 'loading' | 'resolved';

interface ExperimentsValue {
  status: ExperimentsStatus;
  experiments: Experiment[];
  trackingProperties: Record<string, unknown>;
}

const ExperimentsContext = createContext<ExperimentsValue>({
  status: 'loading',
  experiments: [],
  trackingProperties: {},
});

/** The corporate tenant has its own experiments route (spec §7). */
export function experimentsQuery(tenant: string) {
  const path = tenant === 'capone-corporate' ? 'experiments/cotb/active' : 'experiments/active';
  return queryOptions({
    queryKey: ['experiments-active', path],
    queryFn: () => api.put(path, {}, { schema: ExperimentsAnswer }),
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * spec §7: PUT experiments/active once on load (experiments/cotb/active for the corporate tenant); a failure
 * resolves to "no experiments" so the page still works.
 */
export function ExperimentsProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const { tenant } = usePortalConfig();
  const query = useQuery({ ...experimentsQuery(tenant), enabled });
  const value = useMemo<ExperimentsValue>(() => {
    if (enabled && query.isPending) return { status: 'loading', experiments: [], trackingProperties: {} };
    return {
      status: 'resolved',
      experiments: query.data?.experiments ?? [],
      trackingProperties: query.data?.trackingProperties ?? {},
    };
  }, [enabled, query.isPending, query.data]);

  useEffect(() => {
    setTrackingExperiments(value.experiments, value.trackingProperties);
  }, [value]);

  return <ExperimentsContext.Provider value={value}>{children}</ExperimentsContext.Provider>;
}

export function useExperiments(): ExperimentsValue {
  return useContext(ExperimentsContext);
}

/** The experiment's variant (and data), or undefined while loading or when the user is not in it. */
export function useExperiment(id: string): {
  status: ExperimentsStatus;
  variant: string | undefined;
  data: unknown;
} {
  const { status, experiments } = useContext(ExperimentsContext);
  const experiment = experiments.find((e) => e.id === id);
  return { status, variant: experiment?.variant, data: experiment?.data };
}

/**
 * Spec §9 experiment "corporate hide travel wallet offers": 'available' (the corporate tenant's default) hides the
 * travel-wallet offers in checkout and in the wallet, since a company's trips are paid from its own card.
 */
export function useWalletOffersHidden(): boolean {
  const { tenant } = usePortalConfig();
  const { status, variant } = useExperiment('corporate-hide-travel-wallet-offers');
  // A business traveler sees no offer flash by while the experiments load.
  if (status === 'loading') return tenant === 'capone-corporate';
  return variant === 'available';
}
