import { useQuery } from '@tanstack/react-query';
import type { PortalConfig as PortalConfigSchema } from '@portal/contracts/session';
import type { z } from 'zod';
import { api } from './api-client.ts';
import { queryClient } from './query-client.ts';
import { PortalConfig as PortalConfigAnswer } from './contract-answers.ts';

export type PortalConfig = z.infer<typeof PortalConfigSchema>;

/** Used until GET portal/config answers (or if it cannot): the consumer tenant's values. */
export const DEFAULT_PORTAL_CONFIG: PortalConfig = {
  tenant: 'capone',
  supportPhone: '1-800-555-0199',
  rewardsSupported: true,
  paymentStepName: 'Rewards & payment',
  defaultAdults: 2,
  agentFee: 0,
  environment: 'production',
  mapTiles: null,
};

export const portalConfigQuery = {
  queryKey: ['portal-config'] as const,
  queryFn: () => api.get('portal/config', { schema: PortalConfigAnswer }),
  staleTime: Infinity,
  retry: 1,
};

/**
 * For route loaders, outside React: the settings already fetched, else the defaults the page's first render uses
 * too (usePortalConfig), so that what a loader prefetches is what the page asks for.
 */
export function cachedPortalConfig(): PortalConfig {
  return queryClient.getQueryData<PortalConfig>(portalConfigQuery.queryKey) ?? DEFAULT_PORTAL_CONFIG;
}

/** The tenant's settings (support phone, default adults, payment step name, rewards support). Never undefined. */
export function usePortalConfig(): PortalConfig & { isLoaded: boolean } {
  const { data } = useQuery(portalConfigQuery);
  return { ...(data ?? DEFAULT_PORTAL_CONFIG), isLoaded: data !== undefined };
}
