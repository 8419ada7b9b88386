import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@portal/contracts/common';
import { FlightAutocompleteAnswer, FlightAutocompleteQuery } from '@portal/contracts/flight-autocomplete';
import {
  FlightReviewAnswer,
  FlightReviewRequest,
  FlightSearchAnswer,
  FlightSearchRequest,
} from '@portal/contracts/flights';
import type { AppDeps } from '../../deps.ts';
import { requireSession, sessionOf } from '../../plugins/auth.ts';
import { suggestAirports } from './flight-autocomplete.ts';
import { reviewFlights } from './flights-review.service.ts';
import { searchFlights } from './flights-search.service.ts';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

/**
 * As for hotel search (hotels.routes.ts): in production a results answer goes out through JSON.stringify, since
 * zod's encode of a few hundred options costs more CPU than the search; flights-mapping builds every field with
 * the contract's types, and development and tests keep the zod check.
 */
function searchSerializer(production: boolean) {
  return production ? { serializerCompiler: () => (data: unknown) => JSON.stringify(data) } : {};
}

/**
 * Flights shopping (issue 13). Signed-in like hotel shopping (hotels.routes.ts): prices show in the session's own
 * rewards accounts, and the portal's shopping is for its cardholders.
 */
export function flightsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    requireSession(app, deps);

    app.get(
      '/autocomplete/flights',
      {
        schema: {
          tags: ['flights'],
          summary:
            'Airports and cities matching the typed code, city, airport name or country, best first (at most 8)',
          querystring: FlightAutocompleteQuery,
          response: { 200: FlightAutocompleteAnswer, ...errors },
        },
      },
      async (request) => ({
        suggestions: suggestAirports(deps.providers.flightSupply.airports(), request.query.query),
      }),
    );

    app.post(
      '/flights/search',
      {
        schema: {
          tags: ['flights'],
          summary:
            'Flight options of every slice of a one-way, round-trip, open-jaw or multi-city trip, with fares on each shelf',
          body: FlightSearchRequest,
          response: { 200: FlightSearchAnswer, ...errors },
        },
        ...searchSerializer(deps.config.production),
      },
      async (request) => searchFlights(deps, sessionOf(request), request.body),
    );

    app.post(
      '/flights/review',
      {
        schema: {
          tags: ['flights'],
          summary:
            'The chosen fare of each slice re-priced now: every shelf of the chosen options, total, and whether it moved',
          body: FlightReviewRequest,
          response: { 200: FlightReviewAnswer, ...errors },
        },
      },
      async (request) => reviewFlights(deps, sessionOf(request), request.body),
    );
  };
}
