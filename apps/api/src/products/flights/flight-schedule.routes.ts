import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@portal/contracts/common';
import {
  ScheduleChangeAcceptAnswer,
  ScheduleChangeHelpAnswer,
  ScheduleChangeRequest,
} from '@portal/contracts/flight-schedule-change';
import type { AppDeps } from '../../deps.ts';
import { portalConfig } from '../../modules/portal/portal.service.ts';
import { requireSession, sessionOf } from '../../plugins/auth.ts';
import { acceptScheduleChange, requestScheduleHelp } from './flight-schedule.service.ts';

const tags = ['trips'];
const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
};

/** The traveler's answer to an airline's schedule change of a booked flight (issue 14 "Schedule changes"). */
export function flightScheduleRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const flights = deps.products.get('Flights');
  return async (app) => {
    requireSession(app, deps);

    app.post(
      '/flights/schedule-change/accept',
      {
        schema: {
          tags,
          summary:
            "Accepts the airline's new schedule: the trip takes the new times; 409 when there is nothing to accept or it needs help",
          body: ScheduleChangeRequest,
          response: { 200: ScheduleChangeAcceptAnswer, ...errors },
        },
      },
      async (request) => acceptScheduleChange(deps, flights, sessionOf(request), request.body.reservationId),
    );

    app.post(
      '/flights/schedule-change/help',
      {
        schema: {
          tags,
          summary:
            'Asks for help with a schedule change: recorded once; answers whom to contact (the airline or support)',
          body: ScheduleChangeRequest,
          response: { 200: ScheduleChangeHelpAnswer, ...errors },
        },
      },
      async (request) =>
        requestScheduleHelp(
          deps,
          flights,
          sessionOf(request),
          request.body.reservationId,
          portalConfig(deps.config, request.hostname, false).supportPhone,
        ),
    );
  };
}
