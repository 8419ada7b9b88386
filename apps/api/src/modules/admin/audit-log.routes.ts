import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@portal/contracts/common';
import { AuditLogAnswer, AuditLogQuery } from '@portal/contracts/admin';
import type { AppDeps } from '../../deps.ts';
import { auditLogOf } from '../audit/audit.service.ts';
import { adminOf, requireAdmin } from './admin-access.ts';

export function auditLogRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    requireAdmin(app, deps);
    app.get(
      '/audit-log',
      {
        schema: {
          tags: ['admin'],
          summary:
            "The business's audit log, newest first: every admin and agent action with before and after",
          querystring: AuditLogQuery,
          response: { 200: AuditLogAnswer, 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody },
        },
      },
      async (request) => auditLogOf(deps.db, adminOf(request).businessId, request.query),
    );
  };
}
