import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PortalConfig } from '@portal/contracts/session';
import type { AppDeps } from '../../deps.ts';
import { portalConfig } from './portal.service.ts';

export function portalRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/portal/config',
      {
        schema: {
          tags: ['portal'],
          summary: 'Tenant, support phone and defaults for this host name (no sign-in needed)',
          querystring: z.object({ agent: z.enum(['true', 'false']).optional() }),
          response: { 200: PortalConfig },
        },
      },
      async (request) => portalConfig(deps.config, request.hostname, request.query.agent === 'true'),
    );
  };
}
