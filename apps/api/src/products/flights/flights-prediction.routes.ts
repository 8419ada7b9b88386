import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@portal/contracts/common';
import { FlightPredictionAnswer, FlightPredictionRequest } from '@portal/contracts/flight-prediction';
import type { AppDeps } from '../../deps.ts';
import { requireSession } from '../../plugins/auth.ts';
import { predictFlightPrice } from './flights-prediction.service.ts';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

/** Spec §2's first flight funnel step: the price prediction of the searched trip. */
export function flightsPredictionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    requireSession(app, deps);
    app.post(
      '/flights/prediction',
      {
        schema: {
          tags: ['flights'],
          summary:
            'The price prediction of a route and date (wait, fair, good, great), its expected range and history',
          body: FlightPredictionRequest,
          response: { 200: FlightPredictionAnswer, ...errors },
        },
      },
      async (request) => predictFlightPrice(deps, request.body),
    );
  };
}
