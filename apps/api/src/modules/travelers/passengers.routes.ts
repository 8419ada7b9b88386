import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@portal/contracts/common';
import {
  PassengerInput,
  PassengerListQuery,
  Person,
  TravelerChoices,
  TravelerIdRequest,
  TravelerList,
} from '@portal/contracts/travelers';
import type { TravelerAction } from '@portal/domain/traveler-list';
import type { AppDeps } from '../../deps.ts';
import { requireSession, sessionOf } from '../../plugins/auth.ts';
import { changeTravelerChoice, listPassengers, savePassenger } from './passengers.service.ts';

const tags = ['travelers'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

const choices: Array<{ action: TravelerAction; summary: string }> = [
  {
    action: 'assign_default',
    summary:
      'Makes a traveler the default profile (corporate: defaultTravelerId; a hidden one is shown again)',
  },
  { action: 'hide', summary: 'Hides a traveler from the traveler list (corporate hiddenTravelerIds)' },
  { action: 'show', summary: 'Shows a hidden traveler again (removes it from hiddenTravelerIds)' },
];

/** Spec §7 passengers calls: the traveler profiles page and the spec §6 hide / show / default choices. */
export function passengersRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    requireSession(app, deps);

    app.get(
      '/passengers',
      {
        schema: {
          tags,
          summary:
            'Traveler list: with canViewUsers the company users merged with their travelers, else the user and ' +
            'their own travelers; placeholders for users without one; hidden ones only with includeHidden=true',
          querystring: PassengerListQuery,
          response: { 200: TravelerList, ...errors },
        },
      },
      async (request) => listPassengers(deps, sessionOf(request), request.query.includeHidden),
    );

    app.put(
      '/passengers',
      {
        schema: {
          tags,
          summary: 'Saves a traveler payload: a new traveler without id, else one in the session’s scope',
          body: PassengerInput,
          response: { 200: Person, ...errors, 404: ApiErrorBody },
        },
      },
      async (request) => savePassenger(deps, sessionOf(request), request.body),
    );

    for (const { action, summary } of choices) {
      app.put(
        `/passengers/${action}`,
        {
          schema: {
            tags,
            summary,
            body: TravelerIdRequest,
            response: { 200: TravelerChoices, ...errors, 404: ApiErrorBody, 409: ApiErrorBody },
          },
        },
        async (request) => changeTravelerChoice(deps, sessionOf(request), action, request.body.travelerId),
      );
    }
  };
}
