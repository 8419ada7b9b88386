import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, Empty } from '@portal/contracts/common';
import { ExperimentsAnswer } from '@portal/contracts/session';
import type { AppDeps } from '../../deps.ts';
import { requireSession, sessionOf } from '../../plugins/auth.ts';
import { ExperimentsFile } from './experiments-file.ts';
import { activeExperiments } from './experiments.service.ts';

const tags = ['session'];
const response = { 200: ExperimentsAnswer, 401: ApiErrorBody, 403: ApiErrorBody };

export function experimentsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    requireSession(app, deps);
    const file = new ExperimentsFile(deps.config.experimentsFile, app.log);

    app.put(
      '/experiments/active',
      {
        schema: {
          tags,
          summary: "The signed-in user's experiment variants (spec §9), with tracking properties",
          body: Empty,
          response,
        },
      },
      async (request) => activeExperiments(deps, file, sessionOf(request).userId, 'consumer'),
    );

    app.put(
      '/experiments/cotb/active',
      {
        schema: {
          tags,
          summary: "The signed-in user's experiment variants for the corporate tenant",
          body: Empty,
          response,
        },
      },
      async (request) => activeExperiments(deps, file, sessionOf(request).userId, 'corporate'),
    );
  };
}
