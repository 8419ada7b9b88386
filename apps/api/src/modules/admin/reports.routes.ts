import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AwayAnswer, ReportsAnswer, ReportsQuery } from '@portal/contracts/admin-reports';
import { ApiErrorBody } from '@portal/contracts/common';
import type { AppDeps } from '../../deps.ts';
import { adminOf, requireAdmin } from './admin-access.ts';
import { awayNow, reportOf } from './reports.service.ts';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

/** Issue 15 Reports: spend and policy series for a period, and who is away right now (duty of care). */
export function reportsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    requireAdmin(app, deps);
    app.get(
      '/reports',
      {
        schema: {
          tags: ['admin'],
          summary:
            "The business's travel spend by month and product, traveler and department, out-of-policy share " +
            'and reasons, and savings against policy caps; from and to are months (default: the last 12)',
          querystring: ReportsQuery,
          response: { 200: ReportsAnswer, ...errors },
        },
      },
      async (request) => reportOf(deps.db, adminOf(request).businessId, request.query, deps.clock.now()),
    );
    app.get(
      '/reports/away',
      {
        schema: {
          tags: ['admin'],
          summary: "The business's travelers away right now, with place, coordinates, dates and contact",
          response: { 200: AwayAnswer, ...errors },
        },
      },
      async (request) => {
        // The supplier's airports, looked up by code: where a flight trip's traveler is on the map.
        const byCode = new Map(deps.providers.flightSupply.airports().map((a) => [a.code, a]));
        return awayNow(deps.db, adminOf(request).businessId, deps.clock.now(), (code) => byCode.get(code));
      },
    );
  };
}
