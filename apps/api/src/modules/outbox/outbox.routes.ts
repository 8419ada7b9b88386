import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@portal/contracts/common';
import { OutboxAnswer } from '@portal/contracts/outbox';
import type { AppDeps } from '../../deps.ts';
import { requireSession, sessionOf } from '../../plugins/auth.ts';
import { listOutbox } from './outbox.service.ts';

export function outboxRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    requireSession(app, deps);

    app.get(
      '/outbox',
      {
        schema: {
          tags: ['outbox'],
          summary: "Emails the portal wrote for the signed-in user's bookings, newest first, sent or waiting",
          response: { 200: OutboxAnswer, 401: ApiErrorBody },
        },
      },
      async (request) => listOutbox(deps, sessionOf(request)),
    );
  };
}
