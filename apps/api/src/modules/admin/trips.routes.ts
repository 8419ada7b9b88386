import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminTripsAnswer, AdminTripsExportQuery, AdminTripsQuery } from '@portal/contracts/admin-trips';
import { ApiErrorBody } from '@portal/contracts/common';
import type { AppDeps } from '../../deps.ts';
import { todayOf } from '../../lib/today.ts';
import { adminOf, requireAdmin } from './admin-access.ts';
import { csvFileName, tripsCsv } from './trips-csv.ts';
import { allTripsOfBusiness, listTripsOfBusiness } from './trips.service.ts';

const refusals = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

export function tripsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    requireAdmin(app, deps);
    app.get(
      '/trips',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Every trip booked for the business, newest booking first, filtered, a page at a time (cursor)',
          querystring: AdminTripsQuery,
          response: { 200: AdminTripsAnswer, ...refusals },
        },
      },
      async (request) => listTripsOfBusiness(deps, adminOf(request), request.query),
    );
    app.get(
      '/trips/export.csv',
      {
        schema: {
          tags: ['admin'],
          summary: 'The same trips as CSV (text/csv, every row the filters keep), as a file download',
          querystring: AdminTripsExportQuery,
          response: {
            200: z.string().meta({ description: 'text/csv; a header row, then one row per trip' }),
            ...refusals,
          },
        },
        // The CSV is sent as text; refusals are still JSON.
        serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)),
      },
      async (request, reply) => {
        const trips = await allTripsOfBusiness(deps, adminOf(request), request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${csvFileName(todayOf(deps.clock))}"`)
          .header('Cache-Control', 'no-store')
          .send(tripsCsv(trips));
      },
    );
  };
}
