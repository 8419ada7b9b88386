import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@portal/contracts/common';
import { OnboardingAnswer, OnboardingRequest } from '@portal/contracts/admin';
import type { AppDeps } from '../../deps.ts';
import { adminOf, requireAdmin } from './admin-access.ts';
import { changeBookingForMode, onboardingOf } from './onboarding.service.ts';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/** Spec §6 business onboarding on the admin portal: who books for whom. */
export function onboardingRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    requireAdmin(app, deps);
    app.get(
      '/onboarding',
      {
        schema: {
          tags: ['admin'],
          summary: "The business's booking-for mode (spec §6) and the modes it may choose from",
          response: { 200: OnboardingAnswer, ...errors },
        },
      },
      async (request) => onboardingOf(deps, adminOf(request)),
    );
    app.put(
      '/onboarding',
      {
        schema: {
          tags: ['admin'],
          summary: "Changes the business's booking-for mode; audit-logged with before and after",
          body: OnboardingRequest,
          response: { 200: OnboardingAnswer, ...errors },
        },
      },
      async (request) => changeBookingForMode(deps, adminOf(request), request.body.bookingForMode),
    );
  };
}
