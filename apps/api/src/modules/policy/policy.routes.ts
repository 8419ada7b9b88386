import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@portal/contracts/common';
import { PolicyDetails } from '@portal/contracts/policy';
import type { AppDeps } from '../../deps.ts';
import { requireSession, sessionOf } from '../../plugins/auth.ts';
import { getPolicyDetails } from './policy.service.ts';

export function policyRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    requireSession(app, deps);

    app.get(
      '/policies/details',
      {
        schema: {
          tags: ['corporate'],
          summary: "The travel policy tier of the signed-in user's business in use (404 for a consumer)",
          response: { 200: PolicyDetails, 401: ApiErrorBody, 404: ApiErrorBody },
        },
      },
      async (request) => getPolicyDetails(deps.db, sessionOf(request).userId),
    );
  };
}
