import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@portal/contracts/common';
import {
  FlightCancelConfirmAnswer,
  FlightCancelConfirmRequest,
  FlightCancelQuoteAnswer,
  FlightCancelQuoteRequest,
  FlightCreditsAnswer,
  FlightTripAnswer,
} from '@portal/contracts/flight-trips';
import { TripParams } from '@portal/contracts/trips';
import type { AppDeps } from '../../deps.ts';
import { getTrip } from '../../modules/trips/trips.service.ts';
import { requireSession, sessionOf } from '../../plugins/auth.ts';
import { confirmFlightCancellation, quoteFlightCancellation } from './flight-cancel.service.ts';
import { loadFlightCredits } from './flight-trips.ts';

const tags = ['trips'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/** A booked flight's trip details and the user's airline travel credits (api.md "Trips"). */
export function flightTripsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const flights = deps.products.get('Flights');
  return async (app) => {
    requireSession(app, deps);

    app.get(
      '/itinerary/flights/credits',
      {
        schema: {
          tags,
          summary:
            'Airline travel credits of cancelled flights (spec §2 "Airline Travel Credits"), available first',
          response: { 200: FlightCreditsAnswer, ...errors },
        },
      },
      async (request) => ({
        credits: await loadFlightCredits(deps.db, sessionOf(request).userId, deps.clock.now()),
      }),
    );

    app.get(
      '/itinerary/flights/:reservationId',
      {
        schema: {
          tags,
          summary:
            'One flight trip by its confirmation code (id.value): segments in local times, payments, credit',
          params: TripParams,
          response: { 200: FlightTripAnswer, ...errors },
        },
      },
      async (request) =>
        (await getTrip(
          deps,
          flights,
          sessionOf(request),
          request.params.reservationId,
        )) as unknown as FlightTripAnswer,
    );

    app.post(
      '/flights/cancel/quote',
      {
        schema: {
          tags,
          summary:
            'What cancelling the flight now gives back by its fare (void, refund or airline credit), or whom to ask',
          body: FlightCancelQuoteRequest,
          response: { 200: FlightCancelQuoteAnswer, ...errors },
        },
      },
      async (request) =>
        quoteFlightCancellation(deps, flights, sessionOf(request), request.body.reservationId),
    );

    app.post(
      '/flights/cancel/confirm',
      {
        schema: {
          tags,
          summary:
            'Cancels the flight as decided again now: refund, or airline credit; 409 if it can no longer be or the quote is stale',
          body: FlightCancelConfirmRequest,
          response: { 200: FlightCancelConfirmAnswer, ...errors, 409: ApiErrorBody },
        },
      },
      async (request) =>
        confirmFlightCancellation(deps, flights, deps.providers, sessionOf(request), request.body),
    );
  };
}
