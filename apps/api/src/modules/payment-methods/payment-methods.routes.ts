import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, Empty, EmptyAnswer } from '@portal/contracts/common';
import {
  PaymentIdRequest,
  PaymentMethodAnswer,
  PaymentMethodList,
  VerifyCardAnswer,
  VerifyCardRequest,
} from '@portal/contracts/payments';
import type { AppDeps } from '../../deps.ts';
import { requireSession, sessionOf } from '../../plugins/auth.ts';
import {
  deletePaymentMethod,
  getPaymentMethod,
  listPaymentMethods,
  verifyPaymentMethod,
} from './payment-methods.service.ts';

const tags = ['payment-methods'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

/** Saved cards; the card processor of `deps.providers` keeps the numbers and answers verification. */
export function paymentMethodsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const processor = deps.providers.payments;
  return async (app) => {
    requireSession(app, deps);

    app.put(
      '/payment-methods/list',
      {
        schema: {
          tags,
          summary: "The signed-in user's saved cards (brand, last four, expiry; never the number)",
          body: Empty,
          response: { 200: PaymentMethodList, ...errors },
        },
      },
      async (request) => ({ value: await listPaymentMethods(deps, sessionOf(request)) }),
    );

    app.post(
      '/payment-methods/get',
      {
        schema: {
          tags,
          summary: 'One of the user’s saved cards',
          body: PaymentIdRequest,
          response: { 200: PaymentMethodAnswer, ...errors, 404: ApiErrorBody },
        },
      },
      async (request) => ({
        value: await getPaymentMethod(deps, sessionOf(request), request.body.paymentId),
      }),
    );

    app.post(
      '/payment-methods/verify',
      {
        schema: {
          tags,
          summary:
            'Adds a card: checks it, matches its last four to a rewards account, and has the payment provider ' +
            'verify and tokenise it',
          body: VerifyCardRequest,
          response: { 200: VerifyCardAnswer, ...errors },
        },
      },
      async (request) => verifyPaymentMethod(deps, processor, sessionOf(request), request.body),
    );

    app.post(
      '/payment-methods/delete',
      {
        schema: {
          tags,
          summary: 'Removes one of the user’s saved cards',
          body: PaymentIdRequest,
          response: { 200: EmptyAnswer, ...errors, 404: ApiErrorBody },
        },
      },
      async (request) => {
        await deletePaymentMethod(deps, sessionOf(request), request.body.paymentId);
        return {};
      },
    );
  };
}
