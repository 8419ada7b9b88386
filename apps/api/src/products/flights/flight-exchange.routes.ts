import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@portal/contracts/common';
import {
  FlightExchangeConfirmAnswer,
  FlightExchangeConfirmRequest,
  FlightExchangeConflictBody,
  FlightExchangeEligibilityAnswer,
  FlightExchangeEligibilityRequest,
  FlightExchangeShopAnswer,
  FlightExchangeShopRequest,
} from '@portal/contracts/flight-exchange';
import type { AppDeps } from '../../deps.ts';
import { requireSession, sessionOf } from '../../plugins/auth.ts';
import { confirmFlightExchange } from './flight-exchange-confirm.service.ts';
import { exchangeEligibility, shopExchange } from './flight-exchange.service.ts';

const tags = ['trips'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/** Exchanging (changing) a booked flight: spec §4 flight exchange steps (issue 14 "Exchange"). */
export function flightExchangeRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const flights = deps.products.get('Flights');
  return async (app) => {
    requireSession(app, deps);

    app.post(
      '/flights/exchange/eligibility',
      {
        schema: {
          tags,
          summary:
            'The step the exchange flow opens on (SliceSelection or why not, spec §4) and what each booked slice allows',
          body: FlightExchangeEligibilityRequest,
          response: { 200: FlightExchangeEligibilityAnswer, ...errors },
        },
      },
      async (request) => exchangeEligibility(deps, flights, sessionOf(request), request.body.reservationId),
    );

    app.post(
      '/flights/exchange/shop',
      {
        schema: {
          tags,
          summary:
            'Replacement flights for the changed or added slices, same cabin and passengers, priced; kept under a shopToken',
          body: FlightExchangeShopRequest,
          response: { 200: FlightExchangeShopAnswer, ...errors, 409: FlightExchangeConflictBody },
        },
      },
      async (request) => shopExchange(deps, flights, sessionOf(request), request.body),
    );

    app.post(
      '/flights/exchange/confirm',
      {
        schema: {
          tags,
          summary:
            'Submits the chosen flights (ChangeRequested): ticket Modified, seats moved, amount due charged; 409 ChangeFailed when refused',
          body: FlightExchangeConfirmRequest,
          response: { 200: FlightExchangeConfirmAnswer, ...errors, 409: FlightExchangeConflictBody },
        },
      },
      async (request) => confirmFlightExchange(deps, flights, sessionOf(request), request.body),
    );
  };
}
