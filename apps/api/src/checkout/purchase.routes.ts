import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, EmptyAnswer, ValueToken } from '@portal/contracts/common';
import {
  AddMainGuestAnswer,
  AddMainGuestRequest,
  FulfilPollAnswer,
  FulfilScheduleRequest,
  QuotePollAnswer,
  QuoteScheduleRequest,
  TokenAnswer,
} from '@portal/contracts/purchase';
import type { AppDeps } from '../deps.ts';
import { requireSession, sessionOf } from '../plugins/auth.ts';
import { pollFulfil, scheduleFulfil } from './fulfil.service.ts';
import { addMainGuest, discardQuote, pollQuote, scheduleQuote } from './quote.service.ts';

const tags = ['purchase'];

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/** Quotes, main guest and fulfilment; money moves through the card processor and issuer of `deps.providers`. */
export function purchaseRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { providers } = deps;
  return async (app) => {
    requireSession(app, deps);

    app.post(
      '/purchase/quote/schedule',
      {
        schema: {
          tags,
          summary: 'Starts a quote session for a stay; the server prices it (seenPrice is only compared)',
          body: QuoteScheduleRequest,
          response: { 200: TokenAnswer, ...errors },
        },
      },
      async (request) => scheduleQuote(deps, sessionOf(request), request.body),
    );

    app.post(
      '/purchase/quote/poll',
      {
        schema: {
          tags,
          summary: 'The quote session: Pending, Success with the HomesPriceQuote, or Failure with errors',
          body: ValueToken,
          response: { 200: QuotePollAnswer, ...errors },
        },
      },
      async (request) => pollQuote(deps, sessionOf(request), request.body.value),
    );

    app.post(
      '/purchase/quote/discard',
      {
        schema: {
          tags,
          summary: 'Discards a quote session so it can no longer be booked',
          body: ValueToken,
          response: { 200: EmptyAnswer, ...errors },
        },
      },
      async (request) => {
        await discardQuote(deps, sessionOf(request), request.body.value);
        return {};
      },
    );

    app.post(
      '/homes/addMainGuest',
      {
        schema: {
          tags,
          summary: 'Names the main guest and confirmation email of a quoted stay',
          body: AddMainGuestRequest,
          response: { 200: AddMainGuestAnswer, 409: ApiErrorBody, ...errors },
        },
      },
      async (request) => addMainGuest(deps, sessionOf(request), request.body),
    );

    app.post(
      '/purchase/fulfill/schedule',
      {
        schema: {
          tags,
          summary:
            'Schedules the booking of a quote with its payments; a second schedule answers the same token',
          body: FulfilScheduleRequest,
          response: { 200: TokenAnswer, ...errors },
        },
      },
      async (request) => scheduleFulfil(deps, sessionOf(request), request.body),
    );

    app.post(
      '/purchase/fulfill/poll',
      {
        schema: {
          tags,
          summary:
            'Books on the first poll, then answers Success with the reservation or Failure with errors',
          body: ValueToken,
          response: { 200: FulfilPollAnswer, ...errors },
        },
      },
      async (request) => pollFulfil(deps, providers, sessionOf(request), request.body.value),
    );
  };
}
