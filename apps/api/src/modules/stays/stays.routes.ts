import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@portal/contracts/common';
import {
  AvailabilityAnswer,
  AvailabilityRequest,
  CalendarAnswer,
  CalendarRequest,
  ShopAnswer,
  ShopRequest,
} from '@portal/contracts/listings';
import type { AppDeps } from '../../deps.ts';
import { requireSession } from '../../plugins/auth.ts';
import { listingCalendar, searchHomes, shopHome } from './stays.service.ts';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

/**
 * The search answer is ~40 KB of nested objects, and zod's encode of it (what the app's global serializer runs on
 * every response) cost more CPU than the search query itself (bench:search profile). In production that route
 * answers through JSON.stringify instead: stays-mapping builds every object field by field from typed rows (no row
 * spread, so nothing for zod to strip) and its types are the contract's. Development and tests keep the zod check,
 * so a drift from AvailabilityAnswer still fails there, and the schema still documents the route in OpenAPI.
 */
function searchSerializer(production: boolean) {
  return production ? { serializerCompiler: () => (data: unknown) => JSON.stringify(data) } : {};
}

export function staysRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    requireSession(app, deps);
    app.post(
      '/homes/availability',
      {
        schema: {
          tags: ['stays'],
          summary: 'Vacation rentals of a place that can host the stay, sorted and paged, with their prices',
          body: AvailabilityRequest,
          response: { 200: AvailabilityAnswer, ...errors },
        },
        ...searchSerializer(deps.config.production),
      },
      async (request) => searchHomes(deps, request.body),
    );

    app.post(
      '/homes/shop',
      {
        schema: {
          tags: ['stays'],
          summary: 'One listing in full with its availability (reasons) and, when available, its rate',
          body: ShopRequest,
          response: { 200: ShopAnswer, 404: ApiErrorBody, ...errors },
        },
      },
      async (request) => shopHome(deps, request.body),
    );

    app.put(
      '/homes/listing/getCalendarAvailability',
      {
        schema: {
          tags: ['stays'],
          summary: 'Date-picker flags (check-in and checkout availability) of each date of a range',
          body: CalendarRequest,
          response: { 200: CalendarAnswer, 404: ApiErrorBody, ...errors },
        },
      },
      async (request) => listingCalendar(deps, request.body),
    );
  };
}
