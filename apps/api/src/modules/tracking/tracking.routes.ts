import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, EmptyAnswer } from '@portal/contracts/common';
import { TrackingEventRequest } from '@portal/contracts/session';
import type { AppDeps } from '../../deps.ts';
import { requireSession, sessionOf } from '../../plugins/auth.ts';
import { recordEvent } from './tracking.service.ts';

export function trackingRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    requireSession(app, deps);

    app.post(
      '/tracking/event',
      {
        schema: {
          tags: ['tracking'],
          summary: 'Record an analytics event of the signed-in user',
          body: TrackingEventRequest,
          response: { 200: EmptyAnswer, 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody },
        },
      },
      async (request) => {
        await recordEvent(deps, sessionOf(request), request.body);
        return {};
      },
    );
  };
}
