import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@portal/contracts/common';
import {
  CancelConfirmAnswer,
  CancelConfirmRequest,
  CancelQuoteAnswer,
  CancelQuoteRequest,
  HotelCancelConfirmAnswer,
  HotelTripAnswer,
  TripAnswer,
  TripListAnswer,
  TripListRequest,
  TripParams,
} from '@portal/contracts/trips';
import type { AppDeps } from '../../deps.ts';
import { requireSession, sessionOf } from '../../plugins/auth.ts';
import { confirmCancellation, quoteCancellation } from './cancel.service.ts';
import { getTrip, listTrips } from './trips.service.ts';

const tags = ['trips'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/** My trips for vacation rentals, and their cancellation; refunds go through the process's card processor. */
export function tripsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { providers } = deps;
  const homes = deps.products.get('Homes');
  const hotels = deps.products.get('Hotels');
  return async (app) => {
    requireSession(app, deps);

    app.put(
      '/itinerary/list',
      {
        schema: {
          tags,
          summary:
            'Vacation-rental trips of a tab (Upcoming, Past, WithOffers; none = all), newest booking first',
          body: TripListRequest,
          response: { 200: TripListAnswer, ...errors },
        },
      },
      async (request) => listTrips(deps, sessionOf(request), request.body),
    );

    app.get(
      '/itinerary/homes/:reservationId',
      {
        schema: {
          tags,
          summary: 'One vacation-rental trip by its confirmation code (id.value), with payments and refunds',
          params: TripParams,
          response: { 200: TripAnswer, ...errors },
        },
      },
      async (request) => getTrip(deps, homes, sessionOf(request), request.params.reservationId),
    );

    app.post(
      '/homes/cancel/quote',
      {
        schema: {
          tags,
          summary:
            'What cancelling the stay today refunds by its booked policy, or why it cannot be cancelled online',
          body: CancelQuoteRequest,
          response: { 200: CancelQuoteAnswer, ...errors },
        },
      },
      async (request) => quoteCancellation(deps, homes, sessionOf(request), request.body.reservationId),
    );

    app.post(
      '/homes/cancel/confirm',
      {
        schema: {
          tags,
          summary:
            'Cancels the stay as quoted and refunds each payment to its source; 409 if the quote is stale',
          body: CancelConfirmRequest,
          response: { 200: CancelConfirmAnswer, ...errors, 409: ApiErrorBody },
        },
      },
      async (request) => confirmCancellation(deps, homes, providers, sessionOf(request), request.body),
    );

    // Hotels: the same trip and cancel calls, through the hotel line (its terms, its rooms given back).
    app.get(
      '/itinerary/hotels/:reservationId',
      {
        schema: {
          tags,
          summary: 'One hotel trip by its confirmation code (id.value), with payments and refunds',
          params: TripParams,
          response: { 200: HotelTripAnswer, ...errors },
        },
      },
      async (request) =>
        (await getTrip(
          deps,
          hotels,
          sessionOf(request),
          request.params.reservationId,
        )) as unknown as HotelTripAnswer,
    );

    app.post(
      '/hotels/cancel/quote',
      {
        schema: {
          tags,
          summary: "What cancelling the hotel stay now refunds by its rate's policy (hours before check-in)",
          body: CancelQuoteRequest,
          response: { 200: CancelQuoteAnswer, ...errors },
        },
      },
      async (request) => quoteCancellation(deps, hotels, sessionOf(request), request.body.reservationId),
    );

    app.post(
      '/hotels/cancel/confirm',
      {
        schema: {
          tags,
          summary:
            'Cancels the hotel stay as quoted, refunds each payment and gives the rooms back; 409 if stale',
          body: CancelConfirmRequest,
          response: { 200: HotelCancelConfirmAnswer, ...errors, 409: ApiErrorBody },
        },
      },
      async (request) =>
        (await confirmCancellation(
          deps,
          hotels,
          providers,
          sessionOf(request),
          request.body,
        )) as unknown as HotelCancelConfirmAnswer,
    );
  };
}
