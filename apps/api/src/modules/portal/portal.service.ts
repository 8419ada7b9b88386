import { agentFeeUnits } from '@portal/domain/constants';
import type { PortalConfig, Tenant } from '@portal/contracts/session';
import type { Config } from '../../config.ts';

const supportPhones: Record<Tenant, string> = {
  capone: '1-844-422-6922',
  'capone-corporate': '1-833-312-8746',
};

/** The corporate portal is served on its own host names; every other host is the default tenant's. */
export function tenantForHost(hostname: string, fallback: Tenant): Tenant {
  const host = hostname.toLowerCase();
  return host.startsWith('corporate.') || host.startsWith('business.') ? 'capone-corporate' : fallback;
}

/** What a client needs before anyone signs in (spec §9 General and Vacation rental constants). */
export function portalConfig(config: Config, hostname: string, agentPortal: boolean): PortalConfig {
  const tenant = tenantForHost(hostname, config.defaultTenant);
  const corporate = tenant === 'capone-corporate';
  return {
    tenant,
    supportPhone: supportPhones[tenant],
    rewardsSupported: true,
    paymentStepName: corporate ? 'Payment' : 'Rewards & payment',
    defaultAdults: corporate ? 1 : 2,
    agentFee: agentFeeUnits(agentPortal),
    environment: config.environment,
    mapTiles: config.mapTiles,
  };
}
