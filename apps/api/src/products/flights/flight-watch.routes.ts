import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, Empty, EmptyAnswer } from '@portal/contracts/common';
import {
  FlightWatchAnswer,
  FlightWatchCreateRequest,
  FlightWatchDeleteRequest,
  FlightWatchListAnswer,
} from '@portal/contracts/flight-watch';
import type { AppDeps } from '../../deps.ts';
import { requireSession, sessionOf } from '../../plugins/auth.ts';
import { createWatch, deleteWatch, listWatches } from './flight-watch.service.ts';

const tags = ['flights'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

/** Spec §4 flight watch: watch a trip, list the watched trips (My trips, Watched Trips), stop watching. */
export function flightWatchRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    requireSession(app, deps);

    app.post(
      '/flights/watch/create',
      {
        schema: {
          tags,
          summary:
            'Watches a trip search: JustWatched until its first price check, Watching afterwards; the same ' +
            'search again answers the existing watch. Emails when the prediction turns to buy or the price drops',
          body: FlightWatchCreateRequest,
          response: { 200: FlightWatchAnswer, ...errors },
        },
      },
      async (request) => createWatch(deps, sessionOf(request), request.body),
    );

    app.put(
      '/flights/watch/list',
      {
        schema: {
          tags,
          summary:
            "The user's watched trips, newest first, with the lowest price (fiat and rewards) and the " +
            'recommendation of their last check',
          body: Empty,
          response: { 200: FlightWatchListAnswer, ...errors },
        },
      },
      async (request) => listWatches(deps, sessionOf(request)),
    );

    app.post(
      '/flights/watch/delete',
      {
        schema: {
          tags,
          summary: "Stops watching a trip; another user's watch id answers 404",
          body: FlightWatchDeleteRequest,
          response: { 200: EmptyAnswer, ...errors, 404: ApiErrorBody },
        },
      },
      async (request) => {
        await deleteWatch(deps, sessionOf(request), request.body.watchId);
        return {};
      },
    );
  };
}
